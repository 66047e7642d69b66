/**
 * Mantine's Select, loaded on demand for SelectField; until it arrives a disabled, busy text input with the same
 * label, value, description and error holds its place, so nothing moves when it is replaced.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { TextInput, type SelectProps } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

const selectModule = import('./select-block');
// Mantine's Select is generic over its values; the fields here hold strings, so the loaded one is typed for them.
const LoadedSelect = lazy<ComponentType<SelectProps>>(() =>
  selectModule.then((module) => ({ default: module.Select })),
);

/** The label shown for `value` among `data` (flat or grouped options, or plain strings). */
function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      for (const inner of item.items) {
        // An option without a label shows its value.
        const [innerValue, innerLabel] =
          typeof inner === 'string' ? [inner, inner] : [inner.value, 'label' in inner ? inner.label : inner.value];
        if (innerValue === value) return innerLabel;
      }
    } else if (item.value === value) return item.label;
  }
  return value;
}

export function Select(props: SelectProps) {
  const { label, description, required, error, placeholder, name, value, data } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          label={label}
          description={description}
          required={required}
          error={error}
          placeholder={placeholder}
          name={name}
          value={labelOf(data, value)}
          readOnly
          // Disabled and busy until the select is there: a click or a keystroke waits for the real field.
          disabled
          aria-busy
        />
      }
    >
      <LoadedSelect {...props} />
    </Suspense>
  );
}
