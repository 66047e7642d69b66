import type { Page } from '@playwright/test';
import {
  accountNameField,
  chooseAccountType,
  editServiceAccountPath,
  newPasswordDialog,
  openEditServiceAccount,
  openServiceAccounts,
  resetServiceAccountPassword,
  restrictTo,
  saveServiceAccountChanges,
  siteRestriction,
} from './areas/service-accounts';
import { expectTurnedAway, noCallTo, pathMatches } from './support/calls';
import { test, expect, estate, waitForCall } from './support/fixtures';
import { errorDialog } from './support/form';
import { rowWith } from './support/grid';

const org = `/organisation/${estate.harbourFishBarId}`;
const api = `/api/organisation/${estate.harbourFishBarId}`;

const account = {
  quayside: '70000000-0000-4000-8000-000000000001',
  nightly: '70000000-0000-4000-8000-000000000002',
  harbourIntegration: '70000000-0000-4000-8000-000000000003',
} as const;
const node = {
  harbourStreet: '60000000-0000-4000-8000-000000000003',
  till1: '60000000-0000-4000-8000-000000000004',
} as const;
const PASSWORD = 'Tq7#vR2m!Lx9wKp4';

test.describe('Organisation > Service Accounts grid', { tag: ['@service-accounts', '@data-grid', '@dialogs'] }, () => {
  const batchPath = `${api}/serviceaccounts/batch`;

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows Name, Type and Restriction', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/serviceaccounts`);
    await openServiceAccounts(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Service Accounts' })).toBeVisible();
    for (const header of ['Name', 'Type', 'Restriction']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const quayside = rowWith(page, 'Quayside POS Server');
    await expect(quayside.getByRole('combobox', { name: 'Type' })).toHaveValue('POS Server');
    await expect(quayside).toContainText('Quayside Fish Bar');
    await expect(rowWith(page, 'Nightly ATP Upload').getByRole('combobox', { name: 'Type' })).toHaveValue(
      'ATP Uploader',
    );
    await expect(rowWith(page, 'Nightly ATP Upload')).toContainText('None');
    await expect(rowWith(page, 'Harbour Integration').getByRole('combobox', { name: 'Type' })).toHaveValue(
      'Integration Server',
    );
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('changing the type away from Integration Server in the grid clears its permissions', async ({ page }) => {
    await openServiceAccounts(page);
    const row = rowWith(page, 'Harbour Integration');
    await chooseAccountType(row, 'Test POS');
    expect((await saveServiceAccountChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          serviceAccountID: account.harbourIntegration,
          name: 'Harbour Integration',
          serviceAccountType: 3,
          rootNodeID: null,
          rootNodeType: null,
          integrationServerPermissions: [],
        },
      ],
      deletes: [],
    });
  });

  test('adds an account: name and type are needed, then the new record is sent without an id', async ({ page }) => {
    await openServiceAccounts(page);
    await expect(rowWith(page, 'Quayside POS Server')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    const added = page.locator('tbody tr').first();
    await accountNameField(added).fill('Back Office Sync');
    await noCallTo(page, 'POST', '/serviceaccounts/batch', async () => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Please check the changes' })).toContainText('Type is required');
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    });
    await chooseAccountType(added, 'Readonly Sales');
    expect((await saveServiceAccountChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          name: 'Back Office Sync',
          serviceAccountType: 5,
          rootNodeID: null,
          rootNodeType: null,
          integrationServerPermissions: [],
        },
      ],
      deletes: [],
    });
  });

  test('delete asks first, then Save sends the id', async ({ page }) => {
    await openServiceAccounts(page);
    await rowWith(page, 'Nightly ATP Upload').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await saveServiceAccountChanges(page)).postDataJSON()).toEqual({ changes: [], deletes: [account.nightly] });
  });

  test('a rejected save shows the saving message with the reason', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', batchPath, 'code=400, example=BadRequest');
    await openServiceAccounts(page);
    await accountNameField(rowWith(page, 'Nightly ATP Upload')).fill('Nightly Upload');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(errorDialog(page)).toContainText(
      'There was an error saving this service account. Please try again later. (Bad Request.)',
    );
  });

  test('a failed delete shows the deleting message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', batchPath, 'code=500');
    await openServiceAccounts(page);
    await rowWith(page, 'Nightly ATP Upload').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(errorDialog(page)).toContainText(
      'There was an error deleting this service account. Please try again later.',
    );
  });

  test('the edit action opens Edit Service Account', async ({ page }) => {
    await openServiceAccounts(page);
    await rowWith(page, 'Quayside POS Server').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`${org}/serviceaccounts/edit/${account.quayside}`);
    await expect(page.getByRole('heading', { name: 'Edit Service Account' })).toBeVisible();
  });
});

