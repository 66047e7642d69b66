import type { Page, Request } from '@playwright/test';
import {
  chooseLinkTeam,
  chooseLinkUser,
  inviteEmailField,
  linkSaveButton,
  openCreateLink,
  openEditLink,
  openInvite,
  openLinks,
  openPendingInvites,
  orgAdminCheckbox,
  outletRestrictions,
  permissionGroupsBox,
  restrictOutletTo,
  sendInvitation,
} from './areas/access';
import { test, expect, open, answerAsUsual, estate, waitForCall } from './support/fixtures';
import { errorDialog } from './support/form';
import { rowWithText } from './support/grid';

const orgId = estate.harbourFishBarId;
const org = `/organisation/${orgId}`;
const api = `/api/organisation/${orgId}`;
const ZERO_ID = '00000000-0000-0000-0000-000000000000';
const link = {
  oliver: '50000000-0000-4000-8000-000000000001',
  uma: '50000000-0000-4000-8000-000000000002',
} as const;
const group = {
  everyone: '40000000-0000-4000-8000-000000000001',
  managers: '40000000-0000-4000-8000-000000000002',
  configEditors: '40000000-0000-4000-8000-000000000003',
} as const;
const assignment = {
  managers: 'd0000000-0000-4000-8000-000000000001',
  configEditors: 'd0000000-0000-4000-8000-000000000002',
} as const;
const node = {
  quaysideSites: '60000000-0000-4000-8000-000000000001',
  quaysideFishBar: '60000000-0000-4000-8000-000000000002',
  harbourStreet: '60000000-0000-4000-8000-000000000003',
  till1: '60000000-0000-4000-8000-000000000004',
} as const;
const samId = '20000000-0000-4000-8000-000000000005';
const barStaff = '30000000-0000-4000-8000-000000000002';

// Several screens per test on a shared, busy machine.
test.describe.configure({ timeout: 60_000 });

const OUTLETS_FAILED = 'Outlet list could not be retrieved from POSCore for this organisation. Please try again later.';
const GROUPS_FAILED =
  'Permission groups could not be loaded for this organisation due to a server error. Please try again later.';

