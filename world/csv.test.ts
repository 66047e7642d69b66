import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csvCell', () => {
  it('leaves a plain cell alone, and a formula character that is not first', () => {
    for (const text of ['', 'Harbour Fish Bar', 'a=1', ' =1', 'a-b', "O'Hara LLC", '8157', 'first\n=1']) {
      expect(csvCell(text), JSON.stringify(text)).toBe(text.includes('\n') ? `"${text}"` : text);
    }
  });

  it('quotes a cell with a comma, a semicolon, a tab, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Fish, Chips "and" Co')).toBe('"Fish, Chips ""and"" Co"');
    expect(csvCell('Bob;Ann')).toBe('"Bob;Ann"');
    expect(csvCell('Bob\tAnn')).toBe('"Bob\tAnn"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it("puts a ' before a cell starting with = + - @, a tab or a carriage return, and quotes it", () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`), JSON.stringify(start)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it("puts a ' before a cell where a part after a , ; or tab starts a formula", () => {
    for (const text of ['Bob,=1+1', 'Bob;+1', 'Bob\t-1', 'Bob;@SUM(A1)', 'Bob,\tx', 'Bob;\rx', 'a\nb\t=1']) {
      expect(csvCell(text), JSON.stringify(text)).toBe(`"'${text}"`);
    }
  });
});

describe('csvText', () => {
  it('joins cells with commas and ends each line with a line feed', () => {
    expect(
      csvText([
        ['A', 'B'],
        ['=1', 'x'],
      ]),
    ).toBe(`A,B\n"'=1",x\n`);
    expect(csvText([])).toBe('');
  });
});
