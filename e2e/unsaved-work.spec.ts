import type { Page, Route } from '@playwright/test';
import { acceptancePanel, autoAcceptSettings, openAcceptances } from './areas/acceptances';
import { openChangePassword } from './areas/account';
import { currencyCodeField, openInitialise } from './areas/initialise';
import { instancesOffline, openEditPosCoreInstance, serverNameField, uriField } from './areas/servers';
import { membersGrid, openEditTeam, openTeams } from './areas/teams';
import { fullNameField, fullNameInRow, openUsers } from './areas/users';
import { test, expect, open, estate, records, waitForCall, type Persona } from './support/fixtures';
import { errorDialog, unsavedDialog } from './support/form';
import { rowField, rowWith } from './support/grid';

// With Mantine's transitions, as most users see them: the Unsaved changes dialog must hold the edit while it animates.
test.use({ reducedMotion: 'no-preference' });

/** The tags of the tests that open every list screen's grid (the quick loop picks tests by tag: docs/testing.md). */
const GRID_TAGS = [
  '@data-grid',
  '@users',
  '@clients',
  '@servers',
  '@teams',
  '@service-accounts',
  '@permission-groups',
  '@access',
];

/**
 * Nothing typed is lost: a session that ends keeps the page and its changes (the session-ended dialog, then Retry
 * sends them), every grid guards its pending changes as the edit pages do (every in-app navigation asks "Unsaved
 * changes", reload asks the browser's question), and grids and edit pages are read-only while a save is in flight.
 */
test.describe.configure({ timeout: 60_000 });

const orgId = estate.harbourFishBarId;
const org = `/organisation/${orgId}`;
const api = `/api/organisation/${orgId}`;

/** A grid's row by the value of one of its inputs, and a text cell of it. */
const sessionDialog = (page: Page) => page.getByRole('dialog', { name: 'Your session has ended' });

/** A route that holds its requests until `release()` (then they go on to the mock). */
async function holdCalls(page: Page, method: string, path: string) {
  const held: Route[] = [];
  let releaseAll: (() => void) | null = null;
  const released = new Promise<void>((resolve) => (releaseAll = resolve));
  await page.route(
    (url) => url.pathname.toLowerCase() === path.toLowerCase(),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      held.push(route);
      await released;
      return route.fallback();
    },
  );
  return {
    held: () => held.length,
    release: () => releaseAll?.(),
  };
}

/** Forces `method path` to answer `status` until `stop()`. */
async function answerWith(page: Page, method: string, path: string, status: number) {
  let forcing = true;
  await page.route(
    (url) => url.pathname.toLowerCase() === path.toLowerCase(),
    async (route) =>
      forcing && route.request().method() === method
        ? route.continue({ headers: { ...route.request().headers(), prefer: `code=${status}` } })
        : route.fallback(),
  );
  return { stop: () => (forcing = false) };
}

