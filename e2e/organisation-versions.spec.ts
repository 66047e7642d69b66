import type { Page, Request } from '@playwright/test';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { pickDateTime } from './support/screen-steps';
import { chooseOption, unsavedDialog } from './support/form';
import { treeItem } from './support/grid';

/**
 * The organisation's estate and versions (issue 7): Initialise Organisation, Version Authorisation, Install
 * Versions (acceptances) and System Health, as the organisation admin of Harbour Fish Bar, against the mock.
 * The clock is fixed at 2026-11-14 09:00 UTC (browser time zone UTC) so not-before texts and the 14-day cut-off
 * are exact.
 */
const org = `/organisation/${estate.harbourFishBarId}`;
const api = `/api/organisation/${estate.harbourFishBarId}`;
const NOW = new Date('2026-11-14T09:00:00Z');

const apps = {
  posTerminal: 'a0000000-0000-4000-8000-000000000001',
  kitchenDisplay: 'a0000000-0000-4000-8000-000000000002',
  installService: 'a0000000-0000-4000-8000-000000000003',
};
const pkg = (n: number) => `b0000000-0000-4000-8000-00000000000${n}`;
const orgId = (nn: string) => `10000000-0000-4000-8000-0000000000${nn}`;
const node = (n: number) => `60000000-0000-4000-8000-00000000000${n}`;

// The clock stays fixed on the kept page: its own page group (e2e/fixtures.ts).
test.use({ timezoneId: 'UTC', pageGroup: 'versions-fixed-clock' });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

/** Every API request the page makes, as "METHOD /path". */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers()['x-requested-with'] === 'XMLHttpRequest') {
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return calls;
}

/** The accessible names of the rows a tree renders. */
function rowNames(page: Page, tree: string): Promise<(string | null)[]> {
  return page
    .getByRole('tree', { name: tree })
    .getByRole('treeitem')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
}

/** A tree row by the start of its accessible name (a row's name is the words it shows: "5.2.0.100 Latest 1 org"). */

/** The notice shown when leaving is held while a call is in flight (issue 18). */
const HELD = 'Please wait: the changes are being sent. You can leave once they are done.';

/** Holds the POSTs to `path` until the returned release is called, then answers them 500. */
async function holdThenFail(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await released;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    },
  );
  return release;
}

/** Back while a held call is in flight: the page stays and says why. */
async function backIsHeld(page: Page, url: string): Promise<void> {
  await page.evaluate(() => window.history.back());
  await expect(page.getByText(HELD).first()).toBeVisible();
  await expect(page).toHaveURL(url);
}

test.describe('an ordinary user', () => {
  for (const path of ['initialise', 'authorisations', 'acceptances', 'systemhealth']) {
    test(`is turned away from /${path}`, async ({ page, signInAs }) => {
      await signInAs('user');
      const calls = recordCalls(page);
      await open(page, `${org}/${path}`);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
      expect(calls.filter((call) => call.includes(`${api}/`))).toEqual([]);
    });
  }
});

