import { textProblem, withTrimmedText, type TextRules } from './field-text';
import type { Area, MessageKey, Translate } from './messages/catalogues';

/**
 * A record's fields described once: how each is edited, its label on the form and its header in a grid (message
 * keys), the width of its grid column, and for a text field the contract's limit, whether it is required and whether
 * it is trimmed before it is checked and sent. The edit form's rules, the payload, a grid's columns and its export
 * header are all read from the one description.
 */
export type FieldDescription<A extends Area> = {
  /** The form shows the field in half a row, beside the next half field. */
  half?: boolean;
  /** No column of a file fills it (Import Users): said once here, so every step of an import leaves it out. */
  import?: false;
} & (
  | (TextRules &
      GridColumn & {
        kind: 'text';
        label: MessageKey<A>;
        /** The grid's header, when it differs from the form's label. */
        column?: MessageKey<A>;
        placeholder?: MessageKey<A>;
        /** The browser's autocomplete token when the record is the signed-in person's own. */
        ownAutoComplete?: string;
        type?: 'email';
      })
  | { kind: 'image'; label: MessageKey<A>; maxBytes: number }
  | (GridColumn & { kind: 'locale'; column: MessageKey<A> })
  | (GridColumn & { kind: 'currency'; column: MessageKey<A> })
  /** A yes or no: a check box in a grid. */
  | (GridColumn & { kind: 'boolean'; column: MessageKey<A> })
  /** One of a list: a select in a grid, whose options (named in the console's language) its screen gives. */
  | (GridColumn & { kind: 'choice'; column: MessageKey<A> })
  /** A value shown and never edited (an id, what the server reports or looks up): no field of the form. */
  | (GridColumn & { kind: 'readOnly'; column: MessageKey<A> })
);

/** What a field that can be a grid column may say of it. */
interface GridColumn {
  /** Its column's width in a grid of the record (SPEC 9); a field without one is no column of that grid. */
  width?: number;
}

/** The fields of a record `R`, in the order the form and the grid show them. */
export type RecordFields<R, A extends Area> = { readonly [K in keyof R & string]?: FieldDescription<A> };

type TextFieldOf<A extends Area> = Extract<FieldDescription<A>, { kind: 'text' }>;

/**
 * A described label or header in the language of `t`. Labels take no placeholders; a generic area hides that from
 * the typed message function, so it is called as a plain lookup.
 */
export function fieldLabel<A extends Area>(t: Translate<A>, key: MessageKey<A>): string {
  return (t as unknown as (key: string) => string)(key);
}

/**
 * Each described field's label on the form (a locale, currency, yes/no or choice field's header), by field, in the
 * language of `t`: how an edit page names the fields someone else changed. A read-only value is no field of the form.
 */
export function fieldLabels<R, A extends Area>(t: Translate<A>, fields: RecordFields<R, A>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]) => {
      const described = field as FieldDescription<A> | undefined;
      if (!described || described.kind === 'readOnly') return [];
      return [[key, fieldLabel(t, 'label' in described ? described.label : described.column)]];
    }),
  );
}

/** The described text fields, in order. */
export function textFields<R, A extends Area>(fields: RecordFields<R, A>): [keyof R & string, TextFieldOf<A>][] {
  return Object.entries(fields).flatMap(([key, field]) =>
    (field as FieldDescription<A> | undefined)?.kind === 'text'
      ? [[key as keyof R & string, field as TextFieldOf<A>]]
      : [],
  );
}

/** Per text field of a description `F`, its form rule: the message for its value, or null. */
export type FieldRules<F> = {
  [K in keyof F as F[K] extends { kind: 'text' } ? K : never]: (value: string | null | undefined) => string | null;
};

/** The form rules (`useEditForm`'s `validate`) of the text fields, labelled as on the form, in the language of `t`. */
export function fieldRules<
  A extends Area,
  F extends Readonly<Record<string, FieldDescription<A | 'forms'> | undefined>>,
>(t: Translate<A | 'forms'>, fields: F): FieldRules<F> {
  return Object.fromEntries(
    textFields<Record<string, unknown>, A | 'forms'>(fields).map(([key, field]) => [
      key,
      (value: unknown) => textProblem(t, fieldLabel(t, field.label), typeof value === 'string' ? value : null, field),
    ]),
  ) as FieldRules<F>;
}

/** The first problem of a record, labelled as on the form or as the grid's header, in the language of `t`; or null. */
export function recordProblem<R, A extends Area>(
  t: Translate<A | 'forms'>,
  fields: RecordFields<R, A | 'forms'>,
  record: R,
  labels: 'label' | 'column' = 'label',
): string | null {
  for (const [key, field] of textFields(fields)) {
    const value = record[key];
    const problem = textProblem(
      t,
      fieldLabel(t, field[labels] ?? field.label),
      typeof value === 'string' ? value : null,
      field,
    );
    if (problem) return problem;
  }
  return null;
}

/** The record as sent: the text fields that trim, trimmed (the rule their checks measure with). */
export function recordToSend<R extends object, A extends Area>(fields: RecordFields<R, A>, record: R): R {
  const trimmed = textFields(fields).flatMap(([key, field]) => (field.trim ? [key] : []));
  return withTrimmedText(record, trimmed as (keyof R)[]);
}

/** A described field's grid column: its key, its header in the language of `t`, and a text field's limit. */
export function fieldColumn<R, A extends Area>(
  t: Translate<A>,
  fields: RecordFields<R, A>,
  key: keyof R & string,
): { key: keyof R & string; header: string; maxLength?: number } {
  const field = fields[key];
  if (!field || field.kind === 'image') throw new Error(`${key} has no grid column`);
  const header = fieldLabel(t, field.kind === 'text' ? (field.column ?? field.label) : field.column);
  return field.kind === 'text' && field.maxLength !== undefined
    ? { key, header, maxLength: field.maxLength }
    : { key, header };
}

/** A grid column read from a description: key, header, width, a text field's limit, and the field's kind. */
export interface DescribedColumn<R> {
  key: keyof R & string;
  header: string;
  width: number;
  maxLength?: number;
  kind: FieldDescription<Area>['kind'];
}

/** The grid columns of a description, in its order: every field with a width, headed in the language of `t`. */
export function describedColumns<R, A extends Area>(t: Translate<A>, fields: RecordFields<R, A>): DescribedColumn<R>[] {
  return (Object.entries(fields) as [keyof R & string, FieldDescription<A>][]).flatMap(([key, field]) =>
    field.kind === 'image' || field.width === undefined
      ? []
      : [{ ...fieldColumn(t, fields, key), width: field.width, kind: field.kind }],
  );
}
