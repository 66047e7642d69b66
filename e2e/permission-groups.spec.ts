import type { Page } from '@playwright/test';
import {
  editPermissionGroupPath,
  groupNameField,
  levelOf,
  openEditPermissionGroup,
  openPermissionGroups,
  profileCheckbox,
  savePermissionGroupChanges,
} from './areas/permission-groups';
import { expectTurnedAway, noCallTo, pathMatches } from './support/calls';
import { test, expect, estate, waitForCall } from './support/fixtures';
import { errorDialog } from './support/form';
import { rowWith } from './support/grid';

const org = `/organisation/${estate.harbourFishBarId}`;
const api = `/api/organisation/${estate.harbourFishBarId}`;

const group = {
  everyone: '40000000-0000-4000-8000-000000000001',
  managers: '40000000-0000-4000-8000-000000000002',
  configEditors: '40000000-0000-4000-8000-000000000003',
} as const;

/** The Managers group of the mock (the Site Supervisor profile). */
const managersPermissions = [
  { permissionID: 4094, allowedActions: 8 },
  { permissionID: 1, allowedActions: 15 },
  { permissionID: 2, allowedActions: 15 },
  { permissionID: 12, allowedActions: 15 },
  { permissionID: 22, allowedActions: 15 },
  { permissionID: 15, allowedActions: 15 },
  { permissionID: 24, allowedActions: 15 },
  { permissionID: 10, allowedActions: 15 },
];
const managersRecord = {
  userPermissionGroupID: group.managers,
  name: 'Managers',
  organisationDefault: false,
  permissions: managersPermissions,
};

