import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCalendar,
  IconDownload,
  IconPackage,
  IconSearch,
  IconServer,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type MouseEvent } from 'react';
import { MonthPickerInput } from '#/components/date-inputs/lazy-date-inputs';
import { dateOfPickerValue } from '#/components/date-inputs/picker-value';
import { notifyError } from '#/components/dialogs/notify';
import { useDraft } from '#/components/draft/use-draft';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';
import { Tree } from '#/components/tree/lazy-tree';
import type { MessageKey } from '#/lib/messages/catalogues';
import { safeIconSrc } from '#/lib/safe-icon-uri';
import { idOf } from '#/lib/tree-model';
import { statisticsDownloadPath } from './statistics-month';
import { dateOfSearchedMonth, monthOf } from './statistics-month-picker';
import { downloadMonthlyStatistics, monthlyStatisticsQuery } from './statistics-queries';
import { sortOfSearch, withStatisticsSort, type StatisticsSearch } from './statistics-search';
import {
  sortByField,
  sortStatistics,
  statisticsSortLabels,
  toggleDirection,
  type StatisticsChildOrg,
  type StatisticsSort,
  type StatisticsSortField,
} from './statistics-sort';
import {
  statisticsChildren,
  statisticsHasChildren,
  statisticsLabel,
  statisticsNodes,
  type StatisticsNode,
} from './statistics-tree';

/** SPEC 2.4: the server badges of an organisation row (green when the instance id is set, red when not). */
const serverBadges = [
  { key: 'remoteOrderServerInstanceID', short: 'statistics.server.ros.short', name: 'statistics.server.ros.name' },
  { key: 'dataExtractionServerInstanceID', short: 'statistics.server.des.short', name: 'statistics.server.des.name' },
  { key: 'partnerServerInstanceID', short: 'statistics.server.ps.short', name: 'statistics.server.ps.name' },
  { key: 'reportingServerInstanceID', short: 'statistics.server.rs.short', name: 'statistics.server.rs.name' },
] as const satisfies ReadonlyArray<{ key: string; short: MessageKey<'statistics'>; name: MessageKey<'statistics'> }>;

/** The count badges' texts, a plural each. */
const countUnits = {
  orgs: 'statistics.count.orgs',
  transactions: 'statistics.count.transactions',
  outlets: 'statistics.count.outlets',
} as const satisfies Record<StatisticsSortField, MessageKey<'statistics'>>;

export interface StatisticsScreenProps {
  search: StatisticsSearch;
  onSearchChange: (search: StatisticsSearch, options?: { replace?: boolean }) => void;
}

/**
 * Admin > Statistics (SPEC 2.4 "Statistics", SPEC 4 "Statistics sort"): a month picker (YYYY-MM), Search (Enter
 * also searches; no month clears the results without a call), the Download link of the picked month, and the
 * tree of POS Core instances with their organisations and badges. Clicking a count badge sorts by it (descending
 * first, again flips); the sort group shows the field, a direction toggle and a clear button. Month and sort live
 * in the URL. A failure shows the error state and no results.
 */
