import type { Locator, Page } from '@playwright/test';
import { builtFile, builtFilesOf } from './support/built-files';
import { holdCall, noCallTo } from './support/calls';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { routeCases } from './support/routes';
import { settledText, trackRequests, waitForTransitions } from './support/settle';

test.describe('where / lands, by persona', { tag: ['@shell', '@session'] }, () => {
  test('a super user lands on /admin', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an organisation admin lands on their organisation', async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await open(page, '/');
    await expect(page).toHaveURL(new RegExp(`/organisation/${estate.harbourFishBarId}$`));
  });

  test('an ordinary user lands on their account', async ({ page, signInAs }) => {
    await signInAs('user');
    await open(page, '/');
    await expect(page).toHaveURL(new RegExp(`/user/${estate.umaId}$`));
  });

  test('a logged-out visitor sees Login Required with a Login link', async ({ page, signInAs }) => {
    await signInAs('loggedOut');
    await open(page, '/');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/authentication/login?returnUrl=%2F',
    );
  });
});

/**
 * Motion: the user menu's dropdown shows with Mantine's transition unless the user's system asks for less motion
 * (the theme's `respectReducedMotion`). Counted by the `transitionrun` events of the menu's dropdown as it opens.
 */
for (const [reducedMotion, animated] of [
  ['no-preference', true],
  ['reduce', false],
] as const) {
  test.describe(`motion, ${reducedMotion}`, { tag: ['@shell'] }, () => {
    test.use({ reducedMotion });

    test(`the user menu opens ${animated ? 'with its transition' : 'without a transition'}`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('superUser');
      await open(page, '/admin');
      const button = page.getByRole('button', { name: 'User menu' });
      await expect(button).toBeVisible();
      // The listener goes with the test (`stop`): the kept page serves the next tests.
      await page.evaluate(() => {
        const runs: string[] = [];
        const stop = new AbortController();
        const watch = (event: TransitionEvent) => {
          if (event.target instanceof Element && event.target.closest('[role="menu"]')) runs.push(event.propertyName);
        };
        document.addEventListener('transitionrun', watch, { signal: stop.signal });
        Object.assign(window, { menuTransitions: runs, stopWatchingMenu: () => stop.abort() });
      });
      await button.click();
      await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      const runs = () => page.evaluate(() => (window as unknown as { menuTransitions: string[] }).menuTransitions);
      if (animated) await expect.poll(runs).toContain('opacity');
      else {
        await waitForTransitions(page);
        expect(await runs()).toEqual([]);
      }
      await page.evaluate(() => (window as unknown as { stopWatchingMenu: () => void }).stopWatchingMenu());
    });
  });
}

