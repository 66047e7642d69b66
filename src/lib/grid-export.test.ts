import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  EXPORT_TIME_ZONE,
  exportDateTime,
  exportRows,
  exportTable,
  headerWithZone,
  type ExportColumn,
} from './grid-export';
import type { CellWords } from './grid-view';

const WORDS: CellWords = { yes: english('grid.cell.yes'), no: english('grid.cell.no') };

describe('exportDateTime', () => {
  it('writes yyyy-mm-dd hh:mm in UTC', () => {
    expect(exportDateTime('2025-06-02T14:37:12Z')).toBe('2025-06-02 14:37');
    expect(exportDateTime('2025-06-02T14:37:12+02:00')).toBe('2025-06-02 12:37');
    expect(exportDateTime(new Date(Date.UTC(2026, 0, 5, 9, 5)))).toBe('2026-01-05 09:05');
    expect(exportDateTime(Date.UTC(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59');
  });

  it('writes nothing for nothing and a text that is not a date as received', () => {
    expect(exportDateTime(null)).toBe('');
    expect(exportDateTime(undefined)).toBe('');
    expect(exportDateTime('')).toBe('');
    expect(exportDateTime('soon')).toBe('soon');
  });
});

describe('headerWithZone', () => {
  it('names the zone once', () => {
    expect(EXPORT_TIME_ZONE).toBe('UTC');
    expect(headerWithZone('Last Error')).toBe('Last Error (UTC)');
    expect(headerWithZone('Expiry (UTC)')).toBe('Expiry (UTC)');
  });
});

describe('exportTable', () => {
  interface Row {
    name: string;
    type: number;
    admin: boolean;
    expiry: string;
    count: number | null;
  }
  const rows: Row[] = [
    { name: 'Alice', type: 1, admin: true, expiry: '2025-06-02T14:37:00Z', count: 3 },
    { name: 'Bob', type: 2, admin: false, expiry: '', count: null },
  ];
  const columns: ExportColumn<Row>[] = [
    { key: 'name', header: 'Name' },
    {
      key: 'type',
      header: 'Type',
      editor: 'select',
      options: [
        { value: 1, label: 'User' },
        { value: 2, label: 'Team' },
      ],
    },
    { key: 'admin', header: 'Admin', editor: 'boolean' },
    {
      key: 'expiry',
      header: 'Expiry (UTC)',
      text: (row) => `shown ${row.expiry}`,
      exportFields: [{ header: 'Expiry (UTC)', text: (row) => exportDateTime(row.expiry) }],
    },
    {
      key: 'count',
      header: 'Errors',
      text: (row) => (row.count === null ? 'N/A' : `${row.count} errors`),
      exportFields: [
        { header: 'Errors', text: (row) => (row.count === null ? 'N/A' : String(row.count)) },
        { header: 'Last Error (UTC)', text: (row) => exportDateTime(row.expiry) },
      ],
    },
  ];

  it("writes each column's header and shown text (labels, Yes/No), or the fields it gives", () => {
    expect(exportTable(columns, rows, WORDS)).toEqual({
      header: ['Name', 'Type', 'Admin', 'Expiry (UTC)', 'Errors', 'Last Error (UTC)'],
      rows: [
        ['Alice', 'User', 'Yes', '2025-06-02 14:37', '3', '2025-06-02 14:37'],
        ['Bob', 'Team', 'No', '', 'N/A', ''],
      ],
    });
  });

  it('writes yes/no in the words given (German)', () => {
    const deutsch: CellWords = { yes: german('grid.cell.yes'), no: german('grid.cell.no') };
    expect(exportTable([columns[2]!], rows, deutsch).rows).toEqual([['Ja'], ['Nein']]);
  });

  it('writes only the columns given, in their order', () => {
    const [name, type] = columns;
    expect(exportTable([type!, name!], rows.slice(0, 1), WORDS)).toEqual({
      header: ['Type', 'Name'],
      rows: [['User', 'Alice']],
    });
  });
});

describe('exportRows', () => {
  it('gives the header row, and the row of each record as it is asked for (the same as exportTable)', () => {
    const columns: ExportColumn<{ name: string; active: boolean }>[] = [
      { key: 'name', header: 'Name' },
      { key: 'active', header: 'Active', editor: 'boolean' },
    ];
    const records = [
      { name: 'Ada', active: true },
      { name: 'Bo', active: false },
    ];
    const { header, rowOf } = exportRows(columns, WORDS);
    expect(header).toEqual(['Name', 'Active']);
    expect(records.map(rowOf)).toEqual(exportTable(columns, records, WORDS).rows);
    expect(rowOf(records[0]!)).toEqual(['Ada', WORDS.yes]);
  });
});
