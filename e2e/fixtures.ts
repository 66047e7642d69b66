import { test as base, expect, type Browser, type Page, type Request, type WorkerInfo } from '@playwright/test';
// The e2e build's `window.__e2e` (its global declaration comes with the type).
import type {} from '../src/app/e2e-window';

/** QA personas: the named examples of `GET /Authentication/current` in the contract (401 for loggedOut). */
export type Persona = 'superUser' | 'orgAdmin' | 'user' | 'anonymous' | 'loggedOut';

// The mock estate's ids live apart (e2e/estate.ts) so that unit tests can read e2e/routes.ts without Playwright.
export { estate } from './estate';

/** Records of the mock estate that the sweeps open (docs/mock-estate.md). */
export const records = {
  euWest: '90000000-0000-4000-8000-000000000001',
  deployment: '91000000-0000-4000-8000-000000000001',
  remoteOrders: '92000000-0000-4000-8000-000000000001',
  umaLink: '50000000-0000-4000-8000-000000000002',
  kitchenManagers: '30000000-0000-4000-8000-000000000003',
  quaysideAccount: '70000000-0000-4000-8000-000000000001',
  managersGroup: '40000000-0000-4000-8000-000000000002',
} as const;
/** The mock's invitation and password-reset links, and a password that passes SPEC's strength rule. */
export const invitationLink = { token: '7QmX2vLp9RkT4wZs', email: 'new.starter@harbourfishbar.example' } as const;
export const resetLink = { token: 'R3set9TokN5kQ2wP', email: 'uma@harbourfishbar.example' } as const;
export const strongPassword = 'Quayside-Sunrise-2024';

/**
 * The console of the sweeps (fuzz, accessibility, error sweeps): one loaded console per persona, kept for every
 * sweep case a worker runs, that opens each case's screen through the router (`window.__e2e.visit`,
 * src/app/e2e-hooks.ts) with an empty query cache instead of starting the console again. Screen specs use `page`
 * and load the console afresh.
 */
export interface SweepConsole {
  /** The loaded console signed in as `persona` (no routes or listeners of earlier cases are left on it). */
  open(persona: Persona): Promise<Page>;
  /**
   * Opens `url` as a fresh visit would (every query but the start-up's dropped; modals, toasts and pending edits
   * gone) and resolves when the screen's loaders have settled. `startupData` fetches the start-up's currencies and
   * locales again first, through the routes the case has set (the fuzz gives them random data too).
   */
  visit(page: Page, url: string, options?: { startupData?: boolean }): Promise<void>;
}

/** How a test signs in: `locale` replaces the persona's `User.locale` in the session answer (null: unset). */
export interface SignInOptions {
  locale?: string | null;
}

interface Fixtures {
  /**
   * Signs in as a persona (sets the Prefer header of the session call). Call before the first goto. With `locale`,
   * the mock's answer for the persona is passed on with that `User.locale` (null leaves it out: the browser's).
   */
  signInAs: (persona: Persona, options?: SignInOptions) => Promise<void>;
  /** Forces the mock's answer for a call: `prefer(page, 'POST', '/api/user/batch', 'code=400, example=BadRequest')`. */
  forceAnswer: (method: string, path: string | RegExp, preferValue: string) => Promise<void>;
  sweepConsole: SweepConsole;
}

interface WorkerFixtures {
  loadedConsoles: LoadedConsoles;
}

function pathMatches(url: string, path: string | RegExp): boolean {
  const pathname = new URL(url).pathname;
  return typeof path === 'string' ? pathname.toLowerCase() === path.toLowerCase() : path.test(pathname);
}

/**
 * Watches a page for requests that violate the contract: Prism answers them with 422, or (where the call documents
 * a 400) with that 400 plus an `sl-violations` header (`--errors`). The returned check fails the test if it saw any.
 */
function guardContract(page: Page): () => void {
  const violations: string[] = [];
  page.on('response', (response) => {
    const found = response.headers()['sl-violations'];
    if (response.status() === 422 || (found && found.includes('"Error"'))) {
      const request = response.request();
      violations.push(`${request.method()} ${new URL(request.url()).pathname}: ${found ?? '422'}`);
    }
  });
  return () => expect(violations, 'requests the contract rejects (422 from the mock)').toEqual([]);
}

/**
 * Sets the Prefer header of the session call, which picks the persona's example (401 for loggedOut). With a
 * `locale`, the mock's answer is fetched and passed on with the user's locale replaced (null: left out).
 */
