import type { Page } from '@playwright/test';
import { openAuditLogs } from './areas/audit-logs';
import { test, expect, open } from './support/fixtures';
import { settled, trackRequests } from './support/settle';
import { recordCalls } from './support/versions';

/**
 * The console's language: the profile locale's when the console has it, else the browser's, else English; a choice
 * in the user menu switches at once and is remembered in this browser (the language code only). The shell's texts
 * (the frame around every screen) are in the catalogue so far; these tests read them.
 */
// Each test a browser of its own: a remembered language must not reach the next test's page.
test.use({ freshPage: true });

test(
  'a de-AT profile reads the shell in German; <html lang> says so',
  { tag: ['@i18n', '@de', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser', { locale: 'de-AT' });
    await open(page, '/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: /, Benutzermenü$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  },
);

test(
  'a profile locale the console does not speak gives English',
  { tag: ['@i18n', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser', { locale: 'fr-FR' });
    await open(page, '/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  },
);

test.describe('a German browser, logged out', { tag: ['@i18n', '@de', '@shell'] }, () => {
  test.use({ locale: 'de-CH' });

  test('reads the anonymous shell in German, and can choose English, which is remembered', async ({
    page,
    signInAs,
  }) => {
    await signInAs('loggedOut');
    await open(page, '/');
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    await page.getByRole('button', { name: 'Anmeldung erforderlich, Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // At once, without a reload: the screen and the menu change language.
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await page.getByRole('button', { name: 'Login Required, user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('console.language'))).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  });
});

test(
  'the pseudo-locale brackets and accents every shell text',
  { tag: ['@i18n', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/admin/no-such-page');
    await page.getByRole('button', { name: /, user menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Pseudo (en-XA)' }).click();
    await expect(page.getByRole('heading', { name: '[Þàĝé ñöţ ƒöûñð ·····]' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  },
);

/**
 * The frame of Audit Logs in the profile's language, with the command palette's screen entry for it; returns the API
 * calls the visit made ("METHOD /path", sorted), which the language must not change.
 */
async function auditLogsFrame(
  page: Page,
  words: {
    nav: string;
    admin: string;
    root: string;
    auditLogs: string;
    crumbs: string;
    jumpTo: string;
    search: string;
  },
): Promise<string[]> {
  const calls = recordCalls(page);
  await openAuditLogs(page);
  const main = page.getByRole('navigation', { name: words.nav, exact: true });
  await expect(main.getByRole('link', { name: words.admin, exact: true })).toBeVisible();
  const trail = page.getByRole('navigation', { name: words.crumbs, exact: true });
  await expect(trail.getByRole('link', { name: words.root, exact: true })).toBeVisible();
  await expect(trail.getByText(words.auditLogs, { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(`${words.auditLogs} · POS Authentication Admin`);
  const jumpTo = page.getByRole('button', { name: words.jumpTo, exact: true });
  await expect(jumpTo).toBeEnabled();
  await jumpTo.click();
  const searchBox = page.getByRole('dialog').getByRole('textbox', { name: words.search });
  await searchBox.fill(words.auditLogs.slice(0, 5));
  await expect(page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${words.auditLogs}`) })).toBeVisible();
  await searchBox.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await settled(page);
  return [...calls].sort();
}

test(
  'a de-DE profile reads the frame of every screen in German, with the same calls as in English',
  { tag: ['@i18n', '@de', '@shell', '@audit-logs'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    await signInAs('superUser', { locale: 'en-GB' });
    const english = await auditLogsFrame(page, {
      nav: 'Main',
      admin: 'Admin',
      root: 'Administration',
      auditLogs: 'Audit Logs',
      crumbs: 'Breadcrumb',
      jumpTo: 'Jump to',
      search: 'Search',
    });
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link')).toHaveText([
      'My Account',
      'Admin',
    ]);

    await signInAs('superUser', { locale: 'de-DE' });
    const german = await auditLogsFrame(page, {
      nav: 'Hauptnavigation',
      admin: 'Verwaltung',
      root: 'Verwaltung',
      auditLogs: 'Prüfprotokolle',
      crumbs: 'Pfadnavigation',
      jumpTo: 'Springen zu',
      search: 'Suchen',
    });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link')).toHaveText([
      'Mein Konto',
      'Verwaltung',
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    expect(german.length).toBeGreaterThan(0);
    expect(german).toEqual(english);
  },
);
