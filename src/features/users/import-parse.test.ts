import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from './import-limits';
import {
  decodeImportFile,
  IMPORT_SLICE_CHARS,
  parseImportText,
  readImportFile,
  readImportText,
  readPastedCells,
  type ImportTable,
} from './import-parse';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeImportFile', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(decodeImportFile(utf8('\uFEFFName,E-Mail\nJürgen,j@example.com'))).toBe('Name,E-Mail\nJürgen,j@example.com');
    expect(decodeImportFile(utf8('Name\nJürgen'))).toBe('Name\nJürgen');
  });

  it("reads Excel's Unicode Text (UTF-16 with a byte-order mark) and its Windows-1252 CSV", () => {
    const text = 'Name\tEmail\r\nJürgen\tj@example.com\r\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    [...text].forEach((char, i) => {
      utf16[2 + i * 2] = char.charCodeAt(0) & 0xff;
      utf16[3 + i * 2] = char.charCodeAt(0) >> 8;
    });
    expect(decodeImportFile(utf16)).toBe(text);
    // "Jürgen" with ü as the single byte 0xFC: not UTF-8.
    expect(decodeImportFile(new Uint8Array([0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e]))).toBe('Jürgen');
  });
});

/** The table of a text within the limits, read in slices of `sliceSize` characters. */
function tableOf(text: string, sliceSize = IMPORT_SLICE_CHARS): ImportTable {
  const { table, problem } = parseImportText(text, sliceSize);
  if (!table) throw new Error(`refused: ${JSON.stringify(problem)}`);
  return table;
}

// Each reading rule holds in one slice and in slices of a few characters, cut inside cells, quotes and line breaks.
describe.each([
  ['one slice', IMPORT_SLICE_CHARS],
  ['slices of 1 character', 1],
  ['slices of 3 characters', 3],
  ['slices of 7 characters', 7],
])('parseImportText, %s', (_, sliceSize) => {
  it('finds a comma, a semicolon or a tab between the cells', () => {
    expect(tableOf('Name,Email\nAnn,ann@example.com', sliceSize)).toEqual({
      headers: ['Name', 'Email'],
      rows: [['Ann', 'ann@example.com']],
      delimiter: ',',
    });
    expect(tableOf('Anzeigename;E-Mail\r\nAnn;ann@example.com\r\n', sliceSize).rows).toEqual([
      ['Ann', 'ann@example.com'],
    ]);
    expect(tableOf('Anzeigename;E-Mail\r\nAnn;ann@example.com', sliceSize).delimiter).toBe(';');
    // As pasted from a spreadsheet: tabs, a comma inside a cell.
    const pasted = tableOf('Display Name\tFull Name\nAnn\tLee, Ann\n', sliceSize);
    expect(pasted.delimiter).toBe('\t');
    expect(pasted.rows).toEqual([['Ann', 'Lee, Ann']]);
  });

  it('keeps quoted separators, quotes and line breaks inside cells', () => {
    const table = tableOf('Name;Full Name;Email\n"A;n";"Ann ""Annie""\nLee";ann@example.com\n', sliceSize);
    expect(table.rows).toEqual([['A;n', 'Ann "Annie"\nLee', 'ann@example.com']]);
    const crlf = tableOf('Name,Note\r\n"B","one\r\ntwo"\r\n"C",x\r\n', sliceSize);
    expect(crlf.rows).toEqual([
      ['B', 'one\r\ntwo'],
      ['C', 'x'],
    ]);
  });

  it('drops a byte-order mark left in the text, trims the headers and skips empty rows', () => {
    const table = tableOf('\uFEFF Name , Email\nAnn,ann@example.com\n\n,\n  \n,,\n', sliceSize);
    expect(table.headers).toEqual(['Name', 'Email']);
    expect(table.rows).toEqual([['Ann', 'ann@example.com']]);
  });

  it('gives no columns for an empty text', () => {
    expect(tableOf('', sliceSize)).toMatchObject({ headers: [], rows: [] });
  });

  it('reads the sample file of docs/import-sample.csv', () => {
    const table = tableOf(
      decodeImportFile(readFileSync(new URL('../../../docs/import-sample.csv', import.meta.url))),
      sliceSize,
    );
    expect(table.headers).toEqual(['Display Name', 'Full Name', 'E-Mail', 'Locale', 'Currency']);
    expect(table.rows).toHaveLength(10);
  });
});

