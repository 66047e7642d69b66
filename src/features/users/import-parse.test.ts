import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeImportFile, parseImportText } from './import-parse';

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

describe('parseImportText', () => {
  it('finds a comma, a semicolon or a tab between the cells', () => {
    expect(parseImportText('Name,Email\nAnn,ann@example.com')).toEqual({
      headers: ['Name', 'Email'],
      rows: [['Ann', 'ann@example.com']],
      delimiter: ',',
    });
    expect(parseImportText('Anzeigename;E-Mail\r\nAnn;ann@example.com\r\n').rows).toEqual([['Ann', 'ann@example.com']]);
    expect(parseImportText('Anzeigename;E-Mail\r\nAnn;ann@example.com').delimiter).toBe(';');
    // As pasted from a spreadsheet: tabs, a comma inside a cell.
    const pasted = parseImportText('Display Name\tFull Name\nAnn\tLee, Ann\n');
    expect(pasted.delimiter).toBe('\t');
    expect(pasted.rows).toEqual([['Ann', 'Lee, Ann']]);
  });

  it('keeps quoted separators, quotes and line breaks inside cells', () => {
    const table = parseImportText('Name;Full Name;Email\n"A;n";"Ann ""Annie""\nLee";ann@example.com\n');
    expect(table.rows).toEqual([['A;n', 'Ann "Annie"\nLee', 'ann@example.com']]);
  });

  it('drops a byte-order mark left in the text, trims the headers and skips empty rows', () => {
    const table = parseImportText('\uFEFF Name , Email\nAnn,ann@example.com\n\n,\n  \n,,\n');
    expect(table.headers).toEqual(['Name', 'Email']);
    expect(table.rows).toEqual([['Ann', 'ann@example.com']]);
  });

  it('gives no columns for an empty text', () => {
    expect(parseImportText('')).toMatchObject({ headers: [], rows: [] });
  });

  it('reads the sample file of docs/import-sample.csv', () => {
    const table = parseImportText(
      decodeImportFile(readFileSync(new URL('../../../docs/import-sample.csv', import.meta.url))),
    );
    expect(table.headers).toEqual(['Display Name', 'Full Name', 'E-Mail', 'Locale', 'Currency']);
    expect(table.rows).toHaveLength(10);
  });
});
