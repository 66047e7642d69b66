import { describe, expect, it } from 'vitest';
import { RecordLists } from './record-lists';
import type { WorldState } from './state';

describe("a table's records as listed", () => {
  const stateWith = (users: Record<string, { userID: string }>) => ({ users }) as unknown as WorldState;

  it('are kept until a call that may write, which reads its own writes and leaves a fresh list behind', () => {
    const state = stateWith({ a: { userID: 'a' } });
    const lists = new RecordLists(() => state);
    const first = lists.of('users');
    expect(lists.of('users')).toBe(first);
    lists.whileWriting(() => {
      (state.users as Record<string, unknown>).b = { userID: 'b' };
      expect(lists.of('users').map((user) => user.userID)).toEqual(['a', 'b']);
    });
    expect(lists.of('users').map((user) => user.userID)).toEqual(['a', 'b']);
  });

  it('are listed afresh for a table that was replaced (a reset)', () => {
    let state = stateWith({ a: { userID: 'a' } });
    const lists = new RecordLists(() => state);
    expect(lists.of('users')).toHaveLength(1);
    state = stateWith({});
    expect(lists.of('users')).toEqual([]);
  });

  it('are searched by their texts: each record once, in order, at most the limit, afresh after a write', () => {
    const state = stateWith({
      a: { userID: 'ann' },
      b: { userID: 'bob' },
      c: { userID: 'anna' },
      d: { userID: 'dan' },
    });
    const lists = new RecordLists(() => state);
    const textOf = (user: { userID: string }) => `${user.userID}\u0000${user.userID}`;
    const ids = (found: { userID: string }[]) => found.map((user) => user.userID);
    expect(ids(lists.search('users', textOf, 'an'))).toEqual(['ann', 'anna', 'dan']);
    expect(ids(lists.search('users', textOf, 'an', 2))).toEqual(['ann', 'anna']);
    expect(ids(lists.search('users', textOf, 'zz'))).toEqual([]);
    expect(ids(lists.search('users', textOf, ''))).toEqual(['ann', 'bob', 'anna', 'dan']);
    lists.whileWriting(() => {
      (state.users as Record<string, unknown>).e = { userID: 'jan' };
      expect(ids(lists.search('users', textOf, 'an'))).toEqual(['ann', 'anna', 'dan', 'jan']);
    });
    expect(ids(lists.search('users', textOf, 'jan'))).toEqual(['jan']);
  });
});