/** Answers the session call 401 while `signedOut()` (a session that ended), else as the persona's. */
async function sessionSwitch(page: Page) {
  let signedOut = false;
  await page.route(
    (url) => url.pathname.toLowerCase() === '/authentication/current',
    async (route) =>
      signedOut ? route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  return {
    signOut: () => (signedOut = true),
    signIn: () => (signedOut = false),
  };
}

interface GridCase {
  name: string;
  url: string;
  persona: Persona;
  row: string;
  column: string;
  before?: (page: Page) => Promise<void>;
}

/** Every grid where pending changes can be made (Organisation Access has only read-only cells; Pending Invitations deletes at once). */
const GRIDS: GridCase[] = [
  { name: 'Users', url: '/admin/users', persona: 'superUser', row: 'Alice', column: 'Full Name' },
  { name: 'Clients', url: '/admin/clients', persona: 'superUser', row: 'Insights', column: 'Name' },
  {
    name: 'POS Core Instances',
    url: '/admin/poscoreinstances',
    persona: 'superUser',
    row: 'POSCore EU West',
    column: 'Name',
    before: instancesOffline,
  },
  {
    name: 'Integration Server Instances',
    url: '/admin/integrationserver',
    persona: 'superUser',
    row: 'Harbour Remote Orders',
    column: 'Name',
  },
  { name: 'Teams', url: `${org}/teams`, persona: 'orgAdmin', row: 'Bar Staff', column: 'Name' },
  {
    name: 'Service Accounts',
    url: `${org}/serviceaccounts`,
    persona: 'orgAdmin',
    row: 'Quayside POS Server',
    column: 'Name',
  },
  {
    name: 'User Permission Groups',
    url: `${org}/permissiongroups`,
    persona: 'orgAdmin',
    row: 'Managers',
    column: 'Name',
  },
];

test.describe('a session that ends keeps the work', { tag: ['@unsaved-work', '@session-ended', '@shell'] }, () => {
  test('Edit POS Core Instance: a save answered 401 keeps the page and what was typed; the dialog signs in again in a new tab, then Retry sends the same change', async ({
    page,
    signInAs,
    context,
  }) => {
    await signInAs('superUser');
    await instancesOffline(page);
    const session = await sessionSwitch(page);
    await openEditPosCoreInstance(page, records.euWest);
    await serverNameField(page).fill('POSCore EU North');
    const expired = await answerWith(page, 'POST', '/api/POSCoreInstance/batch', 401);
    session.signOut();
    const refused = waitForCall(page, 'POST', '/api/POSCoreInstance/batch');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const sent = (await refused).postDataJSON() as unknown;

    const dialog = sessionDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('the change you sent was not saved');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Edit POS Core Instance' })).toBeVisible();
    await expect(serverNameField(page)).toHaveValue('POSCore EU North');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session has ended, so the changes were not saved.' }),
    ).toBeVisible();

    // Sign in again: the authentication login page (SPEC 2.2's URL) in a new tab; this page stays.
    const signIn = dialog.getByRole('link', { name: 'Sign in again (new tab)' });
    await expect(signIn).toHaveAttribute('href', '/authentication/login?returnUrl=%2F');
    await expect(signIn).toHaveAttribute('target', '_blank');
    const tab = context.waitForEvent('page');
    await signIn.click();
    const loginTab = await tab;
    await expect.poll(() => loginTab.url()).toContain('/authentication/login?returnUrl=%2F');
    await loginTab.close();

    // Retry before signing in: the session is checked and is still ended.
    const check = waitForCall(page, 'GET', '/Authentication/current');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await check;
    await expect(dialog.getByRole('alert')).toHaveText(
      'You are still signed out. Sign in again in the new tab, then press Retry.',
    );
    await expect(serverNameField(page)).toHaveValue('POSCore EU North');

    // Signed in again: Retry checks the session, then sends the same change, which now saves.
    session.signIn();
    expired.stop();
    const checked = waitForCall(page, 'GET', '/Authentication/current');
    const again = waitForCall(page, 'POST', '/api/POSCoreInstance/batch');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await checked;
    expect((await again).postDataJSON()).toEqual(sent);
    await expect(page).toHaveURL('/admin/poscoreinstances');
    await expect(dialog).toHaveCount(0);
  });

  test('Users grid: a Save Changes answered 401 keeps the pending edit; Retry sends the same batch', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await openUsers(page);
    const alice = rowWith(page, 'Alice');
    await fullNameField(alice).fill('Alice Session');
    const expired = await answerWith(page, 'POST', '/api/user/batch', 401);
    const refused = waitForCall(page, 'POST', '/api/user/batch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const sent = (await refused).postDataJSON() as unknown;
    await expect(sessionDialog(page)).toBeVisible();
    await expect(errorDialog(page)).toHaveCount(0);
    await expect(fullNameInRow(page, 'Alice')).toHaveValue('Alice Session');
    await expect(rowWith(page, 'Alice').getByText('Unsaved')).toBeVisible();

    expired.stop();
    const again = waitForCall(page, 'POST', '/api/user/batch');
    await sessionDialog(page).getByRole('button', { name: 'Retry' }).click();
    expect((await again).postDataJSON()).toEqual(sent);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(sessionDialog(page)).toHaveCount(0);
  });

  test('closing the dialog keeps the page; once the changes are discarded, Login Required takes over (nothing unsaved)', async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await openUsers(page);
    await fullNameInRow(page, 'Alice').fill('Alice Session');
    await forceAnswer('POST', '/api/user/batch', 'code=401');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await sessionDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(sessionDialog(page)).toHaveCount(0);
    await expect(fullNameInRow(page, 'Alice')).toHaveValue('Alice Session');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  });

  test('a 401 with nothing unsaved is Login Required, as before', async ({ page, signInAs, forceAnswer }) => {
    await signInAs('superUser');
    await instancesOffline(page);
    await openEditPosCoreInstance(page, records.euWest);
    await expect(serverNameField(page)).toHaveValue('POSCore EU West');
    await forceAnswer('POST', '/api/POSCoreInstance/batch', 'code=401');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(sessionDialog(page)).toHaveCount(0);
  });
});

