import { test as base, expect, type Page, type Request } from '@playwright/test';

/** QA personas: the named examples of `GET /Authentication/current` in the contract (401 for loggedOut). */
export type Persona = 'superUser' | 'orgAdmin' | 'user' | 'anonymous' | 'loggedOut';

/** Ids of the mock estate (docs/mock-estate.md). */
export const estate = {
  rootOrgId: '10000000-0000-4000-8000-000000000001',
  harbourFishBarId: '10000000-0000-4000-8000-000000000005',
  aliceId: '20000000-0000-4000-8000-000000000001',
  oliverId: '20000000-0000-4000-8000-000000000002',
  umaId: '20000000-0000-4000-8000-000000000003',
} as const;

interface Fixtures {
  /**
   * Fails the test when the mock found a request that violates the contract: Prism answers it with 422, or (where
   * the call documents a 400) with that 400 plus an `sl-violations` header (`--errors`).
   */
  contractGuard: void;
  /** Signs in as a persona (sets the Prefer header of the session call). Call before the first goto. */
  signInAs: (persona: Persona) => Promise<void>;
  /** Forces the mock's answer for a call: `prefer(page, 'POST', '/api/user/batch', 'code=400, example=BadRequest')`. */
  forceAnswer: (method: string, path: string | RegExp, preferValue: string) => Promise<void>;
}

function pathMatches(url: string, path: string | RegExp): boolean {
  const pathname = new URL(url).pathname;
  return typeof path === 'string' ? pathname.toLowerCase() === path.toLowerCase() : path.test(pathname);
}

export const test = base.extend<Fixtures>({
  contractGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('response', (response) => {
        const found = response.headers()['sl-violations'];
        if (response.status() === 422 || (found && found.includes('"Error"'))) {
          const request = response.request();
          violations.push(`${request.method()} ${new URL(request.url()).pathname}: ${found ?? '422'}`);
        }
      });
      await use();
      expect(violations, 'requests the contract rejects (422 from the mock)').toEqual([]);
    },
    { auto: true },
  ],
  signInAs: async ({ page }, use) => {
    await use(async (persona) => {
      const prefer = persona === 'loggedOut' ? 'code=401' : `example=${persona}`;
      await page.route(
        (url) => url.pathname.toLowerCase() === '/authentication/current',
        async (route) => route.continue({ headers: { ...route.request().headers(), prefer } }),
      );
    });
  },
  forceAnswer: async ({ page }, use) => {
    await use(async (method, path, preferValue) => {
      await page.route(
        (url) => pathMatches(url.toString(), path),
        async (route) => {
          if (route.request().method() !== method.toUpperCase()) return route.fallback();
          return route.continue({ headers: { ...route.request().headers(), prefer: preferValue } });
        },
      );
    });
  },
});

/** Waits for the API call `method path` (an XHR-marked request) and returns it. */
export function waitForCall(page: Page, method: string, path: string | RegExp): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === method.toUpperCase() && pathMatches(request.url(), path) && request.headers()['x-requested-with'] === 'XMLHttpRequest',
  );
}

export { expect };
