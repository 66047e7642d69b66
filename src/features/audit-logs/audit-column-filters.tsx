import '@mantine/core/styles/Checkbox.css';
import { Box, Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { AuditCategory } from '../../api/schema.gen';
import { DateTimeField } from '../../components/date-time-field/date-time-field';
import { isoToPickerDate, pickerDateToIso } from '../../lib/audit-created-picker';
import { createdRangeProblem, type AuditSearch, type AuditTextFilter } from '../../lib/audit-filters';
import { auditCategories, auditCategoryNames, type AuditLogTypeDescription } from '../../lib/audit-types';
import { AuditFilterHeader } from './audit-filter-header';

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
      label="Type"
      badge={count > 0 ? String(count) : null}
      badgeLabel={`${count} ${count === 1 ? 'type' : 'types'} selected`}
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
            placeholder="Search types"
            aria-label="Search types"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {draft.length} selected
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setDraft([])} disabled={draft.length === 0}>
              Clear
            </Button>
          </Group>
          <ScrollArea.Autosize mah={300} type="auto">
            {descriptions.length === 0 ? (
              <Text size="sm" c="dimmed">
                No audit log types
              </Text>
            ) : (
              <Checkbox.Group value={draft.map(String)} onChange={(values) => setDraft(values.map(Number))}>
                <Stack gap={6}>
                  {groups.map((group) => (
                    <Box key={group.category}>
                      <Text size="xs" fw={700} c="dimmed" mb={4}>
                        {auditCategoryNames[group.category]}
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
  const value = search[field];
  return (
    <AuditFilterHeader<string>
      label={label}
      badge={value !== undefined ? 'Filtered' : null}
      badgeLabel={`${label} filtered`}
      initial={() => value ?? ''}
      onApply={(draft) => onApply(field, draft.trim() === '' ? undefined : draft.trim())}
      renderEditor={(draft, setDraft, apply) => (
        <TextInput
          label={label}
          placeholder={`${label} contains`}
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
  const filtered = search.from !== undefined || search.to !== undefined;
  return (
    <AuditFilterHeader<CreatedDraft>
      label="Created"
      hint={zone}
      badge={filtered ? 'Filtered' : null}
      badgeLabel="Created filtered"
      initial={() => ({ from: isoToPickerDate(search.from), to: isoToPickerDate(search.to) })}
      problem={(draft) => createdRangeProblem(pickerDateToIso(draft.from), pickerDateToIso(draft.to, 'end'))}
      onApply={(draft) => onApply(pickerDateToIso(draft.from), pickerDateToIso(draft.to, 'end'))}
      renderEditor={(draft, setDraft) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Times in {zone}
          </Text>
          <DateTimeField
            label="From"
            value={draft.from}
            data-autofocus
            clearable
            inline
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateTimeField label="To" value={draft.to} clearable inline onChange={(to) => setDraft({ ...draft, to })} />
        </Stack>
      )}
    />
  );
}
