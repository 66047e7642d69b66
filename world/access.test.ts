import { describe, expect, it } from 'vitest';
import { refusalPlans } from '../scripts/lib/refusals.mjs';
import type { Persona } from '../src/api/mock-prefer';
import { checkRolesKnown } from './access';
import { testWorld, ids } from './test-world';

/**
 * Every operation the contract lets fewer people call than anyone, tried as each persona it refuses, with the
 * conformance kit's own requests (scripts/lib/refusals.mjs, read from the contract's `security` and examples): the
 * world answers 401 or 403 with the coded error and applies nothing.
 */
interface Plan {
  workflowId: string;
  method: string;
  path: string;
  as: Persona;
  status: 401 | 403;
  code: string;
  parameters: { name: string; in: string; value: unknown }[];
  body?: unknown;
}

/** The estate's personas as the kit finds them in their sessions (docs/mock-estate.md). */
const estateIds = {
  superUserOrganisationID: ids.root,
  orgAdminID: ids.oliver,
  orgAdminOrganisationID: ids.harbourFishBar,
  userID: ids.uma,
};

function urlOf(plan: Plan): string {
  let url = plan.path;
  const query: string[] = [];
  for (const { name, in: where, value } of plan.parameters) {
    const text = encodeURIComponent(String(value));
    if (where === 'path') url = url.replace(`{${name}}`, text);
    else if (where === 'query') query.push(`${name}=${text}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
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
    const plans = refusalPlans(api.definition, estateIds) as Plan[];
    const wrong: string[] = [];
    for (const plan of plans) {
      const before = JSON.stringify(world.state);
      const answer = await call(plan.method.toUpperCase(), urlOf(plan), { persona: plan.as, body: plan.body });
      const where = `${plan.workflowId}: ${plan.method.toUpperCase()} ${urlOf(plan)}`;
      if (answer.status !== plan.status || (answer.body as { code?: string } | undefined)?.code !== plan.code) {
        wrong.push(`${where}: ${answer.status} ${JSON.stringify(answer.body)}`);
      } else if (JSON.stringify(world.state) !== before) wrong.push(`${where}: refused, but the state changed`);
    }
    expect(wrong).toEqual([]);
    expect(plans.length).toBeGreaterThan(200);
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

  it('refuses a user listing users or making itself a super user, an admin reading another organisation, a save logged out', async () => {
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
