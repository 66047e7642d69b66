import { authorisedDialog, openAuthorisations, updateAuthorisedVersion } from './areas/authorisations';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { chooseOption } from './support/form';
import { treeItem } from './support/grid';
import { pickDateTime } from './support/screen-steps';
import {
  api,
  apps,
  backIsHeld,
  holdThenFail,
  onTheFixedClock,
  ordinaryUserIsTurnedAwayFrom,
  org,
  orgId,
  pkg,
  recordCalls,
} from './support/versions';

// Version Authorisation, as the organisation admin of Harbour Fish Bar; the clock is fixed at NOW (UTC).
onTheFixedClock();

// The helper declares its test where it is called: this describe (without a title) gives it its tags.
test.describe('', { tag: ['@authorisations', '@shell'] }, () => {
  ordinaryUserIsTurnedAwayFrom('authorisations');
});

test.describe('Version Authorisation', { tag: ['@authorisations', '@tree-panel', '@tree', '@detail-field'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('lists each app with its versions newest first, Latest, Unauthorised and the org badges', async ({ page }) => {
    const calls = recordCalls(page);
    await openAuthorisations(page);
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

  test('an icon address that is not https of another origin is never requested: the placeholder shows', async ({
    page,
  }) => {
    // A server naming the console's own logout as an icon would sign out every admin who opens the page.
    await page.route(
      (url) => url.pathname.startsWith(`${api}/`) && /authorisations/i.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll(/"iconUri":"[^"]*"/g, '"iconUri":"/authentication/logout"');
        await route.fulfill({ response, body });
      },
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openAuthorisations(page);
    const app = treeItem(page, 'POS Terminal');
    await expect(app).toBeVisible();
    await expect(page.getByRole('treeitem', { name: /5\.2\.0\.100 Latest/ }).first()).toBeVisible();
    await expect(app.locator('img')).toHaveCount(0);
    await expect(app.locator('.mantine-Avatar-placeholder')).toBeVisible();
    expect(requested.filter((path) => path.toLowerCase().includes('logout'))).toEqual([]);
  });

  test('a version shows its details; Authorise needs a version and a listed organisation', async ({ page }) => {
    await openAuthorisations(page);
    await treeItem(page, '5.1.3.42').first().click();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('heading', { name: 'POS Terminal 5.1.3.42' })).toBeVisible();
    await expect(details).toContainText('Table plan drag and drop; receipt logo scaling fix.');
    await expect(details).toContainText('14/07/2026, 10:30 UTC');
    await expect(details.getByRole('listitem')).toHaveText(['Harbour Hospitality Group', 'The Crown & Anchor']);

    const panel = updateAuthorisedVersion(page);
    await expect(panel.getByRole('combobox', { name: 'Version', exact: true })).toHaveValue('5.1.3.42');
    const authorise = panel.getByRole('button', { name: 'Authorise' });
    await expect(authorise).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Organisation', exact: true }).click();
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
    await openAuthorisations(page);
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

  test('an older version is labelled a rollback; Authorise posts the batch and shows Success; OK reloads', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`, 'example=success');
    await openAuthorisations(page);
    await treeItem(page, '5.0.0.7').first().click();
    const panel = updateAuthorisedVersion(page);
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
    const dialog = authorisedDialog(page);
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
    await openAuthorisations(page);
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
    await expect(dialog).toContainText(
      'The authorised version was changed for 1 organisation, but not for 1 organisation.',
    );
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
    await openAuthorisations(page);
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
    await openAuthorisations(page);
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'Harbour Hospitality Group');
    await page.getByRole('button', { name: 'Authorise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Failure' });
    await expect(dialog).toContainText('Unable to change authorised versions at this time. Please try again later.');
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
  });

  test('Back while Authorise is in flight is held; the Failure then shows here', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `/api/Organisation/summary/${estate.harbourFishBarId}`, 'example=rootWithChildren');
    const path = `${api}/packageauthorisations/${apps.posTerminal}/batch`;
    const release = await holdThenFail(page, path);
    await open(page, org);
    await page.getByRole('region', { name: 'Versions' }).getByRole('link', { name: 'Version Authorisation' }).click();
    await expect(page).toHaveURL(`${org}/authorisations`);
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'Harbour Hospitality Group');
    const call = waitForCall(page, 'POST', path);
    await page
      .getByRole('region', { name: 'Update authorised version' })
      .getByRole('button', { name: 'Authorise' })
      .click();
    await call;
    await backIsHeld(page, `${org}/authorisations`);
    release();
    await expect(page.getByRole('dialog', { name: 'Failure' })).toContainText(
      'Unable to change authorised versions at this time. Please try again later.',
    );
    await expect(page).toHaveURL(`${org}/authorisations`);
  });

  test('Unauthorised is sent as a null package, with an auto-accept not-before time', async ({ page }) => {
    await openAuthorisations(page);
    await treeItem(page, 'Unauthorised').nth(1).click();
    const panel = updateAuthorisedVersion(page);
    await expect(panel.getByRole('combobox', { name: 'Version', exact: true })).toHaveValue('Unauthorised');
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
    await expect(authorisedDialog(page)).toBeVisible();
  });

  test('failed child authorisations show the SPEC message and nothing can be authorised', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', `${api}/childauthorisations`, 'code=500');
    await openAuthorisations(page);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch child organisation authorisations');
    await treeItem(page, '5.2.0.100').first().click();
    await chooseOption(page, 'Organisation', 'All');
    await expect(page.getByRole('button', { name: 'Authorise' })).toBeDisabled();
  });

  test('a failed app list shows the error state', { tag: ['@loading-overlay'] }, async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/authorisations`, 'code=400, example=BadRequest');
    await openAuthorisations(page);
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
