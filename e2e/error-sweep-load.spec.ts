import type { Locator, Page, Request } from '@playwright/test';
import { ErrorCode } from '../src/api/schema.gen';
import { errorMessages } from '../src/lib/error-messages';
import englishErrors from '../src/lib/messages/en/errors';
import { noCallTo } from './support/calls';
import { declaresStatus, operationOfCall } from './support/error-sweep-helpers';
import { test, expect, open, estate, waitForCall, type Persona } from './support/fixtures';
import { routeCases, type RouteCase } from './support/routes';
import { mainText, settled, settledText, trackRequests } from './support/settle';

/**
 * Error sweep of the calls screens make while they load: every route (and SEARCH_CASES) is visited clean to discover
 * its calls, then each call is failed as a coded 400, a 404, a 500 and a network failure in turn (the statuses its
 * contract declares, and the network failure); each time SPEC 8's
 * message shows, the main area is not blank, and a last Retry shows what the clean visit showed. New calls are swept
 * automatically; the shell's own calls are swept once, below. How the sweeps run: docs/testing.md.
 */

type Mode = '400' | '404' | '500' | 'network';
const MODES: Mode[] = ['400', '404', '500', 'network'];

interface Call {
  method: string;
  path: string;
}

const keyOf = (call: Call) => `${call.method} ${call.path.toLowerCase()}`;

/**
 * The shell's calls, the same on every route, swept once (describe "the shell's calls" below): SPEC 4's start-up
 * (session, currencies, locales) and, for super users, the organisation switcher of the breadcrumb.
 */
const SHELL_CALLS = new Set([
  'GET /authentication/current',
  'GET /api/currency',
  'GET /api/locale',
  'GET /api/organisation',
]);
/** The switcher's read of the page's organisation (a super user's, on an organisation's page), swept once too. */
const ORGANISATION_READ = /^GET \/api\/organisation\/[0-9a-f-]{36}$/;
const isShellCall = (call: Call) => SHELL_CALLS.has(keyOf(call)) || ORGANISATION_READ.test(keyOf(call));

/** The coded errors forced, per call family (any code of the shared 400/404 responses can be forced). */
function codesFor(call: Call): { badRequest: ErrorCode; notFound: ErrorCode } {
  const path = call.path.toLowerCase();
  if (path.startsWith('/invitations/')) {
    return {
      badRequest: ErrorCode.BadRequest_InvitationExpired,
      notFound: ErrorCode.NotFound_InvitationExpiredOrMissing,
    };
  }
  if (path.startsWith('/passwordreset/')) {
    return {
      badRequest: ErrorCode.BadRequest_PasswordResetHasExpired,
      notFound: ErrorCode.NotFound_PasswordResetExpiredOrMissing,
    };
  }
  return { badRequest: ErrorCode.BadRequest_UserDoesNotExist, notFound: ErrorCode.NotFound_InvitationExpiredOrMissing };
}

/** The failures forced on a call: those its contract declares (a call without input is no bad request), and the network's. */
function modesOf(call: Call): Mode[] {
  const operation = operationOfCall(call.method, call.path);
  return MODES.filter(
    (mode) => mode === 'network' || (operation !== undefined && declaresStatus(operation.operationId, Number(mode))),
  );
}

/** Prism's Prefer header for a mode (network failures are aborted in the browser instead). */
function preferFor(call: Call, mode: Mode): string {
  const { badRequest, notFound } = codesFor(call);
  if (mode === '400') return `code=400, example=${badRequest}`;
  if (mode === '404') return `code=404, example=${notFound}`;
  return 'code=500';
}

/** SPEC 7 transport: what a failure of each mode reads, before a screen adds its own message. */
function transportMessage(call: Call, mode: Mode): string {
  const { badRequest, notFound } = codesFor(call);
  if (mode === '400') return englishErrors[errorMessages[badRequest]];
  if (mode === '404') return englishErrors[errorMessages[notFound]];
  if (mode === '500') return 'Internal Server Error';
  return 'Network error';
}

/** Checks a screen's own error state, given the transport's message for the failure. */
type Check = (page: Page, transport: string) => Promise<void>;

/**
 * Where SPEC 8 gives a screen its own message for a failed load (or its own error state). `route` matches the
 * route's URL (absent: every route), `call` the call's `METHOD /path`. Any other call: the transport's message.
 */
interface Expectation {
  route?: RegExp;
  call: RegExp;
  /** The screen's SPEC 8 message, or a check of the screen's error state given the transport's message. */
  expect: string | Check;
}