async function routePersona(page: Page, persona: Persona, options: SignInOptions = {}): Promise<void> {
  const prefer = persona === 'loggedOut' ? 'code=401' : `example=${persona}`;
  await page.route(
    (url) => url.pathname.toLowerCase() === '/authentication/current',
    async (route) => {
      const headers = { ...route.request().headers(), prefer };
      if (options.locale === undefined) return route.continue({ headers });
      const response = await route.fetch({ headers });
      const session: unknown = await response.json();
      const [user, ...rest] = Array.isArray(session) ? (session as unknown[]) : [];
      if (typeof user !== 'object' || user === null) return route.fulfill({ response });
      const patched: Record<string, unknown> = { ...user };
      if (options.locale === null) delete patched.locale;
      else patched.locale = options.locale;
      return route.fulfill({ response, json: [patched, ...rest] });
    },
  );
}

/** A URL that matches no route: the not-found screen, which makes no calls of its own (as in e2e-hooks.ts). */
const BETWEEN_VISITS = '/__e2e/between-visits';

async function visitInApp(page: Page, url: string, startupData = false): Promise<void> {
  await page.evaluate(
    async ([href, refetch]) => {
      const hooks = window.__e2e;
      if (!hooks) throw new Error('window.__e2e is missing: the e2e build installs it (src/app/e2e-hooks.ts)');
      await hooks.visit(href, { startupData: refetch });
    },
    [url, startupData] as const,
  );
}

/** The worker's loaded consoles, one page (in its own context) per persona, made on first use. */
class LoadedConsoles {
  private readonly pages = new Map<Persona, Page>();

  constructor(
    private readonly browser: Browser,
    private readonly workerInfo: WorkerInfo,
  ) {}

  async page(persona: Persona): Promise<Page> {
    const open = this.pages.get(persona);
    if (open && !open.isClosed()) return open;
    const { baseURL, viewport, userAgent, deviceScaleFactor, locale } = this.workerInfo.project.use;
    const context = await this.browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, locale });
    const page = await context.newPage();
    await routePersona(page, persona);
    await page.goto(BETWEEN_VISITS);
    await page.waitForFunction(() => window.__e2e !== undefined);
    this.pages.set(persona, page);
    return page;
  }

  /**
   * Makes the persona's console ready for the next case: the case's routes and listeners go, start-up data is
   * fetched again. A failed case (or a reset that fails) may leave the console in any state: it is closed, and the
   * next case gets a new one.
   */
  async reset(persona: Persona, page: Page, failed: boolean): Promise<void> {
    page.removeAllListeners();
    try {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      if (!failed && !page.isClosed()) {
        await routePersona(page, persona);
        await page.emulateMedia({ colorScheme: null });
        await visitInApp(page, BETWEEN_VISITS, true);
        return;
      }
    } catch {
      // Closed below.
    }
    this.pages.delete(persona);
    if (!page.isClosed()) await page.context().close();
  }

  async close(): Promise<void> {
    for (const page of this.pages.values()) await page.context().close();
  }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every screen spec's page is watched for requests that violate the contract.
  page: async ({ page }, use) => {
    const check = guardContract(page);
    await use(page);
    check();
  },
  signInAs: async ({ page }, use) => {
    await use((persona, options) => routePersona(page, persona, options));
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
  loadedConsoles: [
    async ({ browser }, use, workerInfo) => {
      const consoles = new LoadedConsoles(browser, workerInfo);
      await use(consoles);
      await consoles.close();
    },
    { scope: 'worker' },
  ],
  sweepConsole: async ({ loadedConsoles }, use, testInfo) => {
    const opened: { persona: Persona; page: Page; check: () => void }[] = [];
    await use({
      async open(persona) {
        const page = await loadedConsoles.page(persona);
        opened.push({ persona, page, check: guardContract(page) });
        return page;
      },
      visit: (page, url, options) => visitInApp(page, url, options?.startupData ?? false),
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const { persona, page } of opened) {
      // The failed case's screen, before its console is closed (Playwright's own screenshot is of `page` only).
      if (failed && !page.isClosed()) {
        const screenshot = await page.screenshot().catch(() => null);
        if (screenshot) await testInfo.attach(`${persona} console`, { body: screenshot, contentType: 'image/png' });
      }
      await loadedConsoles.reset(persona, page, failed);
    }
    for (const { check } of opened) check();
  },
});

/** Waits for the API call `method path` (an XHR-marked request) and returns it. */
export function waitForCall(page: Page, method: string, path: string | RegExp): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === method.toUpperCase() && pathMatches(request.url(), path) && request.headers()['x-requested-with'] === 'XMLHttpRequest',
  );
}

export { expect };
