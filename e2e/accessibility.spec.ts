import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { routeCases } from './routes';

/**
 * axe-core on every route, in the light and the dark scheme: no serious or critical violations (WCAG 2 A/AA).
 * Each route is checked as the first persona allowed there.
 */
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`@quality accessibility (${scheme})`, () => {
    for (const route of routeCases) {
      test(`${route.url} has no serious or critical violations`, async ({ page, signInAs }) => {
        const persona = route.personas[0] ?? 'superUser';
        await signInAs(persona);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(route.url);
        await expect(page.locator('#main-content')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(serious, `axe violations on ${route.url}`).toEqual([]);
      });
    }
  });
}
