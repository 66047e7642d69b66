import type { Middleware } from 'openapi-fetch';

/**
 * QA controls for the mock (built in only when `__QA_SWITCHES__` is on: build/api-mode.ts): `?mockPersona=` picks the signed-in persona
 * and `?mockPrefer=<METHOD> <path>=<Prefer value>` forces one call's answer (README, "QA on the mock"). Both are kept
 * in sessionStorage for the tab; on the world every console call names the persona in `X-Mock-Persona`.
 */
export const PERSONAS = ['superUser', 'orgAdmin', 'user', 'anonymous', 'loggedOut'] as const;
export type Persona = (typeof PERSONAS)[number];

/** The header naming the persona on each console call (read by the world, world/app.ts). */
export const PERSONA_HEADER = 'X-Mock-Persona';

/** Where the tab keeps the persona (`?mockPersona=`); the e2e fixtures set it to sign a loaded console in. */
export const PERSONA_KEY = 'mock.persona';
/** Where the tab keeps the forced answers (`?mockPrefer=`; the first that matches a call wins); the e2e fixtures add to it. */
export const PREFER_KEY = 'mock.prefer';

export interface PreferRule {
  method: string;
  path: string;
  prefer: string;
}

export function parsePreferRule(text: string): PreferRule | undefined {
  const match = /^\s*([A-Za-z]+)\s+(\S+?)=(.+)$/.exec(text);
  if (!match) return undefined;
  const [, method = '', path = '', prefer = ''] = match;
  return { method: method.toUpperCase(), path, prefer: prefer.trim() };
}

export function ruleMatches(rule: PreferRule, method: string, path: string): boolean {
  if (rule.method !== method.toUpperCase()) return false;
  const target = path.toLowerCase();
  const wanted = rule.path.toLowerCase();
  return wanted.endsWith('*') ? target.startsWith(wanted.slice(0, -1)) : target === wanted;
}

function isPersona(value: string): value is Persona {
  return (PERSONAS as readonly string[]).includes(value);
}

/** Reads `mockPersona` / `mockPrefer` from the page URL into sessionStorage. */
export function captureMockSettingsFromUrl(search: string, storage: Storage): void {
  const params = new URLSearchParams(search);
  const persona = params.get('mockPersona');
  if (persona && isPersona(persona)) storage.setItem(PERSONA_KEY, persona);
  if (params.has('mockPrefer')) {
    const rules = params
      .getAll('mockPrefer')
      .map(parsePreferRule)
      .filter((rule): rule is PreferRule => rule !== undefined);
    storage.setItem(PREFER_KEY, JSON.stringify(rules));
  }
}

export function currentPersona(storage: Storage): Persona {
  const stored = storage.getItem(PERSONA_KEY) ?? '';
  return isPersona(stored) ? stored : 'superUser';
}

export function currentRules(storage: Storage): PreferRule[] {
  try {
    const parsed = JSON.parse(storage.getItem(PREFER_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as PreferRule[]) : [];
  } catch {
    return [];
  }
}

/** The Prefer header value for a request, if the persona or a rule asks for one. */
export function preferFor(method: string, path: string, storage: Storage): string | undefined {
  const rule = currentRules(storage).find((r) => ruleMatches(r, method, path));
  if (rule) return rule.prefer;
  if (method.toUpperCase() === 'GET' && path.toLowerCase() === '/authentication/current') {
    const persona = currentPersona(storage);
    return persona === 'loggedOut' ? 'code=401' : `example=${persona}`;
  }
  return undefined;
}

export function createMockPreferMiddleware(storage: Storage): Middleware {
  return {
    onRequest({ request }) {
      // The console's own calls carry the marker (the transport middleware runs first); the instances' API calls do not.
      if (request.headers.get('X-Requested-With') === 'XMLHttpRequest')
        request.headers.set(PERSONA_HEADER, currentPersona(storage));
      if (request.headers.has('Prefer')) return request;
      const prefer = preferFor(request.method, new URL(request.url).pathname, storage);
      if (prefer) request.headers.set('Prefer', prefer);
      return request;
    },
  };
}