test.describe('Organisation > User Permission Groups grid', { tag: ['@permission-groups', '@data-grid'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the groups with Name and Default, and nothing to save yet', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/userpermissiongroup`);
    await openPermissionGroups(page);
    await load;
    await expect(page.getByRole('heading', { name: 'User Permission Groups' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Default' })).toBeVisible();
    await expect(rowWith(page, 'Everyone').getByRole('checkbox', { name: /^(Yes|No)$/ })).toBeChecked();
    await expect(rowWith(page, 'Managers').getByRole('checkbox', { name: /^(Yes|No)$/ })).not.toBeChecked();
    await expect(rowWith(page, 'Config Editors')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('renames a group and makes it the default: the batch carries the full group without read-only fields', async ({
    page,
  }) => {
    await openPermissionGroups(page);
    await groupNameField(rowWith(page, 'Managers')).fill('Shift Managers');
    const row = rowWith(page, 'Shift Managers');
    await row.getByRole('checkbox', { name: /^(Yes|No)$/ }).check();
    await expect(row.getByText('Unsaved')).toBeVisible();
    expect((await savePermissionGroupChanges(page)).postDataJSON()).toEqual({
      changes: [{ ...managersRecord, name: 'Shift Managers', organisationDefault: true }],
      deletes: [],
    });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('adds a group without an id and with no permissions', async ({ page }) => {
    await openPermissionGroups(page);
    await expect(rowWith(page, 'Managers')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await groupNameField(page.locator('tbody tr').first()).fill('Bar Supervisors');
    expect((await savePermissionGroupChanges(page)).postDataJSON()).toEqual({
      changes: [{ name: 'Bar Supervisors', organisationDefault: false, permissions: [] }],
      deletes: [],
    });
  });

  test('a group without a name is not sent', async ({ page }) => {
    await openPermissionGroups(page);
    await expect(rowWith(page, 'Managers')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await page
      .locator('tbody tr')
      .first()
      .getByRole('checkbox', { name: /^(Yes|No)$/ })
      .check();
    await noCallTo(page, 'POST', '/userpermissiongroup/batch', async () => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('dialog')).toContainText('Name is required');
    });
  });

  test('delete asks first, then Save sends the id', async ({ page }) => {
    await openPermissionGroups(page);
    await rowWith(page, 'Config Editors').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await savePermissionGroupChanges(page)).postDataJSON()).toEqual({
      changes: [],
      deletes: [group.configEditors],
    });
  });

  test('a rejected commit shows SPEC 8 with the coded reason; OK reloads', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/userpermissiongroup/batch`, 'code=400, example=BadRequest');
    await openPermissionGroups(page);
    await groupNameField(rowWith(page, 'Managers')).fill('Leads');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = errorDialog(page);
    await expect(dialog).toContainText(
      'There was an error committing these changes. Please try again later or consider refreshing your browser. (Bad Request.)',
    );
    const reload = waitForCall(page, 'GET', `${api}/userpermissiongroup`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  test('a failed delete shows the delete message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/userpermissiongroup/batch`, 'code=500');
    await openPermissionGroups(page);
    await rowWith(page, 'Config Editors').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(errorDialog(page)).toContainText('There was an error deleting this record.');
  });

  test('a failed load shows the permission groups message', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/userpermissiongroup`, 'code=500');
    await openPermissionGroups(page);
    await expect(errorDialog(page)).toContainText(
      'Permission groups could not be loaded for this organisation due to a server error. Please try again later.',
    );
  });

  test('the edit action opens Edit Permission Group', async ({ page }) => {
    await openPermissionGroups(page);
    await rowWith(page, 'Managers').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`${org}/permissiongroups/edit/${group.managers}`);
    await expect(page.getByRole('heading', { name: 'Edit Permission Group' })).toBeVisible();
  });
});

test.describe('Organisation > Edit Permission Group', { tag: ['@permission-groups', '@edit-page', '@table'] }, () => {
  const editUrl = editPermissionGroupPath(group.managers);
  const batchPath = `${api}/userpermissiongroup/batch`;

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  async function save(page: Page) {
    const call = waitForCall(page, 'POST', batchPath);
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await call).postDataJSON();
    await expect(page).toHaveURL(`${org}/permissiongroups`);
    return body;
  }

  test('shows the group: fields, top buttons, profiles; Done until something changes', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/userpermissiongroup/${group.managers}`);
    await openEditPermissionGroup(page, group.managers);
    await load;
    await expect(page.getByRole('heading', { name: 'Edit Permission Group' })).toBeVisible();
    await expect(groupNameField(page)).toHaveValue('Managers');
    await expect(page.getByText('Assigned to 3 users')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Default Permission Group' })).not.toBeChecked();
    const buttons = page.getByRole('group', { name: 'Set every permission' });
    for (const name of ['Forbid All', 'View All', 'Edit All', 'Full Access']) {
      await expect(buttons.getByRole('button', { name })).toBeEnabled();
    }
    await expect(page.getByRole('tab', { name: 'Profiles' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Advanced' })).toBeVisible();
    await expect(profileCheckbox(page, 'Config Access')).not.toBeChecked();
    await expect(profileCheckbox(page, 'Sales Insights')).not.toBeChecked();
    await expect(profileCheckbox(page, 'System Installation')).not.toBeChecked();
    await expect(profileCheckbox(page, 'Site Supervisor')).toBeChecked();
    for (const name of ['Config Access', 'Sales Insights', 'System Installation', 'Site Supervisor']) {
      await expect(profileCheckbox(page, name)).toBeEnabled();
    }
    await expect(page.getByText('Permissions outside the profiles')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();

    await profileCheckbox(page, 'Sales Insights').check();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    // Back to what was loaded: nothing to save.
    await profileCheckbox(page, 'Sales Insights').uncheck();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  test('checking a profile adds its permissions; Save commits the group and returns', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    await profileCheckbox(page, 'Sales Insights').check();
    expect(await save(page)).toEqual({
      changes: [
        {
          ...managersRecord,
          permissions: [
            ...managersPermissions,
            { permissionID: 101, allowedActions: 8 },
            { permissionID: 100, allowedActions: 8 },
          ],
        },
      ],
      deletes: [],
    });
  });

  test('System Installation merges edit into sales aggregates; unchecking keeps the other profiles', async ({
    page,
  }) => {
    await openEditPermissionGroup(page, group.managers);
    await profileCheckbox(page, 'Sales Insights').check();
    await profileCheckbox(page, 'System Installation').check();
    await profileCheckbox(page, 'Site Supervisor').uncheck();
    await expect(profileCheckbox(page, 'Site Supervisor')).not.toBeChecked();
    await expect(profileCheckbox(page, 'Sales Insights')).toBeChecked();
    await expect(profileCheckbox(page, 'System Installation')).toBeChecked();
    await profileCheckbox(page, 'Sales Insights').uncheck();
    expect((await save(page)).changes[0].permissions).toEqual([
      { permissionID: 202, allowedActions: 8 },
      { permissionID: 200, allowedActions: 15 },
      { permissionID: 201, allowedActions: 15 },
      { permissionID: 101, allowedActions: 7 },
    ]);
  });

  test('Config Access includes Site Supervisor, whose box is then disabled', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    await profileCheckbox(page, 'Config Access').check();
    await expect(profileCheckbox(page, 'Site Supervisor')).toBeChecked();
    await expect(profileCheckbox(page, 'Site Supervisor')).toBeDisabled();
    await expect(page.getByText('Included in Config Access.')).toBeVisible();
    expect((await save(page)).changes[0].permissions).toEqual([
      { permissionID: 4094, allowedActions: 15 },
      ...managersPermissions.slice(1),
    ]);
  });

  test('unchecking the only profile empties the group', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    await profileCheckbox(page, 'Site Supervisor').uncheck();
    await expect(page.getByRole('button', { name: 'Forbid All' })).toHaveAttribute('aria-pressed', 'true');
    expect((await save(page)).changes[0].permissions).toEqual([]);
  });

  test('Full Access leaves permissions no profile explains: profiles locked, a warning offers a reset', async ({
    page,
  }) => {
    await openEditPermissionGroup(page, group.managers);
    await page.getByRole('button', { name: 'Full Access' }).click();
    await expect(page.getByRole('button', { name: 'Full Access' })).toHaveAttribute('aria-pressed', 'true');
    const warning = page.getByRole('alert').filter({ hasText: 'Permissions outside the profiles' });
    await expect(warning).toContainText('Remote orders (All)');
    await expect(warning).toContainText('Health (Edit)');
    for (const name of ['Config Access', 'Sales Insights', 'System Installation', 'Site Supervisor']) {
      await expect(profileCheckbox(page, name)).toBeChecked();
      await expect(profileCheckbox(page, name)).toBeDisabled();
    }
    await warning.getByRole('button', { name: 'Reset to no permissions' }).click();
    await expect(warning).toHaveCount(0);
    for (const name of ['Config Access', 'Sales Insights', 'System Installation', 'Site Supervisor']) {
      await expect(profileCheckbox(page, name)).not.toBeChecked();
      await expect(profileCheckbox(page, name)).toBeEnabled();
    }
    expect((await save(page)).changes[0].permissions).toEqual([]);
  });

  for (const [button, expected] of [
    ['View All', [{ permissionID: 4095, allowedActions: 8 }]],
    ['Edit All', [{ permissionID: 4095, allowedActions: 7 }]],
    ['Full Access', [{ permissionID: 4095, allowedActions: 15 }]],
    ['Forbid All', []],
  ] as const) {
    test(`${button} sets the group-wide alias`, async ({ page }) => {
      await openEditPermissionGroup(page, group.managers);
      await page.getByRole('button', { name: button }).click();
      expect((await save(page)).changes[0].permissions).toEqual(expected);
    });
  }

  test('Advanced: levels per permission; changing one the alias covers expands the alias first', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Group-wide permissions' })).toContainText(
      'All configuration: View',
    );
    await expect(levelOf(page, 'Tax').getByRole('radio', { name: 'View' })).toBeChecked();
    await expect(levelOf(page, 'PLUs').getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(levelOf(page, 'Sales data').getByRole('radio', { name: 'Forbid' })).toBeChecked();

    await levelOf(page, 'Tax').getByText('Forbid', { exact: true }).click();
    await expect(levelOf(page, 'Tax').getByRole('radio', { name: 'Forbid' })).toBeChecked();
    await expect(page.getByText('Group-wide permissions')).toHaveCount(0);
    // Every other configuration permission keeps its level.
    await expect(levelOf(page, 'Menus').getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(levelOf(page, 'Printers').getByRole('radio', { name: 'View' })).toBeChecked();
    await levelOf(page, 'Sales data').getByText('All', { exact: true }).click();

    const expanded = [3, 4, 5, 6, 7, 8, 9, 11, 13, 16, 17, 18, 19, 20, 21, 23, 25, 26, 27, 28, 29, 30].map(
      (permissionID) => ({
        permissionID,
        allowedActions: 8,
      }),
    );
    expect((await save(page)).changes[0].permissions).toEqual([
      ...managersPermissions.slice(1),
      ...expanded,
      { permissionID: 100, allowedActions: 15 },
    ]);
  });

  test('Advanced changes show on the Profiles tab (a leftover locks the profiles)', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await levelOf(page, 'Customer contacts').getByText('Edit', { exact: true }).click();
    await page.getByRole('tab', { name: 'Profiles' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Permissions outside the profiles' })).toContainText(
      'Customer contacts (Edit)',
    );
    await expect(profileCheckbox(page, 'Site Supervisor')).toBeDisabled();
  });

  test('name and default are saved; a missing or too long name cannot be saved', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    const name = groupNameField(page);
    await name.fill('');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await name.fill('x'.repeat(33));
    await expect(page.getByText('Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await name.fill('Duty Managers');
    await page.getByRole('checkbox', { name: 'Default Permission Group' }).check();
    expect(await save(page)).toEqual({
      changes: [{ ...managersRecord, name: 'Duty Managers', organisationDefault: true }],
      deletes: [],
    });
  });

  test('Cancel and Done return to the list without a call', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    await noCallTo(page, 'POST', '/userpermissiongroup/batch', async () => {
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page).toHaveURL(`${org}/permissiongroups`);
      await openEditPermissionGroup(page, group.managers);
      await page.getByRole('button', { name: 'View All' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(`${org}/permissiongroups`);
    });
  });

  test('Delete asks first, then sends the id and returns', async ({ page }) => {
    await openEditPermissionGroup(page, group.managers);
    await noCallTo(page, 'POST', '/userpermissiongroup/batch', async () => {
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
    await expect(page).toHaveURL(editUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', batchPath);
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [group.managers] });
    await expect(page).toHaveURL(`${org}/permissiongroups`);
  });

  test('a failed save stays with SPEC 8 and the reason, keeping the edits', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', batchPath, 'code=400, example=BadRequest');
    await openEditPermissionGroup(page, group.managers);
    await groupNameField(page).fill('Night Managers');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'There was a problem saving changes. Please try again later. (Bad Request.)',
    );
    await expect(page).toHaveURL(editUrl);
    await expect(groupNameField(page)).toHaveValue('Night Managers');
  });

  test('a failed delete stays with SPEC 8', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', batchPath, 'code=500');
    await openEditPermissionGroup(page, group.managers);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'There was a problem deleting this record. Please try again later.',
    );
    await expect(page).toHaveURL(editUrl);
  });

  test('a failed load shows SPEC 8, never a blank page', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/userpermissiongroup/${group.managers}`, 'code=500');
    await openEditPermissionGroup(page, group.managers);
    await expect(page.getByRole('alert')).toHaveText(
      'There was a problem accessing this Permission Group. Please try again later.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('an ordinary user is turned away', { tag: ['@permission-groups', '@shell'] }, () => {
  for (const path of ['permissiongroups', `permissiongroups/edit/${group.managers}`]) {
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