/** SPEC 2.4: a failed version or errors lookup of a POS Core instance: the cell's error state (reason on hover). */
const remoteCellFailed: Check = async (page, transport) => {
  const cell = page.locator(`[data-state="error"][title="${transport}"]`).first();
  await expect(cell, `a cell in its error state: ${transport}`).toBeVisible();
};

/** A node's children that load on the tree's first expansion failed: the row's error marker says why (tooltip). */
const childrenFailed: Check = async (page, transport) => {
  const marker = page.getByRole('img', { name: 'Failed to load children' }).first();
  await expect(marker, 'a tree row marks its failed children').toBeVisible();
  await marker.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: `Loading failed: ${transport}` })).toBeVisible();
};

const ORG = '^/organisation/[^/]+';
const PERMISSION_GROUPS_LOAD =
  'Permission groups could not be loaded for this organisation due to a server error. Please try again later.';
const OUTLETS_LOAD = 'Outlet list could not be retrieved from POSCore for this organisation. Please try again later.';

const EXPECTATIONS: Expectation[] = [
  // SPEC 8, permission group and link screens.
  {
    route: new RegExp(`${ORG}/(links/(edit|create)|invite)`),
    call: /^GET \/api\/organisation\/[^/]+\/permissiongroups$/i,
    expect: PERMISSION_GROUPS_LOAD,
  },
  { route: new RegExp(`${ORG}/permissiongroups$`), call: /\/userpermissiongroup$/i, expect: PERMISSION_GROUPS_LOAD },
  {
    route: new RegExp(`${ORG}/permissiongroups/edit/`),
    call: /\/userpermissiongroup\/[^/]+$/i,
    expect: 'There was a problem accessing this Permission Group. Please try again later.',
  },
  {
    route: new RegExp(`${ORG}/links/edit/`),
    call: /\/links(\/[^/]+(\/assignments|\/rootnodes)?)?$/i,
    expect: 'There was an error loading this organisation link. Please try refreshing your browser.',
  },
  {
    route: new RegExp(`${ORG}/(links/(edit|create)|invite|serviceaccounts/edit)`),
    call: /\/outlets\/nodes$/i,
    expect: OUTLETS_LOAD,
  },
  // SPEC 8, service accounts.
  {
    route: new RegExp(`${ORG}/serviceaccounts/edit/`),
    call: /\/serviceaccounts\/[^/]+$/i,
    expect: 'There was an error loading this service account. Please try refreshing the page.',
  },
  // SPEC 8, POS core and integration instances: the single-record error on integration edit; the instances' own
  // API (version and errors columns) shows the cell's error state.
  {
    route: /^\/admin\/integrationserver\/edit\//,
    call: /^GET \/api\/integrationServerInstance\/[^/]+$/i,
    expect: 'There was an error updating the record.',
  },
  { call: /^GET \/api\/v1\/(version|exceptions)\/info$/, expect: remoteCellFailed },
  // SPEC 4/8: failed tree loads show an error state; children that load on the first expansion mark their row.
  {
    route: /^\/admin\/organisations/,
    call: /^GET \/api\/OrganisationTree\/(?!filtered$)[^/]+$/i,
    expect: childrenFailed,
  },
  { route: new RegExp(`${ORG}/authorisations`), call: /\/packageauthorisations\/[^/]+$/i, expect: childrenFailed },
  // SPEC 8, authorisations and acceptances.
  {
    route: new RegExp(`${ORG}/authorisations`),
    call: /\/childauthorisations$/i,
    expect: 'Unable to fetch child organisation authorisations',
  },
  { route: new RegExp(`${ORG}/acceptances`), call: /\/acceptancestree$/i, expect: 'Unable to fetch acceptances' },
  { route: new RegExp(`${ORG}/acceptances`), call: /\/outlets\/nodes$/i, expect: 'Unable to fetch nodes' },
];

/**
 * An edit page's own record, loaded before the page shows (its route's loader): a 404 says the record no longer
 * exists and links back to the list, with nothing to try again (the route's `record`, src/app/route-error.tsx).
 */