/** Records the POST calls the page sends, in order. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['x-requested-with'] === 'XMLHttpRequest') posts.push(request);
  });
  return posts;
}
const pathOf = (request: Request) => new URL(request.url()).pathname;

test.describe('Organisation Access grid', { tag: ['@access', '@data-grid'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows Type, Name, Admin and Email, read-only, with Add and Edit but no Delete', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/links`);
    await openLinks(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Organisation Access', level: 2 })).toBeVisible();
    for (const header of ['Type', 'Name', 'Admin', 'Email']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const oliver = rowWithText(page, 'Oliver Owens');
    await expect(oliver).toContainText('User');
    await expect(oliver).toContainText('oliver@harbourfishbar.example');
    await expect(oliver.getByRole('checkbox')).toBeChecked();
    await expect(oliver.getByRole('checkbox')).toBeDisabled();
    await expect(oliver.getByRole('textbox')).toHaveCount(0);
    await expect(rowWithText(page, 'Bar Staff')).toContainText('Team');
    await expect(rowWithText(page, 'Bar Staff').getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  test('Add opens Add Access', async ({ page }) => {
    await openLinks(page);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(`${org}/links/create`);
    await expect(page.getByRole('heading', { name: 'Add Access' })).toBeVisible();
  });

  test('Edit opens Edit Access of that link', async ({ page }) => {
    await openLinks(page);
    await rowWithText(page, 'Uma Underwood').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`${org}/links/edit/${link.uma}`);
    await expect(page.getByRole('heading', { name: 'Edit Access' })).toBeVisible();
  });

  test('a failed load shows the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/links`, 'code=500');
    await openLinks(page);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
  });
});

test.describe('Edit Access', { tag: ['@access', '@edit-page', '@form-fields', '@site-node-picker'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the link: target fixed, email, admin flag, groups (default checked and disabled), restrictions', async ({
    page,
  }) => {
    const calls = [
      waitForCall(page, 'GET', `${api}/links`),
      waitForCall(page, 'GET', `${api}/links/${link.uma}/assignments`),
      waitForCall(page, 'GET', `${api}/links/${link.uma}/RootNodes`),
      waitForCall(page, 'GET', `${api}/permissiongroups`),
      waitForCall(page, 'GET', `${api}/outlets/nodes`),
    ];
    await openEditLink(page, link.uma);
    await Promise.all(calls);
    await expect(page.getByRole('radio', { name: 'User' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'User' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Team' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'User' })).toHaveValue('Uma Underwood');
    await expect(page.getByRole('textbox', { name: 'User' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('uma@harbourfishbar.example');
    await expect(orgAdminCheckbox(page)).not.toBeChecked();

    const groups = permissionGroupsBox(page);
    await expect(groups.getByRole('checkbox', { name: 'Everyone' })).toBeChecked();
    await expect(groups.getByRole('checkbox', { name: 'Everyone' })).toBeDisabled();
    await expect(groups.getByRole('checkbox', { name: 'Managers' })).toBeChecked();
    await expect(groups.getByRole('checkbox', { name: 'Managers' })).toBeEnabled();
    await expect(groups.getByRole('checkbox', { name: 'Config Editors' })).toBeChecked();

    const picker = outletRestrictions(page);
    await expect(picker.getByRole('button', { name: 'Remove restriction Harbour Street' })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Remove restriction Till 1' })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Restrict to Harbour Street' })).toBeDisabled();
    await expect(picker.getByRole('button', { name: 'Restrict to Quayside Fish Bar' })).toBeEnabled();
    await expect(picker.getByRole('treeitem', { name: 'Bar Till' })).toBeVisible();

    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(linkSaveButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  test('Save commits the link, then the assignments and root nodes diffs, then returns', async ({ page }) => {
    await openEditLink(page, link.uma);
    await orgAdminCheckbox(page).check();
    await permissionGroupsBox(page).getByRole('checkbox', { name: 'Config Editors' }).uncheck();
    const picker = outletRestrictions(page);
    await picker.getByRole('button', { name: 'Remove restriction Till 1' }).click();
    await picker.getByRole('button', { name: 'Restrict to Quayside Sites' }).click();
    await expect(picker.getByRole('button', { name: 'Remove restriction Quayside Sites' })).toBeVisible();
    const posts = recordPosts(page);
    await linkSaveButton(page).click();
    await expect(page).toHaveURL(`${org}/links`);
    expect(posts.map(pathOf)).toEqual([
      `${api}/links/batch`,
      `${api}/links/${link.uma}/assignments/batch`,
      `${api}/links/${link.uma}/RootNodes/batch`,
    ]);
    expect(posts[0]?.postDataJSON()).toEqual({
      changes: [
        {
          organisationUserLinkID: link.uma,
          linkType: 1,
          isOrgAdmin: true,
          organisationID: orgId,
          teamUserID: estate.umaId,
        },
      ],
      deletes: [],
    });
    expect(posts[1]?.postDataJSON()).toEqual({ changes: [], deletes: [assignment.configEditors] });
    expect(posts[2]?.postDataJSON()).toEqual({
      changes: [{ nodeID: node.quaysideSites, nodeType: 0, organisationUserLinkID: link.uma }],
      deletes: [node.till1],
    });
  });

  test('only what changed is sent: a group added, nothing else', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/permissiongroups`, 'example=harbourFishBar');
    await openEditLink(page, link.uma);
    const groups = permissionGroupsBox(page);
    await groups.getByRole('checkbox', { name: 'Managers' }).uncheck();
    await expect(linkSaveButton(page)).toBeVisible();
    await groups.getByRole('checkbox', { name: 'Managers' }).check();
    await expect(linkSaveButton(page)).toHaveCount(0);
    await groups.getByRole('checkbox', { name: 'Config Editors' }).uncheck();
    await groups.getByRole('checkbox', { name: 'Managers' }).uncheck();
    const posts = recordPosts(page);
    await linkSaveButton(page).click();
    await expect(page).toHaveURL(`${org}/links`);
    expect(posts.map(pathOf)).toEqual([`${api}/links/${link.uma}/assignments/batch`]);
    expect(posts[0]?.postDataJSON()).toEqual({ changes: [], deletes: [assignment.managers, assignment.configEditors] });
  });

  test('demoting yourself is refused with its message; the page stays with the edit', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/links/batch`, 'code=400, example=BadRequest_CannotDemoteSelf');
    await openEditLink(page, link.oliver);
    const admin = orgAdminCheckbox(page);
    await expect(admin).toBeChecked();
    await admin.uncheck();
    await linkSaveButton(page).click();
    await expect(page.getByRole('alert')).toContainText(
      'You cannot remove yourself as an administrator of this organisation.',
    );
    await expect(page).toHaveURL(`${org}/links/edit/${link.oliver}`);
    await expect(admin).not.toBeChecked();
  });

  test('any other save failure shows the link screen message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/links/${link.uma}/RootNodes/batch`, 'code=500');
    await openEditLink(page, link.uma);
    await restrictOutletTo(page, 'Quayside Fish Bar');
    await linkSaveButton(page).click();
    await expect(page.getByRole('alert')).toContainText('There was a problem saving changes. Please try again later.');
    await expect(page).toHaveURL(`${org}/links/edit/${link.uma}`);
  });

  test('after a partly failed save, trying again sends only what is still missing', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/links/${link.uma}/assignments/batch`, 'code=500');
    await openEditLink(page, link.uma);
    await orgAdminCheckbox(page).check();
    await permissionGroupsBox(page).getByRole('checkbox', { name: 'Config Editors' }).uncheck();
    await linkSaveButton(page).click();
    await expect(page.getByRole('alert')).toContainText('There was a problem saving changes. Please try again later.');
    // The server is fine again: answer the assignments batch normally.
    await answerAsUsual(page, `${api}/links/${link.uma}/assignments/batch`);
    const posts = recordPosts(page);
    await linkSaveButton(page).click();
    await expect(page).toHaveURL(`${org}/links`);
    expect(posts.map(pathOf)).toEqual([`${api}/links/${link.uma}/assignments/batch`]);
  });

  test('Delete asks, sends the link id and returns; unlinking yourself is refused with its message', async ({
    page,
    forceAnswer,
  }) => {
    await openEditLink(page, link.uma);
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', `${api}/links/batch`);
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [link.uma] });
    await expect(page).toHaveURL(`${org}/links`);

    await forceAnswer('POST', `${api}/links/batch`, 'code=400, example=BadRequest_CannotUnlinkSelfFromOrganisation');
    await openEditLink(page, link.oliver);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText('You cannot unlink yourself from this organisation.');
    await expect(page).toHaveURL(`${org}/links/edit/${link.oliver}`);
  });

  test('a delete failing otherwise shows the link screen message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/links/batch`, 'code=500');
    await openEditLink(page, link.uma);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'There was a problem deleting this record. Please try again later.',
    );
  });

  test('a link that cannot be loaded shows the SPEC message', async ({ page, forceAnswer }) => {
    await openEditLink(page, '50000000-0000-4000-8000-0000000000ff');
    await expect(page.getByRole('alert')).toContainText(
      'There was an error loading this organisation link. Please try refreshing your browser.',
    );
    await forceAnswer('GET', `${api}/links/${link.uma}/RootNodes`, 'code=500');
    await openEditLink(page, link.uma);
    await expect(page.getByRole('alert')).toContainText(
      'There was an error loading this organisation link. Please try refreshing your browser.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('failed permission groups and outlets show their messages; the rest still works', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', `${api}/permissiongroups`, 'code=500');
    await forceAnswer('GET', `${api}/outlets/nodes`, 'code=500');
    await openEditLink(page, link.uma);
    await expect(permissionGroupsBox(page)).toContainText(GROUPS_FAILED);
    await expect(outletRestrictions(page)).toContainText(OUTLETS_FAILED);
    // The restrictions stay listed and can still be removed.
    await outletRestrictions(page)
      .getByRole('button', { name: /Remove restriction/ })
      .first()
      .click();
    await expect(linkSaveButton(page)).toBeEnabled();
  });
});

test.describe('Add Access', { tag: ['@access', '@edit-page', '@form-fields', '@site-node-picker'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('starts as a user link that is not an administrator; Delete disabled; a target is required', async ({
    page,
  }) => {
    await openCreateLink(page);
    await expect(page.getByRole('heading', { name: 'Add Access' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'User' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Team' })).toBeEnabled();
    await expect(orgAdminCheckbox(page)).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(permissionGroupsBox(page).getByRole('checkbox', { name: 'Everyone' })).toBeDisabled();
    await expect(outletRestrictions(page).getByTestId('no-restriction')).toHaveText(
      'No restriction: access to every outlet.',
    );
    await orgAdminCheckbox(page).check();
    await expect(linkSaveButton(page)).toBeDisabled();
  });

  test('creates a user link, then its assignments (all-zero id) and restrictions under the new link id', async ({
    page,
  }) => {
    await openCreateLink(page);
    await chooseLinkUser(page, 'Sam Supervisor');
    await permissionGroupsBox(page).getByRole('checkbox', { name: 'Managers' }).check();
    await restrictOutletTo(page, 'Quayside Fish Bar');
    const posts = recordPosts(page);
    await linkSaveButton(page).click();
    await expect(page).toHaveURL(`${org}/links`);
    // The mock answers the link batch with Uma's link: its id is the new link's id.
    expect(posts.map(pathOf)).toEqual([
      `${api}/links/batch`,
      `${api}/links/${link.uma}/assignments/batch`,
      `${api}/links/${link.uma}/RootNodes/batch`,
    ]);
    expect(posts[0]?.postDataJSON()).toEqual({
      changes: [{ linkType: 1, isOrgAdmin: false, organisationID: orgId, teamUserID: samId }],
      deletes: [],
    });
    expect(posts[1]?.postDataJSON()).toEqual({
      changes: [
        {
          userPermissionGroupAssignmentID: ZERO_ID,
          organisationUserLinkID: link.uma,
          userPermissionGroupID: group.managers,
        },
      ],
      deletes: [],
    });
    expect(posts[2]?.postDataJSON()).toEqual({
      changes: [{ nodeID: node.quaysideFishBar, nodeType: 2, organisationUserLinkID: link.uma }],
      deletes: [],
    });
  });

  test('creates a team link for an administrator team; nothing else to send', async ({ page }) => {
    await openCreateLink(page);
    await chooseLinkTeam(page, 'Bar Staff');
    await orgAdminCheckbox(page).check();
    const posts = recordPosts(page);
    await linkSaveButton(page).click();
    await expect(page).toHaveURL(`${org}/links`);
    expect(posts.map(pathOf)).toEqual([`${api}/links/batch`]);
    expect(posts[0]?.postDataJSON()).toEqual({
      changes: [{ linkType: 2, isOrgAdmin: true, organisationID: orgId, teamUserID: barStaff }],
      deletes: [],
    });
  });

  test('an unknown user is refused with its message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/links/batch`, 'code=400, example=BadRequest_UserDoesNotExist');
    await openCreateLink(page);
    await chooseLinkUser(page, 'Sam Supervisor');
    await linkSaveButton(page).click();
    await expect(page.getByRole('alert')).toContainText('User does not exist.');
    await expect(page).toHaveURL(`${org}/links/create`);
  });
});

test.describe('Invite User', { tag: ['@access', '@form-fields', '@site-node-picker'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the fields; Send is disabled until the email is valid', async ({ page }) => {
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET') gets.push(pathOf(request));
    });
    const teamsLoad = waitForCall(page, 'GET', `${api}/team`);
    await openInvite(page);
    await teamsLoad;
    await expect(page.getByRole('heading', { name: 'Invite User' })).toBeVisible();
    const email = inviteEmailField(page);
    await expect(email).toHaveValue('');
    await expect(orgAdminCheckbox(page)).not.toBeChecked();
    await expect(permissionGroupsBox(page).getByRole('checkbox', { name: 'Everyone' })).toBeChecked();
    await expect(permissionGroupsBox(page).getByRole('checkbox', { name: 'Everyone' })).toBeDisabled();
    await expect(permissionGroupsBox(page).getByRole('checkbox', { name: 'Managers' })).not.toBeChecked();
    // The organisation's own teams (`team`), not those of the organisations above (`accessibleteams/values`).
    const teams = page.getByRole('group', { name: 'Teams' });
    await expect(teams.getByRole('checkbox')).toHaveCount(3);
    for (const team of ['Head Office Admins', 'Bar Staff', 'Kitchen Managers']) {
      await expect(teams.getByRole('checkbox', { name: team })).not.toBeChecked();
    }
    await expect(teams).not.toContainText('Harbour Fish Bar');
    expect(gets).not.toContain(`${api}/accessibleteams/values`);
    await expect(outletRestrictions(page).getByRole('treeitem', { name: 'Quayside Fish Bar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    for (const wrong of ['new.starter', 'new.starter@', 'new.starter@harbourfishbar', 'new.starter@harbourfishbar.']) {
      await email.fill(wrong);
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    }
    await email.fill('');
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('new.starter@harbourfishbar.example');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('Send posts the SPEC payload and opens Pending Invitations', async ({ page }) => {
    await openInvite(page);
    await inviteEmailField(page).fill('  new.starter@harbourfishbar.example ');
    await permissionGroupsBox(page).getByRole('checkbox', { name: 'Config Editors' }).check();
    await page.getByRole('group', { name: 'Teams' }).getByRole('checkbox', { name: 'Bar Staff' }).check();
    await restrictOutletTo(page, 'Quayside Fish Bar');
    expect((await sendInvitation(page)).postDataJSON()).toEqual({
      email: 'new.starter@harbourfishbar.example',
      isOrgAdmin: false,
      permissionGroupIDs: [group.configEditors],
      rootNodes: [{ nodeID: node.quaysideFishBar, nodeType: 2 }],
      teamMembershipIDs: [barStaff],
    });
    await expect(page).toHaveURL(`${org}/pendinginvites`);
  });

  test('an administrator invitation without groups, teams or restrictions', async ({ page }) => {
    await openInvite(page);
    await inviteEmailField(page).fill('area.manager@harbourfishbar.example');
    await orgAdminCheckbox(page).check();
    expect((await sendInvitation(page)).postDataJSON()).toEqual({
      email: 'area.manager@harbourfishbar.example',
      isOrgAdmin: true,
      permissionGroupIDs: [],
      rootNodes: [],
      teamMembershipIDs: [],
    });
  });

  const inviteErrors: Array<[string, string]> = [
    ['BadRequest_UserHasAlreadyJoined', 'User is already part of this organisation.'],
    [
      'BadRequest_InvitationEmailSendFailure',
      'Failed to send invite! The server is not able to send email invitations at this time.',
    ],
    ['BadRequest_InvitationHasInvalidParameters', 'Invitation is not valid.'],
    ['BadRequest_InvitationExpired', 'Invitation has expired.'],
  ];
  for (const [code, message] of inviteErrors) {
    test(`${code} is shown with its message and the form is kept`, async ({ page, forceAnswer }) => {
      await forceAnswer('POST', `${api}/sendinvite`, `code=400, example=${code}`);
      await openInvite(page);
      await inviteEmailField(page).fill('uma@harbourfishbar.example');
      await orgAdminCheckbox(page).check();
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page).toHaveURL(`${org}/invite`);
      await expect(inviteEmailField(page)).toHaveValue('uma@harbourfishbar.example');
      await expect(orgAdminCheckbox(page)).toBeChecked();
    });
  }

  test('Cancel returns to the Organisation Summary without asking when nothing was typed', async ({ page }) => {
    await openInvite(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(org);
  });

  test('failed lists show their messages', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/permissiongroups`, 'code=500');
    await forceAnswer('GET', `${api}/outlets/nodes`, 'code=500');
    await openInvite(page);
    await expect(permissionGroupsBox(page)).toContainText(GROUPS_FAILED);
    await expect(outletRestrictions(page)).toContainText(OUTLETS_FAILED);
    const retry = waitForCall(page, 'GET', `${api}/outlets/nodes`);
    await outletRestrictions(page).getByRole('button', { name: 'Retry' }).click();
    await retry;
  });
});

test.describe('Pending Invitations', { tag: ['@access', '@data-grid', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows Email, Expiry (UTC), Sender and Organisation Admin, read-only, delete only', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/invite`);
    await openPendingInvites(page);
    await load;
    for (const header of ['Email', 'Expiry (UTC)', 'Sender', 'Organisation Admin']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const starter = rowWithText(page, 'new.starter@harbourfishbar.example');
    // The header names the zone once; the cell does not repeat it.
    await expect(starter).toContainText('14/07/2025, 09:30');
    await expect(starter).not.toContainText('UTC');
    await expect(starter).toContainText('Oliver Owens');
    await expect(starter.getByRole('checkbox', { name: /^(Yes|No)$/ })).not.toBeChecked();
    await expect(
      rowWithText(page, 'area.manager@harbourfishbar.example').getByRole('checkbox', { name: /^(Yes|No)$/ }),
    ).toBeChecked();
    await expect(starter.getByRole('textbox')).toHaveCount(0);
    await expect(starter.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Invite User' })).toHaveAttribute('href', `${org}/invite`);
  });

  test('delete asks, then posts the invitation id at once', async ({ page }) => {
    await openPendingInvites(page);
    await rowWithText(page, 'new.starter@harbourfishbar.example').getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', `${api}/invite/batch`);
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: ['80000000-0000-4000-8000-000000000001'] });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('a failed delete shows "There was an error deleting this record."', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/invite/batch`, 'code=500');
    await openPendingInvites(page);
    await rowWithText(page, 'new.starter@harbourfishbar.example').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    await expect(errorDialog(page)).toContainText('There was an error deleting this record.');
  });

  test('a failed load shows the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/invite`, 'code=500');
    await openPendingInvites(page);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
  });
});

test(
  'an ordinary user is turned away from the access screens',
  { tag: ['@access', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('user');
    let called = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.toLowerCase().startsWith(api.toLowerCase())) called = true;
    });
    for (const path of [
      `${org}/links`,
      `${org}/links/create`,
      `${org}/links/edit/${link.uma}`,
      `${org}/invite`,
      `${org}/pendinginvites`,
    ]) {
      await open(page, path);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    }
    expect(called).toBe(false);
  },
);
