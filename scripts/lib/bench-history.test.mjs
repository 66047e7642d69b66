import { describe, expect, it } from 'vitest';
import { benchHistory, historyPage } from './bench-history.mjs';

const SUBJECT = '6f2c0a4e-1b7d-4c55-9e0a-2d4c6b8e0f13';

describe("the bench's long history", () => {
  const entries = benchHistory({ count: 1000, subjectId: SUBJECT });

  it('is newest first, each entry changing 2 to 4 fields of the user, a password never with its value', () => {
    expect(entries).toHaveLength(1000);
    for (let i = 1; i < entries.length; i++) expect(entries[i].created < entries[i - 1].created).toBe(true);
    for (const entry of entries) {
      expect(entry.changes.length).toBeGreaterThanOrEqual(2);
      expect(entry.changes.length).toBeLessThanOrEqual(4);
      expect(new Set(entry.changes.map((change) => change.field)).size).toBe(entry.changes.length);
      expect(entry.subject).toEqual({ type: 'User', id: SUBJECT, organisationID: null, deleted: false });
      for (const change of entry.changes.filter((c) => c.field === 'password'))
        expect(change).toEqual({ field: 'password', replaced: true, before: null, after: null });
    }
    expect(entries[0].created).toBe('2026-11-27T17:30:00Z');
  });

  it('answers pages as the contract does: a short page is the last, filters narrow before paging', () => {
    const page = (query) => historyPage(entries, new URLSearchParams(query));
    expect(page('pageSize=50&pageNumber=0')).toEqual(entries.slice(0, 50));
    expect(page('pageSize=50&pageNumber=3')).toEqual(entries.slice(150, 200));
    expect(page('pageSize=300&pageNumber=3')).toHaveLength(100);
    const locales = page('pageSize=500&pageNumber=0&field=locale');
    expect(locales.length).toBeGreaterThan(0);
    expect(locales.every((entry) => entry.changes.some((change) => change.field === 'locale'))).toBe(true);
    const byAmelia = page('pageSize=500&pageNumber=0&user=amelia');
    expect(byAmelia.length).toBeGreaterThan(0);
    expect(byAmelia.every((entry) => entry.userName === 'Amelia Hughes')).toBe(true);
  });
});