const RECORD_LOADS: { route: RegExp; call: RegExp; heading: string }[] = [
  { route: /^\/admin\/users\/edit\//, call: /^GET \/api\/user\/[^/]+$/i, heading: 'This user no longer exists' },
  { route: /^\/admin\/clients\/edit\//, call: /^GET \/api\/client\/[^/]+$/i, heading: 'This client no longer exists' },
  {
    route: /^\/admin\/poscoreinstances\/edit\//,
    call: /^GET \/api\/posCoreInstance\/[^/]+$/i,
    heading: 'This POS Core instance no longer exists',
  },
  { route: new RegExp(`${ORG}/teams/edit/`), call: /\/team\/[^/]+$/i, heading: 'This team no longer exists' },
  {
    route: new RegExp(`${ORG}/serviceaccounts/edit/`),
    call: /\/serviceaccounts\/[^/]+$/i,
    heading: 'This service account no longer exists',
  },
  {
    route: new RegExp(`${ORG}/permissiongroups/edit/`),
    call: /\/userpermissiongroup\/[^/]+$/i,
    heading: 'This permission group no longer exists',
  },
];

const recordLoadOf = (route: RouteCase, call: Call) =>
  RECORD_LOADS.find((load) => load.route.test(route.url) && load.call.test(keyOf(call)));

/** The record is gone: the page says which, and the way back is a link to the page above it. */
async function expectGone(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading }), `404: "${heading}"`).toBeVisible();
  await expect(page.getByRole('link', { name: /^Back to / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Retry|Try again)\b/ })).toHaveCount(0);
}

function expectationFor(route: RouteCase, call: Call): string | Check | undefined {
  const key = `${call.method} ${call.path}`;
  return EXPECTATIONS.find((e) => (!e.route || e.route.test(route.url)) && e.call.test(key))?.expect;
}

/** The persona a route is swept as: logged out on the anonymous routes, else the first persona allowed there. */
function personaOf(route: RouteCase): Persona {
  return route.personas.includes('loggedOut') ? 'loggedOut' : (route.personas[0] ?? 'superUser');
}

/**
 * The POS Core instances' own API (SPEC 7: `{instance uri}/api/v1/...`): their uris are the default mock port, while
 * this run's mock listens elsewhere, so those calls go to it (the preflight of a cross-origin call is answered here).
 */
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
const INSTANCE_ORIGINS = new Set(['http://localhost:4010', 'http://127.0.0.1:4010']);
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
};

/**
 * A call the screen makes: to the console's API (every such request carries the `X-Requested-With` marker), or to a
 * POS Core instance's own API (its own client sends no marker, src/api/remote-client.ts; preflights are not calls).
 */
const isCall = (request: Request) =>
  request.headers()['x-requested-with'] === 'XMLHttpRequest' ||
  (INSTANCE_ORIGINS.has(new URL(request.url()).origin) && request.method() !== 'OPTIONS');

/**
 * Fails one call at a time (`fail(call, mode)` / `stop()`), by the Prefer header the mock answers or, for a network
 * failure, by aborting the request; everything else goes to the mock untouched.
 */
async function installFailureSwitch(page: Page) {
  const state: { call: Call | null; mode: Mode } = { call: null, mode: '400' };
  const forced = (request: Request) =>
    state.call !== null &&
    request.method() === state.call.method &&
    new URL(request.url()).pathname.toLowerCase() === state.call.path.toLowerCase() &&
    isCall(request);
  await page.route(
    (url) => INSTANCE_ORIGINS.has(url.origin) || url.pathname.toLowerCase() === state.call?.path.toLowerCase(),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const remote = INSTANCE_ORIGINS.has(url.origin);
      if (remote && request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      const headers = { ...request.headers() };
      if (forced(request) && state.call) {
        if (state.mode === 'network') return route.abort('failed');
        headers.prefer = preferFor(state.call, state.mode);
      } else if (!remote) {
        return route.fallback();
      }
      if (!remote) return route.continue({ headers });
      // To this run's mock, its answer given the CORS headers an instance sends (the mock sends none: one origin).
      const response = await route.fetch({ url: `http://127.0.0.1:${MOCK_PORT}${url.pathname}${url.search}`, headers });
      return route.fulfill({ response, headers: { ...response.headers(), ...CORS } });
    },
  );
  return {
    fail(call: Call, mode: Mode) {
      state.call = call;
      state.mode = mode;
    },
    stop() {
      state.call = null;
    },
  };
}

/** A sweep's page: the failure switch, requests tracked for settling, and the uncaught errors it collects. */
async function watchSweep(page: Page) {
  const failing = await installFailureSwitch(page);
  trackRequests(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { failing, pageErrors };
}

/** Polls until the main area shows `expected` again, the screen settled. */
async function expectMainText(page: Page, expected: string, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await settled(page);
        return mainText(page);
      },
      { message },
    )
    .toBe(expected);
}

