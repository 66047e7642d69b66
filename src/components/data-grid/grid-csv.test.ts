import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import { csvFileName, csvParts, csvPartSteps, isFormulaLike, screenSlug, toCsv, UTF8_BOM } from './grid-csv';

/** The CSV after the byte-order mark (which every file starts with). */
const csvOf = (header: readonly string[], rows: readonly (readonly string[])[]): string => {
  const text = toCsv(header, rows);
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  return text.slice(UTF8_BOM.length);
};

describe('toCsv', () => {
  it('starts with the UTF-8 byte-order mark, so spreadsheets read non-ASCII names', () => {
    const text = toCsv(['Name'], [['Zoë Ångström']]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text.slice(1)).toBe('Name\r\nZoë Ångström');
  });

  it('writes the header and rows with CRLF line ends, plain fields unquoted', () => {
    expect(
      csvOf(
        ['Short Name', 'Locale'],
        [
          ['Alice', 'en-GB - English (UK)'],
          ['Bob', ''],
        ],
      ),
    ).toBe('Short Name,Locale\r\nAlice,en-GB - English (UK)\r\nBob,');
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvOf(['A', 'B', 'C'], [['a,b', 'say "hi"', 'line\nbreak']])).toBe(
      'A,B,C\r\n"a,b","say ""hi""","line\nbreak"',
    );
  });

  it("puts a ' before a cell starting with = + - or @, so no formula runs", () => {
    expect(csvOf(['A', 'B', 'C', 'D', 'E'], [['=1+2', '+44 20', '-5', '@SUM(A1)', 'a=b']])).toBe(
      `A,B,C,D,E\r\n"'=1+2","'+44 20","'-5","'@SUM(A1)",a=b`,
    );
  });

  it("puts a ' before a cell starting with a tab or a carriage return", () => {
    expect(csvOf(['A', 'B'], [['\t=1+2', '\r=1+2']])).toBe(`A,B\r\n"'\t=1+2","'\r=1+2"`);
  });

  it('escapes the header row too', () => {
    expect(csvOf(['=cmd'], [['x']])).toBe(`"'=cmd"\r\nx`);
  });

  describe("a formula that spans lines still gets its '", () => {
    const starts = ['=', '+', '-', '@', '\t', '\r'];
    const breaks: [string, string][] = [
      ['\\n', '\n'],
      ['\\r\\n', '\r\n'],
      ['U+2028', '\u2028'],
      ['U+2029', '\u2029'],
    ];
    for (const start of starts) {
      for (const [name, lineBreak] of breaks) {
        it(`${JSON.stringify(start)} then a line break (${name})`, () => {
          const cell = `${start}HYPERLINK("https://evil.example","x")${lineBreak}more`;
          expect(csvOf(['A'], [[cell]])).toBe(`A\r\n"'${cell.replace(/"/g, '""')}"`);
        });
      }
    }

    it('a live formula over two lines: =HYPERLINK("https://evil.example","x") and a second line', () => {
      expect(csvOf(['Name'], [['=HYPERLINK("https://evil.example","x")\nmore']])).toBe(
        'Name\r\n"\'=HYPERLINK(""https://evil.example"",""x"")\nmore"',
      );
    });
  });

  it('quotes a field with a semicolon, the list separator of a German spreadsheet', () => {
    expect(csvOf(['A', 'B'], [['Bob;Ann', 'a-b;c']])).toBe('A,B\r\n"Bob;Ann","a-b;c"');
  });

  it("puts a ' before a cell where a part a spreadsheet splits off at a , or ; starts a formula", () => {
    expect(csvOf(['A', 'B', 'C', 'D'], [['Bob;=1+1', 'a,+44 20', 'x;-5', 'y,@SUM(A1)']])).toBe(
      `A,B,C,D\r\n"'Bob;=1+1","'a,+44 20","'x;-5","'y,@SUM(A1)"`,
    );
    expect(csvOf(['A', 'B'], [['Bob;\t=1+1', 'Ann,\r=1+1']])).toBe(`A,B\r\n"'Bob;\t=1+1","'Ann,\r=1+1"`);
    expect(csvOf(['A'], [['first line\nBob;=HYPERLINK("https://evil.example")']])).toBe(
      `A\r\n"'first line\nBob;=HYPERLINK(""https://evil.example"")"`,
    );
  });

  it("puts a ' before a cell where a part a spreadsheet splits off at a tab starts a formula", () => {
    expect(csvOf(['A', 'B', 'C', 'D', 'E'], [['Bob\t=1+1', 'a\t+44 20', 'x\t-5', 'y\t@SUM(A1)', 'z\t\t=1']])).toBe(
      `A,B,C,D,E\r\n"'Bob\t=1+1","'a\t+44 20","'x\t-5","'y\t@SUM(A1)","'z\t\t=1"`,
    );
    expect(csvOf(['A'], [['Bob\t\r=1+1']])).toBe(`A\r\n"'Bob\t\r=1+1"`);
  });

  it('quotes a field with a tab, a separator a spreadsheet may split at', () => {
    expect(csvOf(['A'], [['Bob\tAnn']])).toBe('A\r\n"Bob\tAnn"');
  });

  it('leaves a cell alone when the formula character is not first (after a line break or a space)', () => {
    expect(csvOf(['A', 'B'], [['first\n=1+2', 'a-b']])).toBe('A,B\r\n"first\n=1+2",a-b');
  });
});

