import {
  chooseLinkTeam,
  createLinkPath,
  invitePath,
  linkSaveButton,
  orgAdminCheckbox,
  outletRestrictions,
  permissionGroupsBox,
  restrictOutletTo,
} from '../areas/access';
import { auditEntry, auditLogOf } from '../areas/audit-logs';
import { groupNameField, permissionGroupsPath, profileCheckbox } from '../areas/permission-groups';
import {
  accountNameField,
  chooseAccountType,
  newPasswordDialog,
  resetServiceAccountPassword,
  restrictTo,
  serviceAccountsPath,
} from '../areas/service-accounts';
import { test, expect } from '../support/fixtures';
import { rowWith } from '../support/grid';
import { harbourFishBar, openAs, uniqueTag, worldCall } from './world';

const org = `/organisation/${harbourFishBar}`;

test.describe.configure({ timeout: 90_000 });

test(
  'a permission group is added in the grid and given a profile on its edit page; both are there after a reload',
  { tag: ['@permission-groups', '@data-grid', '@edit-page'] },
  async ({ page }, testInfo) => {
    const name = `Auditors ${uniqueTag(testInfo)}`;
    await openAs(page, 'orgAdmin', permissionGroupsPath(harbourFishBar));
    await page.getByRole('button', { name: 'Add' }).click();
    await groupNameField(page.locator('tbody tr').first()).fill(name);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Permission Group' })).toBeVisible();
    await profileCheckbox(page, 'Sales Insights').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(`${org}/permissiongroups`);
    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await page.reload();
    await expect(groupNameField(page)).toHaveValue(name);
    await expect(profileCheckbox(page, 'Sales Insights')).toBeChecked();
    // The invitation screen offers it.
    await page.goto(invitePath(harbourFishBar));
    await expect(permissionGroupsBox(page).getByRole('checkbox', { name })).not.toBeChecked();
  },
);

test(
  'a service account is added, restricted to an outlet and its password reset; the list and the audit log show it after a reload',
  { tag: ['@service-accounts', '@site-node-picker', '@audit-logs', '@data-grid', '@edit-page'] },
  async ({ page }, testInfo) => {
    const name = `Sync ${uniqueTag(testInfo)}`;
    await openAs(page, 'orgAdmin', serviceAccountsPath(harbourFishBar));
    await page.getByRole('button', { name: 'Add' }).click();
    const added = page.locator('tbody tr').first();
    await accountNameField(added).fill(name);
    await chooseAccountType(added, 'Readonly Sales');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Service Account' })).toBeVisible();
    await restrictTo(page, 'Harbour Street');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(`${org}/serviceaccounts`);
    await page.reload();
    await expect(rowWith(page, name)).toContainText('Harbour Street');

    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await resetServiceAccountPassword(page);
    const dialog = newPasswordDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'New password' })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await openAs(page, 'superUser', auditLogOf(name));
    await expect(auditEntry(page, `Password of service account ${name} reset`)).toContainText('Oliver Owens');
    await expect(auditEntry(page, `Service account ${name} created`)).toBeVisible();
  },
);

test(
  'a team is given administrator access with a group and an outlet restriction; Organisation Access shows it after a reload',
  { tag: ['@access', '@site-node-picker', '@edit-page'] },
  async ({ page }, testInfo) => {
    const team = `Managers ${uniqueTag(testInfo)}`;
    await worldCall(
      page,
      'POST',
      `/api/organisation/${harbourFishBar}/team/batch`,
      { changes: [{ name: team, ownerOrganisationID: harbourFishBar }], deletes: [] },
      'orgAdmin',
    );

    await openAs(page, 'orgAdmin', createLinkPath(harbourFishBar));
    await chooseLinkTeam(page, team);
    await orgAdminCheckbox(page).check();
    await permissionGroupsBox(page).getByRole('checkbox', { name: 'Managers', exact: true }).check();
    await restrictOutletTo(page, 'Quayside Fish Bar');
    await linkSaveButton(page).click();
    await expect(page).toHaveURL(`${org}/links`);
    await page.reload();
    const row = page.locator('tbody tr').filter({ hasText: team });
    await expect(row).toContainText('Team');
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(orgAdminCheckbox(page)).toBeChecked();
    await page.reload();
    await expect(permissionGroupsBox(page).getByRole('checkbox', { name: 'Managers', exact: true })).toBeChecked();
    await expect(outletRestrictions(page).getByRole('listitem')).toContainText('Quayside Fish Bar');
  },
);
