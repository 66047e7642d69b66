/**
 * Import Users, reading the file: a CSV or TSV file, or text pasted from a spreadsheet, as a header row and data rows
 * (Papa Parse). UTF-8 with or without a byte-order mark, UTF-16 with one (Excel's "Unicode Text"), else Windows-1252
 * (Excel's plain "CSV" on Windows); `,` `;` or a tab between cells, found from the text; quoted separators and line
 * breaks inside cells; empty rows (also a row of separators only) skipped.
 */
import Papa from 'papaparse';

/** What the file holds: its header row, its data rows (as many cells as the file has) and the separator found. */
export interface ImportTable {
  headers: string[];
  rows: string[][];
  delimiter: string;
}

/** The separators a file may use. */
export const IMPORT_DELIMITERS = [',', ';', '\t'] as const;

/** The text of a file's bytes: its byte-order mark's encoding, else UTF-8 when the bytes are UTF-8, else Windows-1252. */
export function decodeImportFile(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const start = a === 0xef && b === 0xbb && c === 0xbf ? 3 : 0;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The file's table: the first row is the header; a text without one gives no columns. */
export function parseImportText(text: string): ImportTable {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [...IMPORT_DELIMITERS],
    skipEmptyLines: 'greedy',
  });
  const [headers = [], ...rows] = result.data;
  return { headers: headers.map((header) => header.trim()), rows, delimiter: result.meta.delimiter };
}
