import type { Page } from '@playwright/test';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { pickDateTime } from './support/screen-steps';
import { gridRows } from './support/grid';

// Dates are shown and sent in the browser's time zone; pin it so the bodies are exact.
test.use({ timezoneId: 'UTC' });
// Several steps per test on a shared machine.
test.describe.configure({ timeout: 60_000 });

/** The first page without filters at the default 1400x900 viewport: floor((900 - 198) / 35) = 20 rows. */
const firstPage = {
  dateTimeCreatedFrom: null,
  dateTimeCreatedTo: null,
  organisation: null,
  user: null,
  message: null,
  types: null,
  pageSize: 20,
  pageNumber: 0,
};

/** Answers `method path` with the mock's answer (the request is still validated there), its JSON changed by `change`. */
async function changeAnswer(page: Page, method: string, path: string, change: (json: unknown) => unknown) {
  await page.route(
    (url) => url.pathname.toLowerCase() === path.toLowerCase(),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      try {
        const response = await route.fetch();
        return await route.fulfill({ response, json: change(await response.json()) });
      } catch (error) {
        // the test ended (and the page closed) while this answer was on its way
        if (page.isClosed()) return undefined;
        throw error;
      }
    },
  );
}

test.describe('Admin > Audit Logs', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('loads the descriptions and the first page; shows type, user, created, organisation and message', async ({ page }) => {
    const descriptions = waitForCall(page, 'GET', '/api/auditlog/descriptions');
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await open(page, '/admin/auditlogs');
    await descriptions;
    expect((await query).postDataJSON()).toEqual(firstPage);
    await expect(page.getByRole('heading', { name: 'Audit Logs' })).toBeVisible();
    for (const header of ['Type', 'User', 'Created', 'Organisation', 'Message']) {
      await expect(page.getByRole('button', { name: `Filter ${header}` })).toBeVisible();
    }
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    const first = gridRows(page, 'Audit log').first();
    await expect(first.getByRole('img', { name: 'Token' })).toBeVisible();
    await expect(first).toContainText('Token issued');
    await expect(first).toContainText('Oliver Owens');
    await expect(first).toContainText(estate.oliverId);
    await expect(first).toContainText('Harbour Fish Bar');
    await expect(first).toContainText('Token issued to client pos-backoffice');
    await expect(first).toContainText('03/06/2025, 09:15:42');
    // every category has its icon
    for (const category of ['User/Organisation', 'SuperUser', 'UserInfo', 'External', 'Internal', 'Unclassified']) {
      await expect(page.getByRole('table').getByRole('img', { name: category }).first()).toBeVisible();
    }

    // hovering a type shows its code name and number at once
    await first.getByTestId('audit-type').hover();
    await expect(page.getByRole('tooltip', { name: 'TokenIssued (20)' })).toBeVisible();

    // an unknown type falls back to its number, category Unclassified
    const unknown = gridRows(page, 'Audit log').last();
    await expect(unknown.getByTestId('audit-type')).toHaveText('999');
    await expect(unknown.getByRole('img', { name: 'Unclassified' })).toBeVisible();
    await unknown.getByTestId('audit-type').hover();
    await expect(page.getByRole('tooltip', { name: 'Unknown type (999)' })).toBeVisible();

    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // 8 entries are fewer than the page size of 20
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('the page size follows the window height, at least 10', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1100 });
    const tall = waitForCall(page, 'POST', '/api/auditlog/query');
    await open(page, '/admin/auditlogs');
    expect((await tall).postDataJSON().pageSize).toBe(25);
    await page.setViewportSize({ width: 1400, height: 500 });
    const short = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.reload();
    expect((await short).postDataJSON().pageSize).toBe(10);
  });

  test('the Type filter picks several types, shows their count and lives in the URL', async ({ page }) => {
    await open(page, '/admin/auditlogs');
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    await page.getByRole('button', { name: 'Filter Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Type' });
    // grouped by category
    await expect(dialog.getByText('User/Organisation', { exact: true })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Token issued', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Profile updated', exact: true }).check();
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({ ...firstPage, types: [20, 31] });
    await expect(page.getByLabel('2 types selected')).toHaveText('2');
    await expect(page).toHaveURL(/types=/);

    const reload = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.reload();
    expect((await reload).postDataJSON()).toEqual({ ...firstPage, types: [20, 31] });
    await page.getByRole('button', { name: 'Filter Type' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Token issued', exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    const cleared = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await cleared).postDataJSON()).toEqual(firstPage);
    await expect(page.getByLabel('2 types selected')).toHaveCount(0);
  });

  test('the text filters (User, Organisation, Message) show Filtered; Cancel drops the draft; empty removes', async ({ page }) => {
    await open(page, '/admin/auditlogs?types=20');
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    let expected: Record<string, unknown> = { ...firstPage, types: [20] };
    for (const [header, field, text] of [
      ['User', 'user', 'Oliver'],
      ['Organisation', 'organisation', 'Harbour Fish Bar'],
      ['Message', 'message', 'token'],
    ] as const) {
      await page.getByRole('button', { name: `Filter ${header}` }).click();
      const dialog = page.getByRole('dialog', { name: `Filter ${header}` });
      await dialog.getByRole('textbox', { name: header }).fill(text);
      const call = waitForCall(page, 'POST', '/api/auditlog/query');
      await dialog.getByRole('textbox', { name: header }).press('Enter');
      expected = { ...expected, [field]: text };
      expect((await call).postDataJSON()).toEqual(expected);
      await expect(page.getByLabel(`${header} filtered`)).toHaveText('Filtered');
    }

    await page.getByRole('button', { name: 'Filter User' }).click();
    const user = page.getByRole('dialog', { name: 'Filter User' });
    await user.getByRole('textbox', { name: 'User' }).fill('Someone else');
    await user.getByRole('button', { name: 'Cancel' }).click();
    await expect(user).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter User' }).click();
    await expect(user.getByRole('textbox', { name: 'User' })).toHaveValue('Oliver');
    await user.getByRole('textbox', { name: 'User' }).fill('');
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await user.getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({ ...expected, user: null });
    await expect(page.getByLabel('User filtered')).toHaveCount(0);
    await expect(page).not.toHaveURL(/user=/);
  });

  test('the Created filter sends a from/to range and refuses From after To', async ({ page }) => {
    await open(page, '/admin/auditlogs');
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    await page.getByRole('button', { name: 'Filter Created' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Created' });
    const from = dialog.getByRole('button', { name: 'From', exact: true });
    const to = dialog.getByRole('button', { name: 'To', exact: true });
    await pickDateTime(from, '2025-06-01', '00:00');
    await pickDateTime(to, '2025-05-01', '00:00');
    await expect(dialog.getByText('From must be before To')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await pickDateTime(to, '2025-06-30', '23:59');
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({
      ...firstPage,
      dateTimeCreatedFrom: '2025-06-01T00:00:00.000Z',
      dateTimeCreatedTo: '2025-06-30T23:59:59.999Z',
    });
    await expect(page.getByLabel('Created filtered')).toHaveText('Filtered');
    const reload = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.reload();
    expect((await reload).postDataJSON().dateTimeCreatedTo).toBe('2025-06-30T23:59:59.999Z');
    await page.getByRole('button', { name: 'Filter Created' }).click();
    await expect(from).toHaveText('01/06/2025 00:00');
  });

  test('paging: zero-based page numbers in the URL, previous and next', async ({ page }) => {
    // A full page (24 rows of 20 asked for... at least the page size) enables Next.
    await changeAnswer(page, 'POST', '/api/auditlog/query', (json) => {
      const rows = json as unknown[];
      return [...rows, ...rows, ...rows];
    });
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await open(page, '/admin/auditlogs?page=2&user=Oliver');
    expect((await query).postDataJSON()).toEqual({ ...firstPage, user: 'Oliver', pageNumber: 2 });
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

    let call = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await call).postDataJSON()).toEqual({ ...firstPage, user: 'Oliver', pageNumber: 3 });
    await expect(page.getByText('Page 4', { exact: true })).toBeVisible();

    // page 2 was just seen: it shows again from the cache
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    // SPEC 4: a filter change keeps the page
    await page.getByRole('button', { name: 'Filter Message' }).click();
    await page.getByRole('dialog', { name: 'Filter Message' }).getByRole('textbox', { name: 'Message' }).fill('token');
    call = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.getByRole('dialog', { name: 'Filter Message' }).getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({ ...firstPage, user: 'Oliver', message: 'token', pageNumber: 2 });
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Message filtered')).toBeVisible();
    await expect(gridRows(page, 'Audit log')).toHaveCount(24);
  });

  test('malformed URL params are ignored', async ({ page }) => {
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await open(page, '/admin/auditlogs?page=-4&types=abc&from=yesterday');
    expect((await query).postDataJSON()).toEqual(firstPage);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  });

  test('a failed query shows the error state and no rows', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/auditlog/query', 'code=500');
    await open(page, '/admin/auditlogs');
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    await expect(page.getByRole('table').getByText('Token issued')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('a coded query error shows its message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/auditlog/query', 'code=400, example=BadRequest');
    await open(page, '/admin/auditlogs');
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
  });

  test('failed descriptions say so and show the types by number', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/auditlog/descriptions', 'code=500');
    await open(page, '/admin/auditlogs');
    await expect(page.getByRole('alert').filter({ hasText: 'Audit log types could not be loaded' })).toContainText(
      'Internal Server Error',
    );
    await expect(gridRows(page, 'Audit log').first().getByTestId('audit-type')).toHaveText('20');
  });
});

