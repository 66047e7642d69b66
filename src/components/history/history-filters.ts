/** A choice of the field filter: the field's name as sent, its label as shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * The fields the history can be narrowed to: the form's, by their labels, in the form's order; a field named twice
 * once.
 */
export function fieldOptions(fieldLabels: Readonly<Partial<Record<string, string>>> = {}): FieldOption[] {
  const options: FieldOption[] = [];
  for (const [value, label] of Object.entries(fieldLabels)) {
    if (label === undefined || label === '') continue;
    if (options.some((option) => option.value === value)) continue;
    options.push({ value, label });
  }
  return options;
}
