/**
 * Import Users, the rows: each data row of the file as the user it would create or update, its problems (the edit
 * page's rules of the user record, userFormRules, plus what only an import can get wrong: a malformed email, a locale
 * or currency not in the start-up lists, an email twice in the file), and what happens to it: created, an existing
 * user (the same email, in any case) updated or skipped, or left out. An update sends the existing user with the
 * file's values over it: its id, version and scopes as loaded (an import never changes scopes; a new user has none).
 */
import * as limits from '#/api/limits.gen';
import { toCsv } from '#/components/data-grid/grid-csv';
import { emailKey, isEmailStructureValid } from '#/lib/email-rule';
import { trimmedText } from '#/lib/field-text';
import type { Translate } from '#/lib/messages/catalogues';
import { IMPORT_FIELDS, importFieldKind, type ImportField, type ImportMapping } from './import-mapping';
import { userFormRules, userToSend, type UserChange, type UserRecord } from './user-record';
import { newUser } from './user-rules';

/**
 * Users per POST api/user/batch of an import: 100 (docs/decisions/072-import-batch-size.md), never more than the
 * contract's limit on a batch's changes.
 */
export const IMPORT_BATCH_SIZE = Math.min(100, limits.UserBatchRequest.changes.maxItems);

/** The values a row gives the fields its columns fill (after the admin's fixes). */
export type ImportValues = Partial<Pick<UserChange, ImportField>>;

/** What the rows are checked against: the users there are (by `emailKey`), and the start-up lists' codes. */
export interface ImportContext {
  existing: ReadonlyMap<string, UserRecord>;
  locales: ReadonlySet<string>;
  currencies: ReadonlySet<string>;
}

/** An existing user's row: updated with the file's values, or skipped. */
export type ExistingChoice = 'update' | 'skip';

/** A data row of the file, as the import reads it. */
export interface ImportRow {
  /** Its place among the file's data rows, from 0. */
  index: number;
  cells: readonly string[];
  values: ImportValues;
  /** The user with this email, when there is one. */
  existing: UserRecord | undefined;
  /** Its problems, in the console's language; none when it can be sent. */
  problems: string[];
}

/** What an import does with a row. */
export type RowAction = 'create' | 'update' | 'skip' | 'leftOut';

/** The users by `emailKey` (users without an email are no match for a row). */
export function usersByEmail(users: readonly UserRecord[]): Map<string, UserRecord> {
  const byEmail = new Map<string, UserRecord>();
  for (const user of users) {
    const key = emailKey(user.email);
    if (key && !byEmail.has(key)) byEmail.set(key, user);
  }
  return byEmail;
}

/** The values of a row's cells in the fields `mapping` gives them; an empty locale or currency (a field that is no text) leaves the default. */
export function mappedValues(cells: readonly string[], mapping: ImportMapping): ImportValues {
  const values: ImportValues = {};
  mapping.forEach((field, column) => {
    if (!field) return;
    const cell = cells[column] ?? '';
    if (importFieldKind(field) !== 'text') {
      if (cell.trim()) values[field] = cell.trim();
    } else values[field] = cell;
  });
  return values;
}

/** The user a row stands for: the existing user with the row's values over it, else a new user with them. */
export function rowUser(row: Pick<ImportRow, 'values' | 'existing'>): UserChange {
  return row.existing ? { ...row.existing, ...row.values } : { ...newUser(), ...row.values };
}

/** The problems of a user a row stands for, in the language of `t` (the email twice in the file: `duplicate`). */
export function userProblems(
  t: Translate<'users' | 'forms'>,
  user: UserChange,
  context: Pick<ImportContext, 'locales' | 'currencies'>,
  duplicate: boolean,
  rules = userFormRules(t),
): string[] {
  const problems: string[] = [];
  const add = (problem: string | null) => {
    if (problem) problems.push(problem);
  };
  const textRules: Partial<Record<string, (value: string | null | undefined) => string | null>> = rules;
  // Each field an import fills, in the description's order, by its kind.
  for (const field of IMPORT_FIELDS) {
    const value = user[field];
    const code = value ?? '';
    switch (importFieldKind(field)) {
      case 'text':
        if (field !== 'email') add(textRules[field]?.(value) ?? null);
        else {
          const email = trimmedText(value);
          if (!email) add(t('forms.validation.required', { label: t('users.fields.email') }));
          else add(rules.email(value) ?? (isEmailStructureValid(email) ? null : t('forms.validation.email')));
        }
        break;
      case 'locale':
        if (context.locales.size && !context.locales.has(code)) add(t('users.import.problem.locale', { code }));
        break;
      case 'currency':
        if (context.currencies.size && !context.currencies.has(code)) add(t('users.import.problem.currency', { code }));
        break;
    }
  }
  if (duplicate) add(t('users.import.problem.duplicate'));
  return problems;
}