test.describe('Initialise Organisation', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the fields, the grouped choices and the app checklist; Initialise waits for a valid currency code', async ({ page }) => {
    const teams = waitForCall(page, 'GET', `${api}/accessibleteams/values`);
    const templates = waitForCall(page, 'GET', `${api}/configtemplateorgs`);
    const appList = waitForCall(page, 'GET', `${api}/authorisations`);
    await open(page, `${org}/initialise`);
    await Promise.all([teams, templates, appList]);
    await expect(page.getByRole('heading', { name: 'Initialise Organisation' })).toBeVisible();

    const currency = page.getByRole('textbox', { name: 'Currency Code' });
    await expect(currency).toHaveValue('');
    const initialise = page.getByRole('button', { name: 'Initialise' });
    await expect(initialise).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    const checklist = page.getByRole('group', { name: 'Apps' });
    for (const name of ['POS Terminal', 'Kitchen Display', 'Install Service']) {
      await expect(checklist.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(checklist.locator('.mantine-Avatar-root')).toHaveCount(3);

    await page.getByRole('textbox', { name: 'Organisation Admin', exact: true }).click();
    const teamList = page.getByRole('listbox');
    await expect(teamList.getByRole('option')).toHaveText(['None', 'Head Office Admins', 'Bar Staff', 'Kitchen Managers']);
    await expect(teamList.getByText('Harbour Fish Bar', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('textbox', { name: 'Default Configuration Template', exact: true }).click();
    const templateList = page.getByRole('listbox');
    await expect(templateList.getByRole('option')).toHaveText([
      'None',
      'Standard Restaurant Template',
      'Harbour Private Template',
      'Default Configuration',
    ]);
    for (const group of ['Public Template', 'Private Template', 'Default Configuration Template']) {
      await expect(templateList.getByText(group, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await currency.fill('G');
    await expect(page.getByText('Currency Code must be 2 to 4 characters')).toBeVisible();
    await expect(initialise).toBeDisabled();
    await currency.fill('GBPXY');
    await expect(page.getByText('Currency Code must be 2 to 4 characters')).toBeVisible();
    await expect(initialise).toBeDisabled();
    await currency.fill('');
    await expect(page.getByText('Currency Code is required')).toBeVisible();
    await currency.fill('gbp');
    await expect(currency).toHaveValue('GBP');
    await expect(initialise).toBeEnabled();
  });

  test('posts the initialise payload, shows the wait text, then goes to the organisation', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${api}/initialise`, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, `${org}/initialise`);
    await page.getByRole('textbox', { name: 'Currency Code' }).fill('eur');
    await chooseOption(page, 'Organisation Admin', 'Head Office Admins');
    await chooseOption(page, 'Default Configuration Template', 'Standard Restaurant Template');
    await page.getByRole('group', { name: 'Apps' }).getByRole('checkbox', { name: 'Kitchen Display' }).uncheck();

    const call = waitForCall(page, 'POST', `${api}/initialise`);
    await page.getByRole('button', { name: 'Initialise' }).click();
    expect((await call).postDataJSON()).toEqual({
      currencyCode: 'EUR',
      authorisedAppIds: [apps.posTerminal, apps.installService],
      initialAdminTeamID: '30000000-0000-4000-8000-000000000001',
      initialAdminUserID: null,
      defaultConfigTemplateOrgCode: 'TPLREST',
    });
    await expect(page.getByText('Please wait, initialising organisation...this may take several minutes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Initialise' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(org);
  });

  test('a double-click and a repeated Enter on Initialise each send one request (issue 18)', async ({ page }) => {
    // Each call is held until the activations are done; the first is answered 500 so the page stays.
    let calls = 0;
    let release: () => void = () => undefined;
    let released = Promise.resolve();
    const hold = () => (released = new Promise<void>((resolve) => (release = resolve)));
    await page.route(`**${api}/initialise`, async (route) => {
      calls += 1;
      const answer = calls === 1 ? { status: 500, body: '{}' } : null;
      await released;
      await (answer ? route.fulfill({ ...answer, contentType: 'application/json' }) : route.continue());
    });
    await open(page, `${org}/initialise`);
    await page.getByRole('textbox', { name: 'Currency Code' }).fill('GBP');
    const initialise = page.getByRole('button', { name: 'Initialise' });

    hold();
    let call = waitForCall(page, 'POST', `${api}/initialise`);
    await initialise.dblclick();
    await call;
    release();
    await expect(page.getByText('There was an error initialising this instance. Please try again later.')).toBeVisible();
    expect(calls).toBe(1);

    hold();
    call = waitForCall(page, 'POST', `${api}/initialise`);
    await initialise.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
    await call;
    release();
    await expect(page).toHaveURL(org);
    expect(calls).toBe(2);
  });

  test('the currency code is checked, counted and sent trimmed: "  GB  " is GB (issue 18)', async ({ page }) => {
    await open(page, `${org}/initialise`);
    await page.getByRole('textbox', { name: 'Currency Code' }).fill('  GB  ');
    await expect(page.getByText(/^Currency Code must be/)).toHaveCount(0);
    await expect(page.getByTestId('text-field-counter')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Initialise' })).toBeEnabled();
    const call = waitForCall(page, 'POST', `${api}/initialise`);
    await page.getByRole('button', { name: 'Initialise' }).click();
    expect((await call).postDataJSON().currencyCode).toBe('GB');
  });

  test('sends null for the blank team and template, and keeps the apps left checked', async ({ page }) => {
    await open(page, `${org}/initialise`);
    await page.getByRole('textbox', { name: 'Currency Code' }).fill('GB');
    const call = waitForCall(page, 'POST', `${api}/initialise`);
    await page.getByRole('button', { name: 'Initialise' }).click();
    expect((await call).postDataJSON()).toEqual({
      currencyCode: 'GB',
      authorisedAppIds: [apps.posTerminal, apps.kitchenDisplay, apps.installService],
      initialAdminTeamID: null,
      initialAdminUserID: null,
      defaultConfigTemplateOrgCode: null,
    });
  });

  for (const prefer of ['code=500', 'code=400, example=BadRequest']) {
    test(`a failed initialise (${prefer}) shows the SPEC message and keeps the form`, async ({ page, forceAnswer }) => {
      await forceAnswer('POST', `${api}/initialise`, prefer);
      await open(page, `${org}/initialise`);
      await page.getByRole('textbox', { name: 'Currency Code' }).fill('USD');
      await chooseOption(page, 'Organisation Admin', 'Bar Staff');
      await page.getByRole('button', { name: 'Initialise' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'There was an error initialising this instance. Please try again later.',
      );
      await expect(page).toHaveURL(`${org}/initialise`);
      await expect(page.getByRole('textbox', { name: 'Currency Code' })).toHaveValue('USD');
      await expect(page.getByRole('textbox', { name: 'Organisation Admin', exact: true })).toHaveValue('Bar Staff');
      await expect(page.getByRole('button', { name: 'Initialise' })).toBeEnabled();
    });
  }

  test('Cancel returns to the organisation', async ({ page }) => {
    await open(page, `${org}/initialise`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(org);
  });

  test('a failed app list shows an error state, and nothing is initialised without it', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/authorisations`, 'code=500');
    await open(page, `${org}/initialise`);
    await expect(page.getByText('The apps could not be loaded: Internal Server Error')).toBeVisible();
    await page.getByRole('textbox', { name: 'Currency Code' }).fill('GBP');
    await expect(page.getByRole('button', { name: 'Initialise' })).toBeDisabled();
  });
});

test('Initialise as a super user goes to /admin/organisations/ on success', async ({ page, signInAs }) => {
  await signInAs('superUser');
  const other = `/organisation/${orgId('07')}`;
  await open(page, `${other}/initialise`);
  await page.getByRole('textbox', { name: 'Currency Code' }).fill('GBP');
  const call = waitForCall(page, 'POST', `/api/organisation/${orgId('07')}/initialise`);
  await page.getByRole('button', { name: 'Initialise' }).click();
  expect((await call).postDataJSON()).toMatchObject({ currencyCode: 'GBP' });
  // The router drops the trailing slash of SPEC's /admin/organisations/.
  await expect(page).toHaveURL(/\/admin\/organisations\/?$/);
});

test.describe('Version Authorisation', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('lists each app with its versions newest first, Latest, Unauthorised and the org badges', async ({ page }) => {
    const calls = recordCalls(page);
    await open(page, `${org}/authorisations`);
    await expect(page.getByRole('heading', { name: 'Version Authorisation' })).toBeVisible();
    const tree = page.getByRole('tree', { name: 'Applications and versions' });
    await expect(treeItem(page, 'POS Terminal')).toBeVisible();
    // Every app is expanded and loads its packages.
    await expect(tree.getByRole('treeitem', { name: 'Unauthorised' })).toHaveCount(3);
    for (const appId of Object.values(apps)) expect(calls).toContain(`GET ${api}/packageauthorisations/${appId}`);
    expect(calls).toContain(`GET ${api}/authorisations`);
    expect(calls).toContain(`GET ${api}/childauthorisations`);

    const rows = tree.getByRole('treeitem');
    await expect(rows.nth(0)).toHaveAccessibleName('POS Terminal current 5.2.0.100');
    await expect(rows.nth(1)).toHaveAccessibleName('5.2.0.100 Latest 1 org');
    await expect(rows.nth(2)).toHaveAccessibleName('5.1.3.42 2 orgs');
    await expect(rows.nth(3)).toHaveAccessibleName('5.0.0.7 0 orgs');
    await expect(rows.nth(4)).toHaveAccessibleName('Unauthorised 0 orgs');
    await expect(rows.nth(1)).toContainText('Latest');
    // POS Terminal: Harbour Fish Bar on 5.2.0.100; Harbour Hospitality Group and The Crown & Anchor on 5.1.3.42.
    await expect(rows.nth(1).getByTestId('org-count')).toHaveText('1 org');
    await expect(rows.nth(1).getByTestId('org-count')).toHaveAttribute('data-color', 'green');
    await expect(rows.nth(1).getByTestId('org-count')).toHaveCSS('background-color', 'rgb(81, 207, 102)');
    await expect(rows.nth(2).getByTestId('org-count')).toHaveText('2 orgs');
    await expect(rows.nth(2).getByTestId('org-count')).toHaveAttribute('data-color', 'warning');
    await expect(rows.nth(2).getByTestId('org-count')).toHaveCSS('background-color', 'rgb(252, 196, 25)');
    await expect(rows.nth(3).getByTestId('org-count')).toHaveText('0 orgs');
    await expect(rows.nth(4).getByTestId('org-count')).toHaveText('0 orgs');
    // Kitchen Display: The Crown & Anchor is Unauthorised.
    await expect(rows.nth(9).getByTestId('org-count')).toHaveText('1 org');
    await expect(rows.nth(9)).toHaveAccessibleName('Unauthorised 1 org');
  });

  test('a version shows its details; Authorise needs a version and a listed organisation', async ({ page }) => {
    await open(page, `${org}/authorisations`);
    await treeItem(page, '5.1.3.42').first().click();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('heading', { name: 'POS Terminal 5.1.3.42' })).toBeVisible();
    await expect(details).toContainText('Table plan drag and drop; receipt logo scaling fix.');
    await expect(details).toContainText('14/07/2026, 10:30 UTC');
    await expect(details.getByRole('listitem')).toHaveText(['Harbour Hospitality Group', 'The Crown & Anchor']);

    const panel = page.getByRole('region', { name: 'Update authorised version' });
    await expect(panel.getByRole('textbox', { name: 'Version', exact: true })).toHaveValue('5.1.3.42');
    const authorise = panel.getByRole('button', { name: 'Authorise' });
    await expect(authorise).toBeDisabled();
    await panel.getByRole('textbox', { name: 'Organisation', exact: true }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'All',
      'Harbour Hospitality Group',
      'Harbour Fish Bar',
      'The Crown & Anchor',
    ]);
    await page.getByRole('option', { name: 'The Crown & Anchor' }).click();
    await expect(authorise).toBeEnabled();
    await expect(panel.getByText('Rollback')).toHaveCount(0);
  });

  test('an app shows its current and latest versions and the child organisations', async ({ page }) => {
    await open(page, `${org}/authorisations`);
    await treeItem(page, 'POS Terminal').click();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Point-of-sale terminal application for tills.');
    await expect(details).toContainText('Current version5.2.0.100');
    await expect(details).toContainText('Latest version5.2.0.100');
    const table = details.getByRole('table', { name: 'Child organisations' });
    await expect(table.getByRole('row')).toHaveText([
      'OrganisationAuthorised version',
      'Harbour Hospitality Group5.1.3.42',
      'Harbour Fish Bar5.2.0.100',
      'The Crown & Anchor5.1.3.42',
    ]);
  });

  test('an older version is labelled a rollback; Authorise posts the batch and shows Success; OK reloads', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`, 'example=success');
    await open(page, `${org}/authorisations`);
    await treeItem(page, '5.0.0.7').first().click();
    const panel = page.getByRole('region', { name: 'Update authorised version' });
    await chooseOption(page, 'Organisation', 'All');
    const rollback = panel.getByRole('alert').filter({ hasText: 'Rollback' });
    await expect(rollback).toContainText(
      '5.0.0.7 is older than the version currently authorised for Harbour Hospitality Group, Harbour Fish Bar, The Crown & Anchor.',
    );
    await expect(rollback).toContainText('sites that have already installed a newer version do not revert');

    const call = waitForCall(page, 'POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`);
    await panel.getByRole('button', { name: 'Authorise' }).click();
    expect((await call).postDataJSON()).toEqual({
      applicationPackageID: pkg(3),
      organisationIDs: [orgId('04'), orgId('05'), orgId('06')],
      autoAcceptNotBeforeDate: null,
    });
    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toContainText('The authorised version was changed for 2 organisations.');
    await expect(dialog.getByRole('list', { name: 'Updated organisations' }).getByRole('listitem')).toHaveText([
      'Harbour Hospitality Group',
      'The Crown & Anchor',
    ]);
    const reloadApps = waitForCall(page, 'GET', `${api}/authorisations`);
    const reloadChildren = waitForCall(page, 'GET', `${api}/childauthorisations`);
    const reloadPackages = waitForCall(page, 'GET', `${api}/packageauthorisations/${apps.posTerminal}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await Promise.all([reloadApps, reloadChildren, reloadPackages]);
    await expect(dialog).toHaveCount(0);
  });

  test('Partial Success lists the organisations whose POSCore is too old', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`, 'example=partial');
    await open(page, `${org}/authorisations`);
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'The Crown & Anchor');
    const call = waitForCall(page, 'POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`);
    await page.getByRole('button', { name: 'Authorise' }).click();
    expect((await call).postDataJSON()).toEqual({
      applicationPackageID: pkg(1),
      organisationIDs: [orgId('06')],
      autoAcceptNotBeforeDate: null,
    });
    const dialog = page.getByRole('dialog', { name: 'Partial Success' });
    await expect(dialog).toContainText('The authorised version was changed for 1 organisation, but not for 1 organisation.');
    await expect(dialog).toContainText(
      'The following organisation failed to update due to their POSCore not meeting the minimum version requirements:',
    );
    await expect(dialog.getByRole('list', { name: 'Organisations not updated' }).getByRole('listitem')).toHaveText([
      'The Crown & Anchor',
    ]);
    await expect(dialog.getByRole('list', { name: 'Updated organisations' }).getByRole('listitem')).toHaveText([
      'Harbour Hospitality Group',
    ]);
  });

  test('Failure when no organisation was updated', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`, 'example=failure');
    await open(page, `${org}/authorisations`);
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'All');
    await page.getByRole('button', { name: 'Authorise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Failure' });
    await expect(dialog).toContainText('Unable to change authorised versions at this time. Please try again later.');
    await expect(dialog).toContainText(
      'The following organisations failed to update due to their POSCore not meeting the minimum version requirements:',
    );
    await expect(dialog.getByRole('listitem')).toHaveText(['Harbour Hospitality Group', 'The Crown & Anchor']);
    const reload = waitForCall(page, 'GET', `${api}/childauthorisations`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  test('Failure when the call fails', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`, 'code=500');
    await open(page, `${org}/authorisations`);
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'Harbour Hospitality Group');
    await page.getByRole('button', { name: 'Authorise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Failure' });
    await expect(dialog).toContainText('Unable to change authorised versions at this time. Please try again later.');
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
  });

  test('Back while Authorise is in flight is held; the Failure then shows here (issue 18)', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `/api/Organisation/summary/${estate.harbourFishBarId}`, 'example=rootWithChildren');
    const path = `${api}/packageauthorisations/${apps.posTerminal}/batch`;
    const release = await holdThenFail(page, path);
    await open(page, org);
    await page.getByRole('region', { name: 'Versions' }).getByRole('link', { name: 'Version Authorisation' }).click();
    await expect(page).toHaveURL(`${org}/authorisations`);
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'Harbour Hospitality Group');
    const call = waitForCall(page, 'POST', path);
    await page.getByRole('region', { name: 'Update authorised version' }).getByRole('button', { name: 'Authorise' }).click();
    await call;
    await backIsHeld(page, `${org}/authorisations`);
    release();
    await expect(page.getByRole('dialog', { name: 'Failure' })).toContainText(
      'Unable to change authorised versions at this time. Please try again later.',
    );
    await expect(page).toHaveURL(`${org}/authorisations`);
  });

  test('Unauthorised is sent as a null package, with an auto-accept not-before time', async ({ page }) => {
    await open(page, `${org}/authorisations`);
    await treeItem(page, 'Unauthorised').nth(1).click();
    const panel = page.getByRole('region', { name: 'Update authorised version' });
    await expect(panel.getByRole('textbox', { name: 'Version', exact: true })).toHaveValue('Unauthorised');
    await chooseOption(page, 'Organisation', 'Harbour Fish Bar');
    await panel.getByRole('checkbox', { name: 'Auto-accept not before' }).check();
    const when = panel.getByRole('button', { name: 'Not before', exact: true });
    await expect(when).toHaveText('15/11/2026 06:00');
    await expect(panel.getByTestId('not-before-message')).toHaveText('It will take effect in 21 hours.');
    await panel.getByRole('button', { name: 'Tomorrow' }).click();
    await expect(when).toHaveText('15/11/2026 09:00');
    await expect(panel.getByTestId('not-before-message')).toHaveText('It will take effect in 1 day.');
    await panel.getByRole('button', { name: 'Clear Not before' }).click();
    await expect(panel.getByRole('button', { name: 'Authorise' })).toBeDisabled();
    await pickDateTime(when, '2026-11-20', '07:15');
    const call = waitForCall(page, 'POST', `${api}/packageauthorisations/${apps.kitchenDisplay}/batch`);
    await panel.getByRole('button', { name: 'Authorise' }).click();
    expect((await call).postDataJSON()).toEqual({
      applicationPackageID: null,
      organisationIDs: [orgId('05')],
      autoAcceptNotBeforeDate: '2026-11-20T07:15:00Z',
    });
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
  });

  test('failed child authorisations show the SPEC message and nothing can be authorised', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/childauthorisations`, 'code=500');
    await open(page, `${org}/authorisations`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch child organisation authorisations');
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'All');
    await expect(page.getByRole('button', { name: 'Authorise' })).toBeDisabled();
  });

  test('a failed app list shows the error state', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/authorisations`, 'code=400, example=BadRequest');
    await open(page, `${org}/authorisations`);
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('Install Versions', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows apps, versions and their status; old versions and acceptances load on expansion', async ({ page }) => {
    const calls = recordCalls(page);
    await open(page, `${org}/acceptances`);
    await expect(page.getByRole('heading', { name: 'Install Versions' })).toBeVisible();
    await expect(treeItem(page, 'POS Terminal')).toBeVisible();
    await expect.poll(() => rowNames(page, 'Applications, versions and acceptances')).toEqual([
      'POS Terminal',
      '5.2.0.100 Latest Partial',
      '5.1.3.42 Accepted',
      'Older versions',
      'Kitchen Display Auto accept',
      '2.4.1.0 Latest Accepted',
      'Older versions',
      'Install Service',
      '1.0.5.3 Latest Not Accepted',
    ]);
    await expect(treeItem(page, '5.2.0.100')).toContainText('Partial');
    await expect(treeItem(page, '5.1.3.42')).toContainText('Accepted');
    await expect(treeItem(page, '1.0.5.3')).toContainText('Not Accepted');
    await expect(treeItem(page, '1.0.5.3')).not.toHaveAttribute('aria-expanded');
    await expect(treeItem(page, 'Kitchen Display')).toContainText('Auto accept');
    expect(calls.filter((c) => c.includes('/oldversions/') || c.includes('/acceptancestree/acceptances/'))).toEqual([]);

    const old = waitForCall(page, 'GET', `${api}/acceptancestree/oldversions/${apps.posTerminal}`);
    await treeItem(page, 'Older versions').first().getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await old;
    await expect(treeItem(page, '5.0.0.7')).toContainText('Accepted');

    const acceptances = waitForCall(page, 'GET', `${api}/acceptancestree/acceptances/${pkg(1)}`);
    await treeItem(page, '5.2.0.100').getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await acceptances;
    await expect(treeItem(page, 'Quayside Fish Bar')).toContainText('not before 12/11/2026, 06:00');
    await expect(treeItem(page, 'Bar Till')).toContainText('not before 20/11/2026, 06:00');
  });

  test('auto-accept settings: a scheduled time of day is posted as yyyy-mm-dd hh:mm:ss', async ({ page }) => {
    await open(page, `${org}/acceptances`);
    await treeItem(page, 'Kitchen Display').click();
    const panel = page.getByRole('region', { name: 'Auto accept settings' });
    await expect(panel.getByRole('switch', { name: 'Auto accept new versions' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'At a scheduled time of day' })).toBeChecked();
    await expect(panel.getByLabel('Time of day (UTC)')).toHaveValue('06:00');
    await expect(panel.getByTestId('next-auto-accept')).toHaveText('Next: 15/11/2026, 06:00 UTC');
    const save = panel.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await panel.getByLabel('Time of day (UTC)').fill('18:30');
    await expect(panel.getByTestId('next-auto-accept')).toHaveText('Next: 14/11/2026, 18:30 UTC');
    const call = waitForCall(page, 'POST', `${api}/appsettings/${apps.kitchenDisplay}`);
    const reload = waitForCall(page, 'GET', `${api}/acceptancestree`);
    await save.click();
    expect((await call).postDataJSON()).toEqual({ autoAccept: true, notBeforeTimeUTC: '2026-11-14 18:30:00' });
    await reload;
  });

  test('auto-accept settings: immediately and off send no time', async ({ page }) => {
    await open(page, `${org}/acceptances`);
    await treeItem(page, 'Kitchen Display').click();
    const panel = page.getByRole('region', { name: 'Auto accept settings' });
    await panel.getByText('Immediately').click();
    let call = waitForCall(page, 'POST', `${api}/appsettings/${apps.kitchenDisplay}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON()).toEqual({ autoAccept: true, notBeforeTimeUTC: null });

    await treeItem(page, 'POS Terminal').click();
    await expect(panel.getByRole('switch', { name: 'Auto accept new versions' })).not.toBeChecked();
    await expect(panel.getByRole('radio')).toHaveCount(0);
    await panel.getByText('Auto accept new versions').click();
    await expect(panel.getByRole('radio', { name: 'Immediately' })).toBeChecked();
    await panel.getByText('At a scheduled time of day').click();
    await expect(panel.getByLabel('Time of day (UTC)')).toHaveValue('06:00');
    await panel.getByText('Auto accept new versions').click();
    await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
    await treeItem(page, 'Kitchen Display').click();
    await panel.getByText('Auto accept new versions').click();
    call = waitForCall(page, 'POST', `${api}/appsettings/${apps.kitchenDisplay}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON()).toEqual({ autoAccept: false, notBeforeTimeUTC: null });
  });

  test('a failed settings save shows the message and keeps the choice', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/appsettings/${apps.posTerminal}`, 'code=500');
    await open(page, `${org}/acceptances`);
    await treeItem(page, 'POS Terminal').click();
    const panel = page.getByRole('region', { name: 'Auto accept settings' });
    await panel.getByText('Auto accept new versions').click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toContainText('Unable to save acceptance');
    await expect(panel.getByRole('switch', { name: 'Auto accept new versions' })).toBeChecked();
  });

  test('accepting a version for all nodes: irreversible, asks first, posts the acceptance', async ({ page }) => {
    await open(page, `${org}/acceptances`);
    await treeItem(page, '1.0.5.3').click();
    const panel = page.getByRole('region', { name: 'Package acceptance' });
    await expect(panel.getByRole('heading', { name: 'Install Service 1.0.5.3' })).toBeVisible();
    await expect(panel.getByTestId('acceptance-status')).toHaveText('Not Accepted');
    await expect(panel).toContainText('Accepting is irreversible');
    const accept = panel.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeEnabled();
    await accept.click();
    const dialog = page.getByRole('dialog', { name: 'Accept version' });
    await expect(dialog).toContainText('Accept Install Service 1.0.5.3 for all nodes? Accepting is irreversible: it cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await accept.click();
    const call = waitForCall(page, 'POST', `${api}/acceptances/${apps.installService}/add`);
    const reload = waitForCall(page, 'GET', `${api}/acceptancestree`);
    await page.getByRole('dialog', { name: 'Accept version' }).getByRole('button', { name: 'Accept' }).click();
    expect((await call).postDataJSON()).toEqual({
      applicationPackageID: pkg(6),
      notBefore: null,
      rootNodeID: null,
      rootNodeType: null,
      userID: estate.oliverId,
    });
    await reload;
  });

  test('accepting for one node, not before a time: Accept waits for the checked options', async ({ page }) => {
    const nodes = waitForCall(page, 'GET', `${api}/outlets/nodes`);
    await open(page, `${org}/acceptances`);
    await nodes;
    await treeItem(page, '5.2.0.100').click();
    const panel = page.getByRole('region', { name: 'Package acceptance' });
    await expect(panel.getByTestId('acceptance-status')).toHaveText('Partial');
    await expect(panel).toContainText('Accepted forQuayside Fish Bar, Bar Till');
    const accept = panel.getByRole('button', { name: 'Accept' });

    await panel.getByRole('checkbox', { name: 'Only for node' }).check();
    await expect(accept).toBeDisabled();
    await panel.getByRole('textbox', { name: 'Node', exact: true }).click();
    // Nodes already accepted (Quayside Fish Bar, Bar Till) are left out.
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Quayside Sites', 'Harbour Street', 'Till 1', 'Till 2']);
    await page.getByRole('option', { name: 'Harbour Street' }).click();
    await expect(accept).toBeEnabled();

    await panel.getByRole('checkbox', { name: 'Not Before' }).check();
    const when = panel.getByRole('button', { name: 'Not before date and time', exact: true });
    await expect(when).toHaveText('15/11/2026 06:00');
    await expect(panel.getByTestId('not-before-message')).toHaveText('It will take effect in 21 hours.');
    await pickDateTime(when, '2026-11-13', '08:00');
    await expect(panel.getByTestId('not-before-message')).toHaveText(
      'The time selected is in the past. It will take effect immediately.',
    );
    await panel.getByRole('button', { name: 'Clear Not before date and time' }).click();
    await expect(accept).toBeDisabled();
    await panel.getByRole('button', { name: 'Tomorrow' }).click();
    await expect(when).toHaveText('15/11/2026 09:00');
    await expect(panel.getByTestId('not-before-message')).toHaveText('It will take effect in 1 day.');
    await expect(accept).toBeEnabled();

    await accept.click();
    const dialog = page.getByRole('dialog', { name: 'Accept version' });
    await expect(dialog).toContainText('Accept POS Terminal 5.2.0.100 for Harbour Street, not before 15/11/2026, 09:00?');
    const call = waitForCall(page, 'POST', `${api}/acceptances/${apps.posTerminal}/add`);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    expect((await call).postDataJSON()).toEqual({
      applicationPackageID: pkg(1),
      notBefore: '2026-11-15T09:00:00Z',
      rootNodeID: node(3),
      rootNodeType: 2,
      userID: estate.oliverId,
    });
  });

  test('a fully accepted version has nothing left to accept', async ({ page }) => {
    await open(page, `${org}/acceptances`);
    await treeItem(page, '5.1.3.42').click();
    const panel = page.getByRole('region', { name: 'Package acceptance' });
    await expect(panel.getByTestId('acceptance-status')).toHaveText('Accepted');
    await expect(panel).toContainText('This version is accepted for all nodes.');
    await expect(panel.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  test('a failed acceptance shows "Unable to save acceptance"', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/acceptances/${apps.installService}/add`, 'code=400, example=BadRequest');
    await open(page, `${org}/acceptances`);
    await treeItem(page, '1.0.5.3').click();
    const panel = page.getByRole('region', { name: 'Package acceptance' });
    await panel.getByRole('checkbox', { name: 'Not Before' }).check();
    await panel.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Accept version' }).getByRole('button', { name: 'Accept' }).click();
    await expect(panel.getByRole('alert')).toContainText('Unable to save acceptance');
    await expect(panel.getByRole('button', { name: 'Not before date and time', exact: true })).toHaveText('15/11/2026 06:00');
  });

  test('Back while a save or an accept is in flight is held; the failure then shows on its panel (issue 18)', async ({ page }) => {
    const here = `${org}/acceptances`;
    const settingsPath = `${api}/appsettings/${apps.posTerminal}`;
    const addPath = `${api}/acceptances/${apps.installService}/add`;
    const updatePath = `${api}/acceptances/${apps.posTerminal}/update`;
    const releaseSettings = await holdThenFail(page, settingsPath);
    const releaseAdd = await holdThenFail(page, addPath);
    const releaseUpdate = await holdThenFail(page, updatePath);
    await open(page, org);
    await page.getByRole('region', { name: 'Versions' }).getByRole('link', { name: 'Install Versions' }).click();
    await expect(page).toHaveURL(here);

    // Auto accept settings: Save.
    await treeItem(page, 'POS Terminal').click();
    const settings = page.getByRole('region', { name: 'Auto accept settings' });
    await settings.getByText('Auto accept new versions').click();
    let call = waitForCall(page, 'POST', settingsPath);
    await settings.getByRole('button', { name: 'Save' }).click();
    await call;
    await backIsHeld(page, here);
    releaseSettings();
    await expect(settings.getByRole('alert')).toContainText('Unable to save acceptance');

    // A version: Accept, after its confirmation (the settings not saved are asked about first).
    await treeItem(page, '1.0.5.3').click();
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    const acceptance = page.getByRole('region', { name: 'Package acceptance' });
    await acceptance.getByRole('button', { name: 'Accept' }).click();
    call = waitForCall(page, 'POST', addPath);
    await page.getByRole('dialog', { name: 'Accept version' }).getByRole('button', { name: 'Accept' }).click();
    await call;
    await backIsHeld(page, here);
    releaseAdd();
    await expect(acceptance.getByRole('alert')).toContainText('Unable to save acceptance');

    // An acceptance: Save.
    await treeItem(page, '5.2.0.100').getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await treeItem(page, 'Quayside Fish Bar').click();
    const panel = page.getByRole('region', { name: 'Acceptance' });
    await panel.getByRole('checkbox', { name: 'Not Before' }).uncheck();
    call = waitForCall(page, 'POST', updatePath);
    await panel.getByRole('button', { name: 'Save' }).click();
    await call;
    await backIsHeld(page, here);
    releaseUpdate();
    await expect(panel.getByRole('alert')).toContainText('Unable to save acceptance');
    await expect(page).toHaveURL(here);
  });

  test('failed nodes show "Unable to fetch nodes" and only all nodes can be chosen', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/outlets/nodes`, 'code=500');
    await open(page, `${org}/acceptances`);
    await treeItem(page, '1.0.5.3').click();
    const panel = page.getByRole('region', { name: 'Package acceptance' });
    await expect(panel.getByRole('alert')).toContainText('Unable to fetch nodes');
    await expect(panel.getByRole('checkbox', { name: 'Only for node' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  test('an acceptance can change its not-before time', async ({ page }) => {
    await open(page, `${org}/acceptances`);
    await treeItem(page, '5.2.0.100').getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await treeItem(page, 'Bar Till').click();
    const panel = page.getByRole('region', { name: 'Acceptance' });
    await expect(panel).toContainText('NodeBar Till (Terminal)');
    await expect(panel).toContainText('Accepted13/11/2026, 09:05');
    await expect(panel).toContainText('Accepted byOliver Owens');
    await expect(panel).toContainText('Sites that have already installed this version do not revert.');
    const when = panel.getByRole('button', { name: 'Not before date and time', exact: true });
    await expect(panel.getByRole('checkbox', { name: 'Not Before' })).toBeChecked();
    await expect(when).toHaveText('20/11/2026 06:00');
    await expect(panel.getByTestId('not-before-message')).toHaveText('It will take effect in 5 days and 21 hours.');
    const save = panel.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await pickDateTime(when, '2026-11-18', '06:00');
    const call = waitForCall(page, 'POST', `${api}/acceptances/${apps.posTerminal}/update`);
    const reload = waitForCall(page, 'GET', `${api}/acceptancestree/acceptances/${pkg(1)}`);
    await save.click();
    expect((await call).postDataJSON()).toEqual({
      applicationPackageAcceptanceID: 'e0000000-0000-4000-8000-000000000002',
      applicationPackageID: pkg(1),
      notBefore: '2026-11-18T06:00:00Z',
      rootNodeID: node(6),
      rootNodeType: 4,
      userID: estate.oliverId,
    });
    // The tree reloads, and the expanded version loads its acceptances again.
    await reload;
  });

  test('removing the not-before time of an acceptance sends null; a failure keeps the change', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/acceptances/${apps.posTerminal}/update`, 'code=500');
    await open(page, `${org}/acceptances`);
    await treeItem(page, '5.2.0.100').getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await treeItem(page, 'Quayside Fish Bar').click();
    const panel = page.getByRole('region', { name: 'Acceptance' });
    await panel.getByRole('checkbox', { name: 'Not Before' }).uncheck();
    const call = waitForCall(page, 'POST', `${api}/acceptances/${apps.posTerminal}/update`);
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON()).toMatchObject({
      applicationPackageAcceptanceID: 'e0000000-0000-4000-8000-000000000001',
      notBefore: null,
    });
    await expect(panel.getByRole('alert')).toContainText('Unable to save acceptance');
    await expect(panel.getByRole('checkbox', { name: 'Not Before' })).not.toBeChecked();
  });

  test('a failed tree shows "Unable to fetch acceptances"', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/acceptancestree`, 'code=500');
    await open(page, `${org}/acceptances`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch acceptances');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('a failed lazy load shows "Unable to fetch acceptances" and marks the row', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/acceptancestree/oldversions/${apps.posTerminal}`, 'code=500');
    await open(page, `${org}/acceptances`);
    await treeItem(page, 'Older versions').first().getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to fetch acceptances' })).toBeVisible();
    await expect(treeItem(page, 'Older versions').first().getByRole('img', { name: 'Failed to load children' })).toBeVisible();
  });

  test('an organisation without applications is told so', async ({ page }) => {
    await page.route(`**${api}/acceptancestree`, (route) => route.fulfill({ json: [] }));
    await open(page, `${org}/acceptances`);
    await expect(
      page.getByText('This organisation is not authorised to use any applications. Please contact your administrator.'),
    ).toBeVisible();
  });
});

