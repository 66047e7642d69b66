import '@mantine/core/styles/Combobox.css';
import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useT } from '../components/i18n/i18n-context';

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
 * The most organisations the open list shows: the first ones, or the first that match what is typed. Mantine's Select
 * renders every option it is given (hidden while closed), and 100,000 of them took the page tens of seconds.
 */
export const SHOWN_ORGANISATIONS = 50;

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
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label={t('shell.orgSwitcher.label')}
        placeholder={t('shell.orgSwitcher.placeholder')}
        data={options}
        value={value}
        searchable
        limit={SHOWN_ORGANISATIONS}
        nothingFoundMessage={emptyMessage ?? t('shell.orgSwitcher.empty')}
        onDropdownOpen={onOpen}
        size="xs"
        w={280}
        onChange={(next) => {
          if (next) onChoose(next);
        }}
      />
      {value ? (
        <Tooltip label={t('shell.orgSwitcher.clear')}>
          <ActionIcon variant="subtle" size="sm" aria-label={t('shell.orgSwitcher.clear')} onClick={onClear}>
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