test.describe('Organisation > Edit Service Account', { tag: ['@service-accounts', '@site-node-picker'] }, () => {
  const editUrl = editServiceAccountPath(account.quayside);
  const batchPath = `${api}/serviceaccounts/batch`;
  const resetPath = `${api}/serviceaccounts/${account.quayside}/resetpassword`;
  const quaysideRecord = {
    serviceAccountID: account.quayside,
    name: 'Quayside POS Server',
    serviceAccountType: 1,
    rootNodeID: '60000000-0000-4000-8000-000000000002',
    rootNodeType: 2,
    integrationServerPermissions: [],
  };

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  async function save(page: Page) {
    const call = waitForCall(page, 'POST', batchPath);
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await call).postDataJSON();
    await expect(page).toHaveURL(`${org}/serviceaccounts`);
    return body;
  }

  test('shows the account: read-only ID, name, type, restriction; Done until something changes', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/serviceaccounts/${account.quayside}`);
    await openEditServiceAccount(page, account.quayside);
    await load;
    await expect(page.getByRole('heading', { name: 'Edit Service Account' })).toBeVisible();
    const id = page.getByRole('textbox', { name: 'Service Account ID' });
    await expect(id).toHaveValue(account.quayside);
    await expect(id).toHaveAttribute('readonly', '');
    const name = accountNameField(page);
    await expect(name).toHaveValue('Quayside POS Server');
    await expect(name).toHaveAttribute('placeholder', 'Enter a descriptive name for this account');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('POS Server');
    await expect(page.getByText('The type of service this account will be for')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Integration Server Permissions' })).toHaveCount(0);
    const restriction = siteRestriction(page);
    await expect(restriction.getByRole('listitem')).toHaveText('Quayside Fish Bar (Outlet)');
    await expect(restriction.getByRole('button', { name: 'Restrict to Harbour Street' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reset service account password' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await name.fill('Quayside Server');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  test('Integration Server offers only its three permissions; changing the type away clears them', async ({ page }) => {
    await openEditServiceAccount(page, account.quayside);
    await chooseAccountType(page, 'Integration Server');
    const permissions = page.getByRole('group', { name: 'Integration Server Permissions' });
    await expect(permissions.getByRole('checkbox')).toHaveCount(3);
    for (const name of ['Data extraction templates', 'Partner services config', 'Partner services sales']) {
      await expect(permissions.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await permissions.getByRole('checkbox', { name: 'Data extraction templates' }).check();
    await permissions.getByRole('checkbox', { name: 'Partner services sales' }).check();
    await chooseAccountType(page, 'Test POS');
    await expect(permissions).toHaveCount(0);
    await chooseAccountType(page, 'Integration Server');
    await expect(permissions.getByRole('checkbox', { name: 'Data extraction templates' })).not.toBeChecked();
    await permissions.getByRole('checkbox', { name: 'Partner services sales' }).check();
    await permissions.getByRole('checkbox', { name: 'Partner services config' }).check();
    expect(await save(page)).toEqual({
      changes: [{ ...quaysideRecord, serviceAccountType: 7, integrationServerPermissions: [401, 400] }],
      deletes: [],
    });
  });

  test('the site restriction holds a single node: remove it, then choose a terminal', async ({ page }) => {
    await openEditServiceAccount(page, account.quayside);
    const restriction = siteRestriction(page);
    await restriction.getByRole('button', { name: 'Remove restriction Quayside Fish Bar' }).click();
    await expect(restriction.getByText('No restriction: this account reaches every outlet.')).toBeVisible();
    await restrictTo(page, 'Till 1');
    await expect(restriction.getByRole('listitem')).toHaveText('Till 1 (Terminal)');
    await expect(restriction.getByRole('button', { name: 'Restrict to Harbour Street' })).toBeDisabled();
    expect(await save(page)).toEqual({
      changes: [{ ...quaysideRecord, rootNodeID: node.till1, rootNodeType: 4 }],
      deletes: [],
    });
  });

  test('no restriction sends nulls; an outlet sends its node type', async ({ page }) => {
    await openEditServiceAccount(page, account.quayside);
    const restriction = siteRestriction(page);
    await restriction.getByRole('button', { name: 'Remove restriction Quayside Fish Bar' }).click();
    await accountNameField(page).fill('Roaming POS Server');
    expect((await save(page)).changes[0]).toEqual({
      ...quaysideRecord,
      name: 'Roaming POS Server',
      rootNodeID: null,
      rootNodeType: null,
    });
    await openEditServiceAccount(page, account.quayside);
    await siteRestriction(page).getByRole('button', { name: 'Remove restriction Quayside Fish Bar' }).click();
    await restrictTo(page, 'Harbour Street');
    expect((await save(page)).changes[0]).toEqual({
      ...quaysideRecord,
      rootNodeID: node.harbourStreet,
      rootNodeType: 2,
    });
  });

  test('a missing or too long name cannot be saved', async ({ page }) => {
    await openEditServiceAccount(page, account.quayside);
    const name = accountNameField(page);
    await name.fill('');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await name.fill('y'.repeat(33));
    await expect(page.getByText('Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('reset password: confirm, then the new password once with a copy button; closing discards it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openEditServiceAccount(page, account.quayside);
    await noCallTo(page, 'POST', '/resetpassword', async () => {
      await page.getByRole('button', { name: 'Reset service account password' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reset service account password' });
      await expect(confirm).toContainText('A new password will be generated');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
    });

    const call = waitForCall(page, 'POST', resetPath);
    await resetServiceAccountPassword(page);
    const request = await call;
    expect(request.postData() ?? '').toBe('');

    const dialog = newPasswordDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'New password' })).toHaveValue(PASSWORD);
    await expect(dialog).toContainText('cannot be shown again');
    await dialog.getByRole('button', { name: 'Copy password' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PASSWORD);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.content()).not.toContain(PASSWORD);
    // That it never reaches storage, a URL or the console is checked in e2e/secrets.spec.ts.
    // Nothing to save: the reset is not an edit of the record.
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  test('Back while Reset password is in flight is held; the failure then shows on the page', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === resetPath,
      async (route) => {
        await released;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      },
    );
    await openServiceAccounts(page);
    await rowWith(page, 'Quayside POS Server').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(editUrl);
    const call = waitForCall(page, 'POST', resetPath);
    await resetServiceAccountPassword(page);
    await call;
    await page.evaluate(() => window.history.back());
    await expect(
      page.getByText('Please wait: the changes are being sent. You can leave once they are done.'),
    ).toBeVisible();
    await expect(page).toHaveURL(editUrl);
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'There was a problem resetting the password for this service account. Please try again later.',
    );
    await expect(page).toHaveURL(editUrl);
    await expect(newPasswordDialog(page)).toHaveCount(0);
  });

  test('a failed reset shows SPEC 8 and no password dialog', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', resetPath, 'code=500');
    await openEditServiceAccount(page, account.quayside);
    await resetServiceAccountPassword(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'There was a problem resetting the password for this service account. Please try again later.',
    );
    await expect(newPasswordDialog(page)).toHaveCount(0);
  });

  test('a failed save stays with SPEC 8 and the reason, keeping the edits', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', batchPath, 'code=400, example=BadRequest');
    await openEditServiceAccount(page, account.quayside);
    await accountNameField(page).fill('Quayside Server');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'There was an error saving this service account. Please try again later. (Bad Request.)',
    );
    await expect(page).toHaveURL(editUrl);
    await expect(accountNameField(page)).toHaveValue('Quayside Server');
  });

  test('Delete asks, then sends the id and returns; a failed delete stays with SPEC 8', async ({
    page,
    forceAnswer,
  }) => {
    await openEditServiceAccount(page, account.quayside);
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', batchPath);
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [account.quayside] });
    await expect(page).toHaveURL(`${org}/serviceaccounts`);

    await forceAnswer('POST', batchPath, 'code=500');
    await openEditServiceAccount(page, account.quayside);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'There was an error deleting this service account. Please try again later.',
    );
    await expect(page).toHaveURL(editUrl);
  });

  test('Cancel and Done return to the list', async ({ page }) => {
    await openEditServiceAccount(page, account.quayside);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(`${org}/serviceaccounts`);
    await openEditServiceAccount(page, account.quayside);
    await chooseAccountType(page, 'Install Service');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${org}/serviceaccounts`);
  });

  test('a failed load shows SPEC 8, never a blank page', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/serviceaccounts/${account.quayside}`, 'code=500');
    await openEditServiceAccount(page, account.quayside);
    await expect(page.getByRole('alert')).toHaveText(
      'There was an error loading this service account. Please try refreshing the page.',
    );
  });

  test('the outlet list failing keeps the page usable with the chosen restriction', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/outlets/nodes`, 'code=500');
    await openEditServiceAccount(page, account.quayside);
    const restriction = siteRestriction(page);
    await expect(restriction).toContainText(
      'Outlet list could not be retrieved from POSCore for this organisation. Please try again later.',
    );
    await expect(restriction.getByRole('listitem')).toHaveText('Quayside Fish Bar (Outlet)');
    await expect(accountNameField(page)).toBeEnabled();
  });
});

test.describe('an ordinary user is turned away', { tag: ['@service-accounts', '@shell'] }, () => {
  for (const path of ['serviceaccounts', `serviceaccounts/edit/${account.quayside}`]) {
    test(`from ${path}`, async ({ page, signInAs }) => {
      await signInAs('user');
      await expectTurnedAway(
        page,
        `${org}/${path}`,
        pathMatches(/^\/api(\/.*)?\/(userpermissiongroup|serviceaccounts)/),
      );
    });
  }
});
