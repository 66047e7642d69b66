import type { Persona } from '../src/api/mock-prefer';
import { createApp, PERSONA_HEADER } from './app';
import { loadContract } from './contract';
import { createWorld, type SeedOptions } from './seed';

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
