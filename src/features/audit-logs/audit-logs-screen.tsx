import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Group, ScrollArea, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCrown,
  IconHelpCircle,
  IconId,
  IconKey,
  IconPlugConnected,
  IconServerCog,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import { AuditCategory, type components } from '#/api/schema.gen';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { useLocale } from '#/components/locale/locale';
import { useSession } from '#/components/session/session-context';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';
import { UserLink } from '#/components/user-link/user-link';
import { formatDateTime, timeZoneLabel } from '#/lib/locale-format';
import { CreatedFilterHeader, TextFilterHeader, TypeFilterHeader } from './audit-column-filters';
import { toAuditQuery, withAuditFilter, withAuditPage, type AuditSearch } from './audit-filters';
import { auditDescriptionsQuery, auditLogQuery } from './audit-logs-queries';
import { hasNextPage, hasPreviousPage, nextPage, pageLabel, previousPage } from './audit-paging';
import { AuditSubjectLink } from './audit-subject-link';
import { auditTypeHint, auditTypeInfo, indexAuditTypes } from './audit-types';
import { useAuditPageSize } from './use-audit-page-size';

type AuditLogEntry = components['schemas']['AuditLogEntry'];

/** SPEC 9: tooltips show at once and hide after 50 ms on the audit page. */
const TOOLTIP_DELAYS = { openDelay: 0, closeDelay: 50 } as const;

/** The type icon of each category (SPEC 2.4: "a type icon by category"). */
const categoryIcons: Readonly<Record<AuditCategory, { icon: ComponentType<IconProps>; color: string }>> = {
  [AuditCategory.Unclassified]: { icon: IconHelpCircle, color: 'gray' },
  [AuditCategory.UserOrganisation]: { icon: IconUsers, color: 'blue' },
  [AuditCategory.SuperUser]: { icon: IconCrown, color: 'grape' },
  [AuditCategory.Token]: { icon: IconKey, color: 'yellow' },
  [AuditCategory.UserInfo]: { icon: IconId, color: 'teal' },
  [AuditCategory.External]: { icon: IconPlugConnected, color: 'orange' },
  [AuditCategory.Internal]: { icon: IconServerCog, color: 'indigo' },
};

const COLUMN_WIDTHS = { type: 250, user: 250, created: 230, organisation: 220 } as const;
/** The table's least width: the fixed columns and room for the message, which takes the rest (a phone scrolls). */
const TABLE_MIN_WIDTH = Object.values(COLUMN_WIDTHS).reduce((sum, width) => sum + width, 0) + 260;

export interface AuditLogsScreenProps {
  search: AuditSearch;
  onSearchChange: (search: AuditSearch) => void;
}

/**
 * Admin > Audit Logs (SPEC 2.4 "Audit Logs", SPEC 4 "Audit log"): loads the type descriptions and the first page;
 * each column header has a filter popover (Type multi-pick with a count badge, User, Created from/to,
 * Organisation, Message); a filter change re-queries with the filters replaced (the page is kept, as SPEC 4 says).
 * Paging: previous (disabled on page 1), "Page N", next (disabled when a page came back short); the page size
 * follows the window height. Filters and page live in the URL. A failed query shows the error state and no rows.
 */