test.describe('System Health', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the organisation tree with badges; states older than 14 days are dropped', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/systemhealthtree`);
    await open(page, `${org}/systemhealth`);
    await load;
    await expect(page.getByRole('heading', { name: 'System Health' })).toBeVisible();
    await expect(treeItem(page, 'Harbour Fish Bar')).toBeVisible();
    await expect.poll(() => rowNames(page, 'Organisation, outlets and terminals')).toEqual([
      'Harbour Fish Bar Organisation 4 apps',
      'Quayside Sites Outlet group 4 apps',
      'Quayside Fish Bar Outlet 3 apps',
      'Till 1 Terminal 1 app',
      'Till 2 Terminal 0 apps',
      'Harbour Street Outlet 1 app',
      'Bar Till Terminal 1 app',
    ]);
    const count = (name: string) => treeItem(page, name).getByTestId('app-count');
    await expect(count('Harbour Fish Bar')).toHaveText('4 apps');
    await expect(count('Quayside Fish Bar')).toHaveText('3 apps');
    await expect(count('Till 1')).toHaveText('1 app');
    // Till 2 last reported on 2026-09-01: dropped.
    await expect(count('Till 2')).toHaveText('0 apps');
    await expect(treeItem(page, 'Till 2')).toContainText('Terminal');
    await expect(treeItem(page, 'Quayside Sites')).toContainText('Outlet group');

    const widget = page.getByRole('region', { name: 'Application states' });
    await expect(widget.getByRole('heading', { level: 4 })).toHaveText([
      'Install Service 1.0.5.3',
      'Kitchen Display 2.4.1.0',
      'POS Terminal 5.2.0.100',
    ]);
    const pos = widget.getByRole('table', { name: 'POS Terminal 5.2.0.100' });
    await expect(pos.getByRole('row')).toHaveCount(3);
    await expect(pos.getByRole('row').nth(1)).toContainText('HST-BAR-01');
    await expect(pos.getByRole('row').nth(2)).toContainText('QFB-TILL-01');
    await expect(widget).not.toContainText('5.1.3.42');
  });

  test('the widget lists the selected node\'s states with their details', async ({ page }) => {
    await open(page, `${org}/systemhealth`);
    await treeItem(page, 'Till 1').click();
    const widget = page.getByRole('region', { name: 'Application states' });
    await expect(widget.getByRole('heading', { name: 'Till 1' })).toBeVisible();
    const table = widget.getByRole('table', { name: 'POS Terminal 5.2.0.100' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Version',
      'Type',
      'Device',
      'Location',
      'OS region/culture',
      'Updated',
      'Details',
    ]);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'POS Terminal',
      '5.2.0.100',
      'POSTerminal',
      'QFB-TILL-01',
      'Till 1',
      'GB/en-GB',
      '14/11/2026, 08:45',
      'IP address: 192.168.10.21Last sale: 2026-11-13 22:41:07',
    ]);
    await treeItem(page, 'Till 2').click();
    await expect(widget).toContainText('No application has reported its state here in the last 14 days.');
  });

  test('a failed load shows the error state', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/systemhealthtree`, 'code=500');
    await open(page, `${org}/systemhealth`);
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    const retry = waitForCall(page, 'GET', `${api}/systemhealthtree`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await retry;
  });
});
