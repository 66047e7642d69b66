import { test, expect } from './fixtures';
import { routeCases } from './routes';

/**
 * Contract fuzz: every route, as each persona allowed there, with the mock answering every call (but the session
 * call) with random data generated from the contract's schemas (Prism `Prefer: dynamic=true`), several rounds.
 * Pass: no uncaught page error and a non-blank main area (the screen renders its data or its error state).
 */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 3);

for (let round = 1; round <= ROUNDS; round++) {
  test.describe(`@quality contract fuzz, round ${round}`, () => {
    for (const route of routeCases) {
      for (const persona of route.personas) {
        test(`${route.url} as ${persona}`, async ({ page, signInAs }) => {
          await signInAs(persona);
          await page.route(
            (url) => url.pathname.toLowerCase() !== '/authentication/current',
            async (route) => {
              const request = route.request();
              if (request.headers()['x-requested-with'] !== 'XMLHttpRequest') return route.fallback();
              return route.continue({ headers: { ...request.headers(), prefer: 'dynamic=true' } });
            },
          );
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(route.url);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('#main-content')).not.toBeEmpty();
          const text = (await page.locator('#main-content').innerText()).trim();
          expect(text.length, 'the main area shows something').toBeGreaterThan(0);
          expect(errors, 'uncaught page errors').toEqual([]);
        });
      }
    }
  });
}
