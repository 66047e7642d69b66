import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, type Persona } from './fixtures';

/**
 * Pages of other origins than the console's: a site on the web, and another app on the QA machine (Vite's own CORS
 * allowed any localhost origin). The mock must let neither read an answer nor pass a preflight.
 */
export const FOREIGN_ORIGINS = ['https://attacker.example', 'http://localhost:3000'] as const;

/** The headers the console sends with a call (SPEC 7's marker, its persona), and a page's `origin`. */
export const callHeaders = (persona: Persona, origin?: string): Record<string, string> => ({
  'X-Requested-With': 'XMLHttpRequest',
  'X-Mock-Persona': persona,
  'Content-Type': 'application/json',
  ...(origin ? { Origin: origin } : {}),
});

/** Expects an answer that lets no page of another origin read it: no Access-Control-Allow-* header at all. */
export function expectNoCors(answer: APIResponse, what: string): void {
  const granted = Object.entries(answer.headers()).filter(([name]) => name.startsWith('access-control-allow-'));
  expect(granted, `${what} -> ${answer.status()}`).toEqual([]);
}

/** A browser's preflight of `method path` for a page of `origin` with the console's headers. */
export function preflight(request: APIRequestContext, path: string, origin: string): Promise<APIResponse> {
  return request.fetch(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-mock-persona,x-requested-with',
    },
  });
}
