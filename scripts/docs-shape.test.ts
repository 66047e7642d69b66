import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs' shape: a decision record fits on one screen and has its four parts (docs/decisions/), and the README's
 * tables say what a command does in a line or two, the detail being in the doc they link to.
 */
const root = join(import.meta.dirname, '..');
const decisionsDir = join(root, 'docs', 'decisions');
const MAX_DECISION_LINES = 80;
const DECISION_PARTS = ['Context', 'Decision', 'Alternatives', 'Consequences'];
const MAX_README_CELL = 300;

const decisions = readdirSync(decisionsDir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(decisionsDir, name), 'utf8') }));

/** The cells of a Markdown table row; a `|` inside backticks or escaped as `\|` stays in its cell. */
function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < row.length; i++) {
    const char = row[i];
    if (char === '\\' && row[i + 1] === '|') {
      cell += '\\|';
      i++;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  // A row starts and ends with `|`: the text before the first and after the last is no cell.
  return cells.slice(1, -1);
}

/** The table rows of a Markdown text, without the header separators (`|---|---:|`). */
function tableRows(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .filter((line) => !/^\s*\|[\s|:-]+\|\s*$/.test(line));
}

describe('tableCells', () => {
  it('splits a row, keeping a pipe in code or escaped', () => {
    expect(tableCells('| a | `x|y` | b \\| c |')).toEqual(['a', '`x|y`', 'b \\| c']);
  });
});

describe('docs/decisions: one screen, four parts', () => {
  it('has decision records', () => {
    expect(decisions.length).toBeGreaterThan(0);
  });

  for (const { name, text } of decisions) {
    it(`${name} is at most ${MAX_DECISION_LINES} lines`, () => {
      expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_DECISION_LINES);
    });

    it(`${name} has a title and the parts ${DECISION_PARTS.join(', ')}, in that order`, () => {
      expect(text).toMatch(/^# \S/);
      const parts = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]?.trim());
      expect(parts).toEqual(DECISION_PARTS);
    });

    it(`${name} states the decision, not its history (no "second pass", "third look")`, () => {
      expect(text).not.toMatch(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) (pass|look)\b/i);
    });
  }
});

describe('README.md: table cells are short', () => {
  const rows = tableRows(readFileSync(join(root, 'README.md'), 'utf8'));

  it('has tables', () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  for (const row of rows) {
    const cells = tableCells(row);
    const long = cells.filter((cell) => cell.length > MAX_README_CELL);
    it(`row "${(cells[0] ?? '').slice(0, 60)}" has no cell over ${MAX_README_CELL} characters`, () => {
      expect(long).toEqual([]);
    });
  }
});
