import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  defaultOptionsFilter,
  Group,
  Select,
  Tooltip,
  VisuallyHidden,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  type Primitive,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useT } from '#/components/i18n/i18n-context';

export interface OrganisationSelectProps {
  options: { value: string; label: string }[];
  value: string | null;
  onChoose: (orgId: string) => void;
  onClear: () => void;
  /**
   * What the list waits for or why it is short ("Loading organisations...", a failed load): the open list's only line
   * when there is nothing to list, else a line after the options that cannot be chosen. Without it an empty list says
   * "No organisations".
   */
  status?: string | undefined;
  /** Called when the list opens (the switcher loads a failed list again). */
  onOpen?: (() => void) | undefined;
}

/**
 * The most organisations the open list shows: the first ones, or the first that match what is typed. Mantine's Select
 * renders every option it is given (hidden while closed), and 100,000 of them took the page tens of seconds.
 */
export const SHOWN_ORGANISATIONS = 50;

/** The value of the status line, which no organisation id (a GUID) can be. */
const STATUS_VALUE = 'status';

/** An option of the switcher: Mantine types its default filter's result for any value, the switcher's are ids. */
const isOrganisationOption = (item: ComboboxParsedItem<Primitive>): item is ComboboxItem =>
  'value' in item && typeof item.value === 'string';

/** Mantine's own search and limit over the organisations, with the status line (when there is one) kept last. */
function withStatus(status: ComboboxItem | undefined): OptionsFilter {
  return ({ options, search, limit }) => {
    const organisations = options.filter((option) => !('value' in option) || option.value !== STATUS_VALUE);
    const found = defaultOptionsFilter({ options: organisations, search, limit }).filter(isOrganisationOption);
    return status ? [...found, status] : found;
  };
}

/**
 * The breadcrumb's organisation switcher control (SPEC 2.2): searchable "name [organisationCode]" and a clear
 * button. Loaded lazily by the breadcrumbs (the Select/Combobox code is not needed for the first paint).
 */
export function OrganisationSelect({ options, value, onChoose, onClear, status, onOpen }: OrganisationSelectProps) {
  const t = useT();
  // With nothing to list, the status is Mantine's empty message; beside the options, a disabled last option.
  const statusLine = useMemo(
    () => (status && options.length ? { value: STATUS_VALUE, label: status, disabled: true } : undefined),
    [status, options.length],
  );
  const data = useMemo(() => (statusLine ? [...options, statusLine] : options), [options, statusLine]);
  const filter = useMemo(() => withStatus(statusLine), [statusLine]);
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label={t('shell.orgSwitcher.label')}
        placeholder={t('shell.orgSwitcher.placeholder')}
        data={data}
        value={value}
        searchable
        limit={SHOWN_ORGANISATIONS}
        filter={filter}
        nothingFoundMessage={status ?? t('shell.orgSwitcher.empty')}
        onDropdownOpen={onOpen}
        size="xs"
        w={280}
        onChange={(next) => {
          if (next) onChoose(next);
        }}
      />
      {/* Mantine marks a disabled option for the eye only: screen readers hear the status from here. */}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
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
