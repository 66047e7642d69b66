import type { Page, Request } from '@playwright/test';
import { openOrganisations } from './areas/organisations';
import { test, expect, open, answerAsUsual, estate, resetLink } from './support/fixtures';
import { treeItem, treeRow } from './support/grid';
import { sameCallsInEnglishAndGerman } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { apps, recordCalls } from './support/versions';

/**
 * The shared blocks in German (the tree, the loading overlay's defaults, the outlet restriction picker, summary
 * cards, the signed-out screens' card and notice): each screen visited in English and in German, with the blocks'
 * German texts asserted and the same calls (and save body) in both. The screens' own texts are not read here.
 */
// Several visits per test on a shared, busy machine.
test.describe.configure({ timeout: 60_000 });

const org = `/organisation/${estate.harbourFishBarId}`;
const api = `/api/organisation/${estate.harbourFishBarId}`;
const southbank = '10000000-0000-4000-8000-000000000003';
const uma = '50000000-0000-4000-8000-000000000002';

/** The calls a visit makes ("METHOD /path"), sorted: the language must not change them. */
async function visit(page: Page, act: () => Promise<void>): Promise<string[]> {
  const calls = recordCalls(page);
  await act();
  await settled(page);
  return [...calls].sort();
}

/** The blocks' words each test reads, in one language. */
const words = {
  en: {
    expand: 'Expand',
    collapse: 'Collapse',
    childrenFailed: 'Failed to load children',
    retryChildren: 'Retry loading children',
    olderVersions: 'Older versions',
    loadFailed: /^Loading failed: \S/,
    retry: 'Retry',
    picker: 'Outlet restrictions',
    restrictTo: (name: string) => `Restrict to ${name}`,
    removeRestriction: (name: string) => `Remove restriction ${name}`,
    add: 'Add',
    outlet: 'Outlet',
    outletGroup: 'Outlet group',
    restricted: 'Restricted',
    noRestriction: 'No restriction: access to every outlet.',
    outletsFailed: 'Outlet list could not be retrieved from POSCore for this organisation. Please try again later.',
    count: / count$/,
    email: 'Email',
    login: 'Login',
  },
  de: {
    expand: 'Erweitern',
    collapse: 'Reduzieren',
    childrenFailed: 'Untergeordnete Elemente konnten nicht geladen werden',
    retryChildren: 'Untergeordnete Elemente erneut laden',
    olderVersions: 'Ältere Versionen',
    loadFailed: /^Laden fehlgeschlagen: \S/,
    retry: 'Erneut versuchen',
    picker: 'Einschränkungen auf Verkaufsstellen',
    restrictTo: (name: string) => `Auf ${name} einschränken`,
    removeRestriction: (name: string) => `Einschränkung ${name} entfernen`,
    add: 'Hinzufügen',
    outlet: 'Verkaufsstelle',
    outletGroup: 'Verkaufsstellengruppe',
    restricted: 'Eingeschränkt',
    noRestriction: 'Keine Einschränkung: Zugriff auf alle Verkaufsstellen.',
    outletsFailed:
      'Die Liste der Verkaufsstellen dieser Organisation konnte nicht von POSCore abgerufen werden. Versuchen Sie es später erneut.',
    count: /^Anzahl /,
    email: 'E-Mail',
    login: 'Anmelden',
  },
} as const;
type Words = (typeof words)[keyof typeof words];

test(
  'the organisations tree: expander, a failed child load, its reason and retry',
  { tag: ['@de', '@tree', '@organisations'] },
  async ({ page, signInAs, forceAnswer }) => {
    trackRequests(page);
    await forceAnswer('GET', `/api/OrganisationTree/${southbank}`, 'code=500');
    const tree = (w: Words) =>
      visit(page, async () => {
        await openOrganisations(page);
        const root = treeRow(page, 'Kappa POS Platform (ROOT)');
        await expect(root.getByRole('button', { name: w.collapse, includeHidden: true })).toBeAttached();
        const row = treeRow(page, 'Southbank POS Partners (SBPP)');
        await row.getByRole('button', { name: w.expand, includeHidden: true }).click();
        const marker = row.getByRole('img', { name: w.childrenFailed });
        await marker.hover();
        await expect(page.getByRole('tooltip').filter({ hasText: w.loadFailed })).toBeVisible();
        const again = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(southbank));
        await row.getByRole('button', { name: w.retryChildren }).click();
        await again;
        await expect(marker).toBeVisible();
      });

    const german = await sameCallsInEnglishAndGerman(signInAs, 'superUser', (language) => tree(words[language]));
    expect(german.length).toBeGreaterThan(0);
  },
);