test.describe('header navigation and user menu, by persona', { tag: ['@shell'] }, () => {
  const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

  test('super user: My Account and Admin; Profile and Logout', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/admin/users');
    await expect(nav(page).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/user');
    await expect(nav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(nav(page).getByRole('link', { name: 'Organisation' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'POS Authentication Admin' })).toHaveAttribute(
      'href',
      '/',
    );
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/authentication/logout');
  });

  test('organisation admin: My Account and Organisation, no Admin', async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await open(page, `/organisation/${estate.harbourFishBarId}`);
    await expect(nav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Organisation' })).toHaveAttribute('href', '/organisation');
    await expect(nav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('ordinary user: only My Account', async ({ page, signInAs }) => {
    await signInAs('user');
    await open(page, `/user/${estate.umaId}`);
    await expect(nav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Organisation' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('a user whose scopes include anonymous gets only Logout', async ({ page, signInAs }) => {
    await signInAs('anonymous');
    await open(page, '/admin');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  });

  test('a logged-out visitor: "Login Required" and Login in the menu, no navigation', async ({ page, signInAs }) => {
    await signInAs('loggedOut');
    await open(page, '/admin/users');
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Login Required');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Login' })).toHaveAttribute(
      'href',
      '/authentication/login?returnUrl=%2F',
    );
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await expect(nav(page).getByRole('link')).toHaveCount(0);
  });

  test('after a 401 the header shows a logged-out visitor: no navigation, "Login Required" and Login', async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/api/user', 'code=401');
    await open(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'User menu' });
    await expect(menu).toContainText('Login Required');
    await expect(nav(page).getByRole('link')).toHaveCount(0);
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  });

  test('the colour scheme can be switched from the user menu', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/admin/users');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('the colour scheme follows the system', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/admin/users');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test.describe('breadcrumb and organisation switcher', { tag: ['@shell', '@session'] }, () => {
  const crumbs = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

  test('super user: Administration > Users, and the document title', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/admin/users');
    await expect(crumbs(page).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
    await expect(crumbs(page).getByText('Users')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Users · POS Authentication Admin');
  });

  test('super user: Administration > Users > Edit User', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, `/admin/users/edit/${estate.umaId}`);
    await expect(crumbs(page).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    await expect(crumbs(page).getByText('Edit User')).toBeVisible();
  });

  test('organisation admin: the root is their organisation, by name', async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await open(page, `/organisation/${estate.harbourFishBarId}/teams`);
    await expect(crumbs(page).getByRole('link', { name: 'Harbour Fish Bar' })).toHaveAttribute(
      'href',
      `/organisation/${estate.harbourFishBarId}`,
    );
    await expect(crumbs(page).getByText('Teams')).toBeVisible();
  });

  test("an organisation admin on another organisation's summary: their organisation, then that summary", async ({
    page,
    signInAs,
  }) => {
    await signInAs('orgAdmin');
    await open(page, `/organisation/${estate.rootOrgId}`);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(crumbs(page).locator('a, p')).toHaveText(['Harbour Fish Bar', 'Organisation Summary']);
  });

  test('super user: the organisation crumb and the summary name the organisation', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, `/organisation/${estate.harbourFishBarId}/teams`);
    await expect(crumbs(page).getByRole('link', { name: 'Harbour Fish Bar' })).toHaveAttribute(
      'href',
      `/organisation/${estate.harbourFishBarId}`,
    );
    await crumbs(page).getByRole('link', { name: 'Harbour Fish Bar' }).click();
    await expect(page.getByRole('heading', { name: 'Organisation Summary', level: 2 })).toBeVisible();
    await expect(page.getByTestId('organisation-name')).toHaveText('Harbour Fish Bar');
    await expect(crumbs(page).getByText('Harbour Fish Bar')).toHaveAttribute('aria-current', 'page');
  });

  test('the switcher lists "name [code]"; choosing goes to the organisation, clearing to /organisation', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    // A page without an organisation does not load every organisation until the switcher is opened.
    await noCallTo(page, 'GET', '/api/Organisation', async () => {
      await open(page, '/admin/users');
      await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
    });
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    const listed = waitForCall(page, 'GET', '/api/Organisation');
    await switcher.click();
    await listed;
    await switcher.fill('Harbour Fish');
    await page.getByRole('option', { name: 'Harbour Fish Bar [HFB]' }).click();
    await expect(page).toHaveURL(`/organisation/${estate.harbourFishBarId}`);
    await expect(switcher).toHaveValue('Harbour Fish Bar [HFB]');
    await page.getByRole('button', { name: 'Clear organisation' }).click();
    // /organisation redirects to the session's organisation (the super user's is the root organisation).
    await expect(page).toHaveURL(`/organisation/${estate.rootOrgId}`);
  });

  test("on an organisation's page the switcher shows that organisation, read by itself; the list loads when opened", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    await noCallTo(page, 'GET', '/api/Organisation', async () => {
      const read = waitForCall(page, 'GET', `/api/Organisation/${estate.harbourFishBarId}`);
      await open(page, `/organisation/${estate.harbourFishBarId}/teams`);
      await read;
      await expect(switcher).toHaveValue('Harbour Fish Bar [HFB]');
      await expect(crumbs(page).getByRole('link', { name: 'Harbour Fish Bar' })).toBeVisible();
    });
    const listed = waitForCall(page, 'GET', '/api/Organisation');
    await switcher.click();
    await listed;
  });

  test("a server without the read of one organisation: the page's organisation comes from the list", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    // A server without the call answers its address as any unknown one: 404 without a coded body.
    await page.route(
      (url) => url.pathname === `/api/Organisation/${estate.harbourFishBarId}`,
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: '' }),
    );
    // The list is held: while the page's own read of it loads, the switcher (not opened) says nothing of it.
    const release = await holdCall(page, '/api/Organisation');
    const listed = waitForCall(page, 'GET', '/api/Organisation');
    await open(page, `/organisation/${estate.harbourFishBarId}/teams`);
    await listed;
    await expect(page.getByRole('combobox', { name: 'Switch organisation' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading organisations...' })).toHaveCount(0);
    release();
    await expect(page.getByRole('combobox', { name: 'Switch organisation' })).toHaveValue('Harbour Fish Bar [HFB]');
    await expect(crumbs(page).getByRole('link', { name: 'Harbour Fish Bar' })).toBeVisible();
  });

  test("a coded not-found on the read of the page's organisation: it is gone, and the whole list is not read instead", async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    trackRequests(page);
    const path = `/api/Organisation/${estate.harbourFishBarId}`;
    await forceAnswer('GET', path, 'code=404, example=NotFound_ExpiredOrMissing');
    await noCallTo(page, 'GET', '/api/Organisation', async () => {
      const notFound = page.waitForResponse(
        (response) => new URL(response.url()).pathname === path && response.status() === 404,
      );
      await open(page, `/organisation/${estate.harbourFishBarId}/teams`);
      await notFound;
      await settledText(page);
    });
    await expect(crumbs(page).getByRole('link', { name: 'Harbour Fish Bar' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Switch organisation' })).toHaveValue('');
  });

  test("on an organisation's page the switcher keeps that organisation while the list loads and when it fails", async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/api/Organisation', 'code=500');
    // The list's answer waits until the test has seen the switcher loading (routes added later are asked first).
    const release = await holdCall(page, '/api/Organisation');
    await open(page, `/organisation/${estate.harbourFishBarId}/teams`);
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    await expect(switcher).toHaveValue('Harbour Fish Bar [HFB]');
    // Nothing is said of the list before it is asked for.
    await expect(page.getByRole('status').filter({ hasText: 'Loading organisations...' })).toHaveCount(0);
    await switcher.click();
    await expect(page.getByRole('option')).toHaveText(['Harbour Fish Bar [HFB]', 'Loading organisations...']);
    await expect(page.getByRole('status').filter({ hasText: 'Loading organisations...' })).toHaveCount(1);
    release();
    await expect(page.getByRole('option')).toHaveText([
      'Harbour Fish Bar [HFB]',
      'The organisations could not be loaded',
    ]);
    await page.keyboard.press('Escape');
    await expect(switcher).toHaveValue('Harbour Fish Bar [HFB]');
  });

  test('when organisations fail to load the switcher list is empty and says so', async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/api/Organisation', 'code=500');
    await open(page, '/admin/users');
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    await switcher.click();
    await expect(page.getByRole('listbox')).toContainText('The organisations could not be loaded');
    await expect(page.getByRole('status').filter({ hasText: 'The organisations could not be loaded' })).toHaveCount(1);
    await expect(page.getByRole('option')).toHaveCount(0);
  });
});

