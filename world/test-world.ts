import type { Persona } from '../src/api/mock-prefer';
import { createApp, PERSONA_HEADER } from './app';
import { loadContract, type Schemas } from './contract';
import { createWorld, type SeedOptions } from './seed';
import type { World } from './world';

/** Ids of the contract's estate that the tests use (docs/mock-estate.md). */
export const ids = {
  root: '10000000-0000-4000-8000-000000000001',
  northwind: '10000000-0000-4000-8000-000000000002',
  harbourGroup: '10000000-0000-4000-8000-000000000004',
  harbourFishBar: '10000000-0000-4000-8000-000000000005',
  crown: '10000000-0000-4000-8000-000000000006',
  bluebell: '10000000-0000-4000-8000-000000000007',
  alice: '20000000-0000-4000-8000-000000000001',
  oliver: '20000000-0000-4000-8000-000000000002',
  uma: '20000000-0000-4000-8000-000000000003',
  sam: '20000000-0000-4000-8000-000000000005',
  barStaff: '30000000-0000-4000-8000-000000000002',
  kitchenManagers: '30000000-0000-4000-8000-000000000003',
  managers: '40000000-0000-4000-8000-000000000002',
  configEditors: '40000000-0000-4000-8000-000000000003',
  oliverLink: '50000000-0000-4000-8000-000000000001',
  umaLink: '50000000-0000-4000-8000-000000000002',
  headOfficeLink: '50000000-0000-4000-8000-000000000003',
  quaysideFishBar: '60000000-0000-4000-8000-000000000002',
  euWest: '90000000-0000-4000-8000-000000000001',
  deployment: '91000000-0000-4000-8000-000000000001',
  posTerminal: 'a0000000-0000-4000-8000-000000000001',
} as const;

/**
 * The role an example request is sent as: the narrowest its operation's access admits for that request. A call
 * about one user (the path's `userId`, or the `userID` of a body) is made as that user when they are a persona, an
 * organisation call on the organisation admin's organisation as its admin; otherwise the super user, who may make
 * every call.
 */
export function roleForExample(
  personas: World['settings']['personas'],
  access: string,
  path: Record<string, unknown>,
  body: unknown,
): Persona {
  const about = String(path.userId ?? (body as { userID?: unknown } | undefined)?.userID ?? '');
  const named = (Object.keys(personas) as (keyof typeof personas)[]).find((p) => personas[p].userID === about);
  switch (access) {
    case 'anonymous':
      return 'loggedOut';
    case 'signedIn':
      return named ?? 'user';
    case 'self':
      return named ?? 'superUser';
    case 'organisationAdmin':
      return path.orgId === personas.orgAdmin.organisationID ? 'orgAdmin' : 'superUser';
    default:
      return 'superUser';
  }
}

/** The first page of a record's history as a super user reads it, newest first (listRecordHistory). */
export async function historyOf(
  call: (method: string, url: string) => Promise<{ status: number; body: unknown }>,
  type: string,
  id: string,
): Promise<Schemas['AuditLogEntry'][]> {
  const answer = await call('GET', `/api/auditlog/history/${type}/${encodeURIComponent(id)}?pageSize=50&pageNumber=0`);
  if (answer.status !== 200) throw new Error(`${type} ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Schemas['AuditLogEntry'][];
}

export interface CallOptions {
  persona?: Persona;
  body?: unknown;
  prefer?: string;
}

/**
 * A small world (the default seed) with a clock the test moves, and `call`, which sends a request through the same
 * routing and persona handling as the server (world/app.ts).
 */
export async function testWorld(options: SeedOptions = { seed: 1, orgs: 40, users: 120 }) {
  const api = await loadContract();
  const clock = { now: new Date('2026-11-23T09:00:00Z') };
  const world = createWorld(api, options, () => clock.now);
  const logged: string[] = [];
  const answer = createApp(
    api,
    () => world,
    (message) => logged.push(message),
  );
  async function call<T = unknown>(
    method: string,
    url: string,
    { persona = 'superUser', body, prefer }: CallOptions = {},
  ) {
    const headers: Record<string, string> = { [PERSONA_HEADER]: persona };
    if (prefer) headers.prefer = prefer;
    const result = await answer({ method, url, headers, body });
    return result as { status: number; body: T };
  }
  return { api, world, clock, call, logged };
}