test.describe('grids guard unsaved changes as edit pages do', { tag: [...GRID_TAGS, '@unsaved-work'] }, () => {
  for (const grid of GRIDS) {
    test(`${grid.name}: the breadcrumb and a header link ask "Unsaved changes"; Stay keeps the edit, Leave goes`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(grid.persona);
      await grid.before?.(page);
      await open(page, grid.url);
      const edited = `${grid.row} (edited)`;
      await rowField(rowWith(page, grid.row), grid.column).fill(edited);
      // The row by the value it has now (the edited column may be the one that found it).
      const row = rowWith(page, edited);
      await expect(row.getByText('Unsaved')).toBeVisible();

      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
      await expect(unsavedDialog(page)).toBeVisible();
      await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
      await expect(unsavedDialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(grid.url);
      await expect(rowField(row, grid.column)).toHaveValue(edited);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
      await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/user\/[^/]+$/);
    });
  }

  test("Users: Ctrl+K, a row's Edit and the product link ask too; a saved grid leaves without asking", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await openUsers(page);
    await fullNameInRow(page, 'Alice').fill('Alice Guarded');

    await expect(page.getByRole('button', { name: /^Jump to/ })).toBeEnabled();
    // (Not from inside a text box, where Ctrl+K is the box's.)
    await page.getByRole('heading', { name: 'Users', level: 2 }).click();
    await page.keyboard.press('Control+K');
    const search = page.getByRole('dialog').getByRole('textbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await search.fill('audit');
    await search.press('Enter');
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL('/admin/users');

    await rowWith(page, 'Oliver').getByRole('button', { name: 'Edit' }).click();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL('/admin/users');

    await page.getByRole('banner').getByRole('link').first().click();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(fullNameInRow(page, 'Alice')).toHaveValue('Alice Guarded');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/user\/[^/]+$/);
    await expect(unsavedDialog(page)).toHaveCount(0);
  });

  test('Teams (a super user): switching organisation in the breadcrumb asks first', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await openTeams(page);
    await rowField(rowWith(page, 'Bar Staff'), 'Name').fill('Bar Team');
    await expect(rowWith(page, 'Bar Team').getByText('Unsaved')).toBeVisible();
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    await switcher.click();
    await switcher.fill('Kappa');
    await page.getByRole('option', { name: /^Kappa POS Platform/ }).click();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(`${org}/teams`);
    await expect(rowField(rowWith(page, 'Bar Team'), 'Name')).toHaveValue('Bar Team');
  });

  test.describe('reload', () => {
    // The browser's own question ends in a navigation the kept page would have to undo.
    test.use({ freshPage: true });

    test("Users: reloading with a pending edit asks the browser's leave-page question; staying keeps the edit", async ({
      page,
      signInAs,
    }) => {
      await signInAs('superUser');
      await openUsers(page);
      const fullName = fullNameInRow(page, 'Alice');
      // A user's gesture (the click) lets the page ask.
      await fullName.click();
      await fullName.fill('Alice Reload');
      const asked = page.waitForEvent('dialog');
      const reload = page.reload({ timeout: 5_000 }).catch(() => undefined);
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
      await reload;
      await expect(fullNameInRow(page, 'Alice')).toHaveValue('Alice Reload');
    });
  });
});

