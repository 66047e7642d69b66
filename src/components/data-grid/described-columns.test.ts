import { describe, expect, it } from 'vitest';
import type { DescribedColumn } from '#/lib/record-fields';
import { gridColumnsOf, type CodeOptions } from './described-columns';

interface Till {
  tillID: string;
  name: string;
  locale: string;
  active: boolean;
  kind: number;
  lastSeen: string;
}

const described: DescribedColumn<Till>[] = [
  { key: 'tillID', header: 'ID', width: 300, kind: 'readOnly' },
  { key: 'name', header: 'Name', width: 200, maxLength: 32, kind: 'text' },
  { key: 'locale', header: 'Locale', width: 250, kind: 'locale' },
  { key: 'active', header: 'Active', width: 100, kind: 'boolean' },
  { key: 'kind', header: 'Type', width: 220, kind: 'choice' },
];
const codes: CodeOptions = { locale: [{ value: 'en-GB', label: 'English (United Kingdom)' }], currency: [] };
const kinds = [{ value: 1, label: 'Counter' }];

describe("a grid's columns from its record's description", () => {
  it('edits each field as its kind says, in the order described', () => {
    expect(gridColumnsOf(described, codes, {}, [])).toEqual([
      { key: 'tillID', header: 'ID', width: 300, readOnly: true },
      { key: 'name', header: 'Name', width: 200, maxLength: 32 },
      { key: 'locale', header: 'Locale', width: 250, editor: 'select', options: codes.locale },
      { key: 'active', header: 'Active', width: 100, editor: 'boolean' },
      { key: 'kind', header: 'Type', width: 220, editor: 'select' },
    ]);
  });

  it("lays the screen's overrides over a field's column: its cell, a choice's options, another width", () => {
    const render = (till: Till) => till.name;
    const columns = gridColumnsOf(
      described,
      codes,
      { name: { namesRow: true, render }, kind: { options: kinds }, locale: { width: 180 } },
      [],
    );
    expect(columns[1]).toEqual({ key: 'name', header: 'Name', width: 200, maxLength: 32, namesRow: true, render });
    expect(columns[2]).toMatchObject({ key: 'locale', width: 180, editor: 'select', options: codes.locale });
    expect(columns[4]).toEqual({ key: 'kind', header: 'Type', width: 220, editor: 'select', options: kinds });
  });

  it('places a column that is no described field after the one it names, else last', () => {
    const seen = { key: 'lastSeen', header: 'Last Seen', width: 150, readOnly: true } as const;
    const keys = (columns: { key: string }[]) => columns.map((column) => column.key);
    expect(keys(gridColumnsOf(described, codes, {}, [{ ...seen, after: 'name' }]))).toEqual([
      'tillID',
      'name',
      'lastSeen',
      'locale',
      'active',
      'kind',
    ]);
    const placed = gridColumnsOf(described, codes, {}, [seen]);
    expect(keys(placed).at(-1)).toBe('lastSeen');
    expect(placed.at(-1)).toEqual(seen);
    expect(placed.at(-1)).not.toHaveProperty('after');
  });
});
