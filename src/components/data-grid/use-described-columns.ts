import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import { codeOptionLabel, namedInLanguage, type CodeName } from '../../lib/code-names';
import type { Area, Translate } from '../../lib/messages/catalogues';
import { describedColumns, type RecordFields } from '../../lib/record-fields';
import { useLanguage } from '../i18n/i18n-context';
import type { DataGridColumn } from './data-grid-types';

/** A start-up list as a select cell's options, each named in the console's language where the browser can. */
const codeOptions = (list: readonly CodeName[] | undefined, kind: 'locale' | 'currency', language: string) =>
  namedInLanguage(list ?? [], kind, language).map((entry) => ({ value: entry.code, label: codeOptionLabel(entry) }));

/** No column of the grid's own: one object, so the columns are not made anew on every render. */
const NO_EXTRA = {} as const;

/**
 * A grid's columns read from the record's description (`describedColumns`): locale and currency fields edit with the
 * start-up lists as their options. `extra` adds what only the grid knows per column (which column names the row, a
 * read-only key); keep it a constant, so the columns change only with the language and the lists.
 */
export function useDescribedColumns<R, A extends Area>(
  t: Translate<A>,
  fields: RecordFields<R, A>,
  extra: { readonly [K in keyof R]?: Partial<DataGridColumn<R>> } = NO_EXTRA,
): DataGridColumn<R>[] {
  const kinds = new Set(Object.values(fields).map((field) => (field as { kind: string }).kind));
  const locales = useQuery({ ...localeListQuery, enabled: kinds.has('locale') });
  const currencies = useQuery({ ...currencyListQuery, enabled: kinds.has('currency') });
  const { language } = useLanguage();
  return useMemo(
    () =>
      describedColumns(t, fields).map(({ kind, ...column }): DataGridColumn<R> => {
        const lists = { locale: locales.data, currency: currencies.data } as const;
        const select =
          kind === 'locale' || kind === 'currency'
            ? { editor: 'select' as const, options: codeOptions(lists[kind], kind, language) }
            : {};
        return { ...column, ...select, ...extra[column.key] };
      }),
    [t, fields, extra, locales.data, currencies.data, language],
  );
}
