import { describe, expect, it } from 'vitest';
import { SUPERUSER_SCOPE } from '#/lib/session';
import { withServerAdministrator } from './server-administrator';

describe('server administrator switch', () => {
  it('adds the scope once and keeps the others', () => {
    expect(withServerAdministrator({ scopes: ['reports'] }, true).scopes).toEqual(['reports', SUPERUSER_SCOPE]);
    expect(withServerAdministrator({ scopes: [SUPERUSER_SCOPE] }, true).scopes).toEqual([SUPERUSER_SCOPE]);
    expect(withServerAdministrator({ scopes: null }, true).scopes).toEqual([SUPERUSER_SCOPE]);
  });

  it('removes only the superuser scope', () => {
    expect(withServerAdministrator({ scopes: [SUPERUSER_SCOPE, 'reports', SUPERUSER_SCOPE] }, false).scopes).toEqual([
      'reports',
    ]);
    const unscoped: { scopes?: string[] | null } = {};
    expect(withServerAdministrator(unscoped, false).scopes).toEqual([]);
  });

  it('leaves the rest of the record alone', () => {
    const user = { userID: 'u1', shortName: 'uma', scopes: [] as string[] };
    expect(withServerAdministrator(user, true)).toEqual({ userID: 'u1', shortName: 'uma', scopes: [SUPERUSER_SCOPE] });
    expect(user.scopes).toEqual([]);
  });
});