test.describe('Admin > Audit Logs in a time zone other than UTC', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('times, the Created column and its filter name the time zone they are in', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/admin/auditlogs');
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    // 09:15:42 UTC on 3 June 2025 is 11:15:42 summer time in Berlin.
    await expect(gridRows(page, 'Audit log').first()).toContainText('03/06/2025, 11:15:42 CEST');
    const zone = /Europe\/Berlin \(GMT\+[12]\)/;
    await expect(page.getByRole('columnheader', { name: /^Created/ })).toContainText(zone);

    await page.getByRole('button', { name: 'Filter Created' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Created' });
    await expect(dialog.getByText(zone)).toBeVisible();
    await pickDateTime(dialog.getByRole('button', { name: 'From', exact: true }), '2025-06-01', '00:00');
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    // Midnight in Berlin, sent as the instant it is.
    expect((await call).postDataJSON().dateTimeCreatedFrom).toBe('2025-05-31T22:00:00.000Z');
  });
});

test.describe('Admin > Entity Lookup', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('Enter looks the id up; each match shows its organisation header, linked type label and name', async ({ page }) => {
    await open(page, '/admin/entitylookup');
    await expect(page.getByRole('heading', { name: 'Entity Lookup' })).toBeVisible();
    const box = page.getByPlaceholder('Enter an outlet/account/device/other id');
    await box.fill('60000000-0000-4000-8000-000000000002');
    const call = waitForCall(page, 'GET', '/api/EntityLookup/filterunscoped');
    await box.press('Enter');
    expect(new URL((await call).url()).searchParams.get('filter')).toBe('60000000-0000-4000-8000-000000000002');
    await expect(page).toHaveURL(/[?&]q=60000000-0000-4000-8000-000000000002/);

    const match = (label: string, name: string) => page.getByRole('listitem', { name: `${label} ${name}` });
    const links: [string, string, string | null][] = [
      ['Unknown', 'Unrecognised record', null],
      ['Organisation', 'Harbour Fish Bar', `/organisation/${estate.harbourFishBarId}`],
      ['Outlet', 'Quayside Fish Bar', `/organisation/${estate.harbourFishBarId}`],
      ['Outlet Group', 'Quayside Sites', null],
      ['Terminal', 'Till 1', null],
      ['User', 'Alice Administrator', `/admin/users/edit/${estate.aliceId}`],
      ['POSCore Instance', 'POSCore EU West', '/admin/poscoreinstances/edit/90000000-0000-4000-8000-000000000001'],
      ['Deployment Server Instance', 'Deployment Server', '/admin/deploymentserver/edit/91000000-0000-4000-8000-000000000001'],
      ['Integration Server Instance', 'Harbour Remote Orders', '/admin/integrationserver/edit/92000000-0000-4000-8000-000000000001'],
      [
        'Service Account',
        'Harbour Integration',
        `/organisation/${estate.harbourFishBarId}/serviceaccounts/edit/70000000-0000-4000-8000-000000000003`,
      ],
      ['Client', 'Back Office', '/admin/clients/edit/pos-backoffice'],
    ];
    for (const [label, name, href] of links) {
      const item = match(label, name);
      await expect(item).toContainText(name);
      if (href) await expect(item.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      else {
        await expect(item.getByText(label, { exact: true })).toBeVisible();
        await expect(item.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      }
    }
    // the organisation header: name linked, code, id and kapow
    const alice = match('User', 'Alice Administrator').getByTestId('match-organisation');
    await expect(alice.getByRole('link', { name: 'Kappa POS Platform' })).toHaveAttribute('href', `/organisation/${estate.rootOrgId}`);
    await expect(alice).toContainText('ROOT');
    await expect(alice).toContainText(estate.rootOrgId);
    await expect(alice).toContainText('KPW-0001');
    await expect(match('Client', 'Back Office').getByTestId('match-organisation')).toHaveCount(0);

    // the query survives a reload
    const again = waitForCall(page, 'GET', '/api/EntityLookup/filterunscoped');
    await page.reload();
    await again;
    await expect(box).toHaveValue('60000000-0000-4000-8000-000000000002');
    await expect(match('Client', 'Back Office')).toBeVisible();
  });

  test('the Search button looks up too; an empty box clears the results without a call', async ({ page }) => {
    await open(page, '/admin/entitylookup?q=pos-backoffice');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/EntityLookup/filterunscoped') calls += 1;
    });
    await page.getByPlaceholder('Enter an outlet/account/device/other id').fill('   ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('listitem')).toHaveCount(0);
    await expect(page).not.toHaveURL(/q=/);
    expect(calls).toBe(0);

    await page.getByPlaceholder('Enter an outlet/account/device/other id').fill('insights-web');
    const call = waitForCall(page, 'GET', '/api/EntityLookup/filterunscoped');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(new URL((await call).url()).searchParams.get('filter')).toBe('insights-web');
  });

  test('no match shows "No matches"', async ({ page }) => {
    await changeAnswer(page, 'GET', '/api/EntityLookup/filterunscoped', () => []);
    await open(page, '/admin/entitylookup?q=nothing-here');
    await expect(page.getByText('No matches')).toBeVisible();
  });

  test('a failed lookup shows the error state and no results', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/EntityLookup/filterunscoped', 'code=500');
    await open(page, '/admin/entitylookup?q=60000000-0000-4000-8000-000000000002');
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    await expect(page.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('Admin > Statistics', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  const instanceRow = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });

  test('without a month nothing is asked; the download needs a month', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/Statistics')) calls += 1;
    });
    await open(page, '/admin/statistics');
    await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Pick a month and search to see its statistics.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Sort' })).toHaveCount(0);
    expect(calls).toBe(0);
  });

  test('picking a month and searching asks for that month; the month is kept in the URL', async ({ page }) => {
    const year = new Date().getFullYear();
    await open(page, '/admin/statistics');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('button', { name: 'Jan', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveText(`${year}-01`);
    await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `/api/Statistics/DownloadMonthlyStatistics?date=${year}-01`,
    );
    const call = waitForCall(page, 'POST', '/api/Statistics/monthlyAllPOSCores');
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await call).postDataJSON()).toEqual({ monthStart: `${year}-01-01` });
    await expect(page).toHaveURL(new RegExp(`[?&]month=${year}-01`));
    // The URL changes as the navigation starts; the page shows the month once its answer is in.
    await expect(page.getByRole('tree', { name: 'Statistics' })).toBeVisible();

    // Enter on the picker searches again
    const again = waitForCall(page, 'POST', '/api/Statistics/monthlyAllPOSCores');
    await page.getByRole('button', { name: 'Month', exact: true }).press('Enter');
    await again;
  });

  test('shows the POS Core instances and their organisations with the badges', async ({ page }) => {
    const call = waitForCall(page, 'POST', '/api/Statistics/monthlyAllPOSCores');
    await open(page, '/admin/statistics?month=2025-05');
    expect((await call).postDataJSON()).toEqual({ monthStart: '2025-05-01' });
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveText('2025-05');

    const euWest = instanceRow(page, 'POSCore EU West');
    await expect(euWest).toHaveAttribute('aria-expanded', 'true');
    await expect(euWest.getByRole('button', { name: '2 orgs: sort by Organisations' })).toBeVisible();
    await expect(euWest.getByRole('button', { name: '18,342 transactions: sort by Transactions' })).toBeVisible();
    await expect(euWest.getByRole('button', { name: '2 outlets: sort by Outlets' })).toBeVisible();
    await expect(instanceRow(page, 'POSCore UK South').getByRole('button', { name: '3 orgs: sort by Organisations' })).toBeVisible();

    const fishBar = instanceRow(page, 'Harbour Fish Bar (HFB)');
    await expect(fishBar).toHaveAttribute('aria-level', '2');
    await expect(fishBar.getByRole('button', { name: /orgs/ })).toHaveCount(0);
    await expect(fishBar.getByRole('button', { name: '18,342 transactions: sort by Transactions' })).toHaveAttribute(
      'data-variant',
      'light',
    );
    for (const server of ['Remote Order Server', 'Data Extraction Server', 'Partner Server', 'Reporting Server']) {
      await expect(fishBar.getByRole('img', { name: `${server} set` })).toHaveAttribute('data-state', 'on');
    }
    await expect(fishBar.getByRole('img', { name: 'Authorised package' })).toHaveCount(3);

    const template = instanceRow(page, 'Harbour Private Template (TPLHHG)');
    await expect(template.getByRole('button', { name: '0 transactions: sort by Transactions' })).toBeVisible();
    await expect(template.getByRole('img', { name: 'No Remote Order Server' })).toHaveAttribute('data-state', 'off');
    await expect(template.getByRole('img', { name: 'Authorised package' })).toHaveCount(0);
    const crown = instanceRow(page, 'The Crown & Anchor (CRWN)');
    await expect(crown.getByRole('img', { name: 'Remote Order Server set' })).toBeVisible();
    await expect(crown.getByRole('img', { name: 'No Data Extraction Server' })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/Statistics/DownloadMonthlyStatistics?date=2025-05',
    );
  });

  test('sorting: a badge sorts descending, again flips, the group toggles and clears; kept in the URL', async ({ page }) => {
    await open(page, '/admin/statistics?month=2025-05');
    const names = () => page.getByRole('treeitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
    await expect(instanceRow(page, 'POSCore EU West')).toBeVisible();
    expect(await names()).toEqual([
      'POSCore EU West',
      'Harbour Fish Bar (HFB)',
      'Harbour Private Template (TPLHHG)',
      'POSCore UK South',
      'The Crown & Anchor (CRWN)',
      'Standard Restaurant Template (TPLREST)',
      'Default Configuration (DEFCFG)',
    ]);

    await instanceRow(page, 'POSCore UK South').getByRole('button', { name: /orgs: sort by Organisations/ }).click();
    await expect(page).toHaveURL(/sort=orgs/);
    await expect(page).toHaveURL(/dir=desc/);
    const group = page.getByRole('group', { name: 'Sort' });
    await expect(group).toContainText('Organisations');
    await expect(group).toContainText('Descending');
    // 3 orgs before 2; organisation rows keep their order
    expect(await names()).toEqual([
      'POSCore UK South',
      'The Crown & Anchor (CRWN)',
      'Standard Restaurant Template (TPLREST)',
      'Default Configuration (DEFCFG)',
      'POSCore EU West',
      'Harbour Fish Bar (HFB)',
      'Harbour Private Template (TPLHHG)',
    ]);

    await instanceRow(page, 'POSCore EU West').getByRole('button', { name: /transactions: sort by Transactions/ }).click();
    await expect(group).toContainText('Transactions');
    await expect(group).toContainText('Descending');
    expect(await names()).toEqual([
      'POSCore EU West',
      'Harbour Fish Bar (HFB)',
      'Harbour Private Template (TPLHHG)',
      'POSCore UK South',
      'The Crown & Anchor (CRWN)',
      // 0 and 0: by name
      'Default Configuration (DEFCFG)',
      'Standard Restaurant Template (TPLREST)',
    ]);

    // the same field again flips the direction
    await instanceRow(page, 'POSCore EU West').getByRole('button', { name: /transactions: sort by Transactions/ }).click();
    await expect(group).toContainText('Ascending');
    await expect(page).toHaveURL(/dir=asc/);
    expect((await names())[0]).toBe('POSCore UK South');

    // the group's toggle flips it back; the sort survives a reload
    await group.getByRole('button', { name: 'Ascending: sort descending' }).click();
    await expect(group).toContainText('Descending');
    await page.reload();
    await expect(page.getByRole('group', { name: 'Sort' })).toContainText('Transactions');
    await expect(instanceRow(page, 'POSCore EU West')).toBeVisible();
    expect((await names())[0]).toBe('POSCore EU West');

    await page.getByRole('button', { name: 'Clear sort' }).click();
    await expect(page.getByRole('group', { name: 'Sort' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/sort=/);
    expect((await names())[5]).toBe('Standard Restaurant Template (TPLREST)');
  });

  test('clearing the month and searching empties the results without a call', async ({ page }) => {
    await open(page, '/admin/statistics?month=2025-05');
    await expect(instanceRow(page, 'POSCore EU West')).toBeVisible();
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/Statistics/monthlyAllPOSCores') calls += 1;
    });
    await page.getByRole('button', { name: 'Clear month' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('treeitem')).toHaveCount(0);
    await expect(page).not.toHaveURL(/month=/);
    expect(calls).toBe(0);
  });

  test('Download fetches the month file and hands it to the browser', async ({ page }) => {
    await open(page, '/admin/statistics?month=2025-05');
    const call = waitForCall(page, 'GET', '/api/Statistics/DownloadMonthlyStatistics');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download' }).click();
    expect(new URL((await call).url()).searchParams.get('date')).toBe('2025-05');
    expect((await download).suggestedFilename()).toBe('MonthlyStatistics-2025-05.csv');
  });

  test('a failed download says so', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/Statistics/DownloadMonthlyStatistics', 'code=500');
    await open(page, '/admin/statistics?month=2025-05');
    await page.getByRole('link', { name: 'Download' }).click();
    await expect(page.getByText('Download failed')).toBeVisible();
    await expect(page.getByText('Internal Server Error')).toBeVisible();
  });

  test('a failed statistics call shows the error state and no results', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/Statistics/monthlyAllPOSCores', 'code=500');
    await open(page, '/admin/statistics?month=2025-05');
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    await expect(page.getByRole('treeitem')).toHaveCount(0);
  });
});

for (const [persona, path] of [
  ['orgAdmin', '/admin/auditlogs'],
  ['user', '/admin/entitylookup'],
  ['orgAdmin', '/admin/statistics?month=2025-05'],
] as const) {
  test(`a non-super user (${persona}) is turned away from ${path}`, async ({ page, signInAs }) => {
    await signInAs(persona);
    let called = false;
    page.on('request', (request) => {
      const pathname = new URL(request.url()).pathname.toLowerCase();
      if (['/api/auditlog', '/api/entitylookup', '/api/statistics'].some((prefix) => pathname.startsWith(prefix))) called = true;
    });
    await open(page, path);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    expect(called).toBe(false);
  });
}
