import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { instancesOffline } from './areas/servers';
import { openEditTeam } from './areas/teams';
import { emailField, fullNameField, saveUserChanges, usersPath } from './areas/users';
import { axeScan } from './support/axe';
import { test, expect, open, estate, records, waitForCall, type Persona } from './support/fixtures';
import { errorDialog, unsavedDialog } from './support/form';
import { rowWith, rowWithText, tableRows } from './support/grid';
import { settled, trackRequests, waitForTransitions } from './support/settle';

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
 * The data grid's selection with bulk delete, Export CSV, column chooser with the actions column pinned, and the
 * quick filter and sort in the URL, on the Users grid (in-place editing, Delete rights), Pending
 * Invitations (delete only, committed at once) and Organisation Access (no Delete right).
 */
const usersGrid = async (page: Page, url = usersPath) => {
  await open(page, url);
  await expect(rowWith(page, 'Alice')).toBeVisible();
};
const shortNames = (page: Page) =>
  tableRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelector<HTMLInputElement>('input[aria-label="Short Name"]')?.value ?? ''),
  );
const userIds = ['01', '02', '03', '04', '05', '06'].map((n) => `20000000-0000-4000-8000-0000000000${n}`);
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

test.describe('Data grid', { tag: ['@data-grid', '@users', '@access', '@dialogs', '@tooltip', '@on-demand'] }, () => {
  test('Users: select all, one confirmation, the rows pending; Save Changes sends one batch of their ids', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await usersGrid(page);
    await page.getByRole('checkbox', { name: 'Toggle select all' }).check();
    await page.getByRole('button', { name: 'Delete selected (6)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Rows' });
    await expect(dialog).toContainText('Delete 6 users?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('tbody').getByText('Deleted')).toHaveCount(6);
    expect((await saveUserChanges(page)).postDataJSON()).toEqual({ changes: [], deletes: userIds });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Toggle select all' })).not.toBeChecked();
  });

  test('Users: a failed bulk batch shows its SPEC 8 message and keeps the selection and the pending deletes', async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await forceAnswer('POST', '/api/user/batch', 'code=400, example=BadRequest_UserDoesNotExist');
    await usersGrid(page);
    const rows = page.getByRole('checkbox', { name: 'Toggle select row' });
    await rows.nth(0).check();
    await rows.nth(1).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await page.getByRole('dialog', { name: 'Delete Rows' }).getByRole('button', { name: 'Delete' }).click();
    expect((await saveUserChanges(page)).postDataJSON()).toEqual({
      changes: [],
      deletes: [estate.aliceId, estate.oliverId],
    });
    const error = errorDialog(page);
    await expect(error).toContainText('User does not exist.');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(error).toHaveCount(0);
    await expect(page.locator('tbody').getByText('Deleted')).toHaveCount(2);
    await expect(rows.nth(0)).toBeChecked();
    await expect(rows.nth(1)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test('organisation admin: no selection without the Delete right; Pending Invitations deletes the selected rows in one call at once', async ({
    page,
    signInAs,
  }) => {
    await signInAs('orgAdmin');
    const org = `/organisation/${estate.harbourFishBarId}`;
    await open(page, `${org}/links`);
    await expect(page.getByRole('cell', { name: 'Oliver Owens' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Toggle select/ })).toHaveCount(0);

    await open(page, `${org}/pendinginvites`);
    await expect(page.getByRole('cell', { name: 'new.starter@harbourfishbar.example' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Toggle select all' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const call = waitForCall(page, 'POST', `/api/organisation/${estate.harbourFishBarId}/invite/batch`);
    const reload = waitForCall(page, 'GET', `/api/organisation/${estate.harbourFishBarId}/invite`);
    await page.getByRole('dialog', { name: 'Delete Rows' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({
      changes: [],
      deletes: ['80000000-0000-4000-8000-000000000001', '80000000-0000-4000-8000-000000000002'],
    });
    await reload;
    await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);
  });

  test('Export CSV writes the filtered, sorted view in the visible columns with labels; an empty view writes nothing', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await usersGrid(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('harbourfishbar');
    await page.getByRole('button', { name: 'Sort by Short Name ascending' }).click();
    await expect.poll(() => shortNames(page)).toEqual(['Oliver', 'Sam', 'Uma']);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`users-${today()}.csv`);
    const text = await readFile(await file.path(), 'utf8');
    // After the UTF-8 byte-order mark (spreadsheets then read the file as UTF-8).
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Short Name,Full Name,Email,Locale,Default Currency');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'Oliver,Oliver Owens,oliver@harbourfishbar.example',
      'Sam,Sam Supervisor,sam@harbourfishbar.example',
      'Uma,Uma Underwood,uma@harbourfishbar.example',
    ]);
    // Display labels, not codes: "en-GB - <name>", "GBP - <name>".
    for (const line of lines.slice(1)) expect(line).toMatch(/,[a-z]{2}-[A-Z]{2} - [^,]+,[A-Z]{3} - [^,]+$/);

    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('textbox', { name: 'Search' }).fill('no such user anywhere');
    await expect(page.locator('tbody input[aria-label="Short Name"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText('Nothing to export')).toBeVisible();
    expect(downloads).toBe(0);
  });

  test('at 1280 px the actions are visible; a hidden column stays hidden after a reload, stored by id only', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await page.setViewportSize({ width: 1280, height: 800 });
    await usersGrid(page);
    const alice = rowWith(page, 'Alice');
    await expect(alice.getByRole('button', { name: 'Edit' })).toBeInViewport();
    await expect(alice.getByRole('button', { name: 'Delete' })).toBeInViewport();

    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    await page.getByRole('dialog', { name: 'Show/Hide columns' }).getByRole('switch', { name: 'Email' }).click();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('data-grid:Users:hidden-columns'))).toBe('["email"]');
    await page.reload();
    await expect(page.locator('tbody input[value="Alice"]')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Full Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  });

  test('the quick filter and the sort are in the URL: they survive a reload and open from a shared link', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await usersGrid(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('harbourfishbar');
    await page.getByRole('button', { name: 'Sort by Short Name ascending' }).click();
    await expect.poll(() => shortNames(page)).toEqual(['Oliver', 'Sam', 'Uma']);
    await page.getByRole('button', { name: /^Sort(ed)? by Short Name/ }).click();
    await expect(page).toHaveURL(/[?&]q=harbourfishbar(&|$)/);
    await expect(page).toHaveURL(/[?&]order=shortName\.desc(&|$)/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('harbourfishbar');
    await expect.poll(() => shortNames(page)).toEqual(['Uma', 'Sam', 'Oliver']);

    await usersGrid(page, '/admin/users?q=alice&order=email.asc');
    await expect.poll(() => shortNames(page)).toEqual(['Alice']);
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('alice');
  });

  test('a row action shows its tooltip as soon as the pointer comes over it; a select cell opens on the first click', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await usersGrid(page);
    const row = rowWith(page, 'Alice');
    await row.getByRole('button', { name: 'Delete' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Delete' })).toBeVisible();
    await row.getByRole('button', { name: 'Edit' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('tooltip', { name: 'Delete' })).toHaveCount(0);
    await row.getByRole('combobox', { name: 'Locale' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
  });
});

const org = `/organisation/${estate.harbourFishBarId}`;

/** Every list screen's grid: its palette title, what its records are called and a row it shows (and that row's name). */
interface GridCase {
  title: string;
  url: string;
  persona: Persona;
  plural: string;
  row: string;
  /** The row's name in confirmations, when not `row`. */
  rowName?: string;
  canDelete: boolean;
  before?: (page: Page) => Promise<void>;
}

const GRIDS: GridCase[] = [
  {
    title: 'Users',
    url: '/admin/users',
    persona: 'superUser',
    plural: 'users',
    row: 'Alice',
    rowName: 'Alice Administrator',
    canDelete: true,
  },
  {
    title: 'Clients',
    url: '/admin/clients',
    persona: 'superUser',
    plural: 'clients',
    row: 'Insights',
    canDelete: true,
  },
  {
    title: 'POS Core Instances',
    url: '/admin/poscoreinstances',
    persona: 'superUser',
    plural: 'POS Core instances',
    row: 'POSCore EU West',
    canDelete: true,
    before: instancesOffline,
  },
  {
    title: 'Integration Server Instances',
    url: '/admin/integrationserver',
    persona: 'superUser',
    plural: 'integration servers',
    row: 'Harbour Remote Orders',
    canDelete: true,
  },
  { title: 'Teams', url: `${org}/teams`, persona: 'orgAdmin', plural: 'teams', row: 'Bar Staff', canDelete: true },
  {
    title: 'Service Accounts',
    url: `${org}/serviceaccounts`,
    persona: 'orgAdmin',
    plural: 'service accounts',
    row: 'Quayside POS Server',
    canDelete: true,
  },
  {
    title: 'Permission Groups',
    url: `${org}/permissiongroups`,
    persona: 'orgAdmin',
    plural: 'permission groups',
    row: 'Managers',
    canDelete: true,
  },
  {
    title: 'Organisation Access',
    url: `${org}/links`,
    persona: 'orgAdmin',
    plural: 'access entries',
    row: 'Oliver Owens',
    canDelete: false,
  },
  {
    title: 'Pending Invitations',
    url: `${org}/pendinginvites`,
    persona: 'orgAdmin',
    plural: 'invitations',
    row: 'new.starter@harbourfishbar.example',
    canDelete: true,
  },
];

/** A grid's row by the value of one of its inputs or by its text. */
const gridRow = (page: Page, value: string): Locator => rowWith(page, value).or(rowWithText(page, value));
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true }).first();
const headers = async (page: Page) =>
  (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter(Boolean);

async function openGrid(page: Page, grid: GridCase, url = grid.url): Promise<void> {
  await grid.before?.(page);
  await open(page, url);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Goes to a screen as the command palette does: the header's "Jump to", the screen's title, its entry. */
async function jumpTo(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: /^Jump to/ }).click();
  const palette = page.getByRole('dialog');
  await palette.getByRole('textbox', { name: 'Search' }).fill(title);
  await palette
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .first()
    .click();
  await expect(palette).toHaveCount(0);
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's serious and critical findings on the page once no colour transition is running. */
async function seriousViolations(page: Page, scheme: string): Promise<string[]> {
  await waitForTransitions(page);
  const results = await axeScan(page).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${scheme} ${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

test(
  'a grid asks for its list once, opened by address and by a link, and cancels nothing',
  { tag: ['@data-grid', '@users', '@clients'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser');
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/user' || pathname === '/api/client') calls.push(`${request.method()} ${pathname}`);
    });
    page.on('requestfailed', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/user' || pathname === '/api/client') calls.push(`failed ${pathname}`);
    });
    trackRequests(page);
    await usersGrid(page);
    await settled(page);
    expect(calls).toEqual(['GET /api/user']);

    await open(page, '/admin');
    await expect(page.getByRole('link', { name: 'Manage clients' })).toBeVisible();
    calls.length = 0;
    await page.getByRole('link', { name: 'Manage clients' }).click();
    await expect(page).toHaveURL('/admin/clients');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await settled(page);
    expect(calls).toEqual(['GET /api/client']);
  },
);

test.describe('the column chooser', { tag: ['@data-grid', '@users'] }, () => {
  test('Users: Hide all hides every column and Show all shows them again, each remembered after a reload; it pins nothing; axe finds nothing serious with it open, light and dark', async ({
    page,
    signInAs,
  }) => {
    // Two reloads and two axe scans: half the 30 s limit on an idle machine, past it on a busy one.
    test.slow();
    await signInAs('superUser');
    await page.emulateMedia({ colorScheme: 'light' });
    await usersGrid(page);
    // No Status column while no row has a status.
    const all = ['Short Name', 'Full Name', 'Email', 'Locale', 'Default Currency', 'Actions'];
    expect(await headers(page)).toEqual(all);

    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    await page.getByRole('button', { name: 'Hide all' }).click();
    // One data column stays, the one that names a user: a grid of no column would export empty lines.
    await expect.poll(() => headers(page)).toEqual(['Full Name', 'Actions']);
    await expect(page.getByRole('switch', { name: 'Full Name' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await headers(page)).toEqual(['Full Name', 'Actions']);

    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => headers(page)).toEqual(all);
    const chooser = page.getByRole('dialog', { name: 'Show/Hide columns' });
    // Every control named; switches for the columns; no pin buttons (nor an "Unpin all" that could do nothing).
    expect(await chooser.getByRole('button').allInnerTexts()).toEqual(['Hide all', 'Show all']);
    await expect(chooser.getByRole('switch')).toHaveCount(5);
    expect(await seriousViolations(page, 'light')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(chooser).toBeVisible();
    expect(await seriousViolations(page, 'dark')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(chooser).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show/Hide columns' })).toBeFocused();

    await page.reload();
    await expect(page.locator('tbody input[value="Alice"]')).toBeVisible();
    expect(await headers(page)).toEqual(all);
    expect(await page.evaluate(() => localStorage.getItem('data-grid:Users:hidden-columns'))).toBeNull();
  });
});

test.describe('the column chooser on every grid', { tag: GRID_TAGS }, () => {
  for (const grid of GRIDS.filter((candidate) => candidate.title !== 'Users')) {
    test(`${grid.title}: Hide all leaves the fixed columns and one data column, kept after a reload; Show all brings every column back`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(grid.persona);
      await openGrid(page, grid);
      const all = await headers(page);
      const chooserButton = page.getByRole('button', { name: 'Show/Hide columns' });
      await chooserButton.click();
      const switches = page.getByRole('dialog', { name: 'Show/Hide columns' }).getByRole('switch');
      await expect(switches.first()).toBeAttached();
      const hideable = await switches.count();
      expect(hideable).toBeGreaterThan(0);
      if (hideable === 1) {
        // A grid of one data column keeps it: there is nothing to hide.
        await expect(page.getByRole('button', { name: 'Hide all' })).toHaveAttribute('aria-disabled', 'true');
        await expect(switches).toBeDisabled();
        return;
      }
      await page.getByRole('button', { name: 'Hide all' }).click();
      // Every switch off but one: the last data column shown stays (and cannot be switched off).
      await expect.poll(async () => (await headers(page)).length).toBe(all.length - hideable + 1);
      await expect(switches.and(page.locator(':checked'))).toHaveCount(1);
      await expect(switches.and(page.locator(':checked'))).toBeDisabled();
      const fixed = await headers(page);
      await page.keyboard.press('Escape');
      await page.reload();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await headers(page)).toEqual(fixed);
      await chooserButton.click();
      await page.getByRole('button', { name: 'Show all' }).click();
      await expect.poll(() => headers(page)).toEqual(all);
    });
  }
});

test.describe('the grid and the URL stay in step', { tag: [...GRID_TAGS, '@shell'] }, () => {
  test("Users: on a filtered, sorted list, the palette's Users clears the view; a reload shows everything; Back brings the view back", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await open(page, '/admin/users?q=harbour&order=fullName.desc');
    await expect.poll(() => shortNames(page)).toEqual(['Uma', 'Sam', 'Oliver']);

    await jumpTo(page, 'Users');
    await expect(page).toHaveURL('/admin/users');
    await expect.poll(() => shortNames(page)).toEqual(['Alice', 'Oliver', 'Uma', 'Guest', 'Sam', 'Priya']);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Sort by Full Name/ })).toBeVisible();

    await page.reload();
    await expect(page.locator('tbody input[value="Alice"]')).toBeVisible();
    await expect.poll(() => shortNames(page)).toEqual(['Alice', 'Oliver', 'Uma', 'Guest', 'Sam', 'Priya']);

    await page.goBack();
    await expect(page).toHaveURL('/admin/users?q=harbour&order=fullName.desc');
    await expect.poll(() => shortNames(page)).toEqual(['Uma', 'Sam', 'Oliver']);
    await expect(searchBox(page)).toHaveValue('harbour');
  });

  test("Users: with a pending edit, the search writes the URL and the palette's Users clears the view without asking; the edit stays", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await usersGrid(page);
    await fullNameField(gridRow(page, 'Alice')).fill('Alice Pending');
    await searchBox(page).fill('ali');
    await expect(page).toHaveURL('/admin/users?q=ali');
    await expect.poll(() => shortNames(page)).toEqual(['Alice']);
    await jumpTo(page, 'Users');
    await expect(page).toHaveURL('/admin/users');
    await expect.poll(() => shortNames(page)).toHaveLength(6);
    await expect(unsavedDialog(page)).toHaveCount(0);
    await expect(fullNameField(gridRow(page, 'Alice'))).toHaveValue('Alice Pending');
    await expect(gridRow(page, 'Alice').getByText('Unsaved')).toBeVisible();
  });

  for (const grid of GRIDS) {
    test(`${grid.title}: a search that matches nothing says so and offers to clear it; the palette's ${grid.title} clears it too`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(grid.persona);
      await openGrid(page, grid, `${grid.url}?q=no-such-entry`);
      const noMatch = page.getByText(`No ${grid.plural} match "no-such-entry".`);
      // (Soft: the URL's part below is checked whatever this says.)
      await expect.soft(noMatch).toBeVisible();
      await expect.soft(page.getByText('No records to display')).toHaveCount(0);

      await jumpTo(page, grid.title);
      await expect(page).toHaveURL(grid.url);
      await expect(searchBox(page)).toHaveValue('');
      await expect(gridRow(page, grid.row)).toBeVisible();
      await expect(noMatch).toHaveCount(0);

      await searchBox(page).fill('no-such-entry');
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(gridRow(page, grid.row)).toBeVisible();
      await expect(searchBox(page)).toHaveValue('');
      await expect(searchBox(page)).toBeFocused();
      await expect(page).toHaveURL(grid.url);
    });
  }

  test('an empty list says so, and offers no search to clear', async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    for (const [path, plural] of [
      ['team', 'teams'],
      ['invite', 'invitations'],
    ] as const) {
      await page.route(
        (url) => url.pathname === `/api/organisation/${estate.harbourFishBarId}/${path}`,
        (route) =>
          route.request().method() === 'GET'
            ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
            : route.fallback(),
      );
      await open(page, path === 'team' ? `${org}/teams` : `${org}/pendinginvites`);
      await expect(page.getByText(`There are no ${plural} yet.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    }
  });
});

/** The opacity a cell is drawn with (its own and its ancestors') and the alpha of its background. */
async function pinnedCells(rows: Locator, cell: 'td' | 'th' = 'td'): Promise<{ opacity: number; alpha: number }[]> {
  return rows.locator(`${cell}[data-column-pinned]`).evaluateAll((cells) =>
    cells.map((cell) => {
      let opacity = 1;
      for (let element: Element | null = cell; element; element = element.parentElement)
        opacity *= Number(getComputedStyle(element).opacity);
      const colour = getComputedStyle(cell).backgroundColor;
      // rgb(r, g, b), rgba(r, g, b, a) or color(srgb r g b / a).
      const alpha =
        /\/\s*([\d.]+)\)$/.exec(colour)?.[1] ??
        /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour)?.[1] ??
        (colour === 'transparent' ? '0' : '1');
      return { opacity: Math.round(opacity * 1000) / 1000, alpha: Number(alpha) };
    }),
  );
}

/** Each text or select editor of a row against the room its cell gives it. */
async function editorFit(row: Locator): Promise<{ name: string; width: number; room: number }[]> {
  return row.locator('input:not([type="checkbox"])').evaluateAll((inputs) =>
    inputs.map((input) => {
      const cell = input.closest('td');
      const style = cell ? getComputedStyle(cell) : null;
      const room =
        cell && style ? cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) : 0;
      return {
        name: input.getAttribute('aria-label') ?? '',
        width: Math.round(input.getBoundingClientRect().width),
        room: Math.round(room),
      };
    }),
  );
}

test.describe('pinned columns and editors', { tag: GRID_TAGS }, () => {
  test('Users at 1280 px, light and dark: the pinned columns are opaque in plain, hovered, selected, Unsaved and marked rows', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await page.setViewportSize({ width: 1280, height: 800 });
    await usersGrid(page);
    const row = (value: string) => gridRow(page, value);
    await fullNameField(row('Oliver')).fill('Oliver Unsaved');
    await expect(row('Oliver').getByText('Unsaved')).toBeVisible();
    await row('Uma').getByRole('checkbox', { name: 'Toggle select row' }).check();
    await row('Sam').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    const sam = rowWithText(page, 'Deleted');
    await expect(sam).toHaveCount(1);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.mouse.move(0, 0);
      for (const [state, rows] of [
        ['plain', row('Alice')],
        ['Unsaved', row('Oliver Unsaved')],
        ['selected', row('Uma')],
        ['marked for deletion', sam],
      ] as const) {
        const cells = await pinnedCells(rows);
        expect(cells, `${scheme}, ${state} row`).toHaveLength(2);
        for (const cell of cells) expect(cell, `${scheme}, ${state} row`).toEqual({ opacity: 1, alpha: 1 });
      }
      await emailField(row('Alice')).hover();
      for (const cell of await pinnedCells(row('Alice')))
        expect(cell, `${scheme}, hovered row`).toEqual({ opacity: 1, alpha: 1 });
      // The header's pinned cells (select all, Actions) hide the headers scrolled under them too.
      const header = await pinnedCells(page.locator('thead tr'), 'th');
      expect(header, `${scheme}, header`).toHaveLength(2);
      for (const cell of header) expect(cell, `${scheme}, header`).toEqual({ opacity: 1, alpha: 1 });
    }
  });

  for (const grid of GRIDS) {
    test(`${grid.title}: the pinned columns are opaque and every text or select editor fills its cell`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(grid.persona);
      await openGrid(page, grid);
      const row = gridRow(page, grid.row);
      await expect(row).toBeVisible();
      const cells = await pinnedCells(row);
      expect(cells.length).toBeGreaterThan(0);
      // (Soft: each cell and editor is checked whatever the others say.)
      for (const cell of cells) expect.soft(cell).toEqual({ opacity: 1, alpha: 1 });
      for (const editor of await editorFit(row))
        expect.soft(editor.width, `${editor.name} fills its cell`).toBeGreaterThanOrEqual(editor.room - 1);
    });
  }
});

test(
  "Edit Team's Members: the pinned columns are opaque",
  { tag: ['@data-grid', '@teams', '@edit-page'] },
  async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await openEditTeam(page, records.kitchenManagers);
    const member = rowWithText(page, 'Uma Underwood');
    await expect(member).toBeVisible();
    const cells = await pinnedCells(member);
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(cell).toEqual({ opacity: 1, alpha: 1 });
  },
);

test.describe('confirmations and notices name their records', { tag: [...GRID_TAGS, '@dialogs', '@edit-page'] }, () => {
  for (const grid of GRIDS.filter((candidate) => candidate.canDelete)) {
    test(`${grid.title}: a row's Delete asks "Delete ${grid.rowName ?? grid.row}?" in Delete Row (Cancel / Delete)`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(grid.persona);
      await openGrid(page, grid);
      await gridRow(page, grid.row).getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Row' });
      await expect(dialog).toContainText(`Delete ${grid.rowName ?? grid.row}?`);
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    });
  }

  test("Edit Team's Members: a member's Delete names the member", async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await openEditTeam(page, records.kitchenManagers);
    const member = rowWithText(page, 'Uma Underwood');
    await member.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Row' })).toContainText('Delete Uma Underwood?');
  });

  const EDIT_PAGES: { url: string; persona: Persona; name: string }[] = [
    { url: `/admin/users/edit/${estate.umaId}`, persona: 'superUser', name: 'Uma Underwood' },
    { url: '/admin/clients/edit/pos-backoffice', persona: 'superUser', name: 'Back Office' },
    { url: `/admin/poscoreinstances/edit/${records.euWest}`, persona: 'superUser', name: 'POSCore EU West' },
    { url: `/admin/deploymentserver/edit/${records.deployment}`, persona: 'superUser', name: 'Deployment Server' },
    {
      url: `/admin/integrationserver/edit/${records.remoteOrders}`,
      persona: 'superUser',
      name: 'Harbour Remote Orders',
    },
    // (The mock answers any team with Bar Staff.)
    { url: `${org}/teams/edit/30000000-0000-4000-8000-000000000002`, persona: 'orgAdmin', name: 'Bar Staff' },
    { url: `${org}/permissiongroups/edit/${records.managersGroup}`, persona: 'orgAdmin', name: 'Managers' },
    { url: `${org}/serviceaccounts/edit/${records.quaysideAccount}`, persona: 'orgAdmin', name: 'Quayside POS Server' },
    { url: `${org}/links/edit/${records.umaLink}`, persona: 'orgAdmin', name: 'access for Uma Underwood' },
  ];
  for (const edit of EDIT_PAGES) {
    test(`${edit.url}: Delete asks "Delete ${edit.name}?"`, async ({ page, signInAs }) => {
      await signInAs(edit.persona);
      await open(page, edit.url);
      // The page's Delete (Edit Team's Members grid has Delete actions too).
      await page.getByRole('button', { name: 'Delete', exact: true }).filter({ hasText: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete' });
      await expect(dialog).toContainText(`Delete ${edit.name}?`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    });
  }

  test('Users: Save Changes says what was saved; Cancel names what it discards and asks first (more than one change)', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await usersGrid(page);
    const pend = async () => {
      await fullNameField(gridRow(page, 'Alice')).fill('Alice Renamed');
      await gridRow(page, 'Oliver').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Add' }).click();
      await page.locator('tbody tr').first().getByRole('textbox', { name: 'Short Name' }).fill('Zed');
    };
    await pend();
    await page.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard changes' });
    await expect(ask).toContainText('Discard 3 changes: 1 user added, 1 user changed and 1 user deleted?');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toHaveCount(0);
    await expect(gridRow(page, 'Alice Renamed')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(fullNameField(gridRow(page, 'Alice'))).toHaveValue('Alice Administrator');

    await pend();
    const body = (await saveUserChanges(page)).postDataJSON();
    expect(body.deletes).toEqual([estate.oliverId]);
    expect(body.changes).toHaveLength(2);
    await expect(page.getByText('Saved: 1 user added, 1 user changed and 1 user deleted.')).toBeVisible();
  });

  test('Pending Invitations: a delete sent at once says it is done, naming the invitation', async ({
    page,
    signInAs,
  }) => {
    await signInAs('orgAdmin');
    await open(page, `${org}/pendinginvites`);
    await gridRow(page, 'new.starter@harbourfishbar.example').getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', `/api/organisation/${estate.harbourFishBarId}/invite/batch`);
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: ['80000000-0000-4000-8000-000000000001'] });
    await expect(page.getByText('Deleted: new.starter@harbourfishbar.example.')).toBeVisible();
  });
});
