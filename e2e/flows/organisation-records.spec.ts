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
    await openAs(page, 'orgAdmin', `${org}/permissiongroups`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('tbody tr').first().getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Permission Group' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Sales Insights' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(`${org}/permissiongroups`);
    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(page.getByRole('checkbox', { name: 'Sales Insights' })).toBeChecked();
    // The invitation screen offers it.
    await page.goto(`${org}/invite`);
    await expect(
      page.getByRole('group', { name: 'Permission groups' }).getByRole('checkbox', { name }),
    ).not.toBeChecked();
  },
);

test(
  'a service account is added, restricted to an outlet and its password reset; the list and the audit log show it after a reload',
  { tag: ['@service-accounts', '@site-node-picker', '@audit-logs', '@data-grid', '@edit-page'] },
  async ({ page }, testInfo) => {
    const name = `Sync ${uniqueTag(testInfo)}`;
    await openAs(page, 'orgAdmin', `${org}/serviceaccounts`);
    await page.getByRole('button', { name: 'Add' }).click();
    const added = page.locator('tbody tr').first();
    await added.getByRole('textbox', { name: 'Name' }).fill(name);
    await added.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Readonly Sales' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Service Account' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Site restriction' })
      .getByRole('button', { name: 'Restrict to Harbour Street' })
      .click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(`${org}/serviceaccounts`);
    await page.reload();
    await expect(rowWith(page, name)).toContainText('Harbour Street');

    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Reset service account password' }).click();
    await page
      .getByRole('dialog', { name: 'Reset service account password' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New service account password' });
    await expect(dialog.getByRole('textbox', { name: 'New password' })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await openAs(page, 'superUser', `/admin/auditlogs?message=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row').filter({ hasText: `Password of service account ${name} reset` })).toContainText(
      'Oliver Owens',
    );
    await expect(page.getByRole('row').filter({ hasText: `Service account ${name} created` })).toBeVisible();
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

    await openAs(page, 'orgAdmin', `${org}/links/create`);
    await page.getByRole('radio', { name: 'Team' }).check();
    await page.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: team }).click();
    await page.getByRole('checkbox', { name: 'Organisation Administrator' }).check();
    await page
      .getByRole('group', { name: 'Permission groups' })
      .getByRole('checkbox', { name: 'Managers', exact: true })
      .check();
    await page
      .getByRole('group', { name: 'Outlet restrictions' })
      .getByRole('button', { name: 'Restrict to Quayside Fish Bar' })
      .click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(`${org}/links`);
    await page.reload();
    const row = page.locator('tbody tr').filter({ hasText: team });
    await expect(row).toContainText('Team');
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('checkbox', { name: 'Organisation Administrator' })).toBeChecked();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Permission groups' }).getByRole('checkbox', { name: 'Managers', exact: true }),
    ).toBeChecked();
    await expect(page.getByRole('group', { name: 'Outlet restrictions' }).getByRole('listitem')).toContainText(
      'Quayside Fish Bar',
    );
  },
);
