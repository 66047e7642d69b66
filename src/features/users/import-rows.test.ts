import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as limits from '#/api/limits.gen';
import { answeredUser } from '#/test/records';
import { english, german } from '#/test/translate';
import { guessMapping } from './import-mapping';
import { decodeImportFile, parseImportText } from './import-parse';
import {
  actionCounts,
  cellsBeyondHeaders,
  IMPORT_BATCH_SIZE,
  importReport,
  importRows,
  inBatches,
  notSavedCsv,
  rowAction,
  rowToSend,
  startsIncluded,
  usersByEmail,
  type ImportContext,
} from './import-rows';

const uma = answeredUser({
  userID: '20000000-0000-4000-8000-000000000003',
  shortName: 'uma',
  fullName: 'Uma Patel',
  email: 'Uma@HarbourFishBar.example',
  scopes: ['superuser'],
  image: 'aW1hZ2U=',
  version: 'v7',
});

const context: ImportContext = {
  existing: usersByEmail([uma, answeredUser({ userID: 'x', shortName: 'nomail' })]),
  locales: new Set(['en-GB', 'de-DE', 'fr-FR', 'en-US']),
  currencies: new Set(['GBP', 'EUR', 'USD']),
};

/** The table of a text within the import's limits. */
const tableOf = (text: string) => {
  const { table } = parseImportText(text);
  if (!table) throw new Error('past a limit');
  return table;
};

const read = (text: string) => {
  const table = tableOf(text);
  return importRows(english, table.rows, guessMapping(table.headers), new Map(), context);
};

describe('importRows', () => {
  it('reads a German file with its headers, a ; separator and a BOM, defaults for empty locale and currency', () => {
    const [row] = read(
      '\uFEFFAnzeigename;Vollständiger Name;E-Mail;Gebietsschema;Währung\r\nJo;Jo Weiß;jo@example.com;;\r\n',
    );
    expect(row?.problems).toEqual([]);
    expect(row && rowToSend(row)).toEqual({
      shortName: 'Jo',
      fullName: 'Jo Weiß',
      email: 'jo@example.com',
      locale: 'en-GB',
      defaultCurrencyCode: 'GBP',
      scopes: [],
    });
  });

  it("finds the edit page's problems, a malformed email and unknown codes, in the console's language", () => {
    const long = 'x'.repeat(limits.User.fullName.maxLength + 1);
    const rows = read(
      [
        'Display Name\tFull Name\tEmail\tLocale\tCurrency',
        `\t${long}\tno-at.example\txx-XX\tZZZ`,
        'A\tA\t\ten-GB\tGBP',
      ].join('\n'),
    );
    expect(rows[0]?.problems).toEqual([
      'Display Name is required',
      `Full Name must be at most ${limits.User.fullName.maxLength} characters`,
      'Please enter a valid email address',
      'Unknown locale "xx-XX"',
      'Unknown currency "ZZZ"',
    ]);
    expect(rows[1]?.problems).toEqual(['Email is required']);
    const table = tableOf('Name,Email\n,a@b.de');
    expect(importRows(german, table.rows, guessMapping(table.headers), new Map(), context)[0]?.problems).toEqual([
      'Anzeigename ist erforderlich',
    ]);
  });

  it('names an over-long email and display name', () => {
    const email = `${'e'.repeat(limits.User.email.maxLength)}@x.de`;
    const [row] = read(`Name,Email\n${'n'.repeat(limits.User.shortName.maxLength + 1)},${email}`);
    expect(row?.problems).toEqual([
      `Display Name must be at most ${limits.User.shortName.maxLength} characters`,
      `Email must be at most ${limits.User.email.maxLength} characters`,
    ]);
  });

  it('marks every row whose email another row has, in any case', () => {
    const rows = read('Name,Email\nA,a@example.com\nB, A@Example.com \nC,c@example.com');
    expect(rows.map((row) => row.problems)).toEqual([
      ['The same email is in another row'],
      ['The same email is in another row'],
      [],
    ]);
    expect(rows.map(startsIncluded)).toEqual([false, false, true]);
  });

  it("uses the admin's fix of a row in place of the file's values", () => {
    const table = tableOf('Name,Email\n,a@example.com');
    const fixes = new Map([[0, { shortName: 'Ann', email: 'ann@example.com' }]]);
    const [row] = importRows(english, table.rows, guessMapping(table.headers), fixes, context);
    expect(row?.problems).toEqual([]);
    expect(row?.values.shortName).toBe('Ann');
  });
});

