import { describe, expect, it } from 'vitest';
import { csvFileName, screenSlug, toCsv } from './grid-csv';

describe('toCsv', () => {
  it('writes the header and rows with CRLF line ends, plain fields unquoted', () => {
    expect(toCsv(['Short Name', 'Locale'], [['Alice', 'en-GB - English (UK)'], ['Bob', '']])).toBe(
      'Short Name,Locale\r\nAlice,en-GB - English (UK)\r\nBob,',
    );
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(toCsv(['A', 'B', 'C'], [['a,b', 'say "hi"', 'line\nbreak']])).toBe('A,B,C\r\n"a,b","say ""hi""","line\nbreak"');
  });

  it("puts a ' before a cell starting with = + - or @, so no formula runs", () => {
    expect(toCsv(['A', 'B', 'C', 'D', 'E'], [['=1+2', '+44 20', '-5', '@SUM(A1)', 'a=b']])).toBe(
      `A,B,C,D,E\r\n"'=1+2","'+44 20","'-5","'@SUM(A1)",a=b`,
    );
  });
});

describe('csvFileName', () => {
  it('is <screen>-<yyyy-mm-dd>.csv with the local date', () => {
    expect(csvFileName('Users', new Date(2026, 10, 2, 23, 59))).toBe('users-2026-11-02.csv');
    expect(csvFileName('POS Core Instances', new Date(2026, 0, 31))).toBe('pos-core-instances-2026-01-31.csv');
  });

  it('makes a file name part of any title', () => {
    expect(screenSlug('User Permission Groups')).toBe('user-permission-groups');
    expect(screenSlug('  Organisation Access! ')).toBe('organisation-access');
    expect(screenSlug('***')).toBe('export');
  });
});