export function AuditLogsScreen({ search, onSearchChange }: AuditLogsScreenProps) {
  const t = useT('auditLogs');
  const errorMessage = useErrorMessage();
  const pageSize = useAuditPageSize();
  const session = useSession();
  const locale = useLocale();
  const descriptions = useQuery(auditDescriptionsQuery());
  const body = useMemo(() => toAuditQuery(search, pageSize), [search, pageSize]);
  const entries = useQuery({ ...auditLogQuery(body), placeholderData: keepPreviousData });
  const types = useMemo(() => indexAuditTypes(descriptions.data ?? []), [descriptions.data]);
  // Times are shown and picked in the browser's time zone: the Created column and its filter name it.
  const zone = useMemo(() => timeZoneLabel(locale), [locale]);

  const page = body.pageNumber;
  const rows: readonly AuditLogEntry[] = entries.isError ? [] : (entries.data ?? []);
  const loading = entries.isFetching;
  const setFilter = <K extends Exclude<keyof AuditSearch, 'page'>>(key: K, value: AuditSearch[K] | undefined) =>
    onSearchChange(withAuditFilter(search, key, value));

  return (
    <Stack gap="md">
      <Title order={2}>{t('auditLogs.title')}</Title>
      {descriptions.isError ? (
        <LoadingOverlay
          error={t('auditLogs.types.loadFailed', { reason: errorMessage(descriptions.error) })}
          errorTitle={t('auditLogs.types.loadFailedTitle')}
          onRetry={() => void descriptions.refetch()}
          retrying={descriptions.isFetching}
        />
      ) : null}
      <LoadingOverlay loading={loading} loadingText={false}>
        <ScrollArea type="auto">
          <Table
            striped
            highlightOnHover
            verticalSpacing={6}
            miw={TABLE_MIN_WIDTH}
            layout="fixed"
            aria-label={t('auditLogs.table.label')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={COLUMN_WIDTHS.type}>
                  <TypeFilterHeader
                    selected={search.types ?? []}
                    descriptions={descriptions.data ?? []}
                    onApply={(next) => setFilter('types', next)}
                  />
                </Table.Th>
                <Table.Th w={COLUMN_WIDTHS.user}>
                  <TextFilterHeader
                    label={t('auditLogs.column.user')}
                    field="user"
                    search={search}
                    onApply={setFilter}
                  />
                </Table.Th>
                <Table.Th w={COLUMN_WIDTHS.created}>
                  <CreatedFilterHeader
                    search={search}
                    zone={zone}
                    onApply={(from, to) =>
                      onSearchChange(withAuditFilter(withAuditFilter(search, 'from', from), 'to', to))
                    }
                  />
                </Table.Th>
                <Table.Th w={COLUMN_WIDTHS.organisation}>
                  <TextFilterHeader
                    label={t('auditLogs.column.organisation')}
                    field="organisation"
                    search={search}
                    onApply={setFilter}
                  />
                </Table.Th>
                <Table.Th>
                  <TextFilterHeader
                    label={t('auditLogs.column.message')}
                    field="message"
                    search={search}
                    onApply={setFilter}
                  />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.isError ? (
                <Table.Tr>
                  <Table.Td colSpan={5} p={0}>
                    {/* Retry: the same query again (re-applying an unchanged filter would not send it). */}
                    <LoadingOverlay
                      error={errorMessage(entries.error, { emptyFallback: t('auditLogs.table.error') })}
                      failure={entries.error}
                      onRetry={() => void entries.refetch()}
                      retrying={entries.isFetching}
                      minHeight={160}
                    />
                  </Table.Td>
                </Table.Tr>
              ) : rows.length === 0 && !entries.isPending ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('auditLogs.table.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((entry, index) => {
                  const info = auditTypeInfo(entry.auditLogType, types, t);
                  const { icon: Icon, color } = categoryIcons[info.category];
                  return (
                    <Table.Tr key={`${entry.created}-${entry.auditLogType}-${index}`} h={35}>
                      <Table.Td>
                        <Tooltip label={auditTypeHint(info, t)} {...TOOLTIP_DELAYS}>
                          <Group gap={6} wrap="nowrap" data-testid="audit-type">
                            <ThemeIcon
                              size="sm"
                              variant="light"
                              color={color}
                              role="img"
                              aria-label={info.categoryName}
                            >
                              <Icon size={14} />
                            </ThemeIcon>
                            <Text size="sm" truncate="end">
                              {info.name}
                            </Text>
                          </Group>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <Text
                          size="sm"
                          truncate="end"
                          title={
                            entry.userID ? `${entry.userName ?? ''} (${entry.userID})` : (entry.userName ?? undefined)
                          }
                        >
                          <UserLink session={session} userId={entry.userID} name={entry.userName ?? ''} />
                          {entry.userID ? (
                            <Text span size="xs" c="dimmed" ml={6}>
                              {entry.userID}
                            </Text>
                          ) : null}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(entry.created, locale, { seconds: true, zone: true })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" truncate="end">
                          {entry.organisationName ?? ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {entry.subject ? (
                          // One line, as every row: the message gives way to the link to the record's history.
                          <Group gap={8} wrap="nowrap" justify="space-between">
                            <Text size="sm" truncate="end" title={entry.message ?? undefined} miw={0}>
                              {entry.message ?? ''}
                            </Text>
                            <AuditSubjectLink subject={entry.subject} />
                          </Group>
                        ) : (
                          <Text size="sm" truncate="end" title={entry.message ?? undefined}>
                            {entry.message ?? ''}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </LoadingOverlay>
      <Group justify="center" gap="sm">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} />}
          disabled={!hasPreviousPage(page) || loading}
          onClick={() => onSearchChange(withAuditPage(search, previousPage(page)))}
        >
          {t('auditLogs.paging.previous')}
        </Button>
        <Text size="sm" fw={500} aria-live="polite">
          {pageLabel(page, t)}
        </Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} />}
          disabled={entries.isError || !hasNextPage(rows.length, pageSize) || loading}
          onClick={() => onSearchChange(withAuditPage(search, nextPage(page)))}
        >
          {t('auditLogs.paging.next')}
        </Button>
      </Group>
    </Stack>
  );
}