test.describe("the screens' own forms are guarded too", { tag: ['@unsaved-work', '@edit-page'] }, () => {
  const treeItem = (page: Page, start: string) =>
    page.getByRole('treeitem', { name: new RegExp(`^${start.replace(/[.]/g, '\\.')}( |$)`) });

  test('Install Versions: unsaved auto accept settings are asked about before another tree row replaces them, and before leaving', async ({
    page,
    signInAs,
  }) => {
    await signInAs('orgAdmin');
    await openAcceptances(page);
    await treeItem(page, 'POS Terminal').click();
    const settings = autoAcceptSettings(page);
    await settings.getByRole('switch', { name: 'Auto accept new versions' }).click();
    const autoAccept = settings.getByRole('switch', { name: 'Auto accept new versions' });
    await expect(autoAccept).toBeChecked();

    await treeItem(page, '1.0.5.3').click();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(autoAccept).toBeChecked();
    await expect(acceptancePanel(page)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(`${org}/acceptances`);

    await treeItem(page, '1.0.5.3').click();
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(acceptancePanel(page)).toBeVisible();
  });

  test('Initialise Organisation and Change Password ask before leaving what was typed; their Cancel does not', async ({
    page,
    signInAs,
  }) => {
    await signInAs('orgAdmin');
    await openInitialise(page);
    await currencyCodeField(page).fill('USD');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(currencyCodeField(page)).toHaveValue('USD');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(org);
    await expect(unsavedDialog(page)).toHaveCount(0);

    await openChangePassword(page);
    await page.getByLabel('Old Password').fill('Harbour-Lights-2023');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Old Password')).toHaveValue('Harbour-Lights-2023');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(unsavedDialog(page)).toHaveCount(0);
  });
});

test.describe('read-only while a save is in flight', { tag: ['@unsaved-work', '@edit-page', '@data-grid'] }, () => {
  test("Users grid: while Save Changes is in flight no cell can be edited; the save's answer keeps nothing unsent", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    const hold = await holdCalls(page, 'POST', '/api/user/batch');
    await openUsers(page);
    await fullNameInRow(page, 'Alice').fill('Alice Slow');
    const saved = waitForCall(page, 'POST', '/api/user/batch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await saved;
    await expect.poll(hold.held).toBe(1);

    const oliver = fullNameInRow(page, 'Oliver');
    await expect(oliver).toBeDisabled();
    await expect(fullNameInRow(page, 'Alice Slow')).toBeDisabled();
    await expect(rowWith(page, 'Oliver').getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    hold.release();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(oliver).toBeEnabled();
    await expect(page.locator('tbody').getByText('Unsaved')).toHaveCount(0);
  });

  test('Edit POS Core Instance: the form is read-only while Save is in flight', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await instancesOffline(page);
    const hold = await holdCalls(page, 'POST', '/api/POSCoreInstance/batch');
    await openEditPosCoreInstance(page, records.euWest);
    await serverNameField(page).fill('POSCore EU North');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(hold.held).toBe(1);
    await expect(serverNameField(page)).toBeDisabled();
    await expect(uriField(page)).toBeDisabled();
    hold.release();
    await expect(page).toHaveURL('/admin/poscoreinstances');
  });

  test("Edit Team: the Members grid is read-only while the page's Save is in flight", async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    const hold = await holdCalls(page, 'POST', `${api}/team/batch`);
    await openEditTeam(page, records.kitchenManagers);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kitchen Team');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(hold.held).toBe(1);
    const membersRegion = membersGrid(page);
    await expect(membersRegion.getByRole('combobox', { name: 'Add member' })).toBeDisabled();
    hold.release();
    await expect(page).toHaveURL(`${org}/teams`);
  });
});
