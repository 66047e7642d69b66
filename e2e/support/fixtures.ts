import {
  test as base,
  expect,
  type Browser,
  type Page,
  type Request,
  type Route,
  type WorkerInfo,
} from '@playwright/test';
// The e2e build's `window.__e2e` (its global declaration comes with the type).
import type {} from '../../src/app/e2e-window';
import { PERSONA_KEY, PREFER_KEY, type Persona, type PreferRule } from '../../src/api/mock-prefer';

/** QA personas: the named examples of `GET /Authentication/current` in the contract (401 for loggedOut). */
export type { Persona };

// The mock estate's ids live apart (e2e/support/estate.ts) so that unit tests can read e2e/support/routes.ts without Playwright.
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
 * (a kept page too) and `open`, which starts the console again at the test's URL.
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
   * The test's page. By default the worker's loaded console (one per browser locale and time zone), taken down
   * between tests and started again by `open`; with `test.use({ freshPage: true })` a new browser context, for
   * tests that change what a page cannot undo (a fixed clock, an init script) or that need code not yet loaded.
   */
  freshPage: boolean;
  /**
   * Tests that leave a kept page changed in a way no reset undoes, the same way for each of them (a clock fixed at
   * the same time), keep a page of their own: `test.use({ pageGroup: 'fixed-clock' })`.
   */
  pageGroup: string;
  /**
   * Signs in as a persona (sets the Prefer header of the session call). Call before the first `open`. With `locale`,
   * the mock's answer for the persona is passed on with that `User.locale` (null leaves it out: the browser's).
   */
  signInAs: (persona: Persona, options?: SignInOptions) => Promise<void>;
  /**
   * Forces the mock's answer for a console call: `forceAnswer('POST', '/api/user/batch', 'code=400, example=BadRequest')`.
   * On a loaded console it is the console's QA switch (a Prefer header the console adds), so a route of the test's for
   * the same call sees that header, whichever came first; elsewhere (a fresh page, a RegExp path) a route.
   */
  forceAnswer: (method: string, path: string | RegExp, preferValue: string) => Promise<void>;
  sweepConsole: SweepConsole;
}

interface WorkerFixtures {
  loadedConsoles: LoadedConsoles;
  screenPages: ScreenPages;
}

function pathMatches(url: string, path: string | RegExp): boolean {
  const pathname = new URL(url).pathname;
  return typeof path === 'string' ? pathname.toLowerCase() === path.toLowerCase() : path.test(pathname);
}

/**
 * The errors of an `sl-violations` header about the request. Those about the answer are the mock's own: Prism's dynamic
 * answers may carry a write-only property (a secret), which its validator then finds in a closed answer shape.
 */
function requestViolations(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    return header.includes('"Error"') ? header : undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const errors = parsed.filter(
    (entry: { severity?: string; location?: unknown[] }) =>
      entry.severity === 'Error' && entry.location?.[0] !== 'response',
  );
  return errors.length ? JSON.stringify(errors) : undefined;
}

/**
 * Watches a page for requests that violate the contract: Prism answers them with 422, or (where the call documents
 * a 400) with that 400 plus an `sl-violations` header (`--errors`). The returned check fails the test if it saw any.
 */
