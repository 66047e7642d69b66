import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import { cellText, filterRows, selectData, timeSortValue, type CellWords, type GridViewColumn } from './grid-view';

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

describe('cellText', () => {
  it('shows option labels, Yes/No and plain values', () => {
    expect(cellText(typeColumn, row(1), WORDS)).toBe('Data Extraction Service');
    expect(cellText(testColumn, row(1), WORDS)).toBe('Yes');
    expect(cellText(testColumn, row(0), WORDS)).toBe('No');
    expect(cellText(portColumn, row(0), WORDS)).toBe('80');
    expect(cellText(portColumn, row(2), WORDS)).toBe('');
  });

  it('falls back to the raw value for an unknown option', () => {
    expect(cellText(typeColumn, { id: 'x', name: '', type: 7, test: false }, WORDS)).toBe('7');
  });

  it('shows yes/no in the words given, and the quick filter finds them (German: Ja/Nein)', () => {
    const deutsch: CellWords = { yes: german('grid.cell.yes'), no: german('grid.cell.no') };
    expect(cellText(testColumn, row(1), deutsch)).toBe('Ja');
    expect(cellText(testColumn, row(0), deutsch)).toBe('Nein');
    expect(filterRows(rows, [testColumn], 'nein', deutsch).map((found) => found.id)).toEqual(['a']);
    expect(filterRows(rows, [testColumn], 'no', WORDS).map((found) => found.id)).toEqual(['a']);
  });
});

describe('filterRows', () => {
  it('keeps rows where some column text contains the query, ignoring case', () => {
    expect(filterRows(rows, columns, 'ITEM', WORDS).map((row) => row.id)).toEqual(['a', 'b']);
    expect(filterRows(rows, columns, 'extraction', WORDS).map((row) => row.id)).toEqual(['b']);
    expect(filterRows(rows, columns, '8080', WORDS).map((row) => row.id)).toEqual(['b']);
  });

  it('returns every row for a blank query', () => {
    expect(filterRows(rows, columns, '  ', WORDS)).toBe(rows);
  });
});

describe('selectData', () => {
  it('lists each value once (the first label wins)', () => {
    expect(
      selectData([
        { value: 'ut', label: 'first' },
        { value: 'ut', label: 'second' },
      ]),
    ).toEqual([{ value: 'ut', label: 'first' }]);
  });

  it("gives a select's choices as text values, the same list for the same options", () => {
    const options = [
      { value: 1, label: 'One' },
      { value: 'two', label: 'Two' },
    ];
    const data = selectData(options);
    expect(data).toEqual([
      { value: '1', label: 'One' },
      { value: 'two', label: 'Two' },
    ]);
    expect(selectData(options)).toBe(data);
    expect(selectData([...options])).not.toBe(data);
  });
});

describe('timeSortValue', () => {
  it('is the time in ms, or null for nothing or a text that is not a date', () => {
    expect(timeSortValue('2025-07-14T09:30:00Z')).toBe(Date.UTC(2025, 6, 14, 9, 30));
    expect(timeSortValue('2025-07-14T11:30:00+02:00')).toBe(Date.UTC(2025, 6, 14, 9, 30));
    expect(timeSortValue('')).toBeNull();
    expect(timeSortValue(null)).toBeNull();
    expect(timeSortValue(undefined)).toBeNull();
    expect(timeSortValue('soon')).toBeNull();
  });
});