describe('parseImportText, the limits', () => {
  const header = 'Display Name,Email';

  it(`reads ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} data rows and refuses one more`, () => {
    const rows = (count: number) => `${header}\n${'a,b\n'.repeat(count)}`;
    expect(tableOf(rows(IMPORT_MAX_ROWS)).rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(parseImportText(rows(IMPORT_MAX_ROWS + 1))).toEqual({ table: null, problem: { kind: 'tooManyRows' } });
    // Empty rows are not counted.
    expect(tableOf(`${rows(IMPORT_MAX_ROWS)}\n\n,\n`).rows).toHaveLength(IMPORT_MAX_ROWS);
  });

  it(`reads rows of ${IMPORT_MAX_COLUMNS} columns and refuses a wider one, naming its row (empty rows counted)`, () => {
    const cells = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`).join(';');
    expect(tableOf(`${cells(IMPORT_MAX_COLUMNS)}\n${cells(2)}\n`).headers).toHaveLength(IMPORT_MAX_COLUMNS);
    const wide = `${cells(3)}\n${cells(3)}\n\n${cells(IMPORT_MAX_COLUMNS + 1)}\n${cells(3)}\n`;
    expect(parseImportText(wide)).toEqual({ table: null, problem: { kind: 'tooManyColumns', row: 4 } });
    expect(parseImportText(wide, 5)).toEqual({ table: null, problem: { kind: 'tooManyColumns', row: 4 } });
    // A header too wide is row 1.
    expect(parseImportText(cells(IMPORT_MAX_COLUMNS + 1))).toMatchObject({ problem: { row: 1 } });
  });

  it('does not count separators inside quotes as columns, even when a slice ends in their row', () => {
    const note = `"${','.repeat(IMPORT_MAX_COLUMNS * 3)}"`;
    const text = `Name,Note\nAnn,${note}\nBea,x\n`;
    for (const sliceSize of [IMPORT_SLICE_CHARS, 50, 7]) {
      expect(tableOf(text, sliceSize).rows).toEqual([
        ['Ann', ','.repeat(IMPORT_MAX_COLUMNS * 3)],
        ['Bea', 'x'],
      ]);
    }
  });
});

describe('readImportText', () => {
  it('pauses for the browser after each slice, and reads the same table', async () => {
    const text = `Name,Email\n${'Ann,ann@example.com\n'.repeat(1000)}`;
    const pause = vi.fn(() => Promise.resolve());
    const read = await readImportText(text, { sliceSize: 1024, pause });
    expect(read).toEqual(parseImportText(text));
    expect(read.table?.rows).toHaveLength(1000);
    expect(pause).toHaveBeenCalledTimes(Math.ceil(text.length / 1024) - 1);
  });

  it('refuses a line of a million columns in its first slice, before reading on', async () => {
    const text = `Name,Email\n${'x,'.repeat(1_000_000)}\n`;
    const pause = vi.fn(() => Promise.resolve());
    expect(await readImportText(text, { sliceSize: 4096, pause })).toEqual({
      table: null,
      problem: { kind: 'tooManyColumns', row: 2 },
    });
    expect(pause).not.toHaveBeenCalled();
  });

  it('refuses a file past the row limit without reading the rest', async () => {
    const text = `Name\n${'a\n'.repeat(IMPORT_MAX_ROWS + 100_000)}`;
    const pause = vi.fn(() => Promise.resolve());
    expect(await readImportText(text, { sliceSize: 1024, pause })).toMatchObject({ problem: { kind: 'tooManyRows' } });
    // Each slice holds some 500 rows: the limit was passed near the 200th slice of 400.
    expect(pause.mock.calls.length).toBeLessThan(Math.ceil(text.length / 1024) * 0.6);
  });
});

describe('readImportFile and readPastedCells', () => {
  it('refuses a file over the size limit from its size, without reading it', async () => {
    const file = new Blob(['Name\nAnn\n']);
    Object.defineProperty(file, 'size', { value: IMPORT_MAX_BYTES + 1 });
    const arrayBuffer = vi.spyOn(file, 'arrayBuffer');
    expect(await readImportFile(file)).toEqual({
      table: null,
      problem: { kind: 'tooLarge', bytes: IMPORT_MAX_BYTES + 1 },
    });
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('reads a file within the limit, decoded as its bytes say', async () => {
    const file = new Blob([utf8('\uFEFFAnzeigename;E-Mail\r\nJürgen;j@example.com\r\n')]);
    expect(await readImportFile(file)).toEqual({
      table: { headers: ['Anzeigename', 'E-Mail'], rows: [['Jürgen', 'j@example.com']], delimiter: ';' },
      problem: null,
    });
  });

  it('refuses pasted cells larger than a file may be, counted as UTF-8', async () => {
    const text = `Name\n${'ü'.repeat(IMPORT_MAX_BYTES / 2)}`;
    expect(await readPastedCells(text)).toEqual({
      table: null,
      problem: { kind: 'tooLarge', bytes: IMPORT_MAX_BYTES + 5 },
    });
    expect((await readPastedCells('Name\tEmail\nAnn\tann@example.com')).table?.rows).toEqual([
      ['Ann', 'ann@example.com'],
    ]);
  });
});