/**
 * A cold open asks for the page's own calls, then its screen, before the code that can wait (src/app/page-first.ts):
 * over HTTP/1.1 the browser has six connections, and a call or a screen asked for after the grid's 80 files waited
 * for them. Meanwhile the screen shows the list's first rows where the grid will (its stand-in).
 */
test.describe('a cold open', { tag: ['@shell', '@data-grid', '@users'] }, () => {
  test.use({ freshPage: true });

  test("asks for a list's call, then its screen's code, the grid's once that is in, and the shell's menus after them", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/admin/users');
    await expect(page.getByRole('columnheader', { name: 'Short Name' })).toBeVisible();
    const extras = ['src/app/command-palette.tsx', 'src/app/user-menu.tsx', 'src/app/modals-host.tsx'].map(builtFile);
    await expect.poll(() => extras.every((file) => asked.includes(file))).toBe(true);
    const at = (file: string) => asked.indexOf(file);
    const list = at('/api/user');
    const screen = at(builtFile('src/features/users/users-screen.tsx'));
    expect(list).toBeGreaterThan(-1);
    expect(list).toBeLessThan(screen);
    // The grid's code is asked for once the screen's (every file of it this page asked for) is in, by the browser's
    // own timings of each.
    const screenFiles = builtFilesOf('src/features/users/users-screen.tsx').filter((file) => asked.includes(file));
    expect(screenFiles.length).toBeGreaterThan(10);
    const grid = builtFile('src/components/data-grid/data-grid.tsx');
    const late = await page.evaluate(
      ({ files, gridFile }) => {
        const timings = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const of = (file: string) => timings.find((entry) => new URL(entry.name).pathname === file);
        const gridAsked = of(gridFile)?.startTime ?? Number.NaN;
        return files.filter((file) => !((of(file)?.responseEnd ?? Number.POSITIVE_INFINITY) <= gridAsked));
      },
      { files: screenFiles, gridFile: grid },
    );
    expect(late).toEqual([]);
    for (const extra of extras) expect(at(extra), extra).toBeGreaterThan(screen);
  });

  test("shows the list's first rows where the grid will show them, read-only, until the grid's code is in", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    const release = await holdGridCode(page);
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/user') lists.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto('/admin/users');
    await expect(page.getByLabel('Loading Users')).toBeVisible();
    const firstShortName = page.locator('tbody tr').first().locator('input[aria-label="Short Name"]');
    await expect(firstShortName).toHaveValue('Alice');
    await expect(firstShortName).not.toBeEditable();
    // Out of reach: the stand-in's rows take no focus (they are inert).
    const focusable = (input: HTMLInputElement) => {
      input.focus();
      return document.activeElement === input;
    };
    expect(await firstShortName.evaluate(focusable)).toBe(false);
    const before = await firstCells(page);
    release();
    await expect(page.getByLabel('Loading Users')).toHaveCount(0);
    await expect(firstShortName).toBeEditable();
    await expect(firstShortName).toHaveValue('Alice');
    expect(await firstShortName.evaluate(focusable)).toBe(true);
    // The grid's cells are where the stand-in's were: nothing moves when it takes over.
    expectSamePlaces(await firstCells(page), before);
    // One list call, for the stand-in and the grid alike.
    expect(lists).toEqual(['GET /api/user']);
  });

  test("draws a narrower grid's columns as the grid does, its check boxes included", async ({ page, signInAs }) => {
    await signInAs('superUser');
    const release = await holdGridCode(page);
    await page.goto('/admin/clients');
    await expect(page.getByLabel('Loading Clients')).toBeVisible();
    await expect(page.locator('tbody tr')).not.toHaveCount(0);
    const before = await firstCells(page);
    release();
    await expect(page.getByLabel('Loading Clients')).toHaveCount(0);
    await expect(page.locator('div[aria-busy="false"] > table')).toBeVisible();
    expectSamePlaces(await firstCells(page), before);
  });

  test("draws a cell's right section (the URI's open link) where the grid's input puts it", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    const release = await holdGridCode(page);
    await page.goto('/admin/poscoreinstances');
    await expect(page.getByLabel('Loading POS Core Instances')).toBeVisible();
    const open = page.locator('tbody tr').first().getByRole('link', { name: 'Open http://localhost:4010' });
    const before = await drawnBox(open);
    const cells = await firstCells(page);
    release();
    await expect(page.getByLabel('Loading POS Core Instances')).toHaveCount(0);
    await expect(page.locator('div[aria-busy="false"] > table')).toBeVisible();
    expectSamePlaces(await firstCells(page), cells);
    const after = await drawnBox(open);
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(1);
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** Where `locator`'s element is, once drawn (a block arriving may draw it again, in the same place). */
async function drawnBox(locator: Locator): Promise<Box> {
  const seen: { box: Box | null } = { box: null };
  await expect
    .poll(async () => {
      seen.box = await locator.boundingBox();
      return seen.box;
    })
    .not.toBeNull();
  return seen.box ?? { x: Number.NaN, y: Number.NaN, width: Number.NaN, height: Number.NaN };
}

/** Holds the grid's code on its way to the page until the returned function is called. */
async function holdGridCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const grid = builtFile('src/components/data-grid/data-grid.tsx');
  await page.route(
    (url) => url.pathname === grid,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** The same cells at the same places and widths, to the pixel (a fraction may round either way). */
function expectSamePlaces(cells: Cell[], before: Cell[]) {
  expect(cells).toHaveLength(before.length);
  cells.forEach((cell, index) => {
    const was = before[index] as Cell;
    for (const key of ['x', 'y', 'width'] as const)
      expect(Math.abs(cell[key] - was[key]), `${key} of cell ${index}`).toBeLessThanOrEqual(1);
  });
}

type Cell = { x: number; y: number; width: number };

/** The first row's cells: where each is, and how wide. */
function firstCells(page: Page) {
  return page
    .locator('tbody tr')
    .first()
    .locator('td')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width };
      }),
    );
}

