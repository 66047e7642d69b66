import { test, expect, open } from './support/fixtures';

/**
 * The console's language: the profile locale's when the console has it, else the browser's, else English; a choice
 * in the user menu switches at once and is remembered in this browser (the language code only). The shell's texts
 * are in the catalogue so far; these tests read them.
 */
// Each test a browser of its own: a remembered language must not reach the next test's page.
test.use({ freshPage: true });

test('a de-AT profile reads the shell in German; <html lang> says so', async ({ page, signInAs }) => {
  await signInAs('superUser', { locale: 'de-AT' });
  await open(page, '/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: /, Benutzermenü$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
});

test('a profile locale the console does not speak gives English', async ({ page, signInAs }) => {
  await signInAs('superUser', { locale: 'fr-FR' });
  await open(page, '/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a German browser, logged out', () => {
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

test('the pseudo-locale brackets and accents every shell text', async ({ page, signInAs }) => {
  await signInAs('superUser');
  await open(page, '/admin/no-such-page');
  await page.getByRole('button', { name: /, user menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Pseudo (en-XA)' }).click();
  await expect(page.getByRole('heading', { name: '[Þàĝé ñöţ ƒöûñð ·····]' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
});