/** Each data row's values: the admin's fix of the row (`fixes` by row) over the file's cells in `mapping`'s fields. */
export function importValues(
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  fixes: ReadonlyMap<number, ImportValues>,
): ImportValues[] {
  return rows.map((cells, index) => fixes.get(index) ?? mappedValues(cells, mapping));
}

/** The user with each row's email, when there is one (`existing` by `emailKey`). */
export function existingOfRows(
  values: readonly ImportValues[],
  existing: ImportContext['existing'],
): (UserRecord | undefined)[] {
  return values.map((row) => {
    const key = emailKey(row.email);
    return key ? existing.get(key) : undefined;
  });
}

/**
 * The problems of rows `from` to `to` (not included) of the file, each as `userProblems` says (its email twice in
 * the file: `counts` of `emailCounts`). The check a worker runs (import-work.ts), slice by slice where there is none.
 */
export function rowsProblems(
  t: Translate<'users' | 'forms'>,
  rows: { values: readonly ImportValues[]; existing: readonly (UserRecord | undefined)[] },
  counts: ReadonlyMap<string, number>,
  context: Pick<ImportContext, 'locales' | 'currencies'>,
  [from, to]: readonly [number, number],
  rules = userFormRules(t),
): string[][] {
  const problems: string[][] = [];
  for (let index = from; index < to; index += 1) {
    const values = rows.values[index] ?? {};
    const user = rowUser({ values, existing: rows.existing[index] });
    problems.push(userProblems(t, user, context, (counts.get(emailKey(values.email)) ?? 0) > 1, rules));
  }
  return problems;
}

