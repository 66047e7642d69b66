import type { Page } from '@playwright/test';
import { callTo, expectTurnedAway } from './support/calls';
import { test, expect, open, waitForCall } from './support/fixtures';

// Dates are shown and sent in the browser's time zone; pin it so the bodies are exact.
test.use({ timezoneId: 'UTC' });
// Several steps per test on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('Admin > Statistics', { tag: ['@statistics', '@date-inputs', '@draft', '@tree'] }, () => {
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
    await expect(
      instanceRow(page, 'POSCore UK South').getByRole('button', { name: '3 orgs: sort by Organisations' }),
    ).toBeVisible();

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

  test('sorting: a badge sorts descending, again flips, the group toggles and clears; kept in the URL', async ({
    page,
  }) => {
    await open(page, '/admin/statistics?month=2025-05');
    const names = () =>
      page.getByRole('treeitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
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

    await instanceRow(page, 'POSCore UK South')
      .getByRole('button', { name: /orgs: sort by Organisations/ })
      .click();
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

    await instanceRow(page, 'POSCore EU West')
      .getByRole('button', { name: /transactions: sort by Transactions/ })
      .click();
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
    await instanceRow(page, 'POSCore EU West')
      .getByRole('button', { name: /transactions: sort by Transactions/ })
      .click();
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

test(
  'a non-super user (orgAdmin) is turned away from /admin/statistics?month=2025-05',
  { tag: ['@statistics', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await expectTurnedAway(
      page,
      '/admin/statistics?month=2025-05',
      callTo('/api/auditlog', '/api/entitylookup', '/api/statistics'),
    );
  },
);
