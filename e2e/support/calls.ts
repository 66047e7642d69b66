import type { Page, Request, Route } from '@playwright/test';
import { expect, open } from './fixtures';

/** Answers `method path` with the mock's answer (the request still validated there), its JSON changed by `change`. */
export async function changeAnswer(page: Page, method: string, path: string, change: (json: unknown) => unknown) {
  await page.route(
    (url) => url.pathname.toLowerCase() === path.toLowerCase(),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      try {
        const response = await route.fetch();
        return await route.fulfill({ response, json: change(await response.json()) });
      } catch (error) {
        // the test ended (and the page closed) while this answer was on its way
        if (page.isClosed()) return undefined;
        throw error;
      }
    },
  );
}

/** A request to a path starting with one of `prefixes` (any case). */
export const callTo =
  (...prefixes: string[]) =>
  (request: Request): boolean => {
    const pathname = new URL(request.url()).pathname.toLowerCase();
    return prefixes.some((prefix) => pathname.startsWith(prefix.toLowerCase()));
  };

/** Opens `url`, sees Not authorised, and no request `forbidden` picks was sent. */
export async function expectTurnedAway(page: Page, url: string, forbidden: (request: Request) => boolean) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (forbidden(request)) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await open(page, url);
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  expect(calls).toEqual([]);
}

/** A request whose path matches `pattern`. */
export const pathMatches =
  (pattern: RegExp) =>
  (request: Request): boolean =>
    pattern.test(new URL(request.url()).pathname);

/** Runs `act` and checks that it sent no `method` call to a path ending in `pathEnd`. */
export async function noCallTo(page: Page, method: string, pathEnd: string, act: () => Promise<void>) {
  let called = false;
  const listener = (request: { method: () => string; url: () => string }) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) called = true;
  };
  page.on('request', listener);
  await act();
  page.off('request', listener);
  expect(called, `${method} ...${pathEnd} was sent`).toBe(false);
}

/** Holds a call until `release()` (to see what shows while it runs). */
export async function holdCall(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      await gate;
      await route.fallback();
    },
  );
  return release;
}

/**
 * API calls ("METHOD /path") as two visits are compared: sorted, each read once, each write as often as sent. How
 * often a list is read depends on where the pointer rested (a link's intent preloads its data, read again once a save
 * makes it stale); what a visit writes does not.
 */
export function readsOnceWritesAsSent(calls: readonly string[]): string[] {
  const reads = new Set(calls.filter((call) => call.startsWith('GET ')));
  return [...reads, ...calls.filter((call) => !call.startsWith('GET '))].sort();
}
