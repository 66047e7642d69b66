import '@mantine/core/styles/Checkbox.css';
import { Box, Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { AuditCategory } from '../../api/schema.gen';
import { DateTimeField } from '../../components/date-time-field/date-time-field';
import { useT } from '../../components/i18n/i18n-context';
import { isoToPickerDate, pickerDateToIso } from './audit-created-picker';
import { AuditFilterHeader } from './audit-filter-header';
import { createdRangeProblem, type AuditSearch, type AuditTextFilter } from './audit-filters';
import { auditCategories, auditCategoryNames, type AuditLogTypeDescription } from './audit-types';

// The filters of the audit log's column headers (SPEC 2.4 "Audit Logs"): types by category, a text, a time range.
export function TypeFilterHeader({
  selected,
  descriptions,
  onApply,
}: {
  selected: readonly number[];
  descriptions: readonly AuditLogTypeDescription[];
  onApply: (types: number[] | undefined) => void;
}) {
  const t = useT('auditLogs');
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () =>
      auditCategories
        .map((category) => ({
          category,
          items: descriptions.filter((description) => {
            const known = auditCategories.includes(description.category)
              ? description.category
              : AuditCategory.Unclassified;
            return known === category && description.name.toLowerCase().includes(query.trim().toLowerCase());
          }),
        }))
        .filter((group) => group.items.length > 0),
    [descriptions, query],
  );
  const count = selected.length;
  return (
    <AuditFilterHeader<number[]>
      label={t('auditLogs.column.type')}
      badge={count > 0 ? String(count) : null}
      badgeLabel={t('auditLogs.typeFilter.selectedLabel', { count })}
      initial={() => [...selected]}
      width={340}
      onApply={(draft) => {
        setQuery('');
        onApply(draft.length > 0 ? [...draft].sort((a, b) => a - b) : undefined);
      }}
      renderEditor={(draft, setDraft) => (
        <Stack gap="xs">
          <TextInput
            size="xs"
            placeholder={t('auditLogs.typeFilter.search')}
            aria-label={t('auditLogs.typeFilter.search')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('auditLogs.typeFilter.selected', { count: draft.length })}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setDraft([])} disabled={draft.length === 0}>
              {t('auditLogs.typeFilter.clear')}
            </Button>
          </Group>
          <ScrollArea.Autosize mah={300} type="auto">
            {descriptions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('auditLogs.typeFilter.empty')}
              </Text>
            ) : (
              <Checkbox.Group value={draft.map(String)} onChange={(values) => setDraft(values.map(Number))}>
                <Stack gap={6}>
                  {groups.map((group) => (
                    <Box key={group.category}>
                      <Text size="xs" fw={700} c="dimmed" mb={4}>
                        {t(auditCategoryNames[group.category])}
                      </Text>
                      <Stack gap={4}>
                        {group.items.map((description) => (
                          <Checkbox
                            key={description.type}
                            size="xs"
                            value={String(description.type)}
                            label={description.name}
                          />
                        ))}
                      </Stack>
                    </Box>
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          </ScrollArea.Autosize>
        </Stack>
      )}
    />
  );
}

export function TextFilterHeader({
  label,
  field,
  search,
  onApply,
}: {
  label: string;
  field: AuditTextFilter;
  search: AuditSearch;
  onApply: (field: AuditTextFilter, value: string | undefined) => void;
}) {
  const t = useT('auditLogs');
  const value = search[field];
  return (
    <AuditFilterHeader<string>
      label={label}
      badge={value !== undefined ? t('auditLogs.filter.filtered') : null}
      badgeLabel={t('auditLogs.filter.filteredLabel', { column: label })}
      initial={() => value ?? ''}
      onApply={(draft) => onApply(field, draft.trim() === '' ? undefined : draft.trim())}
      renderEditor={(draft, setDraft, apply) => (
        <TextInput
          label={label}
          placeholder={t('auditLogs.filter.contains', { column: label })}
          value={draft}
          data-autofocus
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      )}
    />
  );
}

interface CreatedDraft {
  from: Date | null;
  to: Date | null;
}

export function CreatedFilterHeader({
  search,
  zone,
  onApply,
}: {
  search: AuditSearch;
  /** The time zone the times are shown and picked in ("Europe/Berlin (GMT+2)"). */
  zone: string;
  onApply: (from: string | undefined, to: string | undefined) => void;
}) {
  const t = useT('auditLogs');
  const filtered = search.from !== undefined || search.to !== undefined;
  const label = t('auditLogs.column.created');
  return (
    <AuditFilterHeader<CreatedDraft>
      label={label}
      hint={zone}
      badge={filtered ? t('auditLogs.filter.filtered') : null}
      badgeLabel={t('auditLogs.filter.filteredLabel', { column: label })}
      initial={() => ({ from: isoToPickerDate(search.from), to: isoToPickerDate(search.to) })}
      problem={(draft) => {
        const problem = createdRangeProblem(pickerDateToIso(draft.from), pickerDateToIso(draft.to, 'end'));
        return problem === null ? null : t(problem);
      }}
      onApply={(draft) => onApply(pickerDateToIso(draft.from), pickerDateToIso(draft.to, 'end'))}
      renderEditor={(draft, setDraft) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('auditLogs.createdFilter.zone', { zone })}
          </Text>
          <DateTimeField
            label={t('auditLogs.createdFilter.from')}
            value={draft.from}
            data-autofocus
            clearable
            inline
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateTimeField
            label={t('auditLogs.createdFilter.to')}
            value={draft.to}
            clearable
            inline
            onChange={(to) => setDraft({ ...draft, to })}
          />
        </Stack>
      )}
    />
  );
}
