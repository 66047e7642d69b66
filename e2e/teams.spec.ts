import {
  addMember,
  memberRow,
  membersGrid,
  openEditTeam,
  openTeams,
  removeMember,
  saveMembers,
  saveTeam,
  saveTeamChanges,
  teamNameField,
} from './areas/teams';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { errorDialog, unsavedDialog } from './support/form';
import { rowWith } from './support/grid';

const orgId = estate.harbourFishBarId;
const org = `/organisation/${orgId}`;
const api = `/api/organisation/${orgId}`;
const headOfficeAdmins = '30000000-0000-4000-8000-000000000001';
const barStaff = '30000000-0000-4000-8000-000000000002';
const kitchenManagers = '30000000-0000-4000-8000-000000000003';
const samId = '20000000-0000-4000-8000-000000000005';
const samLink = 'f0000000-0000-4000-8000-000000000001';

// Several screens per test on a shared, busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('Teams grid', { tag: ['@teams', '@data-grid', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the teams in one Name column, nothing to save yet', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/team`);
    await openTeams(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Teams', level: 2 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    for (const name of ['Head Office Admins', 'Bar Staff', 'Kitchen Managers'])
      await expect(rowWith(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('adds a team: the new record without an id, primed with the organisation', async ({ page }) => {
    await openTeams(page);
    await expect(rowWith(page, 'Bar Staff')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    const newRow = page.locator('tbody tr').first();
    await expect(newRow).toContainText('New');
    await teamNameField(newRow).fill('Bakers');
    expect((await saveTeamChanges(page)).postDataJSON()).toEqual({
      changes: [{ name: 'Bakers', ownerOrganisationID: orgId }],
      deletes: [],
    });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('renames a team in place and sends the record', async ({ page }) => {
    await openTeams(page);
    await teamNameField(rowWith(page, 'Kitchen Managers')).fill('Kitchen Supervisors');
    await expect(page.getByText('Unsaved')).toBeVisible();
    expect((await saveTeamChanges(page)).postDataJSON()).toEqual({
      // The record as answered, without what the server fills in (its member count, readOnly in the contract).
      changes: [{ teamID: kitchenManagers, name: 'Kitchen Supervisors', ownerOrganisationID: orgId }],
      deletes: [],
    });
  });

  test('delete asks first, then Save sends the id', async ({ page }) => {
    await openTeams(page);
    await rowWith(page, 'Kitchen Managers').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await saveTeamChanges(page)).postDataJSON()).toEqual({ changes: [], deletes: [kitchenManagers] });
  });

  test('a team without a name is not sent', async ({ page }) => {
    await openTeams(page);
    await teamNameField(rowWith(page, 'Head Office Admins')).fill('');
    let sent = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/team/batch')) sent = true;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toContainText('Name is required');
    expect(sent).toBe(false);
  });

  test('a failed save shows the Error modal; OK reloads', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/team/batch`, 'code=500');
    await openTeams(page);
    await teamNameField(rowWith(page, 'Bar Staff')).fill('Bar Team');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = errorDialog(page);
    await expect(dialog).toContainText('Internal Server Error');
    const reload = waitForCall(page, 'GET', `${api}/team`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  test('the edit action opens Edit Team', async ({ page }) => {
    await openTeams(page);
    await rowWith(page, 'Head Office Admins').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`${org}/teams/edit/${headOfficeAdmins}`);
    await expect(page.getByRole('heading', { name: 'Edit Team' })).toBeVisible();
  });
});

test.describe('Edit Team', { tag: ['@teams', '@edit-page', '@form-fields', '@data-grid', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the team and its members; Done until the name changes', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/team/${barStaff}`);
    const loadMembers = waitForCall(page, 'GET', `${api}/team/${barStaff}/members`);
    await openEditTeam(page, barStaff);
    await load;
    await loadMembers;
    await expect(page.getByRole('textbox', { name: 'Team ID' })).toHaveValue(barStaff);
    await expect(page.getByRole('textbox', { name: 'Team ID' })).toHaveAttribute('readonly', '');
    const name = teamNameField(page);
    await expect(name).toHaveValue('Bar Staff');
    await expect(name).toHaveAttribute('placeholder', 'Enter a descriptive name for this team');
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true }).first()).toBeEnabled();

    const grid = membersGrid(page);
    await expect(grid.getByRole('heading', { name: 'Members' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'User ID' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'User Name' })).toBeVisible();
    const sam = memberRow(page, 'Sam Supervisor');
    await expect(sam).toContainText(samId);
    await expect(sam.getByRole('textbox')).toHaveCount(0);
    await expect(sam.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(grid.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);

    await name.fill('Bar Team');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
  });

  test('Save sends the renamed team and returns to the list', async ({ page }) => {
    await openEditTeam(page, barStaff);
    await teamNameField(page).fill('Bar Team');
    expect((await saveTeam(page)).postDataJSON()).toEqual({
      changes: [{ teamID: barStaff, name: 'Bar Team', ownerOrganisationID: orgId }],
      deletes: [],
    });
    await expect(page).toHaveURL(`${org}/teams`);
  });

  test('the name is limited to 32 characters and required', async ({ page }) => {
    await openEditTeam(page, barStaff);
    const name = teamNameField(page);
    await name.fill('x'.repeat(33));
    await expect(page.getByText('Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await name.fill(' ');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  });

  test('a failed save stays with the message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/team/batch`, 'code=400, example=BadRequest');
    await openEditTeam(page, barStaff);
    await teamNameField(page).fill('Bar Team');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(page).toHaveURL(`${org}/teams/edit/${barStaff}`);
    await expect(teamNameField(page)).toHaveValue('Bar Team');
  });

  test('Delete asks, sends the id and returns; Done returns', async ({ page }) => {
    await openEditTeam(page, barStaff);
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    const call = waitForCall(page, 'POST', `${api}/team/batch`);
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [barStaff] });
    await expect(page).toHaveURL(`${org}/teams`);
    await openEditTeam(page, barStaff);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(`${org}/teams`);
  });

  test('adds a member picked from the users: a pending row primed with the team id', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/team/${kitchenManagers}/members`, 'example=kitchenManagers');
    const users = waitForCall(page, 'GET', `${api}/users/values`);
    await openEditTeam(page, kitchenManagers);
    await users;
    const grid = membersGrid(page);
    await expect(memberRow(page, 'Uma Underwood')).toBeVisible();
    await grid.getByRole('combobox', { name: 'Add member' }).click();
    await expect(page.getByRole('option', { name: 'Uma Underwood' })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'Oliver Owens' })).toBeVisible();
    await page.getByRole('option', { name: 'Sam Supervisor' }).click();
    const added = grid.locator('tbody tr').first();
    await expect(added).toContainText(samId);
    await expect(added).toContainText('Sam Supervisor');
    await expect(added).toContainText('Unsaved');
    expect((await saveMembers(page, kitchenManagers)).postDataJSON()).toEqual({
      changes: [{ teamID: kitchenManagers, userID: samId }],
      deletes: [],
    });
    await expect(grid.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('a pending member can be dropped again before saving', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/team/${kitchenManagers}/members`, 'example=kitchenManagers');
    await openEditTeam(page, kitchenManagers);
    const grid = membersGrid(page);
    await addMember(page, 'Sam Supervisor');
    await grid.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
    await expect(grid.getByText('Sam Supervisor')).toHaveCount(0);
    await expect(grid.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('removes a member: asks, then Save Changes sends the member link id', async ({ page }) => {
    await openEditTeam(page, barStaff);
    const grid = membersGrid(page);
    await removeMember(page, 'Sam Supervisor');
    await expect(grid.getByText('Deleted')).toBeVisible();
    expect((await saveMembers(page, barStaff)).postDataJSON()).toEqual({ changes: [], deletes: [samLink] });
  });

  test('leaving with member changes that were not saved asks first', async ({ page }) => {
    await openEditTeam(page, barStaff);
    const grid = membersGrid(page);
    await removeMember(page, 'Sam Supervisor');
    const breadcrumbTeams = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Teams' });
    await breadcrumbTeams.click();
    const dialog = unsavedDialog(page);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(`${org}/teams/edit/${barStaff}`);
    await expect(grid.getByText('Deleted')).toBeVisible();
    await breadcrumbTeams.click();
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(`${org}/teams`);
  });

  test('Save with a renamed team and a pending member removal saves both and returns to the list', async ({ page }) => {
    await openEditTeam(page, barStaff);
    const grid = membersGrid(page);
    await teamNameField(page).fill('Bar Team');
    await removeMember(page, 'Sam Supervisor');
    await expect(grid.getByText('Deleted')).toBeVisible();
    const membersCall = waitForCall(page, 'POST', `${api}/team/${barStaff}/members/batch`);
    const teamCall = waitForCall(page, 'POST', `${api}/team/batch`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await membersCall).postDataJSON()).toEqual({ changes: [], deletes: [samLink] });
    expect((await teamCall).postDataJSON().changes).toEqual([
      expect.objectContaining({ teamID: barStaff, name: 'Bar Team' }),
    ]);
    await expect(page).toHaveURL(`${org}/teams`);
    await expect(unsavedDialog(page)).toHaveCount(0);
  });

  test('a pending member change alone makes the page unsaved; a failed members save keeps the page usable', async ({
    page,
  }) => {
    await page.route(`**${api}/team/${barStaff}/members/batch`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await openEditTeam(page, barStaff);
    await removeMember(page, 'Sam Supervisor');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const error = errorDialog(page);
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('The member changes were not saved');
    await expect(page).toHaveURL(`${org}/teams/edit/${barStaff}`);
    await expect(save).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cancel', exact: true }).first()).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Delete', exact: true }).first()).toBeEnabled();
  });

  test('every user already a member: the picker has nothing more to add', async ({ page }) => {
    await openEditTeam(page, barStaff);
    const grid = membersGrid(page);
    await expect(memberRow(page, 'Oliver Owens')).toBeVisible();
    await grid.getByRole('combobox', { name: 'Add member' }).click();
    await expect(page.getByText('No more users to add')).toBeVisible();
  });

  test('a failed members save and a failed members load show the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/team/${barStaff}/members/batch`, 'code=400, example=BadRequest_UserDoesNotExist');
    await openEditTeam(page, barStaff);
    const grid = membersGrid(page);
    await removeMember(page, 'Sam Supervisor');
    await grid.getByRole('button', { name: 'Save Changes' }).click();
    await expect(errorDialog(page)).toContainText('User does not exist.');
    await errorDialog(page).getByRole('button', { name: 'OK' }).click();

    await forceAnswer('GET', `${api}/team/${barStaff}/members`, 'code=500');
    await page.reload();
    await expect(errorDialog(page)).toContainText('Internal Server Error');
  });
});

test(
  'an ordinary user is turned away from the teams screens',
  { tag: ['@teams', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('user');
    let called = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.toLowerCase().startsWith(`${api}/team`)) called = true;
    });
    for (const path of [`${org}/teams`, `${org}/teams/edit/${barStaff}`]) {
      await open(page, path);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    }
    expect(called).toBe(false);
  },
);