export function StatisticsScreen({ search, onSearchChange }: StatisticsScreenProps) {
  const t = useT('statistics');
  const errorMessage = useErrorMessage();
  const month = search.month;
  // The picker shows the URL's month until another is picked; a new URL month (a search, back/forward) replaces it.
  const [picked, setPicked] = useDraft(month, dateOfSearchedMonth);
  const pickedMonth = picked ? monthOf(picked) : undefined;
  const [downloading, setDownloading] = useState(false);

  const statistics = useQuery({ ...monthlyStatisticsQuery(month ?? ''), enabled: month !== undefined });
  const { sort: sortField, dir: sortDirection } = search;
  const sort = useMemo(() => sortOfSearch({ sort: sortField, dir: sortDirection }), [sortField, sortDirection]);
  const roots = useMemo(
    () => (statistics.data ? statisticsNodes(sortStatistics(statistics.data, sort)) : []),
    [statistics.data, sort],
  );
  // Read by the tree when it mounts (once per month): every instance starts expanded.
  const expandedIds = useMemo(() => roots.map((node) => node.id), [roots]);

  const run = () => {
    if (pickedMonth !== undefined && pickedMonth === month) void statistics.refetch();
    else onSearchChange({ ...search, month: pickedMonth });
  };
  const setSort = (next: StatisticsSort | null) => onSearchChange(withStatisticsSort(search, next), { replace: true });
  const sortBy = (field: StatisticsSortField) => setSort(sortByField(sort, field));

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (pickedMonth === undefined || downloading) return;
    setDownloading(true);
    try {
      const downloaded = await downloadMonthlyStatistics(pickedMonth);
      if (downloaded === undefined) {
        notifyError(t('statistics.download.empty'), t('statistics.download.failedTitle'));
        return;
      }
      const { file, fileName } = downloaded;
      const url = URL.createObjectURL(file);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (failure) {
      notifyError(
        errorMessage(failure, { emptyFallback: t('statistics.download.failed') }),
        t('statistics.download.failedTitle'),
      );
    } finally {
      setDownloading(false);
    }
  };

  const results = () => {
    if (month === undefined) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {t('statistics.noMonth')}
        </Text>
      );
    }
    if (statistics.isError) {
      return (
        <LoadingOverlay
          error={errorMessage(statistics.error, { emptyFallback: t('statistics.error') })}
          failure={statistics.error}
          onRetry={() => void statistics.refetch()}
          retrying={statistics.isFetching}
          minHeight={200}
        />
      );
    }
    if (statistics.isPending) return <LoadingOverlay loading minHeight={200} />;
    return (
      <LoadingOverlay loading={statistics.isFetching} loadingText={false}>
        <Tree<StatisticsNode>
          key={month}
          aria-label={t('statistics.tree.label')}
          roots={roots}
          getId={idOf}
          hasChildren={statisticsHasChildren}
          getChildren={statisticsChildren}
          getLabel={statisticsLabel}
          defaultExpandedIds={expandedIds}
          height="max(320px, calc(100vh - 300px))"
          rowHeight={38}
          emptyText={t('statistics.tree.empty')}
          renderLabel={(node) =>
            node.kind === 'instance' ? (
              <Group gap={6} wrap="nowrap">
                <IconServer size={16} aria-hidden />
                <Text size="sm" fw={600} truncate="end">
                  {node.row.posCoreInstance.name}
                </Text>
              </Group>
            ) : (
              <Text size="sm" truncate="end">
                {node.child.organisation.name}
                <Text span size="xs" c="dimmed" ml={6}>
                  {node.child.organisation.organisationCode}
                </Text>
              </Text>
            )
          }
          renderActions={(node) =>
            node.kind === 'instance' ? (
              <Group gap={6} wrap="nowrap">
                <CountBadge field="orgs" count={node.totals.orgs} sort={sort} onSort={sortBy} neutral />
                <CountBadge field="transactions" count={node.totals.transactions} sort={sort} onSort={sortBy} />
                <CountBadge field="outlets" count={node.totals.outlets} sort={sort} onSort={sortBy} />
              </Group>
            ) : (
              <OrganisationBadges child={node.child} sort={sort} onSort={sortBy} />
            )
          }
        />
      </LoadingOverlay>
    );
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('statistics.title')}</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MonthPickerInput
          label={t('statistics.month.label')}
          placeholder={t('statistics.month.placeholder')}
          valueFormat="YYYY-MM"
          value={picked}
          onChange={(month) => setPicked(dateOfPickerValue(month))}
          clearable
          clearButtonProps={{ 'aria-label': t('statistics.month.clear') }}
          leftSection={<IconCalendar size={16} />}
          w={200}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
        />
        <Button leftSection={<IconSearch size={16} />} onClick={run}>
          {t('statistics.search')}
        </Button>
        {pickedMonth !== undefined ? (
          <Anchor
            href={statisticsDownloadPath(pickedMonth)}
            download={`MonthlyStatistics-${pickedMonth}.csv`}
            onClick={(event) => void download(event)}
            aria-busy={downloading || undefined}
            size="sm"
            py={8}
          >
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {t('statistics.download.link')}
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" py={8} aria-disabled="true">
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden />
              {t('statistics.download.link')}
            </Group>
          </Text>
        )}
        {sort ? <SortGroup sort={sort} onChange={setSort} /> : null}
      </Group>
      <Paper withBorder p="xs">
        {results()}
      </Paper>
    </Stack>
  );
}