/** The controls a screen offers to load again after a failure. */
function recoveryControls(page: Page): Locator {
  return page
    .getByRole('dialog')
    .getByRole('button', { name: 'OK', exact: true })
    .or(page.getByRole('button', { name: /^(Retry|Try again)\b/ }))
    .filter({ visible: true });
}

/** Presses every way to load again the screen shows (several when one call feeds several parts of it). */
async function pressRetry(page: Page): Promise<void> {
  const controls = recoveryControls(page);
  await expect(controls.first(), 'the screen offers a way to load again (Retry)').toBeVisible();
  // All at once: pressing one may re-render the others (the same failure shown in several places).
  await controls.evaluateAll((elements) => elements.forEach((element) => (element as HTMLElement).click()));
}

/** Waits until the forced call has had its answer (or failed on the network) in the given mode. */
function outcomeOf(page: Page, call: Call, mode: Mode | 'success'): Promise<unknown> {
  const matches = (request: Request) =>
    request.method() === call.method && new URL(request.url()).pathname.toLowerCase() === call.path.toLowerCase();
  if (mode === 'network') return page.waitForEvent('requestfailed', matches);
  const status = mode === 'success' ? 200 : Number(mode);
  return page.waitForResponse((response) => matches(response.request()) && response.status() === status);
}

/**
 * Screens that load only for what their URL carries (a search, a month): opened with one, so their calls are swept
 * too (the same screens without it are in e2e/support/routes.ts).
 */
const SEARCH_CASES: RouteCase[] = [
  { url: '/admin/entitylookup?q=pos-backoffice', personas: ['superUser'] },
  { url: '/admin/statistics?month=2025-05', personas: ['superUser'] },
];

for (const route of [...routeCases, ...SEARCH_CASES]) {
  const persona = personaOf(route);
  test(
    `load calls of ${route.url} as ${persona}: SPEC 8's message, then recovery`,
    { tag: ['@shell'] },
    async ({ sweepConsole }) => {
      const page = await sweepConsole.open(persona);
      const { failing, pageErrors } = await watchSweep(page);

      // 1. Discovery: a clean visit records the calls and the text the screen settles on.
      const calls = new Map<string, Call>();
      page.on('request', (request) => {
        if (!isCall(request)) return;
        const call = { method: request.method(), path: new URL(request.url()).pathname };
        if (!isShellCall(call) && !calls.has(keyOf(call))) calls.set(keyOf(call), call);
      });
      await sweepConsole.visit(page, route.url);
      const clean = await settledText(page);
      const found = [...calls.values()];
      test.info().annotations.push({ type: 'load calls', description: found.map(keyOf).join(', ') || 'none' });
      test.setTimeout(30_000 + found.length * 60_000);
      expect(pageErrors, 'uncaught page errors on the clean visit').toEqual([]);

      // 2. Each call, one at a time: each failure mode in turn on one page, then the recovery.
      for (const call of found) {
        const expected = expectationFor(route, call);
        await test.step(`${call.method} ${call.path}`, async () => {
          const modes = modesOf(call);
          const recordLoad = recordLoadOf(route, call);
          // After the gone page there is nothing to try again: the next step opens the page anew.
          let gone = false;
          for (const [index, mode] of modes.entries()) {
            failing.fail(call, mode);
            const outcome = outcomeOf(page, call, mode);
            if (index === 0 || gone) await sweepConsole.visit(page, route.url);
            else await pressRetry(page);
            await outcome;
            const transport = transportMessage(call, mode);
            gone = mode === '404' && recordLoad !== undefined;
            if (gone && recordLoad) {
              await expectGone(page, recordLoad.heading);
            } else if (typeof expected === 'function') {
              await expected(page, transport);
            } else {
              const message = expected ?? transport;
              const shown = page.getByText(message).filter({ visible: true }).first();
              await expect(shown, `${mode}: shows "${message}"`).toBeVisible();
            }
            expect(await mainText(page), `${mode}: the main area is not blank`).not.toBe('');
            expect(pageErrors, `${mode}: uncaught page errors`).toEqual([]);
          }

          // Recover: the call succeeds again and the screen's own way to load again brings the data back.
          failing.stop();
          const success = outcomeOf(page, call, 'success');
          if (gone) await sweepConsole.visit(page, route.url);
          else await pressRetry(page);
          await success;
          await expectMainText(page, clean, 'the screen recovers and shows what the clean visit showed');
          expect(pageErrors, 'uncaught page errors').toEqual([]);
        });
      }
    },
  );
}

