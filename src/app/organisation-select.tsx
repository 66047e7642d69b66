import '@mantine/core/styles/Combobox.css';
import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

export interface OrganisationSelectProps {
  options: { value: string; label: string }[];
  value: string | null;
  onChoose: (orgId: string) => void;
  onClear: () => void;
  /** Shown in the open list when there are no options (default "No organisations"). */
  emptyMessage?: string | undefined;
  /** Called when the list opens (the switcher loads a failed list again). */
  onOpen?: (() => void) | undefined;
}

/**
 * The breadcrumb's organisation switcher control (SPEC 2.2): searchable "name [organisationCode]" and a clear
 * button. Loaded lazily by the breadcrumbs (the Select/Combobox code is not needed for the first paint).
 */
export function OrganisationSelect({
  options,
  value,
  onChoose,
  onClear,
  emptyMessage,
  onOpen,
}: OrganisationSelectProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label="Switch organisation"
        placeholder="Choose an organisation"
        data={options}
        value={value}
        searchable
        nothingFoundMessage={emptyMessage ?? 'No organisations'}
        onDropdownOpen={onOpen}
        size="xs"
        w={280}
        onChange={(next) => {
          if (next) onChoose(next);
        }}
      />
      {value ? (
        <Tooltip label="Clear organisation">
          <ActionIcon variant="subtle" size="sm" aria-label="Clear organisation" onClick={onClear}>
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
