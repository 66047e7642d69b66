import { describe, expect, it } from 'vitest';
import { scaledUsers } from './bench-scale.mjs';

const user = (n) => ({
  userID: `20000000-0000-4000-8000-00000000000${n}`,
  email: `user${n}@example.com`,
  shortName: `U${n}`,
});

describe('scaledUsers', () => {
  it('copies the users to the size asked, each copy with ids and emails of its own', () => {
    const users = [user(1), user(2), user(3)];
    const scaled = scaledUsers(users, 8);
    expect(scaled).toHaveLength(8);
    expect(scaled.slice(0, 3)).toEqual(users);
    expect(new Set(scaled.map((u) => u.userID)).size).toBe(8);
    expect(new Set(scaled.map((u) => u.email)).size).toBe(8);
    expect(scaled[3]).toEqual({
      userID: 'c0000001-0000-4000-8000-000000000001',
      email: 'c1.user1@example.com',
      shortName: 'U1',
    });
    expect(scaled[7].userID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('leaves a list as it is when it has the rows asked for already', () => {
    const users = [user(1), user(2)];
    expect(scaledUsers(users, 2)).toBe(users);
    expect(scaledUsers([], 10)).toEqual([]);
  });
});