test.describe('failure screens and guards', { tag: ['@shell'] }, () => {
  test('not-found page', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/no/such/page');
    await expect(
      page.getByText("Page not found - The page requested doesn't exist. Something has gone wrong."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Send me home' }).click();
    await expect(page).toHaveURL('/admin');
  });

  for (const [url, persona] of [
    ['/resetpassword/confirm/%00/%ZZ/x', 'loggedOut'],
    ['/admin/users/edit/%E0%A4%A', 'superUser'],
  ] as const) {
    test(`a malformed escape in the address shows the not-found page: ${url}`, async ({ page, signInAs }) => {
      await signInAs(persona);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByText("Page not found - The page requested doesn't exist. Something has gone wrong."),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Send me home' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(url);
    });
  }

  // Ids a call's path parameter cannot hold: over-long and malformed ids (dot segments, which a browser already
  // folds out of an address, are refused by the same rule: src/app/contract-id.test.ts). The page is not found and
  // nothing is called with them.
  for (const [url, persona] of [
    ['/admin/users/edit/not-a-uuid', 'superUser'],
    [`/admin/clients/edit/${'k'.repeat(17)}`, 'superUser'],
    ['/admin/poscoreinstances/edit/...', 'superUser'],
    [`/organisation/${estate.harbourFishBarId}/teams/edit/not-a-uuid`, 'orgAdmin'],
    ['/organisation/not-a-uuid/teams', 'superUser'],
    [`/user/${'b'.repeat(64)}`, 'superUser'],
    // Not found for every role: such an id names no page of anyone's, so no one is told it is another's (an area
    // above it that is not theirs, /admin for a user, still turns them away first).
    ['/user/not-a-uuid', 'user'],
    ['/user/not-a-uuid', 'orgAdmin'],
    ['/organisation/not-a-uuid/teams', 'orgAdmin'],
    ['/organisation/not-a-uuid', 'user'],
  ] as const) {
    test(`an id not of the contract's format shows the not-found page and calls nothing: ${url} (${persona})`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(persona);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.headers()['x-requested-with'] === 'XMLHttpRequest') calls.push(new URL(request.url()).pathname);
      });
      await open(page, url);
      await expect(
        page.getByText("Page not found - The page requested doesn't exist. Something has gone wrong."),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toHaveCount(0);
      const withTheId = calls.filter((path) => /\/\.\.\.|not-a-uuid|kkkkkkkkkkkkkkkkk|bbbbbbbbbbbbbbbb/i.test(path));
      expect(withTheId).toEqual([]);
    });
  }

  test('the console has a favicon', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/admin');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(href ?? '');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a failing session call (500) shows Failed Loading Admin Page', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/Authentication/current', 'code=500');
    await open(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Failed Loading Admin Page' })).toBeVisible();
    await expect(page.getByText('Please refresh the page')).toBeVisible();
  });

  test('a failing currency list fails the start-up; a failing locale list does not', async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/api/locale', 'code=500');
    await open(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await forceAnswer('GET', '/api/currency', 'code=500');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Failed Loading Admin Page' })).toBeVisible();
  });

  test("a 401 on the start-up's locale list is an empty list too, not Login Required", async ({ page, signInAs }) => {
    await signInAs('superUser');
    await page.route(
      (url) => url.pathname === '/api/locale',
      (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    );
    await open(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
  });

  test('an ordinary user is sent away from /admin and from an organisation, each saying whose page it is', async ({
    page,
    signInAs,
  }) => {
    await signInAs('user');
    await open(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByText('You do not have access to this page. It is for server administrators.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me home' })).toHaveAttribute('href', '/');
    await open(page, `/organisation/${estate.harbourFishBarId}`);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(
      page.getByText('You do not have access to this page. It is for the administrators of this organisation.'),
    ).toBeVisible();
  });

  test('an organisation admin is sent away from another organisation', async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await open(page, `/organisation/${estate.rootOrgId}`);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(
      page.getByText('You do not have access to this page. It is for the administrators of this organisation.'),
    ).toBeVisible();
  });

  for (const persona of ['user', 'orgAdmin'] as const) {
    test(`another user's My Account tells ${persona} it is another user's page, not another area's`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(persona);
      await open(page, `/user/${estate.aliceId}`);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
      await expect(page.getByText("You do not have access to this page. It is another user's page.")).toBeVisible();
      await expect(page.getByText(/another area/)).toHaveCount(0);
    });
  }

  test('/organisation without a known organisation goes to /organisation/null', async ({ page, signInAs }) => {
    await signInAs('anonymous');
    await open(page, '/organisation');
    await expect(page).toHaveURL('/organisation/null');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  });

  // The session call's 401 is the expected answer of a signed-out visit. Chromium writes every answer of 400 or more
  // to the console as "Failed to load resource" (no script can stop it; docs/world.md); the console logs nothing.
  for (const url of ['/admin/users', '/resetpassword', '/invitations/approved']) {
    test(`a signed-out visit to ${url} logs only the browser's line for the session's 401`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('loggedOut');
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        logged.push(`${message.type()}: ${message.text()} (${new URL(message.location().url).pathname})`);
      });
      const session = waitForCall(page, 'GET', '/Authentication/current');
      await open(page, url);
      expect((await (await session).response())?.status()).toBe(401);
      await settledText(page);
      expect(logged).toEqual([
        'error: Failed to load resource: the server responded with a status of 401 (Unauthorized) (/Authentication/current)',
      ]);
    });
  }

  test('/user goes to /user/{userId}', async ({ page, signInAs }) => {
    await signInAs('user');
    await open(page, '/user');
    await expect(page).toHaveURL(`/user/${estate.umaId}`);
  });

  test.describe(() => {
    // A page that has not loaded the screen's code yet.
    test.use({ freshPage: true });

    test('a screen whose code fails to download shows the chunk-load message with Reload', async ({
      page,
      signInAs,
    }) => {
      await signInAs('superUser');
      await page.route(/\/assets\/users-[A-Za-z0-9_-]{8}\.js$/, (route) => route.abort());
      await open(page, '/admin/users');
      await expect(page.getByRole('heading', { name: /^Loading chunk users failed$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    });

    test("a screen whose own code fails after its route's shows the chunk-load message naming the screen", async ({
      page,
      signInAs,
    }) => {
      await signInAs('superUser');
      await page.route(/\/assets\/users-screen-[A-Za-z0-9_-]{8}\.js$/, (route) => route.abort());
      await open(page, '/admin/users');
      await expect(page.getByRole('heading', { name: /^Loading chunk users-screen failed$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    });
  });

  test('a 401 after start-up switches to Login Required', async ({ page, signInAs, forceAnswer }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/api/user', 'code=401');
    await open(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  });
});

test.describe('at 390 px (a phone)', { tag: ['@shell'] }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The header's product title: on one line, inside the header. */
  async function expectTitleOnOneLine(page: Page) {
    const header = await page.getByRole('banner').boundingBox();
    const title = page.getByRole('banner').getByRole('link', { name: 'POS Authentication Admin' });
    const box = await title.boundingBox();
    const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(box && header, 'the header and its title are shown').toBeTruthy();
    if (!box || !header) return;
    expect(box.height, 'the product title on one line').toBeLessThanOrEqual(lineHeight + 1);
    expect(box.y, 'the product title is not cut off at the top').toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height, 'the product title ends inside the header').toBeLessThanOrEqual(
      header.y + header.height,
    );
  }

  for (const route of routeCases) {
    test(`${route.url}: no sideways scroll, the header on one line`, async ({ page, signInAs }) => {
      await signInAs(route.personas[0] ?? 'superUser');
      trackRequests(page);
      await open(page, route.url);
      await settledText(page);
      await expectTitleOnOneLine(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(scrollWidth, `${route.url} is no wider than the screen`).toBeLessThanOrEqual(clientWidth);
    });
  }

  test('the header shows the whole title; the search and user menu keep their names with only their icons shown', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await open(page, '/admin');
    const title = page.getByRole('banner').getByRole('link', { name: 'POS Authentication Admin' });
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the title is not cut').toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Jump to' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Alice, user menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Jump to' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Search' })).toBeFocused();
  });

  test('Escape closes the navigation panel, from a link in it, and gives its button the focus back', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await open(page, '/admin');
    const toggle = page.getByRole('button', { name: 'Navigation' });
    const panel = page.getByRole('navigation', { name: 'Main (menu)' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // From the button itself too.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});
