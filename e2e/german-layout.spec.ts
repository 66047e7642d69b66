import type { Page } from '@playwright/test';
import { test, expect, estate, open } from './support/fixtures';
import { expectFits } from './support/layout';
import { routeCases } from './support/routes';
import { settledText, trackRequests } from './support/settle';

/**
 * German words run long ("Berechtigungsgruppen", "Integrationsserver-Instanzen"): every route in German, at 1280 px
 * and on the 390 px phone shell, scrolls no wider than the screen, and no button, tab, badge, navigation entry,
 * heading or field label of ours is cut (`expectFits`, e2e/support/layout.ts).
 */
/** Signs in, opens the URL in German and checks it at 1280 px, then on the 390 px phone. */
async function expectGermanFits(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The kept console starts again at the URL (`open`) in the language the browser remembers.
  await page.evaluate(() => window.localStorage.setItem('console.language', 'de'));
  await open(page, url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
  await settledText(page);
  await expectFits(page, `${url} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settledText(page);
  await expectFits(page, `${url} at 390 px`);
}

for (const { url, personas } of routeCases) {
  const persona = personas[0] ?? 'superUser';
  test(`${url} as ${persona} in German fits 1280 px and 390 px`, { tag: ['@de'] }, async ({ page, signInAs }) => {
    trackRequests(page);
    await signInAs(persona);
    await expectGermanFits(page, url);
  });
}

// A user's page with what the route's own example lacks: an organisation admin's membership badges beside the
// organisation's name, and access Denied ("Verweigert") on each Insights row.
const summaryPath = /^\/api\/User\/summary\/[^/]+$/i;
for (const example of ['orgAdmin', 'invited']) {
  test(
    `a user's page (example ${example}) in German fits 1280 px and 390 px`,
    { tag: ['@de'] },
    async ({ page, signInAs, forceAnswer }) => {
      trackRequests(page);
      await signInAs('superUser');
      await forceAnswer('GET', summaryPath, `example=${example}`);
      await expectGermanFits(page, `/user/${estate.oliverId}`);
    },
  );
}

// Edit My Profile with a new email waiting for its link: the notice beside the fields.
test(
  'the own profile with a new email waiting (example userEmailPending) in German fits 1280 px and 390 px',
  { tag: ['@de'] },
  async ({ page, signInAs, forceAnswer }) => {
    trackRequests(page);
    await signInAs('user');
    await forceAnswer('GET', '/api/user/profile', 'example=userEmailPending');
    await expectGermanFits(page, '/profile');
    await expect(page.getByRole('status').filter({ hasText: 'Bestätigen Sie Ihre neue E-Mail-Adresse' })).toContainText(
      'Ein Link wurde an uma.underwood@harbourfishbar.example gesendet.',
    );
  },
);