test.describe("the shell's calls (made on every route; swept once)", { tag: ['@shell'] }, () => {
  const SHELL_ROUTE = '/admin';
  const currency: Call = { method: 'GET', path: '/api/currency' };
  const locale: Call = { method: 'GET', path: '/api/locale' };
  const organisations: Call = { method: 'GET', path: '/api/Organisation' };

  /** Visits the route clean and returns the text its main area settles on. */
  async function cleanVisit(page: Page): Promise<string> {
    await open(page, SHELL_ROUTE);
    return settledText(page);
  }

  test('a failed currency list fails the start-up (Failed Loading, Refresh recovers)', async ({ page, signInAs }) => {
    test.slow();
    await signInAs('superUser');
    const { failing, pageErrors } = await watchSweep(page);
    const clean = await cleanVisit(page);
    for (const mode of modesOf(currency)) {
      await test.step(mode, async () => {
        failing.fail(currency, mode);
        await open(page, SHELL_ROUTE);
        await expect(page.getByRole('heading', { name: 'Failed Loading Admin Page' })).toBeVisible();
        failing.stop();
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expectMainText(page, clean, 'the console starts and shows the screen');
        expect(pageErrors).toEqual([]);
      });
    }
  });

  test('a failed locale list is an empty list: the screen loads as usual', async ({ page, signInAs }) => {
    test.slow();
    await signInAs('superUser');
    const { failing, pageErrors } = await watchSweep(page);
    const clean = await cleanVisit(page);
    for (const mode of modesOf(locale)) {
      await test.step(mode, async () => {
        failing.fail(locale, mode);
        const failed = waitForCall(page, 'GET', locale.path);
        await open(page, SHELL_ROUTE);
        await failed;
        await expectMainText(page, clean, 'the screen loads as usual');
        expect(pageErrors).toEqual([]);
      });
    }
  });

  test('a failed organisation list: screen intact, the switcher says so; opening it loads again', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    await signInAs('superUser');
    const { failing, pageErrors } = await watchSweep(page);
    const clean = await cleanVisit(page);
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    for (const mode of modesOf(organisations)) {
      await test.step(mode, async () => {
        failing.fail(organisations, mode);
        await open(page, SHELL_ROUTE);
        await expectMainText(page, clean, 'the screen loads as usual');
        // A page without an organisation loads the list when the switcher is first opened.
        const failed = waitForCall(page, 'GET', organisations.path);
        await switcher.click();
        await failed;
        await expect(page.getByRole('listbox')).toContainText('The organisations could not be loaded');
        await expect(page.getByRole('status').filter({ hasText: 'The organisations could not be loaded' })).toHaveCount(
          1,
        );
        await expect(page.getByRole('option')).toHaveCount(0);
        await page.keyboard.press('Escape');
        await settled(page);
        failing.stop();
        const again = waitForCall(page, 'GET', organisations.path);
        await switcher.click();
        await again;
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('Escape');
        expect(pageErrors).toEqual([]);
      });
    }
  });
  test("a failed read of the page's organisation: the screen intact, the crumb without its name; the switcher lists", async ({
    page,
    signInAs,
  }) => {
    test.slow();
    await signInAs('superUser');
    const { failing, pageErrors } = await watchSweep(page);
    const url = `/organisation/${estate.harbourFishBarId}/teams`;
    const read: Call = { method: 'GET', path: `/api/Organisation/${estate.harbourFishBarId}` };
    // Clean: the organisation is read by itself, not with every organisation.
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Harbour Fish Bar' });
    let clean = '';
    await noCallTo(page, 'GET', '/api/Organisation', async () => {
      const answered = waitForCall(page, read.method, read.path);
      await open(page, url);
      await answered;
      await expect(crumb).toBeVisible();
      clean = await settledText(page);
    });
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    for (const mode of modesOf(read)) {
      await test.step(mode, async () => {
        failing.fail(read, mode);
        const failed = waitForCall(page, read.method, read.path);
        await open(page, url);
        await failed;
        await expectMainText(page, clean, 'the screen loads as usual');
        await expect(crumb).toHaveCount(0);
        failing.stop();
        // The switcher still lists every organisation when opened.
        await switcher.click();
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('Escape');
        expect(pageErrors).toEqual([]);
      });
    }
  });
});