describe('csvPartSteps', () => {
  it('pauses every 500 rows and writes what csvParts writes', () => {
    const records = Array.from({ length: 1200 }, (_, i) => `row ${i}`);
    const steps = csvPartSteps(['Name'], records, (record) => [record]);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    expect(pauses).toBe(2);
    expect(step.value).toEqual(csvParts(['Name'], records, (record) => [record]));
  });
});

describe('csvParts', () => {
  it('splits many rows into parts that make the same file, the header row first', () => {
    const records = Array.from({ length: 12_001 }, (_, i) => ({ name: `name ${i}`, note: i % 2 ? '=x' : 'a,b' }));
    const parts = csvParts(['Name', 'Note'], records, (record) => [record.name, record.note]);
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe(`${UTF8_BOM}Name,Note`);
    const lines = parts.join('').slice(UTF8_BOM.length).split('\r\n');
    expect(lines).toHaveLength(12_002);
    expect(lines[1]).toBe('name 0,"a,b"');
    expect(lines[12_001]).toBe('name 12000,"a,b"');
    expect(lines[5001]).toBe('name 5000,"a,b"');
    expect(lines[5002]).toBe(`name 5001,"'=x"`);
  });

  it('is the header row alone without rows', () => {
    expect(csvParts(['Name'], [], () => [])).toEqual([`${UTF8_BOM}Name`]);
  });
});

describe('isFormulaLike', () => {
  it('is true for a text starting with = + - @, a tab or a carriage return, whatever follows', () => {
    for (const text of ['=1', '+1', '-1', '@a', '\tx', '\rx', '=a\nb', '-a\r\nb', '@a\u2028b', '+a\u2029b']) {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is true for a text with a , or ; followed by one of them anywhere', () => {
    for (const text of ['Bob;=1+1', 'a,+1', 'a;-1', 'a,@b', 'a;\tx', 'a,\rx', 'x\ny;=1', 'a b c;d,=e']) {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is true for a text with a tab followed by one of them anywhere', () => {
    for (const text of ['Bob\t=1+1', 'a\t+1', 'a\t-1', 'a\t@b', 'a\t\tx', 'a\t\rx', 'x\ny\t=1']) {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is false otherwise', () => {
    for (const text of ['', 'a=1', ' =1', '\n=1', 'Alice', '5.3.1 (7f3c2a1)', '2026-01-31 09:05', 'a;b', 'a,b-c']) {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('csvFileName', () => {
  const fallback = english('grid.export.fileName');

  it('is <screen>-<yyyy-mm-dd>.csv with the local date', () => {
    expect(csvFileName('Users', new Date(2026, 10, 2, 23, 59), fallback)).toBe('users-2026-11-02.csv');
    expect(csvFileName('POS Core Instances', new Date(2026, 0, 31), fallback)).toBe(
      'pos-core-instances-2026-01-31.csv',
    );
  });

  it('makes a file name part of any title', () => {
    expect(screenSlug('User Permission Groups', fallback)).toBe('user-permission-groups');
    expect(screenSlug('  Organisation Access! ', fallback)).toBe('organisation-access');
    expect(screenSlug('***', fallback)).toBe('export');
  });

  it('keeps the letters of a translated title', () => {
    expect(csvFileName('Prüfprotokolle', new Date(2026, 0, 31), german('grid.export.fileName'))).toBe(
      'prüfprotokolle-2026-01-31.csv',
    );
    expect(screenSlug('Ausstehende Einladungen', german('grid.export.fileName'))).toBe('ausstehende-einladungen');
  });
});