test(
  'the install versions tree: the overlay of a failed load offers Retry; a failed child load is marked',
  { tag: ['@de', '@tree-panel', '@tree', '@loading-overlay', '@acceptances'] },
  async ({ page, signInAs, forceAnswer }) => {
    trackRequests(page);
    const failTree = async () => {
      await forceAnswer('GET', `${api}/acceptancestree`, 'code=500');
      await forceAnswer('GET', `${api}/acceptancestree/oldversions/${apps.posTerminal}`, 'code=500');
    };
    const acceptances = (w: Words) =>
      visit(page, async () => {
        await open(page, `${org}/acceptances`);
        const retry = page.getByRole('alert').getByRole('button', { name: w.retry, exact: true });
        await expect(retry).toBeVisible();
        // The retried load succeeds: the mock answers as usual from now on.
        await answerAsUsual(page, `${api}/acceptancestree`);
        await retry.click();
        const older = treeItem(page, w.olderVersions).first();
        await older.getByRole('button', { name: w.expand, includeHidden: true }).click();
        await expect(older.getByRole('img', { name: w.childrenFailed })).toBeVisible();
        await expect(older.getByRole('button', { name: w.retryChildren })).toBeVisible();
      });

    const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', async (language) => {
      await failTree();
      return acceptances(words[language]);
    });
    expect(german.length).toBeGreaterThan(0);
  },
);

test(
  'the outlet restriction picker: labels, kinds, Add and Remove; the same save body in both languages',
  { tag: ['@de', '@site-node-picker', '@access'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const editAccess = async (w: Words) => {
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request);
      });
      const calls = await visit(page, async () => {
        await open(page, `${org}/links/edit/${uma}`);
        const picker = page.getByRole('group', { name: w.picker });
        await expect(picker.getByRole('button', { name: w.removeRestriction('Harbour Street') })).toBeVisible();
        await expect(picker.getByRole('listitem').filter({ hasText: 'Harbour Street' })).toHaveText(
          `Harbour Street (${w.outlet})`,
        );
        const quayside = picker.getByRole('treeitem', { name: 'Quayside Sites' });
        await expect(quayside).toContainText(w.outletGroup);
        await expect(picker.getByRole('treeitem', { name: 'Harbour Street' })).toContainText(w.restricted);
        const add = picker.getByRole('button', { name: w.restrictTo('Quayside Fish Bar') });
        await expect(add).toHaveText(w.add);
        await add.click();
        await expect(picker.getByRole('button', { name: w.removeRestriction('Quayside Fish Bar') })).toBeVisible();
        // The page's own Save, found by its icon: its label belongs to the edit page, not to these blocks.
        await page
          .getByRole('button')
          .filter({ has: page.locator('.tabler-icon-device-floppy') })
          .click();
        await expect(page).toHaveURL(`${org}/links`);
      });
      return { calls, bodies: posts.map((post) => [new URL(post.url()).pathname, post.postDataJSON() as unknown]) };
    };

    const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) => editAccess(words[language]));
    expect(german.bodies.length).toBeGreaterThan(0);
  },
);

test(
  'Invite User with the outlet list failing: no restriction yet, the message and Retry',
  { tag: ['@de', '@site-node-picker', '@access'] },
  async ({ page, signInAs, forceAnswer }) => {
    trackRequests(page);
    await forceAnswer('GET', `${api}/outlets/nodes`, 'code=500');
    const invite = (w: Words) =>
      visit(page, async () => {
        await open(page, `${org}/invite`);
        const picker = page.getByRole('group', { name: w.picker });
        await expect(picker.getByTestId('no-restriction')).toHaveText(w.noRestriction);
        await expect(picker.getByRole('alert')).toContainText(w.outletsFailed);
        const again = page.waitForRequest((request) => new URL(request.url()).pathname === `${api}/outlets/nodes`);
        await picker.getByRole('button', { name: w.retry }).click();
        await again;
      });

    const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) => invite(words[language]));
    expect(german.length).toBeGreaterThan(0);
  },
);

test(
  'the organisation summary: each count badge is named in German',
  { tag: ['@de', '@summary-card', '@organisation-summary'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const summary = (w: Words) =>
      visit(page, async () => {
        await open(page, org);
        const badges = page.locator('section .mantine-Badge-root[aria-label]');
        await expect(badges.first()).toBeVisible();
        await settled(page);
        const names = await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
        expect(names.length).toBeGreaterThan(1);
        for (const name of names) expect(name).toMatch(w.count);
      });

    const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) => summary(words[language]));
    expect(german.length).toBeGreaterThan(0);
  },
);

test(
  'signed out: the reset form shows the link address as "E-Mail"; the completion notice offers "Anmelden"',
  { tag: ['@de', '@public-card', '@password-reset'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    await signInAs('loggedOut');
    const confirmUrl = `/resetpassword/confirm/${resetLink.token}/${encodeURIComponent(resetLink.email)}`;
    const publicCards = (w: Words) =>
      visit(page, async () => {
        await open(page, confirmUrl);
        await expect(page.getByRole('textbox', { name: w.email, exact: true })).toHaveValue(resetLink.email);
        await open(page, '/resetpassword/complete');
        await expect(page.getByRole('link', { name: w.login, exact: true })).toHaveAttribute(
          'href',
          '/authentication/login?returnUrl=%2F',
        );
      });

    const english = await publicCards(words.en);
    // A signed-out visitor's language: the one chosen in this browser (the storage is cleared after the test).
    await page.evaluate(() => window.localStorage.setItem('console.language', 'de'));
    const german = await publicCards(words.de);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(german).toEqual(english);
  },
);
