import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '#/api/queries/record-history';
import { AuditSubjectType } from '#/api/schema.gen';
import { historyRows, newestFirst, readableValue } from './history-rows';

const WORDS = { empty: '(empty)', yes: 'Yes', no: 'No', image: 'An image' };

function entry(changes: HistoryEntry['changes'], created = '2025-06-04T10:02:11Z'): HistoryEntry {
  return {
    auditLogType: 4,
    userName: 'Alice Administrator',
    userID: '20000000-0000-4000-8000-000000000001',
    created,
    organisationName: null,
    message: 'User updated',
    subject: { type: AuditSubjectType.User, id: 'u1', organisationID: null, deleted: false },
    changes,
  };
}

describe('readableValue', () => {
  it('reads a team member by name and an authorised version as its application and number', () => {
    expect(readableValue([{ userID: 'u1', userName: 'Tom Lee' }], WORDS)).toBe('Tom Lee');
    expect(
      readableValue(
        { applicationID: 'a1', applicationName: 'App', applicationPackageID: 'p1', version: '1.2.3.0' },
        WORDS,
      ),
    ).toBe('App 1.2.3.0');
  });

  it("never shows an image's data, only that there is one", () => {
    const rows = historyRows(
      entry([{ field: 'image', replaced: false, before: null, after: 'iVBORw0KGgo=' }]),
      {
        imageFields: ['image'],
      },
      WORDS,
    );
    expect(rows).toEqual([{ field: 'image', label: 'image', replaced: false, before: '(empty)', after: 'An image' }]);
  });

  it('reads text, numbers and yes/no as they are', () => {
    expect(readableValue('Uma', WORDS)).toBe('Uma');
    expect(readableValue(3, WORDS)).toBe('3');
    expect(readableValue(true, WORDS)).toBe('Yes');
    expect(readableValue(false, WORDS)).toBe('No');
  });

  it('reads nothing as empty', () => {
    expect(readableValue(null, WORDS)).toBe('(empty)');
    expect(readableValue('', WORDS)).toBe('(empty)');
    expect(readableValue([], WORDS)).toBe('(empty)');
    expect(readableValue({}, WORDS)).toBe('(empty)');
  });

  it('reads a list item by item and an object by its name, else its properties', () => {
    expect(readableValue(['a', 'b'], WORDS)).toBe('a, b');
    expect(readableValue([{ id: 'x', displayName: 'Tom Lee' }, { name: 'Sales' }], WORDS)).toBe('Tom Lee, Sales');
    expect(readableValue({ permission: 'users', level: 2, enabled: true }, WORDS)).toBe(
      'permission: users; level: 2; enabled: Yes',
    );
  });
});

describe('historyRows', () => {
  it('names each field as the form does, unknown fields by their name, with values before and after', () => {
    const rows = historyRows(
      entry([
        { field: 'displayName', replaced: false, before: 'Uma U.', after: 'Uma Underwood' },
        { field: 'isEnabled', replaced: false, before: false, after: true },
        { field: 'mystery', replaced: false, before: null, after: [1, 2] },
      ]),
      { fieldLabels: { displayName: 'Name', isEnabled: 'Enabled' } },
      WORDS,
    );
    expect(rows).toEqual([
      { field: 'displayName', label: 'Name', replaced: false, before: 'Uma U.', after: 'Uma Underwood' },
      { field: 'isEnabled', label: 'Enabled', replaced: false, before: 'No', after: 'Yes' },
      { field: 'mystery', label: 'mystery', replaced: false, before: '(empty)', after: '1, 2' },
    ]);
  });

  it("reads values with the page's formatter first, the plain reading where it gives none", () => {
    const rows = historyRows(
      entry([{ field: 'role', replaced: false, before: 1, after: 2 }]),
      { formatFieldValue: (field, value) => (field === 'role' && value === 2 ? 'Administrator' : undefined) },
      WORDS,
    );
    expect(rows).toEqual([{ field: 'role', label: 'role', replaced: false, before: '1', after: 'Administrator' }]);
  });

  it('shows a replaced field without any value, even if one was sent', () => {
    const rows = historyRows(
      entry([{ field: 'password', replaced: true, before: 'old', after: 'new' }]),
      { fieldLabels: { password: 'Password' } },
      WORDS,
    );
    expect(rows).toEqual([{ field: 'password', label: 'Password', replaced: true }]);
    expect(JSON.stringify(rows)).not.toContain('old');
  });

  it('has no rows for an entry that changed no field', () => {
    expect(historyRows(entry(undefined), {}, WORDS)).toEqual([]);
  });
});

describe('newestFirst', () => {
  it('joins the pages newest first, keeping the order of entries with the same time or none', () => {
    const a = entry([], '2025-06-01T00:00:00Z');
    const b = entry([], '2025-06-03T00:00:00Z');
    const c = { ...entry([], 'not a date'), message: 'c' };
    const d = { ...entry([], '2025-06-03T00:00:00Z'), message: 'd' };
    expect(
      newestFirst([
        [b, d],
        [a, c],
      ]),
    ).toEqual([b, d, a, c]);
    expect(newestFirst([[a], [b]])).toEqual([b, a]);
  });
});
