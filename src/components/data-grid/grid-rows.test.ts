import { describe, expect, it } from 'vitest';
import { addRow, emptyChanges, setField } from '#/lib/grid-changes';
import type { CellWords, GridSort, GridViewColumn } from '#/lib/grid-view';
import { english } from '#/test/translate';
import { gridSortedRowModel, recordsInView, rowNamer, sortTableRows, tableRowsOf } from './grid-rows';

const WORDS: CellWords = { yes: english('grid.cell.yes'), no: english('grid.cell.no') };

describe("the table's sorted rows", () => {
  type Named = { name: string };
  const named: GridViewColumn<Named>[] = [{ key: 'name' }];
  const row = (key: string, record: Named | undefined) => ({ original: { key, record } });
  const rows = [
    row('b', { name: 'b' }),
    row('new-1', undefined),
    row('a', { name: 'a 10' }),
    row('c', { name: 'A 9' }),
  ];
  const keys = (sorted: readonly { original: { key: string } }[]) => sorted.map((found) => found.original.key);

  it('keeps added rows on top in the order they were added, in either direction, and sorts the rest', () => {
    const withAnother = [...rows, row('new-2', undefined)];
    expect(keys(sortTableRows(withAnother, named, { id: 'name', desc: false }))).toEqual([
      'new-1',
      'new-2',
      'c',
      'a',
      'b',
    ]);
    expect(keys(sortTableRows(withAnother, named, { id: 'name', desc: true }))).toEqual([
      'new-1',
      'new-2',
      'b',
      'a',
      'c',
    ]);
    expect(keys(sortTableRows(rows, named, { id: 'other', desc: false }))).toEqual(['new-1', 'b', 'a', 'c']);
  });

  it("reads the order of the view's records by position when the table's rows are the added rows and those", () => {
    const records = [{ name: 'b' }, { name: 'a 10' }, { name: 'A 9' }];
    const tableRows = [row('new-1', undefined), ...records.map((record, at) => row(`r${at}`, record))];
    expect(keys(sortTableRows(tableRows, named, { id: 'name', desc: false }, records))).toEqual([
      'new-1',
      'r2',
      'r1',
      'r0',
    ]);
    expect(keys(sortTableRows(tableRows, named, { id: 'name', desc: true }, records))).toEqual([
      'new-1',
      'r0',
      'r1',
      'r2',
    ]);
    // Other rows than the records (the view's first rows): sorted by their own records.
    expect(keys(sortTableRows(tableRows.slice(0, 3), named, { id: 'name', desc: false }, records))).toEqual([
      'new-1',
      'r1',
      'r0',
    ]);
  });

  it("sorts by the table's meta, again only when the sort, the rows or that sort change", () => {
    const state = { sorting: [{ id: 'name', desc: false }] };
    const model = { rows, flatRows: rows, rowsById: {} };
    let sorts = 0;
    const sortRowsBy = (given: readonly (typeof rows)[number][], sort: GridSort) => {
      sorts += 1;
      return sortTableRows(given, named, sort);
    };
    const table = {
      getState: () => state,
      getPreSortedRowModel: () => model,
      options: { meta: { sortRows: sortRowsBy } },
    };
    const sorted = gridSortedRowModel(table);
    expect(keys(sorted().rows)).toEqual(['new-1', 'c', 'a', 'b']);
    expect(sorted()).toBe(sorted());
    expect(sorts).toBe(1);
    table.options.meta = { sortRows: (given, sort) => sortRowsBy(given, sort) };
    sorted();
    expect(sorts).toBe(2);
    state.sorting = [];
    expect(sorted()).toBe(model);
  });
});

describe('tableRowsOf', () => {
  it("makes a record's table row once per answer, and only when asked for", () => {
    const answer = [{ id: '1' }, { id: '2' }];
    let made = 0;
    const getId = (record: { id: string }) => {
      made += 1;
      return record.id;
    };
    const first = tableRowsOf(answer, getId)(answer[0] as { id: string });
    expect(first).toEqual({ key: '1', record: answer[0] });
    expect(made).toBe(1);
    expect(tableRowsOf(answer, getId)(answer[0] as { id: string })).toBe(first);
    expect(made).toBe(1);
    const again = [...answer];
    expect(tableRowsOf(again, getId)(answer[0] as { id: string })).not.toBe(first);
  });
});

describe('rowNamer', () => {
  type Person = { id: string; fullName: string; email: string };
  const tom = { id: '1', fullName: 'Tom Lee', email: 'tom@example.com' };

  it("names a row by its namesRow column's text", () => {
    const columns: (GridViewColumn<Person> & { namesRow?: true })[] = [
      { key: 'email' },
      { key: 'fullName', namesRow: true },
    ];
    expect(rowNamer(columns, WORDS)(tom)).toBe('Tom Lee');
  });

  it('names a row by the function given, and nothing without a naming column or a record', () => {
    const columns = [{ key: 'fullName' as const, namesRow: (row: Person) => row.email }];
    expect(rowNamer(columns, WORDS)(tom)).toBe('tom@example.com');
    expect(rowNamer(columns, WORDS)(undefined)).toBe('');
    expect(rowNamer<Person>([{ key: 'fullName' }], WORDS)(tom)).toBe('');
  });
});

describe('recordsInView', () => {
  type Row = { id: string; name: string };
  const rows: Row[] = [
    { id: '1', name: 'b' },
    { id: '2', name: 'a' },
  ];
  const getId = (row: Row) => row.id;

  it('lists the added rows first, then the view sorted as shown, pending edits included', () => {
    let changes = addRow(emptyChanges<Row>(), { id: '', name: 'new' });
    const key = changes.added[0]?.key ?? '';
    changes = setField(changes, '1', 'name', 'c', rows[0]);
    const added = [{ key, record: undefined }];
    expect(recordsInView(changes, added, rows, [{ key: 'name' }], { id: 'name', desc: false }, getId)).toEqual([
      { id: '', name: 'new' },
      { id: '2', name: 'a' },
      { id: '1', name: 'c' },
    ]);
    expect(recordsInView(changes, [], rows, [{ key: 'name' }], undefined, getId).map(getId)).toEqual(['1', '2']);
  });
});
