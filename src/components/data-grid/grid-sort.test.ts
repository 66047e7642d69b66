import { describe, expect, it } from 'vitest';
import { cellText, filterRows, timeSortValue, type CellWords, type GridViewColumn } from '#/lib/grid-view';
import { reversedKeepingTies } from '#/lib/sliced-work';
import { english } from '#/test/translate';
import { compareRows, prepareView, sortOrder, sortRows, viewReady } from './grid-sort';

const WORDS: CellWords = { yes: english('grid.cell.yes'), no: english('grid.cell.no') };

interface Instance {
  id: string;
  name: string;
  type: number;
  test: boolean;
  port?: number | null;
}

const columns: GridViewColumn<Instance>[] = [
  { key: 'name' },
  {
    key: 'type',
    editor: 'select',
    options: [
      { value: 1, label: 'Remote Order Service' },
      { value: 2, label: 'Data Extraction Service' },
    ],
  },
  { key: 'test', editor: 'boolean' },
  { key: 'port' },
];
const [nameColumn, typeColumn, testColumn, portColumn] = columns;
if (!nameColumn || !typeColumn || !testColumn || !portColumn) throw new Error('columns');

const rows: Instance[] = [
  { id: 'a', name: 'item 10', type: 1, test: false, port: 80 },
  { id: 'b', name: 'Item 9', type: 2, test: true, port: 8080 },
  { id: 'c', name: 'alpha', type: 1, test: true, port: null },
];

function row(index: number): Instance {
  const found = rows[index];
  if (!found) throw new Error(`no row ${index}`);
  return found;
}

