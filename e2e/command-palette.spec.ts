import type { Page } from '@playwright/test';
import { noCallTo } from './support/calls';
import { test, expect, open, estate, waitForCall } from './support/fixtures';

// The command palette, per role: opened by keyboard (Ctrl+K) and by the header's search button ("Jump to"),
// searched, Enter navigates. The matching itself is unit-tested (src/app/command-palette-entries.test.ts).
test.describe.configure({ timeout: 60_000 });

const searchButton = (page: Page) => page.getByRole('button', { name: /^Jump to/ });
const searchBox = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'Search' });
const option = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${name}`) });

/** Opens the palette with Ctrl+K once its code has loaded (the button is live then) and a palette closed before has gone. */
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

test.describe('as a super user', { tag: ['@shell'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('finds a screen by its title (keyboard) and an organisation by code and kapow (button); Enter goes there', async ({
    page,
  }) => {
    await open(page, '/admin');
    await openByKeyboard(page);
    await searchBox(page).fill('audit');
    await expect(option(page, 'Audit Logs')).toBeVisible();
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await searchBox(page).press('Enter');
    await query;
    await expect(page).toHaveURL('/admin/auditlogs');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Organisations are searched on the server, by the query's longest word (SPEC 7's filtered organisation tree).
    await openByButton(page);
    const searched = waitForCall(page, 'GET', '/api/OrganisationTree/filtered');
    await searchBox(page).fill('kpw-0001');
    expect(new URL((await searched).url()).searchParams.get('query')).toBe('kpw-0001');
    await expect(option(page, 'Kappa POS Platform')).toBeVisible();
    await searchBox(page).fill('HHG');
    await expect(option(page, 'Harbour Hospitality Group')).toBeVisible();
    await expect(option(page, 'Kappa POS Platform')).toHaveCount(0);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/organisation/10000000-0000-4000-8000-000000000004');
  });

  test('the first result is drawn as chosen until an arrow key moves on: the first ArrowDown goes to the second, and Enter takes the one drawn', async ({
    page,
  }) => {
    const results = page.getByRole('dialog').locator('[data-action]');
    await open(page, '/admin');
    await openByKeyboard(page);
    await expect(results.first()).toHaveText('Administration');
    await expect(results.first()).toHaveAttribute('data-selected');
    await expect(page.getByRole('dialog').locator('[data-selected]')).toHaveCount(1);
    await searchBox(page).press('ArrowDown');
    await expect(results.nth(1)).toHaveAttribute('data-selected');
    await expect(results.first()).not.toHaveAttribute('data-selected');
    await searchBox(page).press('ArrowUp');
    await expect(results.first()).toHaveAttribute('data-selected');

    // A new query: its first result is the chosen one, the only one drawn so, and Enter opens it.
    await searchBox(page).fill('s');
    await searchBox(page).fill('statistics');
    await expect(results.first()).toHaveText(/^Statistics/);
    await expect(results.first()).toHaveAttribute('data-selected');
    await expect(page.getByRole('dialog').locator('[data-selected]')).toHaveCount(1);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/admin/statistics');
  });

  test('finds a user by e-mail (Edit User), and any id opens Entity Lookup with it', async ({ page }) => {
    await open(page, '/admin');
    await openByKeyboard(page);
    // Users are searched on the server too (the contract's optional search of GET /api/user).
    const searched = waitForCall(page, 'GET', '/api/user');
    await searchBox(page).fill('uma@harbour');
    const sent = new URL((await searched).url()).searchParams;
    expect([sent.get('query'), sent.get('limit')]).toEqual(['uma@harbour', '50']);
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

test.describe('as a super user, what it offers', { tag: ['@shell'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('an empty query starts with the administration screens', async ({ page }) => {
    await open(page, '/admin/users');
    await openByKeyboard(page);
    const options = page.getByRole('dialog').getByRole('button');
    await expect(options.first()).toHaveText('Administration');
    await expect(option(page, 'Users')).toBeVisible();
    await expect(option(page, 'Audit Logs')).toHaveCount(0);
    // The first screens are the administration's (eight a group): no personal or organisation screen among them.
    await expect(options).toHaveCount(8);
    await expect(option(page, 'Account Summary')).toHaveCount(0);
    await expect(option(page, 'Organisation Summary')).toHaveCount(0);
  });

  test("asks for its organisation's summary with childLimit=1 (whether it has children, not every one of them)", async ({
    page,
  }) => {
    await open(page, '/admin/users');
    const brief = waitForCall(page, 'GET', `/api/Organisation/summary/${estate.rootOrgId}`);
    await openByKeyboard(page);
    const asked = new URL((await brief).url());
    expect([...asked.searchParams]).toEqual([['childLimit', '1']]);
  });

  test('a query too short to search organisations and users says how many characters to type, and sends nothing', async ({
    page,
  }) => {
    await open(page, '/admin');
    await openByKeyboard(page);
    await noCallTo(page, 'GET', '/api/OrganisationTree/filtered', async () => {
      await searchBox(page).fill('hq');
      await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
        'Type 3 or more characters to search organisations and users.',
      );
      await expect(page.getByRole('dialog')).not.toContainText('Nothing found');
    });
    const searched = waitForCall(page, 'GET', '/api/OrganisationTree/filtered');
    await searchBox(page).fill('hhg');
    expect(new URL((await searched).url()).searchParams.get('limit')).toBe('50');
    await expect(option(page, 'Harbour Hospitality Group')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
  });

  test('finds a user by their id', async ({ page }) => {
    await open(page, '/admin');
    await openByKeyboard(page);
    await searchBox(page).fill(estate.umaId);
    await expect(option(page, 'Uma Underwood')).toBeVisible();
    await option(page, 'Uma Underwood').click();
    await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);
  });

  test('an organisation search that fails is said even when screens match, with Try again', async ({ page }) => {
    // The search fails until the test lets it through.
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/OrganisationTree/filtered',
      (route) =>
        failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    await open(page, '/admin/users');
    await openByKeyboard(page);
    await searchBox(page).fill('users');
    const failure = page.getByRole('dialog').getByRole('alert');
    await expect(failure).toContainText('Organisations could not be searched');
    await expect(option(page, 'Users')).toBeVisible();
    await searchBox(page).fill('uma');
    await expect(option(page, 'Uma Underwood')).toBeVisible();
    await expect(failure).toContainText('Organisations could not be searched');
    failing = false;
    const retry = waitForCall(page, 'GET', '/api/OrganisationTree/filtered');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await retry;
    await searchBox(page).fill('harbour fish');
    await expect(option(page, 'Harbour Fish Bar')).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

test.describe('focus', { tag: ['@shell'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('Ctrl+K opens it from inside a text field, and Esc gives that field the focus back', async ({ page }) => {
    await open(page, '/admin/entitylookup');
    await expect(searchButton(page)).toBeEnabled();
    const field = page.getByPlaceholder('Enter an outlet/account/device/other id');
    await field.fill('6000');
    await field.press('Control+K');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('6000');
  });

  test('Esc gives the focus back to the header button that opened it', async ({ page }) => {
    await open(page, '/admin');
    await openByButton(page);
    await searchBox(page).fill('users');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });
});

test(
  'a user whose scopes include anonymous gets neither Edit My Profile nor Change Password',
  { tag: ['@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('anonymous');
    await open(page, '/user');
    await openByKeyboard(page);
    await expect(option(page, 'Account Summary')).toBeVisible();
    for (const query of ['profile', 'password']) {
      await searchBox(page).fill(query);
      await expect(page.getByRole('dialog')).toContainText('Nothing found');
    }
  },
);

test(
  'an organisation admin finds their own organisation and its screens, no other organisation, no admin screen',
  { tag: ['@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname.toLowerCase()));
    const summaryCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/Organisation/summary/')) summaryCalls.push(url.search);
    });
    await open(page, `/organisation/${estate.harbourFishBarId}`);
    await openByButton(page);
    await searchBox(page).fill('harbour');
    await expect(option(page, 'Harbour Fish Bar')).toBeVisible();
    await expect(option(page, 'Harbour Hospitality Group')).toHaveCount(0);
    // As the Organisation Summary offers them (a licensee without child organisations): Install Versions, no Version
    // Authorisation; nor Initialise Organisation, which only the Organisations tree offers.
    await searchBox(page).fill('install');
    await expect(option(page, 'Install Versions')).toBeVisible();
    for (const query of ['audit', 'administration', 'users', 'kpw-0001', 'version authorisation', 'initialise']) {
      await searchBox(page).fill(query);
      await expect(page.getByRole('dialog')).toContainText('Nothing found');
    }
    await searchBox(page).fill('teams');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/organisation/${estate.harbourFishBarId}/teams`);
    await openByKeyboard(page);
    await searchBox(page).press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const searches = ['/api/organisation', '/api/organisationtree/filtered', '/api/user'];
    expect(calls.filter((path) => searches.includes(path))).toEqual([]);
    // The Organisation Summary's whole summary, and the palette's brief one (Install Versions came from it).
    expect(summaryCalls).toEqual(['', '?childLimit=1']);
  },
);

test('a user finds their own screens by keyboard', { tag: ['@shell'] }, async ({ page, signInAs }) => {
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