describe('an existing user', () => {
  const [row] = read('Name,Full Name,Email,Currency\n Uma P ,Uma Quokka,uma@harbourfishbar.example,EUR');

  it('is matched by the email in any case and is updated or skipped, as chosen', () => {
    expect(row?.existing?.userID).toBe(uma.userID);
    expect(row && rowAction(row, true, 'update')).toBe('update');
    expect(row && rowAction(row, true, 'skip')).toBe('skip');
    expect(row && rowAction(row, false, 'update')).toBe('leftOut');
  });

  it("is updated with the file's values over the user as loaded: id, version, scopes and image kept", () => {
    expect(row && rowToSend(row)).toEqual({
      ...uma,
      shortName: 'Uma P',
      fullName: 'Uma Quokka',
      email: 'uma@harbourfishbar.example',
      defaultCurrencyCode: 'EUR',
    });
  });

  it('never makes a super user of a new one', () => {
    const [created] = read('Name,Email,Scopes\nNew,new@example.com,superuser');
    expect(created && rowToSend(created).scopes).toEqual([]);
    expect(created && rowToSend(created)).not.toHaveProperty('userID');
  });
});

describe('rowAction and actionCounts', () => {
  it('leaves out a row with problems even when included, and counts what is created and updated', () => {
    const rows = read('Name,Email\nA,a@example.com\n,b@example.com\nU,uma@harbourfishbar.example');
    const actions = rows.map((row) => rowAction(row, true, 'update'));
    expect(actions).toEqual(['create', 'leftOut', 'update']);
    expect(actionCounts(actions)).toEqual({ create: 1, update: 1, skip: 0, leftOut: 1 });
  });
});

describe('the sample file (docs/import-sample.csv)', () => {
  it('has ten rows, six with problems', () => {
    const table = tableOf(decodeImportFile(readFileSync(new URL('../../../docs/import-sample.csv', import.meta.url))));
    const rows = importRows(english, table.rows, guessMapping(table.headers), new Map(), context);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.problems.length).map((row) => row.index + 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[7]?.values.fullName).toBe('Gus, the "Quoted"');
  });
});

