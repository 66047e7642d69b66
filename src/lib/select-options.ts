import type { components } from '#/api/schema.gen';

type OptionValue = components['schemas']['OptionValue'];
type GroupedOptionValue = components['schemas']['GroupedOptionValue'];

/** A choice of a select (SelectField): the value stored, the text shown and the heading it is listed under. */
export interface SelectOption {
  value: string;
  label: string;
  group?: string;
  disabled?: boolean;
}

/** The blank choice of an optional dropdown (the team and template dropdowns of Initialise Organisation). */
export const NONE_OPTION: SelectOption = { value: '', label: 'None' };

/** The blank choice named in the console's language. */
const noneOption = (label: string): SelectOption => ({ ...NONE_OPTION, label });

/** The choices of a server's option list (`values` calls): its key stored, its value shown. */
export const keyValueOptions = (values: readonly OptionValue[]): SelectOption[] =>
  values.map((value) => ({ value: value.key, label: value.value }));

/** The choices of a grouped option list under their headings, after the blank choice; no list gives that alone. */
export function groupedOptionsWithNone(
  values: readonly GroupedOptionValue[] | undefined,
  noneLabel: string = NONE_OPTION.label,
): SelectOption[] {
  return [noneOption(noneLabel), ...(values ?? []).map((v) => ({ value: v.key, label: v.value, group: v.group }))];
}
