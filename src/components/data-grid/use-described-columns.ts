import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { useLanguage } from '#/components/i18n/i18n-context';
import { codeOptionLabel, namedInLanguage, type CodeName } from '#/lib/code-names';
import type { Area, Translate } from '#/lib/messages/catalogues';
import { describedColumns, type RecordFields } from '#/lib/record-fields';
import type { DataGridColumn } from './data-grid-types';
import { gridColumnsOf, type ColumnOverrides, type ExtraColumn } from './described-columns';

export type { ColumnOverrides, ExtraColumn } from './described-columns';

/** A start-up list as a select cell's options, each named in the console's language where the browser can. */
const codeOptions = (list: readonly CodeName[] | undefined, kind: 'locale' | 'currency', language: string) =>
  namedInLanguage(list ?? [], kind, language).map((entry) => ({ value: entry.code, label: codeOptionLabel(entry) }));

/** No override and no extra column: one object each, so the columns are not made anew on every render. */
const NO_OVERRIDES = {} as const;
const NO_EXTRA: readonly never[] = [];

/**
 * The one way a screen declares its grid's columns (docs/data-grid.md): read from the record's description, each
 * field with a width a column in the description's order, headed in the language of `t` and edited as its kind says
 * (text within the contract's limit; locale and currency with the start-up lists; a yes/no as a check box; a choice
 * as a select; a read-only value not at all). `overrides` gives per field what only the screen knows of its column:
 * its cell (`render`, `text`, `sortValue`, `exportFields`, `editorRightSection`), a choice's `options`, which column
 * names the row, read-only once saved, or another width. `extra` adds the columns that are no described field (a
 * value computed elsewhere, an action), each after the column its `after` names, else last. Keep both constants, or
 * memoise them with what their cells read, so the columns change only when they must.
 */
export function useDescribedColumns<R, A extends Area>(
  t: Translate<A>,
  fields: RecordFields<R, A>,
  overrides: ColumnOverrides<R> = NO_OVERRIDES,
  extra: readonly ExtraColumn<R>[] = NO_EXTRA,
): DataGridColumn<R>[] {
  const kinds = new Set(Object.values(fields).map((field) => (field as { kind: string }).kind));
  const locales = useQuery({ ...localeListQuery, enabled: kinds.has('locale') });
  const currencies = useQuery({ ...currencyListQuery, enabled: kinds.has('currency') });
  const { language } = useLanguage();
  return useMemo(() => {
    const codes = {
      locale: codeOptions(locales.data, 'locale', language),
      currency: codeOptions(currencies.data, 'currency', language),
    };
    return gridColumnsOf(describedColumns(t, fields), codes, overrides, extra);
  }, [t, fields, overrides, extra, locales.data, currencies.data, language]);
}