describe('inBatches', () => {
  it(`sends ${IMPORT_BATCH_SIZE} users a batch`, () => {
    const items = Array.from({ length: 250 }, (_, i) => i);
    expect(inBatches(items, IMPORT_BATCH_SIZE).map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(inBatches([], IMPORT_BATCH_SIZE)).toEqual([]);
    expect(IMPORT_BATCH_SIZE).toBeLessThanOrEqual(limits.UserBatchRequest.changes.maxItems);
  });
});

const beyond = (cells: readonly string[]) => `Beyond the headers: ${cells.join(', ')}`;

describe('notSavedCsv', () => {
  it('keeps the cells beyond the header row in the Problem column, and ignores blank ones', () => {
    const csv = notSavedCsv(
      ['Name', 'E-Mail'],
      [
        { index: 1, cells: ['Ann', 'ann@example.com', '0123', 'Berlin'], reason: 'Bad Request.' },
        { index: 2, cells: ['Bob', 'bob@example.com', ''], reason: 'Left out' },
      ],
      'Problem',
      beyond,
    );
    expect(csv).toBe(
      '\uFEFFName,E-Mail,Problem\r\nAnn,ann@example.com,"Bad Request.; Beyond the headers: 0123, Berlin"\r\nBob,bob@example.com,Left out',
    );
  });

  it('names no row with only blank cells beyond the header row (a separator at the end of a line)', () => {
    expect(cellsBeyondHeaders(['a', 'b', ' ', ''], 2)).toEqual([]);
    expect(cellsBeyondHeaders(['a', 'b', '', 'x'], 2)).toEqual(['', 'x']);
    expect(cellsBeyondHeaders(['a'], 2)).toEqual([]);
  });

  it("writes the file's headers and a Problem column, each row's cells as the file had them", () => {
    const csv = notSavedCsv(
      ['Name', 'E-Mail'],
      [
        { index: 1, cells: ['Ann; Lee', 'ann@example.com'], reason: 'Bad Request.' },
        { index: 4, cells: ['=cmd'], reason: 'Left out' },
      ],
      'Problem',
      beyond,
    );
    expect(csv).toBe('\uFEFFName,E-Mail,Problem\r\n"Ann; Lee",ann@example.com,Bad Request.\r\n"\'=cmd",,Left out');
  });

  it("puts a ' before a cell (or a reason) where the part after a tab starts a formula, and quotes it", () => {
    const csv = notSavedCsv(
      ['Name', 'E-Mail'],
      [{ index: 2, cells: ['Bob\t=1+1', 'bob@example.com\t@SUM(A1)'], reason: 'Bad\t-1' }],
      'Problem',
      beyond,
    );
    expect(csv).toBe('\uFEFFName,E-Mail,Problem\r\n"\'Bob\t=1+1","\'bob@example.com\t@SUM(A1)","\'Bad\t-1"');
  });
});

const reasons = {
  skipped: 'Skipped',
  leftOut: 'Left out',
  notSent: 'Not sent',
  unconfirmed: 'Not confirmed',
  changed: 'Changed meanwhile',
  deleted: 'Deleted meanwhile',
  failed: (error: unknown) => String(error),
};

describe('importReport', () => {
  it('gives each row sent its own outcome, and says why the others were not saved', () => {
    const rows = read(
      'Name,Email\nA,a@example.com\nB,b@example.com\n,c@example.com\nU,uma@harbourfishbar.example\nD,d@example.com\nE,e@example.com\nF,f@example.com',
    );
    const actions = rows.map((row, i) => rowAction(row, i !== 5, 'skip'));
    expect(actions).toEqual(['create', 'create', 'leftOut', 'skip', 'create', 'leftOut', 'create']);
    const report = importReport(
      rows,
      actions,
      new Map([
        [0, { state: 'created' as const }],
        [1, { state: 'unconfirmed' as const }],
        [4, { state: 'refused' as const, error: 'Bad Request.' }],
      ]),
      reasons,
    );
    expect(report.map((row) => [row.saved, row.reason])).toEqual([
      ['created', ''],
      [null, 'Not confirmed'],
      [null, 'Display Name is required'],
      [null, 'Skipped'],
      [null, 'Bad Request.'],
      [null, 'Left out'],
      [null, 'Not sent'],
    ]);
  });

  it('keeps the values of an update refused for a change or a deletion meanwhile, to update again', () => {
    const [row] = read('Name,Full Name,Email\nUma,Uma Lee,uma@harbourfishbar.example');
    if (!row) throw new Error('no row');
    const theirs = { ...uma, fullName: 'Uma Theirs', version: 'v8' };
    const [changed] = importReport([row], ['update'], new Map([[0, { state: 'conflict', current: theirs }]]), reasons);
    expect(changed).toMatchObject({ saved: null, reason: 'Changed meanwhile' });
    expect(changed?.conflict).toEqual({ current: theirs, values: row.values });
    const [deleted] = importReport([row], ['update'], new Map([[0, { state: 'conflict', current: null }]]), reasons);
    expect(deleted).toMatchObject({ saved: null, reason: 'Deleted meanwhile', conflict: { current: null } });
  });
});

describe('10,000 rows', () => {
  it('are read and checked well within the 2 s the preview has', () => {
    const lines = ['Display Name;Full Name;E-Mail;Locale;Currency'];
    for (let i = 0; i < 10_000; i += 1) lines.push(`U${i};User ${i};u${i}@example.com;en-GB;${i % 10 ? 'GBP' : 'ZZZ'}`);
    const started = performance.now();
    const table = tableOf(lines.join('\r\n'));
    const rows = importRows(english, table.rows, guessMapping(table.headers), new Map(), context);
    const took = performance.now() - started;
    expect(rows.filter((row) => row.problems.length)).toHaveLength(1000);
    expect(took).toBeLessThan(1000);
  });
});
