import type { Page } from '@playwright/test';
import { test, expect, open, estate, waitForCall } from './fixtures';

// The command palette (issue 16 item 1), per role: opened by keyboard (Ctrl+K) and by the header's search button ("Jump to"),
// searched, Enter navigates. The matching itself is unit-tested (src/lib/command-palette.test.ts).
test.describe.configure({ timeout: 60_000 });

const searchButton = (page: Page) => page.getByRole('button', { name: /^Jump to/ });
const searchBox = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'Search' });
const option = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${name}`) });

/**
 * Opens the palette with Ctrl+K once its code has loaded (the button is live then) and a palette closed before has
 * gone (while it fades out its search box keeps the focus, and a shortcut typed in a text box is not one).
 */
async function openByKeyboard(page: Page) {
  await expect(searchButton(page)).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
}

async function openByButton(page: Page) {
  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
}

test.describe('as a super user', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('finds a screen by its title (keyboard) and an organisation by code and kapow (button); Enter goes there', async ({ page }) => {
    await open(page, '/admin');
    await openByKeyboard(page);
    await searchBox(page).fill('audit');
    await expect(option(page, 'Audit Logs')).toBeVisible();
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await searchBox(page).press('Enter');
    await query;
    await expect(page).toHaveURL('/admin/auditlogs');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The organisations came with the first open (the switcher loads the same list for super users).
    await openByButton(page);
    await searchBox(page).fill('kpw-0001');
    await expect(option(page, 'Kappa POS Platform')).toBeVisible();
    await searchBox(page).fill('HHG');
    await expect(option(page, 'Harbour Hospitality Group')).toBeVisible();
    await expect(option(page, 'Kappa POS Platform')).toHaveCount(0);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/organisation/10000000-0000-4000-8000-000000000004');
  });

  test('finds a user by e-mail (Edit User), and any id opens Entity Lookup with it', async ({ page }) => {
    await open(page, '/admin');
    await openByKeyboard(page);
    await searchBox(page).fill('uma@harbour');
    await expect(option(page, 'Uma Underwood')).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);

    await openByKeyboard(page);
    const id = '60000000-0000-4000-8000-000000000002';
    await searchBox(page).fill(id);
    await expect(option(page, `Look up ${id}`)).toBeVisible();
    const lookup = waitForCall(page, 'GET', '/api/EntityLookup/filterunscoped');
    await searchBox(page).press('Enter');
    expect(new URL((await lookup).url()).searchParams.get('filter')).toBe(id);
    await expect(page).toHaveURL(`/admin/entitylookup?q=${id}`);
  });
});

test('an organisation admin finds their own organisation and its screens, no other organisation, no admin screen', async ({
  page,
  signInAs,
}) => {
  await signInAs('orgAdmin');
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname.toLowerCase()));
  await open(page, `/organisation/${estate.harbourFishBarId}`);
  await openByButton(page);
  await searchBox(page).fill('harbour');
  await expect(option(page, 'Harbour Fish Bar')).toBeVisible();
  await expect(option(page, 'Harbour Hospitality Group')).toHaveCount(0);
  for (const query of ['audit', 'administration', 'users', 'kpw-0001']) {
    await searchBox(page).fill(query);
    await expect(page.getByRole('dialog')).toContainText('Nothing found');
  }
  await searchBox(page).fill('teams');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/organisation/${estate.harbourFishBarId}/teams`);
  await openByKeyboard(page);
  await searchBox(page).press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls.filter((path) => path === '/api/organisation' || path === '/api/user')).toEqual([]);
});

test('a user finds their own screens by keyboard', async ({ page, signInAs }) => {
  await signInAs('user');
  await open(page, `/user/${estate.umaId}`);
  await openByKeyboard(page);
  await searchBox(page).fill('organisation');
  await expect(page.getByRole('dialog')).toContainText('Nothing found');
  await searchBox(page).fill('password');
  await expect(option(page, 'Change Password')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/changeprofilepassword');
});
