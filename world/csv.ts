/**
 * The world's CSV files (the monthly statistics download): RFC 4180 with OWASP's CSV-injection guard. Written here, not
 * imported from the console (src/components/data-grid/grid-csv.ts), so that each reads the rule on its own.
 */

/**
 * A cell a spreadsheet could run as a formula: it, or a part after a `,`, `;` or tab (where a spreadsheet may split
 * it into cells), starts with `=`, `+`, `-`, `@`, a tab or a carriage return. `^` is the cell's start (no `m` flag).
 */
const FORMULA = /(?:^|[,;\t])[=+\-@\t\r]/;

/** A cell that is quoted: a separator (`,`, a German spreadsheet's `;`, a tab), a quote or a line break in it. */
const QUOTED = /[",;\t\r\n]/;

/** A cell as the file has it: a formula-like one after a `'` and quoted, others quoted where needed; quotes doubled. */
export function csvCell(value: string): string {
  const doubled = value.replaceAll('"', '""');
  if (FORMULA.test(value)) return `"'${doubled}"`;
  return QUOTED.test(value) ? `"${doubled}"` : value;
}

/** The lines of a file, cells joined by commas, each line ended by a line feed. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return lines.map((line) => `${line.map(csvCell).join(',')}\n`).join('');
}