function guardContract(page: Page): () => void {
  const violations: string[] = [];
  page.on('response', (response) => {
    const found = requestViolations(response.headers()['sl-violations']);
    if (response.status() === 422 || found) {
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

/** Whether the page holds the console's document (its sessionStorage is the console's), once a load under way ends. */
async function onConsole(page: Page): Promise<boolean> {
  await page.waitForLoadState();
  return page.url().startsWith('http');
}

/**
 * Signs a loaded console in as `persona` the way QA does on the mock: the console's own persona switch (kept in
 * sessionStorage, src/api/mock-prefer.ts), which names the persona's example in the session call's Prefer header. No
 * route is set: a route makes the browser send every request of the page through the test's worker and turns its
 * cache off, about a tenth of a screen test's time. A page not yet on the console (a fresh one), and a session answer
 * with another locale, take the route (`routePersona`).
 */
async function signIn(page: Page, persona: Persona, options: SignInOptions = {}): Promise<void> {
  if (options.locale !== undefined || !(await onConsole(page))) return routePersona(page, persona, options);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [PERSONA_KEY, persona] as const);
}

/**
 * What a browser writes to the console by itself, outside the product's code, each with its reason. Everything else
 * logged as an error or a warning, and every uncaught error, fails the test (`watchConsole`).
 */
const OUTSIDE_THE_PRODUCT: readonly { reason: string; matches: (text: string, url: string) => boolean }[] = [
  {
    // Chromium logs every answer of 400 or more, and every aborted request, as "Failed to load resource" (no script
    // can stop it); the tests that provoke them check what the product shows instead.
    reason: "Chromium's network log of a failed response",
    matches: (text) => /^Failed to load resource: (the server responded with a status of \d{3}|net::ERR_)/.test(text),
  },
];

/**
 * Watches a page's console: messages of type error or warning, and uncaught errors, that are not on the
 * OUTSIDE_THE_PRODUCT list. The returned check fails the test if any came.
 */
function watchConsole(page: Page): () => void {
  const noise: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const { url } = message.location();
    if (OUTSIDE_THE_PRODUCT.some((known) => known.matches(message.text(), url))) return;
    noise.push(`console.${type === 'warning' ? 'warn' : 'error'}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => noise.push(`uncaught: ${error.name}: ${error.message}`));
  return () => expect(noise, 'errors and warnings in the browser console').toEqual([]);
}

/**
 * From now on the mock answers `path` as usual, for every method: the answers `forceAnswer` forced for it before are
 * dropped (from the console's QA switch, and their routes).
 */
export async function answerAsUsual(page: Page, path: string): Promise<void> {
  for (const forced of forcedRoutes.get(page) ?? []) {
    if (forced.path === path.toLowerCase()) await page.unroute(forced.matches, forced.handler);
  }
  if (await onConsole(page)) {
    await editForcedAnswers(page, (rules) => rules.filter((rule) => rule.path.toLowerCase() !== path.toLowerCase()));
  }
}

/** Rewrites the forced answers the console's QA switch keeps in the tab (src/api/mock-prefer.ts) with `edit`. */
async function editForcedAnswers(page: Page, edit: (rules: PreferRule[]) => PreferRule[]): Promise<void> {
  const rules = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown, PREFER_KEY);
  const edited = JSON.stringify(edit(Array.isArray(rules) ? (rules as PreferRule[]) : []));
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [PREFER_KEY, edited] as const);
}

/** The routes `forceAnswer` set for string paths (lower case), so that `answerAsUsual` can take them away. */
const forcedRoutes = new WeakMap<
  Page,
  { path: string; matches: (url: URL) => boolean; handler: (route: Route) => Promise<void> }[]
>();

/** A URL that matches no route: the not-found screen, which makes no calls of its own (as in e2e-hooks.ts). */
const BETWEEN_VISITS = '/__e2e/between-visits';

/** The address of the page between visits, the console signed in as `persona` from its first call. */
const betweenVisitsAs = (persona: Persona) => `${BETWEEN_VISITS}?mockPersona=${persona}`;

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
    const { baseURL, viewport, userAgent, deviceScaleFactor, locale, reducedMotion } = this.workerInfo.project.use;
    const context = await this.browser.newContext({
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      locale,
      reducedMotion,
    });
    const page = await context.newPage();
    await page.goto(betweenVisitsAs(persona));
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
        // The persona as the console was loaded with, should a case have cleared the tab's storage; no forced answer.
        await signIn(page, persona);
        await page.evaluate((key) => sessionStorage.removeItem(key), PREFER_KEY);
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

/** How a screen test's browser context is made: the project's options plus the test's locale, time zone and motion. */
interface PageOptions {
  baseURL: string | undefined;
  viewport: { width: number; height: number } | null;
  locale: string | undefined;
  timezoneId: string | undefined;
  reducedMotion: 'reduce' | 'no-preference' | null | undefined;
  userAgent: string | undefined;
  deviceScaleFactor: number | undefined;
}

async function newScreenPage(browser: Browser, options: PageOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** Tests a kept page serves before it is replaced (each restart leaves a little behind, e.g. the router's listeners). */
const PAGE_USES = 40;
/** How long a test's last requests may take to finish after the console is taken down before the page is dropped. */
const SETTLE_MS = 3000;

/**
 * The worker's screen pages: one loaded console per set of page options, kept from test to test. Between two
 * tests the console is taken down (`window.__e2e.park`, src/app/e2e-hooks.ts), the test's requests still in flight
 * are waited for (their answers must not reach the next test), and the test's routes, listeners, storage,
 * permissions, cookies, media emulation, viewport and mouse position go; `open` starts the console again at the
 * next test's URL.
 */
class ScreenPages {
  private readonly pages = new Map<string, Page>();
  private readonly uses = new WeakMap<Page, number>();
  private readonly inFlight = new WeakMap<Page, Set<Request>>();

  constructor(private readonly browser: Browser) {}

  async page(options: PageOptions, group: string): Promise<Page> {
    const key = JSON.stringify([group, options]);
    let page = this.pages.get(key);
    if (!page || page.isClosed()) {
      page = await newScreenPage(this.browser, options);
      this.track(page);
      await page.goto(BETWEEN_VISITS);
      await page.waitForFunction(() => window.__e2e !== undefined);
      await page.evaluate(() => window.__e2e?.park());
      this.pages.set(key, page);
    }
    this.uses.set(page, (this.uses.get(page) ?? 0) + 1);
    return page;
  }

  /** Counts the page's requests in flight (the listeners are attached again after each test's are removed). */
  private track(page: Page): void {
    const pending = this.inFlight.get(page) ?? new Set<Request>();
    this.inFlight.set(page, pending);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
  }

  /** Whether the page's requests in flight all finished within SETTLE_MS. */
  private async settle(page: Page): Promise<boolean> {
    const pending = this.inFlight.get(page);
    const deadline = Date.now() + SETTLE_MS;
    while (pending && pending.size > 0) {
      if (Date.now() > deadline || page.isClosed()) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return true;
  }

  /** Readies the page for the next test; a failed test's page (or one that cannot be readied) is closed. */
  async reset(page: Page, options: PageOptions, group: string, failed: boolean): Promise<void> {
    const key = JSON.stringify([group, options]);
    page.removeAllListeners();
    if (!page.isClosed()) this.track(page);
    try {
      if (!failed && !page.isClosed() && (this.uses.get(page) ?? 0) < PAGE_USES) {
        const parked = await page.evaluate(() => {
          if (!window.__e2e) return false;
          window.__e2e.park();
          localStorage.clear();
          sessionStorage.clear();
          return true;
        });
        // The test's routes answer its last requests; then they go.
        if (parked && (await this.settle(page))) {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await page.context().clearPermissions();
          await page.context().clearCookies();
          await page.emulateMedia({
            colorScheme: null,
            reducedMotion: options.reducedMotion ?? null,
            forcedColors: null,
            media: null,
          });
          const size = page.viewportSize();
          if (options.viewport && (size?.width !== options.viewport.width || size.height !== options.viewport.height)) {
            await page.setViewportSize(options.viewport);
          }
          await page.mouse.move(0, 0);
          return;
        }
      }
    } catch {
      // Closed below.
    }
    this.pages.delete(key);
    if (!page.isClosed()) await page.context().close();
  }

  async close(): Promise<void> {
    for (const page of this.pages.values()) await page.context().close();
  }
}

/**
 * Opens `url` in the test's page as typing it in the address bar would: in a loaded console, the console starts
 * again there (`window.__e2e.restart`: the start-up's calls and the screen's, through the routes the test has set,
 * without loading the code again); on any other page, a navigation.
 */
export async function open(page: Page, url: string): Promise<void> {
  const restarted = await page
    .evaluate((href) => {
      if (!window.__e2e) return false;
      window.__e2e.restart(href);
      return true;
    }, url)
    // A page still loading a document has no console to restart yet; any other failure is the test's.
    .catch((error: unknown) => {
      if (error instanceof Error && /Execution context was destroyed|navigating/i.test(error.message)) return false;
      throw error;
    });
  if (!restarted) await page.goto(url);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  freshPage: [false, { option: true }],
  pageGroup: ['', { option: true }],
  // Every screen spec's page is watched for requests that violate the contract.
  page: async (
    {
      browser,
      screenPages,
      freshPage,
      pageGroup,
      baseURL,
      viewport,
      locale,
      timezoneId,
      reducedMotion,
      userAgent,
      deviceScaleFactor,
    },
    use,
    testInfo,
  ) => {
    const options: PageOptions = { baseURL, viewport, locale, timezoneId, reducedMotion, userAgent, deviceScaleFactor };
    const page = freshPage ? await newScreenPage(browser, options) : await screenPages.page(options, pageGroup);
    const check = guardContract(page);
    const quiet = watchConsole(page);
    await use(page);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed && !page.isClosed()) {
      const screenshot = await page.screenshot().catch(() => null);
      if (screenshot) await testInfo.attach('page', { body: screenshot, contentType: 'image/png' });
    }
    if (freshPage) await page.context().close();
    else await screenPages.reset(page, options, pageGroup, failed);
    check();
    quiet();
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
  signInAs: async ({ page }, use) => {
    await use((persona, options) => signIn(page, persona, options));
  },
  forceAnswer: async ({ page }, use) => {
    await use(async (method, path, preferValue) => {
      // On a loaded console, the console's own QA switch for forced answers (as `signIn`, without a route); the
      // newest rule comes first, as the newest route does.
      if (typeof path === 'string' && (await onConsole(page))) {
        const rule: PreferRule = { method: method.toUpperCase(), path, prefer: preferValue };
        await editForcedAnswers(page, (rules) => [rule, ...rules]);
        return;
      }
      const matches = (url: URL) => pathMatches(url.toString(), path);
      const handler = async (route: Route) => {
        if (route.request().method() !== method.toUpperCase()) return route.fallback();
        return route.continue({ headers: { ...route.request().headers(), prefer: preferValue } });
      };
      await page.route(matches, handler);
      if (typeof path === 'string') {
        forcedRoutes.set(page, [...(forcedRoutes.get(page) ?? []), { path: path.toLowerCase(), matches, handler }]);
      }
    });
  },
  screenPages: [
    async ({ browser }, use) => {
      const pages = new ScreenPages(browser);
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
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
        const contract = guardContract(page);
        const quiet = watchConsole(page);
        opened.push({
          persona,
          page,
          check: () => {
            contract();
            quiet();
          },
        });
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
    (request) =>
      request.method() === method.toUpperCase() &&
      pathMatches(request.url(), path) &&
      request.headers()['x-requested-with'] === 'XMLHttpRequest',
  );
}

export { expect };
