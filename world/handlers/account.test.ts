import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { historyOf, ids, testWorld } from '../test-world';

type User = Schemas['User'];

describe('my account', () => {
  it('changes my own password with the SPEC 8 codes for each refusal', async () => {
    const { call, world } = await testWorld();
    const change = (oldPassword: string, newPassword: string) =>
      call('POST', '/api/user/batch/changepassword', {
        persona: 'user',
        body: { userID: ids.uma, oldPassword, newPassword },
      });
    const current = world.defaultPassword;
    expect((await change('wrong-password', 'Harbour-Sunset-99')).body).toEqual({
      code: 'PasswordChange_OldPasswordIsIncorrect',
    });
    expect((await change(current, current)).body).toEqual({
      code: 'PasswordChange_NewPasswordMustBeDifferentFromOldPassword',
    });
    expect((await change(current, 'Password123')).body).toEqual({ code: 'PasswordChange_NewPasswordIsTooCommon' });
    expect((await change(current, 'Harbour-Sunset-99')).status).toBe(200);
    expect((await change(current, 'Another-Sunset-42')).body).toEqual({
      code: 'PasswordChange_OldPasswordIsIncorrect',
    });
    expect((await change('Harbour-Sunset-99', 'Another-Sunset-42')).status).toBe(200);
    // Each change is in Uma's history as "password replaced", never with a value; the refusals are not.
    const history = await historyOf(call, 'User', ids.uma);
    expect(history.slice(0, 2).map((e) => [e.message, e.changes])).toEqual([
      ['Password of Uma Underwood changed', [{ field: 'password', replaced: true, before: null, after: null }]],
      ['Password of Uma Underwood changed', [{ field: 'password', replaced: true, before: null, after: null }]],
    ]);
    expect(history[2]?.message).not.toContain('Password');
    expect(JSON.stringify(history)).not.toMatch(/Sunset|Password123/);
  });

  it('saves my profile, and refuses a save that carries other scopes than mine (not trimmed: refused)', async () => {
    const { call } = await testWorld();
    const me = (await call<User>('GET', '/api/user/profile', { persona: 'orgAdmin' })).body;
    const promoted = await call('POST', '/api/user/profile', {
      persona: 'orgAdmin',
      body: { ...me, fullName: 'Oliver Super', scopes: ['superuser'] },
    });
    expect(promoted).toEqual({
      status: 403,
      body: { code: 'Forbidden', message: 'Scopes are not changed through your own profile' },
    });
    expect((await call<User>('GET', '/api/user/profile', { persona: 'orgAdmin' })).body).toEqual(me);
    const saved = await call<User>('POST', '/api/user/profile', {
      persona: 'orgAdmin',
      body: { ...me, fullName: 'Oliver Owens-Smith' },
    });
    // A save of the profile is a save of the user: a new version.
    expect(saved.body).toEqual({ ...me, fullName: 'Oliver Owens-Smith', version: expect.any(String) });
    expect(saved.body.version).not.toBe(me.version);
    const session = await call<unknown[]>('GET', '/Authentication/current', { persona: 'orgAdmin' });
    expect(session.body[0]).toEqual(expect.objectContaining({ fullName: 'Oliver Owens-Smith', scopes: [] }));
    const [profile] = await historyOf(call, 'User', ids.oliver);
    expect(profile).toEqual(
      expect.objectContaining({
        message: 'Profile of Oliver Owens-Smith updated',
        userID: ids.oliver,
        changes: [{ field: 'fullName', replaced: false, before: 'Oliver Owens', after: 'Oliver Owens-Smith' }],
      }),
    );
    // A super user does not change their own scopes there either: that is Edit User's Server Administrator.
    const alice = (await call<User>('GET', '/api/user/profile', { persona: 'superUser' })).body;
    expect(
      (await call('POST', '/api/user/profile', { persona: 'superUser', body: { ...alice, scopes: [] } })).status,
    ).toBe(403);
  });

  it('refuses to save someone else as my profile, and to change their password', async () => {
    const { call } = await testWorld();
    const uma = (await call<User>('GET', `/api/user/${ids.uma}`)).body;
    expect(
      (await call('POST', '/api/user/profile', { persona: 'orgAdmin', body: { ...uma, fullName: 'Not Uma' } })).status,
    ).toBe(403);
    const change = await call('POST', '/api/user/batch/changepassword', {
      persona: 'orgAdmin',
      body: { userID: ids.uma, oldPassword: 'Harbour-Lights-2023', newPassword: 'Another-Password-1' },
    });
    expect(change).toEqual({
      status: 403,
      body: { code: 'Forbidden', message: 'userID: this call may not name that User here' },
    });
    expect((await call<User>('GET', `/api/user/${ids.uma}`)).body).toEqual(uma);
  });
});
