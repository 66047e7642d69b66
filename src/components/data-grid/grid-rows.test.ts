import { describe, expect, it } from 'vitest';
import { addRow, emptyChanges, setField } from '../../lib/grid-changes';
import type { CellWords, GridViewColumn } from '../../lib/grid-view';
import { english } from '../../test/translate';
import { recordsInView, rowNamer, viewComparator } from './grid-rows';

const WORDS: CellWords = { yes: english('grid.cell.yes'), no: english('grid.cell.no') };

describe('viewComparator', () => {
  const named: GridViewColumn<{ name: string }>[] = [{ key: 'name' }];
  const loaded = (name: string) => ({ key: name, record: { name } });
  const added = (key: string) => ({ key, record: undefined });

  it('compares loaded rows by the column and keeps added rows on top in either direction', () => {
    const ascending = viewComparator(named, false);
    expect(ascending('name', loaded('a'), loaded('b'))).toBeLessThan(0);
    expect(ascending('name', added('new-1'), loaded('a'))).toBeLessThan(0);
    expect(ascending('name', loaded('a'), added('new-1'))).toBeGreaterThan(0);
    expect(ascending('name', added('new-1'), added('new-2'))).toBe(0);
    // The table reverses the comparison for descending: added rows still come first.
    const descending = viewComparator(named, true);
    expect(-descending('name', added('new-1'), loaded('a'))).toBeLessThan(0);
  });

  it('leaves the order of an unknown column', () => {
    expect(viewComparator(named, false)('other', loaded('b'), loaded('a'))).toBe(0);
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