describe('sortRows', () => {
  const ids = (list: readonly Instance[]) => list.map((row) => row.id);

  it('sorts text naturally and case-insensitively', () => {
    expect(ids(sortRows(rows, columns, { id: 'name', desc: false }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortRows(rows, columns, { id: 'name', desc: true }))).toEqual(['a', 'b', 'c']);
  });

  it('sorts select columns by label and keeps ties in order', () => {
    expect(ids(sortRows(rows, columns, { id: 'type', desc: false }))).toEqual(['b', 'a', 'c']);
  });

  it('sorts numbers numerically and booleans false first', () => {
    const numeric = rows.filter((row) => row.port !== null);
    expect(ids(sortRows(numeric, columns, { id: 'port', desc: true }))).toEqual(['b', 'a']);
    expect(ids(sortRows(rows, columns, { id: 'test', desc: false }))).toEqual(['a', 'b', 'c']);
  });

  it('leaves the order alone without a sort or for an unknown column', () => {
    expect(sortRows(rows, columns, undefined)).toBe(rows);
    expect(sortRows(rows, columns, { id: 'nope', desc: false })).toBe(rows);
  });

  it('gives the same array for the same rows sorted the same way again, and sorts other rows afresh', () => {
    const ascending = sortRows(rows, columns, { id: 'name', desc: false });
    expect(sortRows(rows, columns, { id: 'name', desc: false })).toBe(ascending);
    expect(sortRows(rows, columns, { id: 'name', desc: true })).not.toBe(ascending);
    const changed = rows.map((row) => (row.id === 'a' ? { ...row, name: 'zzz' } : row));
    expect(ids(sortRows(changed, columns, { id: 'name', desc: false }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortRows(changed, columns, { id: 'name', desc: true }))[0]).toBe('a');
  });

  it('gives the same descending order whether the ascending one was made first or not (ties in their order)', () => {
    const tied = Array.from({ length: 40 }, (_, i) => ({ ...rows[i % 3]!, id: `r${i}`, name: `n${i % 4}` }));
    const descFirst = ids(sortRows(tied, columns, { id: 'name', desc: true }));
    const again = tied.slice();
    sortRows(again, columns, { id: 'name', desc: false });
    expect(ids(sortRows(again, columns, { id: 'name', desc: true }))).toEqual(descFirst);
    expect(descFirst.slice(0, 4)).toEqual(['r3', 'r7', 'r11', 'r15']);
    const ascending = ids(sortRows(tied.slice(), columns, { id: 'name', desc: false }));
    const fromDesc = tied.slice();
    sortRows(fromDesc, columns, { id: 'name', desc: true });
    expect(ids(sortRows(fromDesc, columns, { id: 'name', desc: false }))).toEqual(ascending);
  });

  it('reverses runs of ties, keeping each run in its order', () => {
    const byTens = (a: number, b: number) => Math.floor(a / 10) - Math.floor(b / 10);
    expect(reversedKeepingTies([1, 2, 11, 15, 12, 30], byTens)).toEqual([30, 11, 15, 12, 1, 2]);
    expect(reversedKeepingTies([], byTens)).toEqual([]);
    expect(reversedKeepingTies([5], byTens)).toEqual([5]);
  });

  it('does not reorder the input', () => {
    sortRows(rows, columns, { id: 'name', desc: false });
    expect(ids(rows)).toEqual(['a', 'b', 'c']);
  });
});

describe('compareRows', () => {
  const [a, b, c] = [row(0), row(1), row(2)];

  it('orders two rows as the ascending sort does, 0 for a tie', () => {
    expect(compareRows(nameColumn, c, a)).toBeLessThan(0);
    expect(compareRows(nameColumn, a, c)).toBeGreaterThan(0);
    expect(compareRows(typeColumn, b, a)).toBeLessThan(0);
    expect(compareRows(typeColumn, a, c)).toBe(0);
    expect(compareRows(testColumn, a, b)).toBeLessThan(0);
  });

  it("gives sortRows' ascending order when an array is sorted with it", () => {
    for (const column of [nameColumn, typeColumn, testColumn]) {
      const sorted = [...rows].sort((left, right) => compareRows(column, left, right));
      expect(sorted).toEqual(sortRows(rows, columns, { id: column.key, desc: false }));
    }
  });
});

describe('at scale (20,000 rows)', () => {
  const many: Instance[] = Array.from({ length: 20_000 }, (_, i) => ({
    id: String(i),
    name: `item ${(i * 7919) % 20_000}`,
    type: (i % 2) + 1,
    test: i % 3 === 0,
  }));

  it('filters and sorts like the one-row-at-a-time definitions', () => {
    const needle = 'item 1234';
    const expected = many.filter((row) =>
      columns.some((column) => cellText(column, row, WORDS).toLocaleLowerCase().includes(needle)),
    );
    expect(filterRows(many, columns, 'ITEM 1234', WORDS)).toEqual(expected);
    const byType = sortRows(many, columns, { id: 'type', desc: true });
    // labels: "Data Extraction Service" (2) before "Remote Order Service" (1) ascending, so 1 first descending; ties stay in order
    expect(byType.slice(0, 3).map((row) => row.id)).toEqual(['0', '2', '4']);
    expect(byType.at(-1)?.id).toBe('19999');
  });

  it('sorting then filtering gives the same rows in the same order as filtering then sorting', () => {
    const sort = { id: 'name', desc: false };
    expect(filterRows(sortRows(many, columns, sort), columns, '99', WORDS)).toEqual(
      sortRows(filterRows(many, columns, '99', WORDS), columns, sort),
    );
  });

  it('finds rows by the labels of new options when the columns change (texts are kept per columns)', () => {
    const renamed = columns.map((column) =>
      column.key === 'type'
        ? {
            ...column,
            options: [
              { value: 1, label: 'Renamed Service' },
              { value: 2, label: 'Other' },
            ],
          }
        : column,
    );
    expect(filterRows(rows, columns, 'renamed', WORDS)).toEqual([]);
    expect(filterRows(rows, renamed, 'renamed', WORDS).map((row) => row.id)).toEqual(['a', 'c']);
  });

  it('uses the first option when two options share a value', () => {
    const duplicated: GridViewColumn<Instance> = {
      key: 'type',
      editor: 'select',
      options: [
        { value: 1, label: 'First' },
        { value: '1', label: 'Second' },
      ],
    };
    expect(cellText(duplicated, row(0), WORDS)).toBe('First');
  });
});

describe('sorting with sort keys', () => {
  it('sort rows with and without keys in one consistent order (a key and a collator comparison agree)', () => {
    const names = ['Zoë', 'zoe', 'Émile', 'emile 2', 'Emile 10', 'Ångström', 'abbott', 'Abbott - Abernathy', 'Øre'];
    const named = names.map((name, i) => ({ id: String(i), name, type: 1, test: false }));
    const sorted = sortRows(named, columns, { id: 'name', desc: false }).map((row) => row.name);
    expect(sorted).toEqual(
      [...names].sort(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare),
    );
  });
});

describe('columns with their own text', () => {
  it('shows, filters and sorts by the text the column gives', () => {
    const labelled: GridViewColumn<Instance>[] = [
      { key: 'port', text: (row) => (row.port ? `Port ${row.port}` : 'None') },
    ];
    expect(cellText(labelled[0]!, row(2), WORDS)).toBe('None');
    expect(filterRows(rows, labelled, 'port 80', WORDS).map((found) => found.id)).toEqual(['a', 'b']);
    expect(sortRows(rows, labelled, { id: 'port', desc: false }).map((found) => found.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('columns with their own sort value', () => {
  // A shown text that does not sort as its values do: a count in a sentence, a date in the display locale.
  interface Lookup {
    id: string;
    count: number | null;
    shown: string;
  }
  const lookups: Lookup[] = [
    { id: 'nine', count: 9, shown: '9 errors, last 02/06/2025' },
    { id: 'failed', count: null, shown: 'Error' },
    { id: 'twelve', count: 12, shown: '12 errors, last 01/07/2024' },
    { id: 'none', count: null, shown: 'N/A' },
    { id: 'zero', count: 0, shown: '0 errors' },
  ];
  const counted: GridViewColumn<Lookup> = {
    key: 'shown',
    text: (lookup) => lookup.shown,
    sortValue: (lookup) => lookup.count,
  };

  it('sorts by the value (numbers numerically), nothing last, ties by the text', () => {
    expect(sortRows(lookups, [counted], { id: 'shown', desc: false }).map((found) => found.id)).toEqual([
      'zero',
      'nine',
      'twelve',
      'failed',
      'none',
    ]);
    expect(sortRows(lookups, [counted], { id: 'shown', desc: true }).map((found) => found.id)).toEqual([
      'none',
      'failed',
      'twelve',
      'nine',
      'zero',
    ]);
    expect(compareRows(counted, lookups[0]!, lookups[2]!)).toBeLessThan(0);
    expect(compareRows(counted, lookups[1]!, lookups[3]!)).toBeLessThan(0);
  });

  it('sorts dates by their ISO value, not by the day-first text shown', () => {
    interface Dated {
      id: string;
      at: string;
    }
    const dated: Dated[] = [
      { id: 'june', at: '2025-06-02T14:37:00Z' },
      { id: 'january', at: '2026-01-05T09:00:00Z' },
      { id: 'march', at: '2025-03-15T08:00:00Z' },
    ];
    const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const byText: GridViewColumn<Dated> = { key: 'at', text: (row) => dayFirst(row.at) };
    const byValue: GridViewColumn<Dated> = { ...byText, sortValue: (row) => timeSortValue(row.at) };
    expect(sortRows(dated, [byText], { id: 'at', desc: false }).map((found) => found.id)).toEqual([
      'june',
      'january',
      'march',
    ]);
    expect(sortRows(dated, [byValue], { id: 'at', desc: false }).map((found) => found.id)).toEqual([
      'march',
      'june',
      'january',
    ]);
  });

  it('puts numbers before texts and sorts texts naturally', () => {
    const mixed: Lookup[] = [
      { id: 'b', count: null, shown: 'b' },
      { id: 'one', count: 1, shown: '' },
      { id: 'a', count: null, shown: 'a' },
    ];
    const textual: GridViewColumn<Lookup> = { key: 'shown', sortValue: (row) => row.count ?? row.shown };
    expect(sortRows(mixed, [textual], { id: 'shown', desc: false }).map((found) => found.id)).toEqual([
      'one',
      'a',
      'b',
    ]);
  });
});

describe('the view made in slices (prepareView)', () => {
  const rowsOf = (count: number): Instance[] =>
    Array.from({ length: count }, (_, i) => ({
      id: String(i),
      name: `item ${(i * 7919) % count}`,
      type: (i % 2) + 1,
      test: i % 3 === 0,
    }));
  const byName = { id: 'name', desc: false };

  it('makes the filtered rows and their order that filterRows and sortOrder then answer from, unchanged', async () => {
    const rows = rowsOf(5000);
    const view = { query: 'item 1', sort: byName };
    expect(viewReady(rows, columns, view, WORDS)).toBe(false);
    expect(await prepareView(rows, columns, view, WORDS)).toBe(true);
    expect(viewReady(rows, columns, view, WORDS)).toBe(true);
    const found = filterRows(rows, columns, 'item 1', WORDS);
    expect(found).toBe(filterRows(rows, columns, ' ITEM 1 ', WORDS));
    const order = sortOrder(found, columns, byName);
    expect(order).toBe(sortOrder(found, columns, byName));
    // What it made is what the one-row-at-a-time definitions give.
    const expected = rows
      .filter((row) => columns.some((column) => cellText(column, row, WORDS).toLocaleLowerCase().includes('item 1')))
      .map((row, at) => ({ row, at }))
      .sort((a, b) => compareRows(nameColumn, a.row, b.row) || a.at - b.at)
      .map(({ row }) => row.id);
    expect(Array.from(order ?? [], (position) => found[position]?.id)).toEqual(expected);
  });

  it('stops when its signal is aborted, leaving the view not ready', async () => {
    const rows = rowsOf(5000);
    const controller = new AbortController();
    controller.abort();
    expect(await prepareView(rows, columns, { query: 'item', sort: byName }, WORDS, controller.signal)).toBe(false);
    expect(viewReady(rows, columns, { query: 'item', sort: byName }, WORDS)).toBe(false);
  });

  it('is ready at once for a blank query without a sort, or a sort of an unknown column', () => {
    const rows = rowsOf(10);
    expect(viewReady(rows, columns, { query: '  ', sort: undefined }, WORDS)).toBe(true);
    expect(viewReady(rows, columns, { query: '', sort: { id: 'nothing', desc: true } }, WORDS)).toBe(true);
  });

  it('finds the same rows typing on as searching afresh (a longer text searches what a part of it found)', () => {
    const rows = rowsOf(3000);
    const typed = ['i', 'it', 'item 2', 'item 29'].map((query) => filterRows(rows, columns, query, WORDS));
    const afresh = filterRows(rowsOf(3000), columns, 'item 29', WORDS).map((row) => row.id);
    expect(typed.at(-1)?.map((row) => row.id)).toEqual(afresh);
  });

  it('sorts across many runs stably in both directions, either made first (ties in their order)', () => {
    const rows = rowsOf(4500);
    const ascending = sortRows(rows, columns, { id: 'type', desc: false }).map((row) => row.id);
    const fresh = rowsOf(4500);
    const descendingFirst = sortRows(fresh, columns, { id: 'type', desc: true }).map((row) => row.id);
    // "Data Extraction Service" (2, the odd ids) before "Remote Order Service" (1), each in id order.
    const odd = rows.filter((row) => row.type === 2).map((row) => row.id);
    const even = rows.filter((row) => row.type === 1).map((row) => row.id);
    expect(ascending).toEqual([...odd, ...even]);
    expect(descendingFirst).toEqual([...even, ...odd]);
    expect(sortRows(rows, columns, { id: 'type', desc: true }).map((row) => row.id)).toEqual(descendingFirst);
  });
});
