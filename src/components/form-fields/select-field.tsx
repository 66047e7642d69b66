/**
 * SelectField: Mantine Select over `{ value, label, group? }` options. A value not among the options is still shown
 * (raw) rather than blanked; options that failed to load take `error` and `onRetry`, and what was chosen is kept.
 */
import { Button, Group, Stack, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import type { SelectOption } from '#/lib/select-options';
import { uniqueByValue } from '#/lib/unique-options';
import { Select } from './lazy-select';

interface SelectFieldCommonProps {
  label: ReactNode;
  value: string | null | undefined;
  options: readonly SelectOption[];
  searchable?: boolean;
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  nothingFoundMessage?: ReactNode;
  name?: string;
  /** The options failed to load: a Retry button under the field calls it. */
  onRetry?: (() => void) | undefined;
  /** The options are loading again (the Retry button shows it). */
  retrying?: boolean;
}

export type SelectFieldProps = SelectFieldCommonProps &
  (
    | { allowEmpty: true; onChange: (value: string | null) => void }
    | { allowEmpty?: false; onChange: (value: string) => void }
  );

/** Mantine combobox data: ungrouped options, then one group per distinct `group`; each value once. */
export function toComboboxData(
  options: readonly SelectOption[],
): Array<ComboboxItem | ComboboxItemGroup<ComboboxItem>> {
  const ungrouped: ComboboxItem[] = [];
  const groups = new Map<string, ComboboxItem[]>();
  for (const option of uniqueByValue(options)) {
    const item: ComboboxItem = { value: option.value, label: option.label, disabled: option.disabled };
    if (option.group === undefined || option.group === '') {
      ungrouped.push(item);
      continue;
    }
    const items = groups.get(option.group);
    if (items) items.push(item);
    else groups.set(option.group, [item]);
  }
  return [...ungrouped, ...Array.from(groups, ([group, items]) => ({ group, items }))];
}

export function SelectField(props: SelectFieldProps) {
  const t = useT('forms');
  const {
    label,
    value,
    options,
    searchable = false,
    placeholder,
    description,
    required = false,
    readOnly = false,
    disabled = false,
    error,
    nothingFoundMessage = t('forms.select.nothingFound'),
    name,
    onRetry,
    retrying = false,
  } = props;
  const current = value ?? null;
  const known = current === null || options.some((option) => option.value === current);
  const data = toComboboxData(known || current === null ? options : [{ value: current, label: current }, ...options]);

  const select = (
    <Select
      label={label}
      data={data}
      value={current}
      onChange={(next) => {
        if (props.allowEmpty === true) props.onChange(next);
        else if (next !== null) props.onChange(next);
      }}
      allowDeselect={props.allowEmpty === true}
      clearable={props.allowEmpty === true && !readOnly && !disabled}
      searchable={searchable}
      nothingFoundMessage={nothingFoundMessage}
      placeholder={placeholder}
      description={description}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      error={error}
      name={name}
      comboboxProps={{ withinPortal: true }}
    />
  );
  if (!onRetry) return select;
  return (
    <Stack gap={4}>
      {select}
      <Group>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconRefresh size={12} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('forms.select.retry')}
        </Button>
      </Group>
    </Stack>
  );
}
