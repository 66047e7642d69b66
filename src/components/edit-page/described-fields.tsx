/**
 * DescribedFields: an edit form's fields rendered from the record's description (src/lib/record-fields.ts), in its
 * order; two half fields in a row share it. Text fields count against the contract's limit and, when described so, trim.
 * A yes/no or a choice is a control of the edit page's own (its label and options are the page's), and a read-only
 * value is no field of the form: none of the three is rendered here.
 */
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { CurrencySelect, LocaleSelect } from '#/components/form-fields/code-select';
import { ImagePicker } from '#/components/form-fields/image-picker';
import { TextField } from '#/components/form-fields/text-field';
import type { Area, Translate } from '#/lib/messages/catalogues';
import { fieldLabel, type FieldDescription, type RecordFields } from '#/lib/record-fields';
import type { EditForm } from './use-edit-form';

export interface DescribedFieldsProps<R extends object, A extends Area> {
  form: EditForm<R>;
  fields: RecordFields<R, A>;
  /** The message function of the description's area. */
  t: Translate<A>;
  /** The signed-in person's own record: the fields give the browser their autocomplete tokens. */
  ownRecord?: boolean;
  /** The text field a dialog focuses when it opens, instead of its close button. */
  dialogFocus?: keyof R & string;
}

export function DescribedFields<R extends object, A extends Area>({
  form,
  fields,
  t,
  ownRecord = false,
  dialogFocus,
}: DescribedFieldsProps<R, A>) {
  const kinds = new Set(Object.values(fields).map((field) => (field as FieldDescription<A>).kind));
  const locales = useQuery({ ...localeListQuery, enabled: kinds.has('locale') });
  const currencies = useQuery({ ...currencyListQuery, enabled: kinds.has('currency') });
  const values = form.values as Record<string, unknown>;
  const setValue = (key: string, value: unknown) => form.setFieldValue(key as never, value as never);

  const fieldOf = (key: string, field: FieldDescription<A>): ReactNode => {
    switch (field.kind) {
      case 'text':
        return (
          <TextField
            key={key}
            label={fieldLabel(t, field.label)}
            {...form.getInputProps(key)}
            required={field.required}
            maxLength={field.maxLength}
            trim={field.trim}
            type={field.type}
            placeholder={field.placeholder && fieldLabel(t, field.placeholder)}
            autoComplete={ownRecord && field.ownAutoComplete ? field.ownAutoComplete : 'off'}
            data-autofocus={key === dialogFocus}
          />
        );
      case 'image':
        return (
          <ImagePicker
            key={key}
            label={fieldLabel(t, field.label)}
            value={values[key] as string | null | undefined}
            onChange={(image) => setValue(key, image)}
            maxBytes={field.maxBytes}
          />
        );
      case 'locale':
        return (
          <LocaleSelect
            key={key}
            value={values[key] as string | null | undefined}
            onChange={(locale) => setValue(key, locale)}
            options={locales.data ?? []}
          />
        );
      case 'currency':
        return (
          <CurrencySelect
            key={key}
            value={values[key] as string | null | undefined}
            onChange={(code) => setValue(key, code)}
            options={currencies.data ?? []}
          />
        );
      case 'boolean':
      case 'choice':
      case 'readOnly':
        return null;
    }
  };

  const rows: ReactNode[] = [];
  let half: ReactNode | null = null;
  for (const [key, field] of Object.entries(fields) as [string, FieldDescription<A>][]) {
    const element = fieldOf(key, field);
    if (element === null) continue;
    if (!field.half) {
      if (half) rows.push(half);
      half = null;
      rows.push(element);
    } else if (half) {
      rows.push(
        <SimpleGrid key={key} cols={{ base: 1, sm: 2 }}>
          {half}
          {element}
        </SimpleGrid>,
      );
      half = null;
    } else half = element;
  }
  if (half) rows.push(half);
  return <Stack gap="md">{rows}</Stack>;
}
