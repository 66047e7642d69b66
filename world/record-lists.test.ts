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

  it('are found by a field, in order, as a new array each time, afresh after a write', () => {
    type Member = { userID: string; teamID: string };
    const state = {
      teamMembers: {
        a: { userID: 'ann', teamID: 't1' },
        b: { userID: 'bob', teamID: 't2' },
        c: { userID: 'cy', teamID: 't1' },
      },
    } as unknown as WorldState;
    const lists = new RecordLists(() => state);
    const ids = (found: Member[]) => found.map((member) => member.userID);
    const first = lists.where('teamMembers', 'teamID', 't1');
    expect(ids(first)).toEqual(['ann', 'cy']);
    first.reverse();
    expect(ids(lists.where('teamMembers', 'teamID', 't1'))).toEqual(['ann', 'cy']);
    expect(lists.where('teamMembers', 'teamID', 't3')).toEqual([]);
    lists.whileWriting(() => {
      (state.teamMembers as Record<string, Member>).d = { userID: 'dee', teamID: 't2' };
      expect(ids(lists.where('teamMembers', 'teamID', 't2'))).toEqual(['bob', 'dee']);
    });
    (state.teamMembers as Record<string, Member>).b = { userID: 'bob', teamID: 't1' };
    lists.whileWriting(() => undefined);
    expect(ids(lists.where('teamMembers', 'teamID', 't1'))).toEqual(['ann', 'bob', 'cy']);
  });
});
