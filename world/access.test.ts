import { describe, expect, it } from 'vitest';
import { accessOf } from '../scripts/lib/access.mjs';
import type { Persona } from '../src/api/mock-prefer';
import { checkRolesKnown } from './access';
import { testWorld, ids } from './test-world';

/**
 * Every operation the contract lets fewer people call than anyone, tried as each persona it refuses: the world answers
 * 401 or 403 with the coded error and applies nothing. The refusals are read from the contract (its `security`, by
 * the kit's reading in scripts/lib/access.mjs), not from a table of the world's.
 */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
}
interface Media {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId?: string;
  path: string;
  method: string;
  security?: unknown;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
}

/** The persona each access level refuses, with the organisation or user it is tried on. */
const REFUSED: Record<string, { persona: Persona; status: 401 | 403; orgId?: string; userId?: string }[]> = {
  signedIn: [{ persona: 'loggedOut', status: 401 }],
  superUser: [
    { persona: 'loggedOut', status: 401 },
    { persona: 'user', status: 403 },
    { persona: 'orgAdmin', status: 403 },
  ],
  // Uma is a member of Harbour Fish Bar, not its admin; Oliver is its admin, not the root organisation's.
  organisationAdmin: [
    { persona: 'loggedOut', status: 401, orgId: ids.harbourFishBar },
    { persona: 'user', status: 403, orgId: ids.harbourFishBar },
    { persona: 'orgAdmin', status: 403, orgId: ids.root },
  ],
  self: [
    { persona: 'loggedOut', status: 401, userId: ids.uma },
    { persona: 'user', status: 403, userId: ids.oliver },
    { persona: 'orgAdmin', status: 403, userId: ids.uma },
  ],
};

function requestOf(operation: Operation, overrides: Record<string, string | undefined>) {
  const parameters = operation.parameters ?? [];
  const value = (parameter: Parameter) => overrides[parameter.name] ?? String(parameter.example ?? '');
  let url = operation.path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(value(parameter)));
  }
  const query = parameters.filter((p) => p.in === 'query' && p.required);
  if (query.length) url += `?${query.map((p) => `${p.name}=${encodeURIComponent(value(p))}`).join('&')}`;
  const media = operation.requestBody?.content?.['application/json'];
  const body = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  return { url, body };
}

describe('who may call what: the world refuses what the contract refuses', () => {
  it('knows every role the contract names, and no other', () => {
    expect(() => checkRolesKnown('op', [{ sessionCookie: ['auditor'] }])).toThrow(
      'op: the world knows no role auditor',
    );
    expect(() => checkRolesKnown('op', [{ apiKey: [] }])).toThrow('op: the world knows no security scheme apiKey');
  });

  it('answers each refused persona 401 or 403 with its code, and nothing changes', async () => {
    const { api, world, call } = await testWorld();
    const operations = api.getOperations() as unknown as Operation[];
    const documentSecurity = (api.definition as { security?: unknown }).security;
    const wrong: string[] = [];
    let tried = 0;
    for (const operation of operations) {
      const access = accessOf(operation, documentSecurity, operation.operationId);
      for (const refusal of REFUSED[access] ?? []) {
        const { url, body } = requestOf(operation, { orgId: refusal.orgId, userId: refusal.userId });
        const before = JSON.stringify(world.state);
        const answer = await call(operation.method.toUpperCase(), url, { persona: refusal.persona, body });
        tried += 1;
        const code = refusal.status === 401 ? 'Unauthorized' : 'Forbidden';
        const where = `${operation.method.toUpperCase()} ${url} as ${refusal.persona}`;
        if (answer.status !== refusal.status || (answer.body as { code?: string } | undefined)?.code !== code) {
          wrong.push(`${where}: ${answer.status} ${JSON.stringify(answer.body)}`);
        } else if (JSON.stringify(world.state) !== before) wrong.push(`${where}: refused, but the state changed`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(200);
  });

  it('lets each role make the calls it may: an admin on their own organisation, a user on their own summary', async () => {
    const { call } = await testWorld();
    const hfb = `/api/organisation/${ids.harbourFishBar}`;
    expect((await call('GET', `${hfb}/team`, { persona: 'orgAdmin' })).status).toBe(200);
    expect((await call('GET', `/api/Organisation/summary/${ids.harbourFishBar}`, { persona: 'orgAdmin' })).status).toBe(
      200,
    );
    expect((await call('GET', `/api/User/summary/${ids.uma}`, { persona: 'user' })).status).toBe(200);
    expect((await call('GET', `/api/User/summary/${ids.uma}`, { persona: 'superUser' })).status).toBe(200);
    expect((await call('GET', `${hfb}/team`, { persona: 'superUser' })).status).toBe(200);
    expect((await call('GET', '/api/locale', { persona: 'loggedOut' })).status).toBe(200);
    // The Guest's session has the anonymous scope: signed in, with no role.
    expect((await call('GET', '/api/user/profile', { persona: 'anonymous' })).status).toBe(200);
    expect((await call('GET', '/api/user', { persona: 'anonymous' })).status).toBe(403);
  });

  it('refuses what anyone could do before: list every user, make oneself a super user, read another organisation, save logged out', async () => {
    const { call } = await testWorld();
    expect((await call('GET', '/api/user', { persona: 'user' })).status).toBe(403);
    const me = (await call<{ userID: string }>('GET', '/api/user/profile', { persona: 'user' })).body;
    const promote = await call('POST', '/api/user/batch', {
      persona: 'user',
      body: { changes: [{ ...me, scopes: ['superuser'] }], deletes: [] },
    });
    expect(promote.status).toBe(403);
    const session = await call<[{ scopes: string[] }]>('GET', '/Authentication/current', { persona: 'user' });
    expect(session.body[0].scopes).toEqual([]);
    expect((await call('GET', `/api/organisation/${ids.crown}/team`, { persona: 'orgAdmin' })).status).toBe(403);
    expect((await call('POST', '/api/client/batch', { persona: 'loggedOut', body: { changes: [] } })).status).toBe(401);
  });
});
