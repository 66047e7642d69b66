import type { Page } from '@playwright/test';
import { instancesOffline, openEditPosCoreInstance, serverNameField } from './areas/servers';
import { fullNameInRow, openUsers } from './areas/users';
import { test, expect, open, estate, records, waitForCall, type Persona } from './support/fixtures';
import { errorDialog } from './support/form';
import { rowWith } from './support/grid';
import { settled, trackRequests } from './support/settle';

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
 * No trap on a load that keeps failing (every grid: the Error modal once, then the failure in the grid's place with
 * Retry; the rest of the console stays usable), and no call that hangs (every call has a 30 s limit: "Network
 * error"; a save without an answer says its outcome is unknown and loads the record or list again).
 */
test.describe.configure({ timeout: 60_000 });

const orgId = estate.harbourFishBarId;
const org = `/organisation/${orgId}`;
const api = `/api/organisation/${orgId}`;
const inlineFailure = (page: Page) => page.getByRole('alert').filter({ hasText: 'Failed to load' });

interface ListCase {
  name: string;
  url: string;
  list: string;
  persona: Persona;
  before?: (page: Page) => Promise<void>;
}

/** Every grid and its list call. */
const GRIDS: ListCase[] = [
  { name: 'Users', url: '/admin/users', list: '/api/user', persona: 'superUser' },
  { name: 'Clients', url: '/admin/clients', list: '/api/client', persona: 'superUser' },
  {
    name: 'POS Core Instances',
    url: '/admin/poscoreinstances',
    list: '/api/POSCoreInstance',
    persona: 'superUser',
    before: instancesOffline,
  },
  {
    name: 'Integration Server Instances',
    url: '/admin/integrationserver',
    list: '/api/integrationServerInstance',
    persona: 'superUser',
  },
  { name: 'Teams', url: `${org}/teams`, list: `${api}/team`, persona: 'orgAdmin' },
  {
    name: 'Members (Edit Team)',
    url: `${org}/teams/edit/${records.kitchenManagers}`,
    list: `${api}/team/${records.kitchenManagers}/members`,
    persona: 'orgAdmin',
  },
  { name: 'Service Accounts', url: `${org}/serviceaccounts`, list: `${api}/serviceaccounts`, persona: 'orgAdmin' },
  {
    name: 'User Permission Groups',
    url: `${org}/permissiongroups`,
    list: `${api}/userpermissiongroup`,
    persona: 'orgAdmin',
  },
  { name: 'Organisation Access', url: `${org}/links`, list: `${api}/links`, persona: 'orgAdmin' },
  { name: 'Pending Invitations', url: `${org}/pendinginvites`, list: `${api}/invite`, persona: 'orgAdmin' },
];

/** Counts the list calls the page makes. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.toLowerCase() === path.toLowerCase()) calls += 1;
  });
  return () => calls;
}

test.describe('a load that keeps failing traps no one', { tag: [...GRID_TAGS, '@loading-overlay', '@dialogs'] }, () => {
  test("Users: OK loads again; failing again, the failure shows in the grid's place with Retry, no modal; the header still works", async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/api/user', 'code=500');
    const calls = countCalls(page, '/api/user');
    trackRequests(page);
    await openUsers(page);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
    // (The route's loader and the mounting screen may each have asked once.)
    await settled(page);
    const first = calls();

    const again = waitForCall(page, 'GET', '/api/user');
    await errorDialog(page).getByRole('button', { name: 'OK' }).click();
    await again;
    await expect(inlineFailure(page)).toContainText('Internal Server Error');
    await expect(errorDialog(page)).toHaveCount(0);
    await settled(page);
    expect(calls()).toBe(first + 1);

    const retried = waitForCall(page, 'GET', '/api/user');
    await inlineFailure(page).getByRole('button', { name: 'Retry' }).click();
    await retried;
    await expect(inlineFailure(page)).toContainText('Internal Server Error');
    await expect(errorDialog(page)).toHaveCount(0);
    await settled(page);
    expect(calls()).toBe(first + 2);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin');
  });

  for (const way of ['×', 'Escape', 'a click outside'] as const) {
    test(`Users: closing the Error modal with ${way} loads nothing again and shows the failure in the grid's place`, async ({
      page,
      signInAs,
      forceAnswer,
    }) => {
      await signInAs('superUser');
      await forceAnswer('GET', '/api/user', 'code=500');
      const calls = countCalls(page, '/api/user');
      trackRequests(page);
      await openUsers(page);
      await expect(errorDialog(page)).toBeVisible();
      await settled(page);
      const first = calls();
      if (way === '×') await errorDialog(page).getByRole('button', { name: 'Close' }).click();
      else if (way === 'Escape') await page.keyboard.press('Escape');
      else await page.mouse.click(10, 450);
      await expect(errorDialog(page)).toHaveCount(0);
      await expect(inlineFailure(page)).toContainText('Internal Server Error');
      await settled(page);
      expect(calls()).toBe(first);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
      await expect(page).toHaveURL('/admin');
    });
  }

  for (const grid of GRIDS) {
    test(`${grid.name}: a failed list, the modal closed: Retry in the grid's place recovers; the header works meanwhile`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(grid.persona);
      await grid.before?.(page);
      let failing = true;
      await page.route(
        (url) => url.pathname.toLowerCase() === grid.list.toLowerCase(),
        async (route) =>
          failing && route.request().method() === 'GET'
            ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
            : route.fallback(),
      );
      await open(page, grid.url);
      // The transport's message, or the screen's own (SPEC 8: permission groups).
      await expect(errorDialog(page)).toBeVisible();
      const message = (await errorDialog(page).locator('.mantine-Modal-body p').innerText()).trim();
      expect(message).not.toBe('');
      await page.keyboard.press('Escape');
      await expect(errorDialog(page)).toHaveCount(0);
      await expect(inlineFailure(page)).toContainText(message);

      failing = false;
      const loaded = waitForCall(page, 'GET', grid.list);
      await inlineFailure(page).getByRole('button', { name: 'Retry' }).click();
      await loaded;
      await expect(inlineFailure(page)).toHaveCount(0);
      await expect(page.locator('tbody tr').first()).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
      await expect(page).toHaveURL(/\/user\/[^/]+$/);
    });
  }
});

test.describe('no answer', { tag: ['@shell', '@users', '@data-grid', '@servers', '@edit-page'] }, () => {
  test('Users grid: a save whose connection drops after sending says the outcome is unknown and loads the list again; the edit stays pending', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await openUsers(page);
    await fullNameInRow(page, 'Alice').fill('Alice Dropped');
    await page.route(
      (url) => url.pathname === '/api/user/batch',
      (route) => route.abort('connectionreset'),
    );
    const reloaded = waitForCall(page, 'GET', '/api/user');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await reloaded;
    await expect(errorDialog(page)).toContainText('Network error');
    await expect(errorDialog(page)).toContainText('it is not known whether the changes were saved');
    await errorDialog(page).getByRole('button', { name: 'OK' }).click();
    // The list loaded again does not have the change: it is still pending, ready to be saved again.
    await expect(fullNameInRow(page, 'Alice')).toHaveValue('Alice Dropped');
    await expect(rowWith(page, 'Alice').getByText('Unsaved')).toBeVisible();
  });

  test.describe('with the browser clock', () => {
    // A clock installed before the console loads (a kept page cannot take it back).
    test.use({ freshPage: true });

    test('a list without an answer fails after 30 s with "Network error"', async ({ page, signInAs }) => {
      await page.clock.install();
      await signInAs('superUser');
      // The list call is never answered. When each went out, by this process's clock: a page the test opens while
      // its last load is still under way makes the call twice, the first cut short by the new document.
      let requestedHere = 0;
      await page.route('**/api/user', (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        requestedHere = Date.now();
      });
      await openUsers(page);
      await expect(page.getByRole('table')).toBeVisible();
      // The page's time when the call it waits on went out: its clock keeps this process's pace until paused.
      const now = await page.evaluate(() => Date.now());
      const requestedAt = now - (Date.now() - requestedHere);
      // The page's clock stops three seconds ahead (time enough for the call that stops it on a busy machine), so
      // only the test moves it on: 28.5 s after the request is not yet its limit, 30 s is.
      await page.clock.pauseAt(now + 3_000);
      await expect(errorDialog(page)).toHaveCount(0);
      await page.clock.fastForward(requestedAt + 28_500 - (now + 3_000));
      await expect(errorDialog(page)).toHaveCount(0);
      await page.clock.fastForward(1_500);
      // The time limit is past: the clock runs again for the dialog's own timers.
      await page.clock.resume();
      await expect(errorDialog(page)).toContainText('Network error');
      // A load changes nothing: no word of changes whose outcome is unknown.
      await expect(errorDialog(page)).not.toContainText('not known whether the changes were saved');
    });

    test('Edit POS Core Instance: a save without an answer after 30 s says the outcome is unknown and loads the record again', async ({
      page,
      signInAs,
    }) => {
      await page.clock.install();
      await signInAs('superUser');
      await instancesOffline(page);
      await openEditPosCoreInstance(page, records.euWest);
      await serverNameField(page).fill('POSCore EU North');
      await page.route('**/api/POSCoreInstance/batch', () => undefined);
      const sent = waitForCall(page, 'POST', '/api/POSCoreInstance/batch');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await sent;
      const reloaded = waitForCall(page, 'GET', `/api/posCoreInstance/${records.euWest}`);
      await page.clock.fastForward(30_000);
      await reloaded;
      const alert = page.getByRole('alert').filter({ hasText: 'Network error' });
      await expect(alert).toContainText('There was an error updating the record. Network error.');
      await expect(alert).toContainText('it is not known whether the changes were saved');
      await expect(page).toHaveURL(`/admin/poscoreinstances/edit/${records.euWest}`);
      await expect(serverNameField(page)).toHaveValue('POSCore EU North');
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    });
  });
});