/** How many rows have each email (by `emailKey`; rows without one are not counted). */
export function emailCounts(values: readonly ImportValues[]): Map<string, number> {
  const seen = new Map<string, number>();
  for (const row of values) {
    const key = emailKey(row.email);
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return seen;
}

/** The rows the import reads from each row's cells, values, user with its email and problems (by row). */
export function assembleRows(
  rows: readonly (readonly string[])[],
  values: readonly ImportValues[],
  existing: readonly (UserRecord | undefined)[],
  problems: readonly string[][],
): ImportRow[] {
  return rows.map((cells, index) => ({
    index,
    cells,
    values: values[index] ?? {},
    existing: existing[index],
    problems: problems[index] ?? [],
  }));
}

/**
 * The file's data rows as the import reads them, at once: each row's values (`fixes` by row over the file's), the
 * user with its email, and its problems. The screen runs the same steps with the problems checked off the main
 * thread (import-runner.ts).
 */
export function importRows(
  t: Translate<'users' | 'forms'>,
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  fixes: ReadonlyMap<number, ImportValues>,
  context: ImportContext,
): ImportRow[] {
  const values = importValues(rows, mapping, fixes);
  const existing = existingOfRows(values, context.existing);
  const problems = rowsProblems(t, { values, existing }, emailCounts(values), context, [0, rows.length]);
  return assembleRows(rows, values, existing, problems);
}

/** Whether the row starts included: when it has no problem. */
export const startsIncluded = (row: Pick<ImportRow, 'problems'>): boolean => row.problems.length === 0;

/**
 * What happens to a row: left out when not included or with a problem, else created, or (an existing user's)
 * updated or skipped as the admin chose.
 */
export function rowAction(row: ImportRow, included: boolean, choice: ExistingChoice): RowAction {
  if (!included || row.problems.length) return 'leftOut';
  if (!row.existing) return 'create';
  return choice === 'update' ? 'update' : 'skip';
}

/** How many users an import creates and updates. */
export function actionCounts(actions: readonly RowAction[]): Record<RowAction, number> {
  const counts: Record<RowAction, number> = { create: 0, update: 0, skip: 0, leftOut: 0 };
  for (const action of actions) counts[action] += 1;
  return counts;
}

/**
 * The user a row sends, trimmed as the form sends it: a new one without id, version or scopes; an update as the
 * existing user was loaded (its id, version, scopes and image) with the row's values over it.
 */
export function rowToSend(row: Pick<ImportRow, 'values' | 'existing'>): UserChange {
  if (row.existing) return userToSend({ ...row.existing, ...row.values });
  return userToSend({ ...newUser(), ...row.values, scopes: [] });
}

/** `items` in batches of at most `size`, in order. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** A row not saved, for the report and its file: its cells and why (in the console's language). */
export interface NotSavedRow {
  index: number;
  cells: readonly string[];
  reason: string;
}

/**
 * The cells of a row beyond the header row's columns (the import reads no column without a header): none when those
 * are all blank (a separator at the end of a line).
 */
export function cellsBeyondHeaders(cells: readonly string[], headerCount: number): string[] {
  const beyond = cells.slice(headerCount);
  return beyond.some((cell) => cell.trim()) ? beyond : [];
}

/**
 * "Download rows not saved": the file's headers and a Problem column (its header `problemHeader`), each row not saved
 * with its cells as the file had them (as many as the headers) and why; cells beyond the headers are not dropped but
 * said in the Problem column (`beyond`). CSV as Export CSV writes it (grid-csv.ts).
 */
export function notSavedCsv(
  headers: readonly string[],
  rows: readonly NotSavedRow[],
  problemHeader: string,
  beyond: (cells: readonly string[]) => string,
): string {
  return toCsv(
    [...headers, problemHeader],
    rows.map((row) => {
      const extra = cellsBeyondHeaders(row.cells, headers.length);
      const reason = extra.length ? [row.reason, beyond(extra)].filter(Boolean).join('; ') : row.reason;
      return [...headers.map((_, column) => row.cells[column] ?? ''), reason];
    }),
  );
}

/** What became of a row sent (import-send-rules.ts reads the answers into it; the report reads it). */
export type RowOutcome =
  | { state: 'created' }
  | { state: 'updated' }
  /** The answer did not list it: whether it was stored is not known. */
  | { state: 'unconfirmed' }
  /** Refused: this row, or its whole batch when the refusal named no row. */
  | { state: 'refused'; error: unknown }
  /** Someone else changed (current) or deleted (null) the user after the preview read it. */
  | { state: 'conflict'; current: UserRecord | null }
  /** The import was cancelled before it was sent. */
  | { state: 'notSent' };

/** A row of the report: what was sent and saved (created or updated), or why it was not saved. */
export interface ReportRow {
  index: number;
  cells: readonly string[];
  user: UserChange;
  saved: 'created' | 'updated' | null;
  /** Why it was not saved ('' when saved). */
  reason: string;
  /**
   * An update refused because someone else changed (current) or deleted (null) the user after the preview read it:
   * the row's values, to update again over the current user.
   */
  conflict?: { current: UserRecord | null; values: ImportValues };
}

/** The words of the reasons a row was not saved, in the console's language. */
export interface NotSavedReasons {
  skipped: string;
  leftOut: string;
  notSent: string;
  /** The answer did not list the row. */
  unconfirmed: string;
  /** Someone else changed the user meanwhile. */
  changed: string;
  /** Someone else deleted the user meanwhile. */
  deleted: string;
  failed: (error: unknown) => string;
}

/** A sent row's line of the report, from its outcome. */
export function sentReportRow(
  base: Pick<ReportRow, 'index' | 'cells' | 'user'>,
  values: ImportValues,
  outcome: RowOutcome,
  reasons: NotSavedReasons,
): ReportRow {
  switch (outcome.state) {
    case 'created':
    case 'updated':
      return { ...base, saved: outcome.state, reason: '' };
    case 'unconfirmed':
      return { ...base, saved: null, reason: reasons.unconfirmed };
    case 'notSent':
      return { ...base, saved: null, reason: reasons.notSent };
    case 'refused':
      return { ...base, saved: null, reason: reasons.failed(outcome.error) };
    case 'conflict':
      return {
        ...base,
        saved: null,
        reason: outcome.current ? reasons.changed : reasons.deleted,
        conflict: { current: outcome.current, values },
      };
  }
}

/**
 * The report of an import, a row per file row: the rows sent (those created or updated) as their outcome says (a row
 * without one was not sent), the rest not saved: skipped, or left out (with their problems).
 */
export function importReport(
  rows: readonly ImportRow[],
  actions: readonly RowAction[],
  outcomes: ReadonlyMap<number, RowOutcome>,
  reasons: NotSavedReasons,
): ReportRow[] {
  return rows.map((row, i) => {
    const action = actions[i] ?? 'leftOut';
    const base = { index: row.index, cells: row.cells, user: rowUser(row) };
    if (action === 'skip') return { ...base, saved: null, reason: reasons.skipped };
    if (action === 'leftOut') return { ...base, saved: null, reason: row.problems.join('; ') || reasons.leftOut };
    return sentReportRow(base, row.values, outcomes.get(row.index) ?? { state: 'notSent' }, reasons);
  });
}
