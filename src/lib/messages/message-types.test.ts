import { describe, expect, it } from 'vitest';
import type { Area, MessageArgs, MessageKey, Translate } from './catalogues';
import type { Translation } from './message-types';

/** Type checks: these lines are compiled by `npm run typecheck`; each expected error is a rule the types enforce. */
const t = <K extends MessageKey>(key: K, ...args: MessageArgs<K>): string => `${key}${JSON.stringify(args)}`;

type Source = { 'x.save': 'Save'; 'x.hello': 'Hello {name}'; 'x.rows': { one: '{count} row'; other: '{count} rows' } };

describe('the catalogue types', () => {
  it('accept a known key with its placeholders', () => {
    expect(t('shell.userMenu.profile')).toBe('shell.userMenu.profile[]');
    expect(t('shell.userMenu.label', { name: 'Alice' })).toContain('Alice');
  });

  it('reject a misspelt key, a missing placeholder and a value for none', () => {
    // @ts-expect-error a key that is not in the catalogue
    t('shell.userMenu.profil');
    // @ts-expect-error the message has a {name} placeholder
    t('shell.userMenu.label');
    // @ts-expect-error a misnamed placeholder
    t('shell.userMenu.label', { user: 'Alice' });
    // @ts-expect-error the message has no placeholder
    t('shell.userMenu.profile', { name: 'Alice' });
    expect(true).toBe(true);
  });

  it("limit a screen's translator to its areas, and a plural's count to a number", () => {
    // A message function of every area is one of the grid's too; one of the grid's is none of the users'.
    const inGrid: Translate<'grid'> = t as unknown as Translate<Area>;
    // @ts-expect-error the users' area is not among the grid's
    const inUsers: Translate<'users'> = inGrid;
    expect(inUsers).toBe(inGrid);
    expect(inGrid('grid.records.row.count', { count: 2 })).toContain('2');
    // @ts-expect-error a key of an area the screen did not name
    inGrid('users.list.title');
    // @ts-expect-error a plural needs its count
    inGrid('grid.records.row.count');
    // @ts-expect-error a plural's count is a number
    inGrid('grid.records.row.count', { count: 'two' });
  });

  it('hold a translation to the English keys, plurals and placeholders', () => {
    const complete: Translation<Source> = {
      'x.save': 'Speichern',
      'x.hello': 'Hallo {name}',
      'x.rows': { one: '{count} Zeile', other: '{count} Zeilen' },
    };
    // @ts-expect-error a key is missing
    const missing: Translation<Source> = { 'x.save': 'Speichern', 'x.hello': 'Hallo {name}' };
    // @ts-expect-error a placeholder is lost
    const lost: Translation<Source> = { ...complete, 'x.hello': 'Hallo' };
    // @ts-expect-error a plural became a plain text
    const flat: Translation<Source> = { ...complete, 'x.rows': 'Zeilen' };
    expect([complete, missing, lost, flat]).toHaveLength(4);
  });
});
