import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect, open } from './support/fixtures';
import { routeCases } from './support/routes';
import { settledText, trackRequests } from './support/settle';

/**
 * Contract fuzz: every route as each persona allowed there, FUZZ_ROUNDS rounds (default 3) of random answers from the
 * contract's schemas (Prism `dynamic=true`; the session call keeps its persona). After each round: no page error, no
 * crash screen, no blank or still-loading main area; the start-up itself is fuzzed once per persona below.
 */
const ROUNDS = Math.max(1, Number(process.env.FUZZ_ROUNDS ?? 3));
const cases = routeCases.flatMap((route) => route.personas.map((persona) => ({ url: route.url, persona })));
/**
 * Edit screens whose record comes from a list (the contract has no single-record call): random data would never
 * hold the record the URL names, so the first random record of that list gets the URL's id (still contract-valid)
 * and the screen renders the record rather than its "not found" state.
 */
const recordLists = [
  { page: /\/links\/edit\/([^/]+)$/, call: /^\/api\/organisation\/[^/]+\/links$/i, key: 'organisationUserLinkID' },
  {
    page: /\/deploymentserver\/edit\/([^/]+)$/,
    call: /^\/api\/deploymentServerInstance$/i,
    key: 'deploymentServerInstanceID',
  },
];

/** Every XHR call but the session's answered with random data from the contract (Prism `Prefer: dynamic=true`). */
async function answerWithRandomData(page: Page, url: string): Promise<void> {
  await page.route(
    (target) => target.pathname.toLowerCase() !== '/authentication/current',
    async (route) => {
      const request = route.request();
      if (request.headers()['x-requested-with'] !== 'XMLHttpRequest') return route.fallback();
      const headers = { ...request.headers(), prefer: 'dynamic=true' };
      const list = recordLists.find((candidate) => candidate.call.test(new URL(request.url()).pathname));
      const id = list?.page.exec(url)?.[1];
      if (!list || !id || request.method() !== 'GET') return route.continue({ headers });
      const response = await route.fetch({ headers });
      const records: unknown = await response.json();
      const first: unknown = Array.isArray(records) ? records[0] : undefined;
      if (typeof first === 'object' && first !== null) Object.assign(first, { [list.key]: id });
      return route.fulfill({ response, json: records });
    },
  );
}

/**
 * One round's checks, once the round's visit has been made (`open`): the screen settles with no crash screen, no
 * blank main area, nothing left loading and no uncaught page error. Returns whether it ended in the route's
 * failed-load screen (a call failed, or the record was not found: a screen's own error state, which is fine).
 */
async function checkRound(page: Page, round: number, open: () => Promise<void>): Promise<boolean> {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const onPageError = (error: Error) => pageErrors.push(`${error.message}\n${error.stack ?? ''}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  const main = page.locator('#main-content');
  try {
    await open();
    // The shell's main area, or the error screen of a crash in the shell itself (then there is no main area).
    await expect(page.locator('#main-content, [data-route-error]').first()).toBeVisible();
    // The screen's calls (those of its loaders and of its components) have answered and it shows the outcome.
    await settledText(page, { allowBlank: true });
    await expect(main, 'the main area').toHaveCount(1);
    await expect(main.getByText('Loading...', { exact: true }), 'still loading').toHaveCount(0);
    await expect(page.locator('[data-route-error="crash"]'), 'crash screen').toHaveCount(0);
    expect((await main.innerText()).trim().length, 'the main area shows something').toBeGreaterThan(0);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
    return (await page.locator('[data-route-error="failed-load"]').count()) > 0;
  } catch (failure) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '(no page)');
    await test.info().attach(`round ${round}`, {
      contentType: 'text/plain',
      body: `page text:\n${text.slice(0, 1500)}\n\nconsole errors:\n${consoleErrors.join('\n')}`,
    });
    throw failure;
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  }
}

const summary = `${routeCases.length} routes, ${cases.length} route x persona cases, ${ROUNDS} rounds = ${cases.length * ROUNDS} screen visits`;

test.describe(`contract fuzz (${summary})`, { tag: ['@shell'] }, () => {
  for (const { url, persona } of cases) {
    test(`${url} as ${persona}`, async ({ sweepConsole }) => {
      test.setTimeout(15_000 + ROUNDS * 25_000);
      test.info().annotations.push({ type: 'fuzz', description: `${url} as ${persona}: ${ROUNDS} rounds` });
      const page = await sweepConsole.open(persona);
      await answerWithRandomData(page, url);
      trackRequests(page);
      let failedLoads = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        await test.step(`round ${round}`, async () => {
          // Each round: an empty query cache, the start-up's currencies and locales fetched again, then the route.
          const failed = await checkRound(page, round, () => sweepConsole.visit(page, url, { startupData: true }));
          if (failed) failedLoads += 1;
        });
      }
      // How many rounds ended in the route's failed-load screen (a call failed, or the record was not found).
      test.info().annotations.push({ type: 'fuzz failed loads', description: `${failedLoads} of ${ROUNDS}` });
    });
  }
});

/** The personas of the route cases (each signs in once per start-up round below). */
const personas = [...new Set(cases.map((c) => c.persona))];

test.describe(
  `contract fuzz of the start-up (${personas.length} personas, ${ROUNDS} whole page loads each)`,
  { tag: ['@shell'] },
  () => {
    for (const persona of personas) {
      test(`start-up as ${persona}`, async ({ page, signInAs }) => {
        test.setTimeout(15_000 + ROUNDS * 25_000);
        await signInAs(persona);
        await answerWithRandomData(page, '/');
        trackRequests(page);
        for (let round = 1; round <= ROUNDS; round++) {
          await test.step(`round ${round}`, async () => {
            await checkRound(page, round, async () => {
              await open(page, '/');
            });
          });
        }
      });
    }
  },
);
