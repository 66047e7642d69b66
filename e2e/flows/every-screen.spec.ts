import { test, expect, open, type Persona } from '../support/fixtures';
import { routeCases } from '../support/routes';
import { settledText, trackRequests } from '../support/settle';
import { openAs } from './world';

/**
 * Every route of SPEC 2.1 on the world, as each persona allowed there: the screen settles with what the world answers,
 * no crash and no failed load, and every answer passed Prism's response validation (the `page` fixture fails a test
 * on any violation). The screens' own specs and sweeps check their content on the examples; this checks that the
 * world's answers fit every screen.
 */
const personas: Persona[] = ['superUser', 'orgAdmin', 'user', 'loggedOut'];

test.describe.configure({ timeout: 120_000 });

for (const persona of personas) {
  const urls = routeCases.filter((route) => route.personas.includes(persona)).map((route) => route.url);
  test(
    `every screen ${persona} may open shows the world's records (${urls.length} routes)`,
    { tag: ['@shell'] },
    async ({ page }) => {
      await openAs(page, persona, '/__e2e/between-visits');
      trackRequests(page);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      for (const url of urls) {
        await test.step(url, async () => {
          await open(page, url);
          await settledText(page, { allowBlank: true });
          await expect(page.locator('[data-route-error]'), `${url}: no crash or failed load`).toHaveCount(0);
          expect(pageErrors, `${url}: uncaught page errors`).toEqual([]);
        });
      }
    },
  );
}
