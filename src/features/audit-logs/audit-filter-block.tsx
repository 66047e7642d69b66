/**
 * The audit log's filter popover and its editors, loaded on demand by ./audit-filter-header.tsx: the popover
 * (floating-ui, focus trap) and the editors' inputs, checkboxes and scroll area are not needed to show the log.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import '@mantine/core/styles/Checkbox.css';
import { Box, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import type { AuditCategory } from '#/api/schema.gen';
import { DateTimeField } from '#/components/date-time-field/date-time-field';
import { useT } from '#/components/i18n/i18n-context';
import { isoToPickerDate, pickerDateToIso } from './audit-created-picker';
import { auditCategoryNames, type AuditLogTypeDescription } from './audit-types';

export function AuditFilterPopover({
  opened,
  onOpenedChange,
  width,
  target,
  editor,
  blocking,
  apply,
}: {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  width: number;
  /** The header's edit icon. */
  target: ReactElement;
  editor: ReactNode;
  /** A problem that stops Apply (already translated), or null. */
  blocking: string | null;
  apply: () => void;
}) {
  const t = useT('auditLogs');
  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      onClose={() => onOpenedChange(false)}
      width={width}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{target}</Popover.Target>
      {/* a dialog named by its target, "Filter <label>" */}
      <Popover.Dropdown>
        <Stack gap="sm">
          {editor}
          {blocking ? (
            <Text size="xs" c="red" role="alert">
              {blocking}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => onOpenedChange(false)}>
              {t('auditLogs.filter.cancel')}
            </Button>
            <Button size="xs" onClick={apply} disabled={blocking !== null}>
              {t('auditLogs.filter.apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Types by category, with a search box (the groups are worked out by the header). */
export function TypeEditor({
  query,
  onQueryChange,
  groups,
  anyTypes,
  draft,
  setDraft,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  groups: readonly { category: AuditCategory; items: readonly AuditLogTypeDescription[] }[];
  /** Whether the service describes any type at all. */
  anyTypes: boolean;
  draft: readonly number[];
  setDraft: (draft: number[]) => void;
}) {
  const t = useT('auditLogs');
  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        placeholder={t('auditLogs.typeFilter.search')}
        aria-label={t('auditLogs.typeFilter.search')}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
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
        {!anyTypes ? (
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
  );
}

/** A text the column contains; Enter applies it. */
export function TextEditor({
  label,
  draft,
  setDraft,
  apply,
}: {
  label: string;
  draft: string;
  setDraft: (draft: string) => void;
  apply: () => void;
}) {
  const t = useT('auditLogs');
  return (
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
  );
}

/** The Created bounds as the URL holds them (ISO date-times); the pickers show and pick local minutes. */
export interface CreatedDraft {
  from: string | undefined;
  to: string | undefined;
}

export function CreatedEditor({
  zone,
  draft,
  setDraft,
}: {
  /** The time zone the times are shown and picked in ("Europe/Berlin (GMT+2)"). */
  zone: string;
  draft: CreatedDraft;
  setDraft: (draft: CreatedDraft) => void;
}) {
  const t = useT('auditLogs');
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('auditLogs.createdFilter.zone', { zone })}
      </Text>
      <DateTimeField
        label={t('auditLogs.createdFilter.from')}
        value={isoToPickerDate(draft.from)}
        data-autofocus
        clearable
        inline
        onChange={(from) => setDraft({ ...draft, from: pickerDateToIso(from) })}
      />
      <DateTimeField
        label={t('auditLogs.createdFilter.to')}
        value={isoToPickerDate(draft.to)}
        clearable
        inline
        onChange={(to) => setDraft({ ...draft, to: pickerDateToIso(to, 'end') })}
      />
    </Stack>
  );
}
