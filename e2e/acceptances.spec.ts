import { acceptancePanel, autoAcceptSettings, confirmAcceptVersion, openAcceptances } from './areas/acceptances';
import { holdCall } from './support/calls';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { unsavedDialog } from './support/form';
import { treeItem } from './support/grid';
import { pickDateTime } from './support/screen-steps';
import {
  api,
  apps,
  backIsHeld,
  holdThenFail,
  node,
  onTheFixedClock,
  ordinaryUserIsTurnedAwayFrom,
  org,
  pkg,
  recordCalls,
  rowNames,
} from './support/versions';

// Install Versions, as the organisation admin of Harbour Fish Bar; the clock is fixed at NOW (UTC).
onTheFixedClock();

// The helper declares its test where it is called: this describe (without a title) gives it its tags.
test.describe('', { tag: ['@acceptances', '@shell'] }, () => {
  ordinaryUserIsTurnedAwayFrom('acceptances');
});

test.describe('Install Versions', { tag: ['@acceptances', '@tree-panel', '@tree', '@detail-field'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows apps, versions and their status; old versions and acceptances load on expansion', async ({ page }) => {
    const calls = recordCalls(page);
    await openAcceptances(page);
    await expect(page.getByRole('heading', { name: 'Install Versions' })).toBeVisible();
    await expect(treeItem(page, 'POS Terminal')).toBeVisible();
    await expect
      .poll(() => rowNames(page, 'Applications, versions and acceptances'))
      .toEqual([
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
    await openAcceptances(page);
    await treeItem(page, 'Kitchen Display').click();
    const panel = autoAcceptSettings(page);
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

  test('auto-accept settings: immediately and off send no time', { tag: ['@form-fields'] }, async ({ page }) => {
    await openAcceptances(page);
    await treeItem(page, 'Kitchen Display').click();
    const panel = autoAcceptSettings(page);
    await panel.getByText('Immediately').click();
    let call = waitForCall(page, 'POST', `${api}/appsettings/${apps.kitchenDisplay}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON()).toEqual({ autoAccept: true, notBeforeTimeUTC: null });
    // Saved, and the panel holds what was saved: nothing is left to save, so choosing another app asks nothing (while
    // the save is under way the change is still unsaved, and would be asked about).
    await expect(page.getByText('The auto accept settings of Kitchen Display were saved.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();

    await treeItem(page, 'POS Terminal').click();
    await expect(panel.getByRole('switch', { name: 'Auto accept new versions' })).not.toBeChecked();
    await expect(panel.getByRole('radio')).toHaveCount(0);
    await panel.getByRole('switch', { name: 'Auto accept new versions' }).click();
    await expect(panel.getByRole('radio', { name: 'Immediately' })).toBeChecked();
    await panel.getByText('At a scheduled time of day').click();
    await expect(panel.getByLabel('Time of day (UTC)')).toHaveValue('06:00');
    await panel.getByRole('switch', { name: 'Auto accept new versions' }).click();
    await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
    await treeItem(page, 'Kitchen Display').click();
    await panel.getByRole('switch', { name: 'Auto accept new versions' }).click();
    call = waitForCall(page, 'POST', `${api}/appsettings/${apps.kitchenDisplay}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON()).toEqual({ autoAccept: false, notBeforeTimeUTC: null });
  });

  test("auto-accept settings: what a save answers is the panel's, with its version, before the tree loads again", async ({
    page,
  }) => {
    await openAcceptances(page);
    await treeItem(page, 'POS Terminal').click();
    const panel = autoAcceptSettings(page);
    const autoAccept = panel.getByRole('switch', { name: 'Auto accept new versions' });
    const save = panel.getByRole('button', { name: 'Save' });
    await expect(autoAccept).not.toBeChecked();
    // Answered as a server that versions the settings would: the settings sent, at their next version (the request
    // still goes to the mock, and is validated there).
    const path = `${api}/appsettings/${apps.posTerminal}`;
    let version = 1;
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        version += 1;
        await route.fulfill({ response, json: { ...route.request().postDataJSON(), version: String(version) } });
      },
    );
    // The tree's reloads after the saves are held: the panel has only the saves' answers to go by.
    const releaseTree = await holdCall(page, `${api}/acceptancestree`);
    try {
      await panel.getByRole('switch', { name: 'Auto accept new versions' }).click();
      let call = waitForCall(page, 'POST', path);
      await save.click();
      expect((await call).postDataJSON()).toEqual({ autoAccept: true, notBeforeTimeUTC: null });
      await expect(page.getByText('The auto accept settings of POS Terminal were saved.')).toBeVisible();
      await expect(autoAccept).toBeChecked();
      await expect(save).toBeDisabled();

      await panel.getByRole('switch', { name: 'Auto accept new versions' }).click();
      call = waitForCall(page, 'POST', path);
      await save.click();
      expect((await call).postDataJSON()).toEqual({ version: '2', autoAccept: false, notBeforeTimeUTC: null });
      await expect(save).toBeDisabled();
      await expect(autoAccept).not.toBeChecked();
      await expect(panel.getByRole('alert')).toHaveCount(0);
    } finally {
      releaseTree();
    }
  });

  test('a failed settings save shows the message and keeps the choice', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/appsettings/${apps.posTerminal}`, 'code=500');
    await openAcceptances(page);
    await treeItem(page, 'POS Terminal').click();
    const panel = autoAcceptSettings(page);
    await panel.getByRole('switch', { name: 'Auto accept new versions' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toContainText('Unable to save acceptance');
    await expect(panel.getByRole('switch', { name: 'Auto accept new versions' })).toBeChecked();
  });

  test('accepting a version for all nodes: irreversible, asks first, posts the acceptance', async ({ page }) => {
    await openAcceptances(page);
    await treeItem(page, '1.0.5.3').click();
    const panel = acceptancePanel(page);
    await expect(panel.getByRole('heading', { name: 'Install Service 1.0.5.3' })).toBeVisible();
    await expect(panel.getByTestId('acceptance-status')).toHaveText('Not Accepted');
    await expect(panel).toContainText('Accepting is irreversible');
    const accept = panel.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeEnabled();
    await accept.click();
    const dialog = page.getByRole('dialog', { name: 'Accept version' });
    await expect(dialog).toContainText(
      'Accept Install Service 1.0.5.3 for all nodes? Accepting is irreversible: it cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await accept.click();
    const call = waitForCall(page, 'POST', `${api}/acceptances/${apps.installService}/add`);
    const reload = waitForCall(page, 'GET', `${api}/acceptancestree`);
    await confirmAcceptVersion(page);
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
    await openAcceptances(page);
    await nodes;
    await treeItem(page, '5.2.0.100').click();
    const panel = acceptancePanel(page);
    await expect(panel.getByTestId('acceptance-status')).toHaveText('Partial');
    await expect(panel).toContainText('Accepted forQuayside Fish Bar, Bar Till');
    const accept = panel.getByRole('button', { name: 'Accept' });

    await panel.getByRole('checkbox', { name: 'Only for node' }).check();
    await expect(accept).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Node', exact: true }).click();
    // Nodes already accepted (Quayside Fish Bar, Bar Till) are left out.
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Quayside Sites',
      'Harbour Street',
      'Till 1',
      'Till 2',
    ]);
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
    await expect(dialog).toContainText(
      'Accept POS Terminal 5.2.0.100 for Harbour Street, not before 15/11/2026, 09:00?',
    );
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
    await openAcceptances(page);
    await treeItem(page, '5.1.3.42').click();
    const panel = acceptancePanel(page);
    await expect(panel.getByTestId('acceptance-status')).toHaveText('Accepted');
    await expect(panel).toContainText('This version is accepted for all nodes.');
    await expect(panel.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  test('a failed acceptance shows "Unable to save acceptance"', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/acceptances/${apps.installService}/add`, 'code=400, example=BadRequest');
    await openAcceptances(page);
    await treeItem(page, '1.0.5.3').click();
    const panel = acceptancePanel(page);
    await panel.getByRole('checkbox', { name: 'Not Before' }).check();
    await panel.getByRole('button', { name: 'Accept' }).click();
    await confirmAcceptVersion(page);
    await expect(panel.getByRole('alert')).toContainText('Unable to save acceptance');
    await expect(panel.getByRole('button', { name: 'Not before date and time', exact: true })).toHaveText(
      '15/11/2026 06:00',
    );
  });

  test('Back while a save or an accept is in flight is held; the failure then shows on its panel', async ({ page }) => {
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
    const settings = autoAcceptSettings(page);
    await settings.getByRole('switch', { name: 'Auto accept new versions' }).click();
    let call = waitForCall(page, 'POST', settingsPath);
    await settings.getByRole('button', { name: 'Save' }).click();
    await call;
    await backIsHeld(page, here);
    releaseSettings();
    await expect(settings.getByRole('alert')).toContainText('Unable to save acceptance');

    // A version: Accept, after its confirmation (the settings not saved are asked about first).
    await treeItem(page, '1.0.5.3').click();
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    const acceptance = acceptancePanel(page);
    await acceptance.getByRole('button', { name: 'Accept' }).click();
    call = waitForCall(page, 'POST', addPath);
    await confirmAcceptVersion(page);
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
    await openAcceptances(page);
    await treeItem(page, '1.0.5.3').click();
    const panel = acceptancePanel(page);
    await expect(panel.getByRole('alert')).toContainText('Unable to fetch nodes');
    await expect(panel.getByRole('checkbox', { name: 'Only for node' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  test('an acceptance can change its not-before time', { tag: ['@date-time-field'] }, async ({ page }) => {
    await openAcceptances(page);
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

  test('removing the not-before time of an acceptance sends null; a failure keeps the change', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('POST', `${api}/acceptances/${apps.posTerminal}/update`, 'code=500');
    await openAcceptances(page);
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
    await openAcceptances(page);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch acceptances');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('a failed lazy load shows "Unable to fetch acceptances" and marks the row', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/acceptancestree/oldversions/${apps.posTerminal}`, 'code=500');
    await openAcceptances(page);
    await treeItem(page, 'Older versions').first().getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to fetch acceptances' })).toBeVisible();
    await expect(
      treeItem(page, 'Older versions').first().getByRole('img', { name: 'Failed to load children' }),
    ).toBeVisible();
  });

  test('an organisation without applications is told so', async ({ page }) => {
    await page.route(`**${api}/acceptancestree`, (route) => route.fulfill({ json: [] }));
    await openAcceptances(page);
    await expect(
      page.getByText('This organisation is not authorised to use any applications. Please contact your administrator.'),
    ).toBeVisible();
  });
});