function SortGroup({ sort, onChange }: { sort: StatisticsSort; onChange: (sort: StatisticsSort | null) => void }) {
  const t = useT('statistics');
  const descending = sort.direction === 'desc';
  const field = t(statisticsSortLabels[sort.field]);
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label={t('statistics.sort.group')}>
      <Button.Group>
        <Button
          variant="light"
          size="sm"
          tabIndex={-1}
          style={{ pointerEvents: 'none' }}
          aria-label={t('statistics.sort.sortedBy', { field })}
        >
          {field}
        </Button>
        <Button
          variant="light"
          size="sm"
          onClick={() => onChange(toggleDirection(sort))}
          leftSection={descending ? <IconArrowDown size={14} /> : <IconArrowUp size={14} />}
          aria-label={descending ? t('statistics.sort.toAscending') : t('statistics.sort.toDescending')}
        >
          {descending ? t('statistics.sort.descending') : t('statistics.sort.ascending')}
        </Button>
        <Button
          variant="light"
          color="gray"
          size="sm"
          onClick={() => onChange(null)}
          aria-label={t('statistics.sort.clear')}
        >
          <IconX size={14} />
        </Button>
      </Button.Group>
    </Group>
  );
}

function CountBadge({
  field,
  count,
  sort,
  onSort,
  neutral = false,
}: {
  field: StatisticsSortField;
  count: number;
  sort: StatisticsSort | null;
  onSort: (field: StatisticsSortField) => void;
  /** The org count is not coloured by value. */
  neutral?: boolean;
}) {
  const t = useT('statistics');
  const active = sort?.field === field;
  const text = t(countUnits[field], { count });
  return (
    <Badge
      component="button"
      type="button"
      variant={active ? 'filled' : 'light'}
      color={neutral ? 'blue' : count > 0 ? 'green' : 'gray'}
      style={{ cursor: 'pointer', textTransform: 'none' }}
      rightSection={
        active ? sort?.direction === 'desc' ? <IconArrowDown size={10} /> : <IconArrowUp size={10} /> : undefined
      }
      aria-label={t('statistics.count.sortBy', { badge: text, field: t(statisticsSortLabels[field]) })}
      onClick={() => onSort(field)}
    >
      {text}
    </Badge>
  );
}

function OrganisationBadges({
  child,
  sort,
  onSort,
}: {
  child: StatisticsChildOrg;
  sort: StatisticsSort | null;
  onSort: (field: StatisticsSortField) => void;
}) {
  const t = useT('statistics');
  return (
    <Group gap={6} wrap="nowrap">
      <CountBadge field="transactions" count={child.totalTransactions} sort={sort} onSort={onSort} />
      <CountBadge field="outlets" count={child.totalOutlets} sort={sort} onSort={onSort} />
      {serverBadges.map((server) => {
        const set = Boolean(child.organisation[server.key]);
        const name = t(server.name);
        const label = set
          ? t('statistics.server.set', { server: name })
          : t('statistics.server.unset', { server: name });
        return (
          <Tooltip key={server.key} label={label}>
            <Badge
              variant="light"
              color={set ? 'green' : 'red'}
              role="img"
              aria-label={label}
              data-state={set ? 'on' : 'off'}
            >
              {t(server.short)}
            </Badge>
          </Tooltip>
        );
      })}
      {child.authorisedPackages.map((pkg, index) => (
        <PackageIcon key={`${pkg.iconUri ?? 'none'}-${index}`} iconUri={pkg.iconUri ?? null} />
      ))}
    </Group>
  );
}

/** An authorised package's icon; a generic package icon when it has none, one not allowed, or it fails to load. */
function PackageIcon({ iconUri }: { iconUri: string | null }) {
  const t = useT('statistics');
  const [failed, setFailed] = useState(false);
  const src = safeIconSrc(iconUri, window.location.origin);
  if (src && !failed) {
    return (
      <Image src={src} w={20} h={20} fit="contain" alt={t('statistics.package')} onError={() => setFailed(true)} />
    );
  }
  return (
    <ThemeIcon size={20} variant="light" color="gray" role="img" aria-label={t('statistics.package')}>
      <IconPackage size={14} />
    </ThemeIcon>
  );
}
