import { describe, expect, it } from 'vitest';
import { nestedDeeperThan, validationProblem } from './app';
import { ids, testWorld } from './test-world';

/**
 * The world checks every request against the contract (openapi-backend's validation with the contract's own schemas,
 * limits and formats): what the contract rejects is answered 400 with a validation problem, and nothing is stored.
 * The inputs below once made handlers throw (500) or stored records that broke later calls.
 */
describe('the world refuses what the contract rejects', () => {
  const problem = (errors: Record<string, string[]>) => ({
    status: 400,
    body: {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors,
    },
    mediaType: 'application/problem+json',
  });

  it('answers 400 with the fields at fault, and stores nothing, where handlers threw or stored bad records', async () => {
    const { call, world } = await testWorld();
    const before = JSON.stringify(world.state);
    const cases: [string, string, unknown, Record<string, string[]>][] = [
      ['POST', '/passwordreset/send', { email: {} }, { email: ['must be string'] }],
      ['POST', '/api/user/batch', { changes: [null] }, { 'changes[0]': ['must be object'] }],
      ['GET', '/api/EntityLookup/filterunscoped', undefined, { filter: ["must have required property 'filter'"] }],
      ['POST', '/api/Statistics/monthlyAllPOSCores', { monthStart: 202605 }, { monthStart: ['must be string'] }],
      [
        'GET',
        '/api/Statistics/DownloadMonthlyStatistics?date=2026-05%0D%0Ax',
        undefined,
        { date: ['must match pattern "^[0-9]{4}-(0[1-9]|1[0-2])$"'] },
      ],
      ['POST', '/api/POSCoreInstance/batch', { changes: [{ uri: 'http://x.example' }] }, expect.any(Object)],
      ['POST', '/api/user/batch', { changes: [{ shortName: 'Ann', email: { at: 'x' } }] }, expect.any(Object)],
      [
        'POST',
        `/api/organisation/${ids.harbourFishBar}/profile`,
        { organisationID: ids.harbourFishBar, name: 'N'.repeat(33) },
        { name: ['must NOT have more than 32 characters'] },
      ],
      ['POST', `/api/organisation/${ids.harbourFishBar}/appsettings/${ids.posTerminal}`, {}, expect.any(Object)],
    ];
    for (const [method, url, body, errors] of cases) {
      const answer = await call(method, url, { body });
      expect(answer, `${method} ${url}`).toEqual(problem(errors));
    }
    expect(JSON.stringify(world.state)).toBe(before);
  });

  it('takes a path id whose escapes do not decode as its literal text: refused as any wrong id, never a fault', async () => {
    // `%E0%A4%A` cuts a UTF-8 sequence short, `%zz` and `%` are no escapes: openapi-backend's router threw on them (500).
    const { call, world } = await testWorld();
    const before = JSON.stringify(world.state);
    expect(await call('GET', '/api/user/%E0%A4%A')).toEqual(problem({ id: ['must match format "uuid"'] }));
    const body = { autoAccept: true, notBeforeTimeUTC: '2026-11-14 06:00:00' };
    expect(await call('POST', `/api/organisation/%/appsettings/${ids.posTerminal}`, { body })).toEqual(
      problem({ orgId: ['must match format "uuid"'] }),
    );
    // A client's id is any text of up to 16 characters: `%zz` is one, and there is no such client.
    expect(await call('GET', '/api/client/%zz')).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    // Who is asking still comes first.
    expect((await call('GET', '/api/organisation/%zz/systemhealthtree', { persona: 'user' })).status).toBe(403);
    expect((await call('GET', '/api/organisation/%zz/systemhealthtree', { persona: 'loggedOut' })).status).toBe(401);
    expect(JSON.stringify(world.state)).toBe(before);
  });

  it('refuses a caller before it reads the request: an invalid body from a role that may not call is 403', async () => {
    const { call } = await testWorld();
    expect((await call('POST', '/api/user/batch', { persona: 'user', body: { changes: [null] } })).status).toBe(403);
    expect((await call('POST', '/api/user/batch', { persona: 'loggedOut', body: { changes: [null] } })).status).toBe(
      401,
    );
  });

  it('names every field that breaks the contract, not only the first', async () => {
    const { call } = await testWorld();
    const answer = await call('POST', '/api/user/profile', { body: { userID: 5, shortName: 7 } });
    expect(answer).toEqual(problem({ userID: ['must be string'], shortName: ['must be string'] }));
  });

  it('refuses a property the contract does not declare, and never stores it, however large', async () => {
    const { call, world } = await testWorld();
    const uma = world.userView(world.user(ids.uma));
    const junk = 'x'.repeat(8 * 1024 * 1024);
    const answer = await call('POST', '/api/user/batch', { body: { changes: [{ ...uma, junk }], deletes: [] } });
    expect(answer).toEqual(problem({ 'changes[0]': ['must NOT have additional properties'] }));
    expect(JSON.stringify((await call('GET', '/api/user')).body)).not.toContain('xxxxxxxx');
  });

  it('refuses a body nested deeper than 32 levels before any operation, and goes on serving and saving', async () => {
    const { call, world } = await testWorld();
    let deep: unknown = 'bottom';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    const uma = world.userView(world.user(ids.uma));
    const answer = await call('POST', '/api/user/profile', { persona: 'user', body: { ...uma, image: deep } });
    expect(answer).toEqual({
      status: 400,
      body: { code: 'BadRequest', message: 'A body is nested at most 32 levels deep' },
    });
    const nested = (levels: number) => {
      let value: unknown = {};
      for (let level = 1; level < levels; level++) value = [value];
      return value;
    };
    expect([nestedDeeperThan(nested(32), 32), nestedDeeperThan(nested(33), 32)]).toEqual([false, true]);
    const saved = await call('POST', '/api/user/profile', { persona: 'user', body: { ...uma, fullName: 'Uma Again' } });
    expect(saved.status).toBe(200);
    expect(() => JSON.stringify(world.state)).not.toThrow();
  });

  it('names each field by its path in the request, the body itself as $', () => {
    expect(
      validationProblem([
        { instancePath: '/requestBody/changes/0/shortName', keyword: 'maxLength', params: {}, message: 'too long' },
        { instancePath: '/requestBody', keyword: 'required', params: { missingProperty: 'changes' }, message: 'm' },
        { instancePath: '/requestBody', keyword: 'type', params: {}, message: 'must be object' },
        { instancePath: '/path/id', keyword: 'format', params: {}, message: 'must match format "uuid"' },
      ]).body,
    ).toMatchObject({
      errors: {
        'changes[0].shortName': ['too long'],
        changes: ['m'],
        $: ['must be object'],
        id: ['must match format "uuid"'],
      },
    });
  });
});
