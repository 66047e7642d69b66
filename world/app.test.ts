import { describe, expect, it } from 'vitest';
import { handlers } from './app';
import { testWorld, ids } from './test-world';

describe('the world: routing, personas and forced answers', () => {
  it("models every operation of the contract (a new operation is a decision), the POS Core instances' API too", async () => {
    const { api, call } = await testWorld();
    const missing = api
      .getOperations()
      .map((operation) => operation.operationId ?? '')
      .filter((id) => !(id in handlers));
    expect(missing).toEqual([]);
    // The estate's instances point at the mock: each answers as a running instance, as the contract's example.
    expect((await call('GET', '/api/v1/version/info', { persona: 'loggedOut' })).body).toEqual(
      expect.objectContaining({ success: true }),
    );
  });

  it('refuses a forced answer to a persona the call is not for: ?mockPrefer= does not get past a role', async () => {
    const { call } = await testWorld();
    expect((await call('GET', '/api/user', { persona: 'user', prefer: 'code=500' })).status).toBe(403);
    expect((await call('GET', '/api/user', { persona: 'loggedOut', prefer: 'code=500' })).status).toBe(401);
  });

  it('answers 501 to a request carrying a forced Prefer (QA ?mockPrefer=)', async () => {
    const { call } = await testWorld();
    expect((await call('GET', '/api/user', { prefer: 'code=500' })).status).toBe(501);
    expect(
      (
        await call('POST', '/api/organisation/batch', {
          prefer: 'code=400, example=OrganisationCodeAlreadyInUse',
          body: { changes: [] },
        })
      ).status,
    ).toBe(501);
    expect((await call('GET', '/api/user')).status).toBe(200);
  });

  it('takes the persona from X-Mock-Persona: "my" records are that user\'s', async () => {
    const { call } = await testWorld();
    const profile = await call<{ userID: string }>('GET', '/api/user/profile', { persona: 'user' });
    expect(profile.body.userID).toBe(ids.uma);
    const session = await call<unknown[]>('GET', '/Authentication/current', { persona: 'orgAdmin' });
    expect(session.body).toEqual([
      expect.objectContaining({ userID: ids.oliver, shortName: 'Oliver' }),
      { organisationID: ids.harbourFishBar, name: 'Harbour Fish Bar' },
      true,
    ]);
  });

  it("treats the persona's own Prefer on the session call as the persona, not as a forced answer", async () => {
    const { call } = await testWorld();
    const user = await call<unknown[]>('GET', '/Authentication/current', {
      persona: 'superUser',
      prefer: 'example=user',
    });
    expect(user.status).toBe(200);
    expect(user.body[0]).toEqual(expect.objectContaining({ userID: ids.uma }));
    const loggedOut = await call('GET', '/Authentication/current', { prefer: 'code=401' });
    expect(loggedOut).toEqual({ status: 401, body: { code: 'Unauthorized', message: 'Login required' } });
    expect((await call('GET', '/Authentication/current', { prefer: 'code=500' })).status).toBe(501);
  });

  it('gives the anonymous persona its user and no organisation, and logged out no profile', async () => {
    const { call } = await testWorld();
    const anonymous = await call<unknown[]>('GET', '/Authentication/current', { persona: 'anonymous' });
    expect(anonymous.body[1]).toBeNull();
    expect(anonymous.body[2]).toBe(false);
    expect((await call('GET', '/api/user/profile', { persona: 'loggedOut' })).status).toBe(401);
  });

  it('answers 404 with a code for a record that does not exist', async () => {
    const { call } = await testWorld();
    const missing = await call(
      'GET',
      '/api/organisation/10000000-0000-4000-8000-000000000005/team/30000000-0000-4000-8000-0000000000ff',
    );
    expect(missing).toEqual({
      status: 404,
      body: { code: 'NotFound', message: 'Team 30000000-0000-4000-8000-0000000000ff does not exist' },
    });
  });

  it('answers 500 when a handler throws, logs it, and serves the next request', async () => {
    const { call, world, logged } = await testWorld();
    // A broken record: the users list reads every user.
    world.state.users.broken = null as unknown as (typeof world.state.users)[string];
    expect((await call('GET', '/api/user')).status).toBe(500);
    expect(logged.join('\n')).toMatch(/GET \/api\/user failed/);
    delete world.state.users.broken;
    expect((await call('GET', '/api/user')).status).toBe(200);
  });
});
