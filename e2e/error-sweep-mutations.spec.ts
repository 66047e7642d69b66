import type { Locator, Page, Request } from '@playwright/test';
import { fillAcceptInvitation } from './areas/invitation-acceptance';
import { instancesOffline, noDeploymentServer } from './areas/servers';
import {
  CONFLICT_MODE,
  FAILURE_MODES,
  contractOperations,
  declaresConflict,
  declaresStatus,
  forceOperation,
  spec8,
  wording,
  type CodedError,
  type Failure,
  type FailureMode,
} from './support/error-sweep-helpers';
import {
  test,
  expect,
  estate,
  invitationLink,
  records,
  resetLink,
  strongPassword,
  waitForCall,
  type Persona,
} from './support/fixtures';
import { errorDialog, region } from './support/form';
import { rowWith, rowWithText, treeItem } from './support/grid';
import { pickDateTime, textbox } from './support/screen-steps';

/**
 * Error sweep of mutations: every non-GET operation a screen sends fails as a coded 400, a 404, a 500 and a network
 * failure, and a save whose contract declares the 409 of a stale save is refused with it too; each time the message
 * shows (SPEC 8's, or the stale save's own) and what was typed stays, then the same action succeeds. A new non-GET
 * operation of the contract fails the coverage check until it is swept here or excluded with a reason.
 */

// Five sends per test (four failures and the success) on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const orgId = estate.harbourFishBarId;
const org = `/organisation/${orgId}`;
const api = `/api/organisation/${orgId}`;
const ids = records;
const invitation = invitationLink;
const reset = resetLink;
const password = strongPassword;
/** The contract's example of an email change link (Uma's new address). */
const emailChange = { token: 'M4ilCh4ngeT0kenX', email: 'uma.underwood@harbourfishbar.example' } as const;

/** SPEC 8's texts of the screens (the test's own copy, so a wrong text in the product is caught). */
const texts = {
  recordUpdate: 'There was an error updating the record.',
  gridCommit:
    'There was an error committing these changes. Please try again later or consider refreshing your browser.',
  linkSave: 'There was a problem saving changes. Please try again later.',
  deleteRecord: 'There was an error deleting this record.',
  serviceAccountSave: 'There was an error saving this service account. Please try again later.',
  serviceAccountDelete: 'There was an error deleting this service account. Please try again later.',
  permissionGroupSave: 'There was a problem saving changes. Please try again later.',
  linkDelete: 'There was a problem deleting this record. Please try again later.',
  resetPassword: 'There was a problem resetting the password for this service account. Please try again later.',
  initialise: 'There was an error initialising this instance. Please try again later.',
  authorisation: 'Unable to change authorised versions at this time. Please try again later.',
  acceptance: 'Unable to save acceptance',
} as const;

/** What Prism answers for `code=404` without a named example: the first example of the shared NotFound answer. */
const DEFAULT_404 = spec8.NotFound_InvitationExpiredOrMissing;

interface SweepEntry {
  /** The operation of the contract: method and path template. */
  method: 'POST';
  path: string;
  /** The screen that sends it, the URL to open and as whom. */
  screen: string;
  url: string;
  persona: Persona;
  /** The coded 400 to force (a named example of the operation's 400 answer) and SPEC 8's text for it. */
  code400: CodedError;
  /** The coded 404 to force; default DEFAULT_404. */
  code404?: CodedError;
  /** Prefer header of the normal answer when the mock's first example is not the success case. */
  passPrefer?: string;
  /** Set-up before opening the page (e.g. a mock example for a list). */
  before?: (page: Page) => Promise<void>;
  /** Steps after opening the page, before typing (e.g. selecting a tree row). */
  open?: (page: Page) => Promise<void>;
  /** What the user enters (a typed value in a named field, a choice), and the check that it is still there. */
  input?: { what: string; enter: (page: Page) => Promise<void>; kept: (page: Page) => Promise<void> };
  /** SPEC states the form is cleared on failure: then that is checked, and the input entered again each time. */
  clearedOnFailure?: { spec: string; cleared: (page: Page) => Promise<void> };
  /** What to click to send the call. */
  send: { what: string; run: (page: Page) => Promise<void> };
  /** The call is sent when the page opens (a validation link): each attempt opens the URL again. */
  sentOnOpen?: boolean;
  /** Where the failure shows: an alert on the page, or a dialog dismissed with a button. */
  shows: { in: 'alert' } | { in: 'dialog'; name: string; dismiss: string };
  /** SPEC 8's message for a failure. */
  message: (failure: Failure) => string;
  /** SPEC's success outcome; `send` sends the call again. */
  success: { what: string; run: (page: Page, send: () => Promise<void>) => Promise<void> };
  /** What a stale save or delete (the 409) shows, when not the stale save's message where `shows` says. */
  stale?: { shows: SweepEntry['shows']; message: string };
  /** The body of the 409, when the mock's (which names a user) will not do. */
  conflict?: (request: Request) => unknown;
}

const click = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};

/** Fills a text field, and checks later that it still holds the value. */
function typed(
  name: string,
  value: string,
  scope: (page: Page) => Page | Locator = (page) => page,
): NonNullable<SweepEntry['input']> {
  return {
    what: `${name} = "${value}"`,
    enter: async (page) => textbox(scope(page), name).fill(value),
    kept: async (page) => expect(textbox(scope(page), name)).toHaveValue(value),
  };
}

/** The grid success outcome: the batch is saved, nothing is left pending and no error shows. */
const gridSaved: SweepEntry['success'] = {
  what: 'nothing left to save (Save Changes gone), no Error dialog',
  run: async (page, send) => {
    await send();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(errorDialog(page)).toHaveCount(0);
  },
};
const gridError = { in: 'dialog', name: 'Error', dismiss: 'OK' } as const;
const goesTo = (url: string): SweepEntry['success'] => ({
  what: `goes on to ${url}`,
  run: async (page, send) => {
    await send();
    await expect(page).toHaveURL(url);
  },
});

/** Presses the confirm button of a confirmation dialog and waits for the dialog to close. */
async function confirmIn(page: Page, dialog: string, button: string) {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toHaveCount(0);
}

/** The edit pages' Delete: the button, then Delete in the "Delete" confirmation. */
const deleteAndConfirm: SweepEntry['send'] = {
  what: 'Delete, then Delete in the "Delete" confirmation',
  run: async (page) => {
    await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmIn(page, 'Delete', 'Delete');
  },
};

/**
 * A delete refused because the record changed meanwhile (the mock's 409 names its current version): the edit page
 * asks whether to delete anyway; Cancel keeps the page.
 */
const deleteAnyway: NonNullable<SweepEntry['stale']> = {
  shows: { in: 'dialog', name: 'Record changed', dismiss: 'Cancel' },
  message: 'Someone else changed this record since you opened it. Delete it anyway?',
};

const linkOutlets = (page: Page) => page.getByRole('group', { name: 'Outlet restrictions' });
const statisticsMonth = `${new Date().getFullYear()}-01`;
let notBeforeDefault = '';

/** One entry per non-GET operation of the contract that a screen sends. */
const sweep: SweepEntry[] = [
  {
    method: 'POST',
    path: '/api/user/batch',
    screen: 'Admin > Users grid',
    url: '/admin/users',
    persona: 'superUser',
    code400: spec8.BadRequest_UserDoesNotExist,
    input: {
      what: 'Full Name of Alice = "Alice Sweep"',
      enter: async (page) => textbox(rowWith(page, 'Alice'), 'Full Name').fill('Alice Sweep'),
      kept: async (page) => expect(textbox(rowWith(page, 'Alice'), 'Full Name')).toHaveValue('Alice Sweep'),
    },
    send: { what: 'Save Changes', run: click('Save Changes') },
    shows: gridError,
    message: wording.asReceived,
    success: gridSaved,
  },
  {
    method: 'POST',
    path: '/api/client/batch',
    screen: 'Admin > Edit Client',
    url: '/admin/clients/edit/pos-backoffice',
    persona: 'superUser',
    code400: spec8.BadRequest,
    input: typed('Name', 'Back Office Sweep'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo('/admin/clients'),
  },
  {
    method: 'POST',
    path: '/api/POSCoreInstance/batch',
    screen: 'Admin > Edit POS Core Instance',
    url: `/admin/poscoreinstances/edit/${ids.euWest}`,
    persona: 'superUser',
    code400: spec8.InvalidPOSCoreInstance,
    input: typed('Name', 'POSCore EU North'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.recordMessage(texts.recordUpdate),
    success: goesTo('/admin/poscoreinstances'),
  },
  {
    method: 'POST',
    path: '/api/deploymentServerInstance/batch',
    screen: 'Admin > Create Deployment Server',
    url: '/admin/deploymentserver/create',
    persona: 'superUser',
    before: noDeploymentServer,
    code400: spec8.BadRequest_DeploymentServerExists,
    input: typed('Name', 'Deployment Sweep'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.recordMessage(texts.recordUpdate),
    success: goesTo('/admin'),
  },
  {
    method: 'POST',
    path: '/api/integrationServerInstance/batch',
    screen: 'Admin > Edit Integration Server Instance',
    url: `/admin/integrationserver/edit/${ids.remoteOrders}`,
    persona: 'superUser',
    code400: spec8.BadRequest,
    input: typed('Name', 'Harbour Orders'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.recordMessage(texts.recordUpdate),
    success: goesTo('/admin/integrationserver'),
  },
  {
    method: 'POST',
    path: '/api/organisation/batch',
    screen: 'Admin > Organisations, creating an organisation',
    url: '/admin/organisations',
    persona: 'superUser',
    code400: spec8.OrganisationCodeAlreadyInUse,
    open: async (page) => {
      await expect(page.getByRole('treeitem').first()).toBeVisible();
      await page.getByRole('button', { name: 'Create new organisation' }).click();
    },
    input: {
      what: 'Organisation Code = "SWP", Name = "Sweep Organisation"',
      enter: async (page) => {
        await textbox(page, 'Organisation Code').fill('SWP');
        await textbox(page, 'Name').fill('Sweep Organisation');
      },
      kept: async (page) => {
        await expect(textbox(page, 'Organisation Code')).toHaveValue('SWP');
        await expect(textbox(page, 'Name')).toHaveValue('Sweep Organisation');
      },
    },
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: {
      what: 'the saved organisation (the mock answers Bluebell Cafe) becomes selected, "saved" notice',
      run: async (page, send) => {
        await send();
        await expect(page.getByText(/^The organisation .+ was saved\.$/)).toBeVisible();
        await expect(page).not.toHaveURL(/org=new/);
      },
    },
  },
  {
    method: 'POST',
    path: '/api/auditlog/query',
    screen: 'Admin > Audit Logs, filtering by user',
    url: '/admin/auditlogs',
    persona: 'superUser',
    code400: spec8.BadRequest,
    open: async (page) => {
      await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first()).toBeVisible();
      await page.getByRole('button', { name: 'Filter User' }).click();
    },
    input: {
      what: 'User filter = "Oliver"',
      enter: async (page) => textbox(page.getByRole('dialog', { name: 'Filter User' }), 'User').fill('Oliver'),
      kept: async (page) => {
        await expect(page.getByLabel('User filtered')).toHaveText('Filtered');
        await expect(page).toHaveURL(/[?&]user=Oliver/);
      },
    },
    send: {
      what: 'Enter in the filter (first time), then Retry',
      run: async (page) => {
        // After a failure the screen offers Retry; the filter may still be fading out then (its box goes while
        // being pressed), so Retry is looked for first.
        const retry = page.getByRole('button', { name: 'Retry' });
        if (await retry.isVisible()) await retry.click();
        else await textbox(page.getByRole('dialog', { name: 'Filter User' }), 'User').press('Enter');
      },
    },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: {
      what: 'the filtered entries are listed',
      run: async (page, send) => {
        await send();
        await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first()).toContainText(
          'Oliver',
        );
        await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      },
    },
  },
  {
    method: 'POST',
    path: '/api/Statistics/monthlyAllPOSCores',
    screen: 'Admin > Statistics',
    url: '/admin/statistics',
    persona: 'superUser',
    code400: spec8.BadRequest,
    input: {
      what: `Month = ${statisticsMonth}`,
      enter: async (page) => {
        await page.getByRole('button', { name: 'Month', exact: true }).click();
        await page.getByRole('button', { name: 'Jan', exact: true }).click();
      },
      kept: async (page) =>
        expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveText(statisticsMonth),
    },
    send: { what: 'Search', run: click('Search') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: {
      what: 'the POS Core instances of the month are listed',
      run: async (page, send) => {
        await send();
        await expect(page.getByRole('treeitem').first()).toBeVisible();
      },
    },
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/profile',
    screen: 'Edit Organisation Profile',
    url: `${org}/profile`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: typed('Name', 'Harbour Fish Bar Sweep'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo(org),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/userpermissiongroup/batch',
    screen: 'User Permission Groups grid',
    url: `${org}/permissiongroups`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: {
      what: 'Name of Managers = "Leads"',
      enter: async (page) => textbox(rowWith(page, 'Managers'), 'Name').fill('Leads'),
      kept: async (page) => expect(rowWith(page, 'Leads')).toBeVisible(),
    },
    send: { what: 'Save Changes', run: click('Save Changes') },
    shows: gridError,
    message: wording.screenMessage(texts.gridCommit),
    success: gridSaved,
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/links/batch',
    screen: 'Edit Access (a user link made administrator)',
    url: `${org}/links/edit/${ids.umaLink}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest_CannotDemoteSelf,
    input: {
      what: 'Organisation Administrator checked',
      enter: async (page) => page.getByRole('checkbox', { name: 'Organisation Administrator' }).check(),
      kept: async (page) => expect(page.getByRole('checkbox', { name: 'Organisation Administrator' })).toBeChecked(),
    },
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.serverWordElse(texts.linkSave),
    success: goesTo(`${org}/links`),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/links/{id}/assignments/batch',
    screen: 'Edit Access (a permission group removed)',
    url: `${org}/links/edit/${ids.umaLink}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: {
      what: 'Config Editors unchecked',
      enter: async (page) =>
        page
          .getByRole('group', { name: 'Permission groups' })
          .getByRole('checkbox', { name: 'Config Editors' })
          .uncheck(),
      kept: async (page) =>
        expect(
          page.getByRole('group', { name: 'Permission groups' }).getByRole('checkbox', { name: 'Config Editors' }),
        ).not.toBeChecked(),
    },
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.serverWordElse(texts.linkSave),
    success: goesTo(`${org}/links`),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/links/{id}/RootNodes/batch',
    screen: 'Edit Access (an outlet restriction added)',
    url: `${org}/links/edit/${ids.umaLink}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: {
      what: 'restricted to Quayside Fish Bar',
      enter: async (page) => linkOutlets(page).getByRole('button', { name: 'Restrict to Quayside Fish Bar' }).click(),
      kept: async (page) =>
        expect(linkOutlets(page).getByRole('button', { name: 'Remove restriction Quayside Fish Bar' })).toBeVisible(),
    },
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.serverWordElse(texts.linkSave),
    success: goesTo(`${org}/links`),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/team/batch',
    screen: 'Teams grid',
    url: `${org}/teams`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: {
      what: 'Name of Bar Staff = "Bar Team"',
      enter: async (page) => textbox(rowWith(page, 'Bar Staff'), 'Name').fill('Bar Team'),
      kept: async (page) => expect(rowWith(page, 'Bar Team')).toBeVisible(),
    },
    send: { what: 'Save Changes', run: click('Save Changes') },
    shows: gridError,
    message: wording.asReceived,
    success: gridSaved,
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/team/{id}/members/batch',
    screen: 'Edit Team > Members grid (a member added)',
    url: `${org}/teams/edit/${ids.kitchenManagers}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest_UserDoesNotExist,
    before: async (page) => {
      await page.route(
        (url) => url.pathname === `${api}/team/${ids.kitchenManagers}/members`,
        async (route) =>
          route.request().method() === 'GET'
            ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=kitchenManagers' } })
            : route.fallback(),
      );
    },
    input: {
      what: 'Add member = Sam Supervisor',
      enter: async (page) => {
        await region(page, 'Members').getByRole('combobox', { name: 'Add member', exact: true }).click();
        await page.getByRole('option', { name: 'Sam Supervisor' }).click();
      },
      kept: async (page) => {
        const added = region(page, 'Members').locator('tbody tr').first();
        await expect(added).toContainText('Sam Supervisor');
        await expect(added).toContainText('Unsaved');
      },
    },
    send: {
      what: 'Save Changes of the Members grid',
      run: async (page) => region(page, 'Members').getByRole('button', { name: 'Save Changes' }).click(),
    },
    shows: gridError,
    message: wording.asReceived,
    success: {
      what: 'nothing left to save in the Members grid, no Error dialog',
      run: async (page, send) => {
        await send();
        await expect(region(page, 'Members').getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
        await expect(errorDialog(page)).toHaveCount(0);
      },
    },
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/serviceaccounts/batch',
    screen: 'Edit Service Account',
    url: `${org}/serviceaccounts/edit/${ids.quaysideAccount}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: typed('Name', 'Quayside Server'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.screenMessage(texts.serviceAccountSave),
    success: goesTo(`${org}/serviceaccounts`),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/serviceaccounts/{id}/resetpassword',
    screen: 'Edit Service Account > Reset service account password',
    url: `${org}/serviceaccounts/edit/${ids.quaysideAccount}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: typed('Name', 'Quayside Server'),
    send: {
      what: 'Reset service account password, then Reset password in the confirmation',
      run: async (page) => {
        await page.getByRole('button', { name: 'Reset service account password' }).click();
        await confirmIn(page, 'Reset service account password', 'Reset password');
      },
    },
    shows: { in: 'alert' },
    message: wording.screenMessage(texts.resetPassword),
    success: {
      what: 'the one-time password dialog; the typed name is still unsaved',
      run: async (page, send) => {
        await send();
        const dialog = page.getByRole('dialog', { name: 'New service account password' });
        await expect(textbox(dialog, 'New password')).not.toHaveValue('');
        // On a starved machine a click during the dialog's opening transition can be lost: close until closed.
        await expect(async () => {
          if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 5_000 });
          await expect(dialog).toHaveCount(0, { timeout: 5_000 });
        }).toPass({ timeout: 30_000 });
        await expect(textbox(page, 'Name')).toHaveValue('Quayside Server');
        await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
      },
    },
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/invite/batch',
    screen: 'Pending Invitations grid (delete)',
    url: `${org}/pendinginvites`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    send: {
      what: 'Delete on the invitation row, then Delete in "Delete Row"',
      run: async (page) => {
        await rowWithText(page, invitation.email).getByRole('button', { name: 'Delete' }).click();
        await confirmIn(page, 'Delete Row', 'Delete');
      },
    },
    shows: gridError,
    message: wording.serverWordElse(texts.deleteRecord),
    success: {
      what: 'deleted: the list is refreshed, no Error dialog',
      run: async (page, send) => {
        const refreshed = waitForCall(page, 'GET', `${api}/invite`);
        await send();
        await refreshed;
        await expect(errorDialog(page)).toHaveCount(0);
      },
    },
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/sendinvite',
    screen: 'Invite User',
    url: `${org}/invite`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest_UserHasAlreadyJoined,
    input: typed('Email', invitation.email),
    send: { what: 'Send', run: click('Send') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo(`${org}/pendinginvites`),
  },
  {
    method: 'POST',
    path: '/api/user/batch/changepassword',
    screen: 'Change Password',
    url: '/changeprofilepassword',
    persona: 'user',
    code400: spec8.PasswordChange_OldPasswordIsIncorrect,
    input: {
      what: 'Old, New and Confirm Password',
      enter: async (page) => {
        await textbox(page, 'Old Password').fill('Harbour-Lights-2023');
        await textbox(page, 'New Password').fill(password);
        await textbox(page, 'Confirm Password').fill(password);
      },
      kept: async () => undefined,
    },
    clearedOnFailure: {
      spec: 'SPEC 4 "Password change": on error all three fields are cleared and the message shown',
      cleared: async (page) => {
        for (const label of ['Old Password', 'New Password', 'Confirm Password'])
          await expect(textbox(page, label)).toHaveValue('');
      },
    },
    send: { what: 'Change', run: click('Change') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo('/profile'),
  },
  {
    method: 'POST',
    path: '/api/user/profile',
    screen: 'Edit My Profile',
    url: '/profile',
    persona: 'user',
    code400: spec8.BadRequest,
    before: async (page) => {
      await page.route(
        (url) => url.pathname === '/api/user/profile',
        async (route) =>
          route.request().method() === 'GET'
            ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=user' } })
            : route.fallback(),
      );
    },
    input: typed('Full Name', 'Uma U. Underwood'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: {
      what: 'saved: the page stays with Done, "Your profile was saved."',
      run: async (page, send) => {
        await send();
        await expect(page.getByText('Your profile was saved.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
      },
    },
  },
  {
    method: 'POST',
    path: '/invitations/accept',
    screen: 'Accept Invitation',
    url: `/invitations/accept/${invitation.token}/${encodeURIComponent(invitation.email)}`,
    persona: 'loggedOut',
    code400: spec8.BadRequest_UserHasAlreadyJoined,
    code404: spec8.NotFound_InvitationExpiredOrMissing,
    input: {
      what: 'both agreements accepted, Display Name, Full Name, Password and Confirm Password',
      enter: fillAcceptInvitation,
      kept: async (page) => {
        await expect(page.getByRole('checkbox', { name: 'I accept the Privacy Policy (version 2)' })).toBeChecked();
        await expect(textbox(page, 'Display Name')).toHaveValue('NewStarter');
        await expect(textbox(page, 'Full Name')).toHaveValue('New Starter');
        await expect(textbox(page, 'Password')).toHaveValue(password);
        await expect(textbox(page, 'Confirm Password')).toHaveValue(password);
      },
    },
    send: { what: 'Accept', run: click('Accept') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo('/invitations/approved'),
  },
  {
    method: 'POST',
    path: '/invitations/validate',
    screen: 'Validate Invitation (sent when the link is opened)',
    url: `/invitations/validate/${invitation.token}/${encodeURIComponent(invitation.email)}`,
    persona: 'loggedOut',
    code400: spec8.BadRequest_InvitationHasInvalidParameters,
    code404: spec8.NotFound_InvitationExpiredOrMissing,
    send: { what: 'opening the link', run: async () => undefined },
    sentOnOpen: true,
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo(`/invitations/accept/${invitation.token}/${encodeURIComponent(invitation.email)}`),
  },
  {
    method: 'POST',
    path: '/api/user/profile/confirmemail',
    screen: 'Confirm Email (sent when the link is opened)',
    url: `/profile/confirmemail/${emailChange.token}/${encodeURIComponent(emailChange.email)}`,
    persona: 'user',
    code400: spec8.BadRequest_EmailAlreadyInUse,
    code404: spec8.NotFound_EmailChangeExpiredOrMissing,
    send: { what: 'opening the link', run: async () => undefined },
    sentOnOpen: true,
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: {
      what: 'the new address said, with the way to the profile',
      run: async (page, send) => {
        await send();
        await expect(page.getByText(`Your email address is now ${emailChange.email}.`)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
      },
    },
  },
  {
    method: 'POST',
    path: '/passwordreset/send',
    screen: 'Password Reset Request',
    url: '/resetpassword',
    persona: 'loggedOut',
    code400: spec8.ResetRequest_EmailSendFailure,
    code404: spec8.NotFound_PasswordResetExpiredOrMissing,
    input: typed('Email', reset.email),
    send: { what: 'Send', run: click('Send') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo('/resetpassword/requestsent'),
  },
  {
    method: 'POST',
    path: '/passwordreset/validate',
    screen: 'Password reset link (validated when opened)',
    url: `/resetpassword/validate/${reset.token}/${encodeURIComponent(reset.email)}`,
    persona: 'loggedOut',
    code400: spec8.ResetConfirm_Expired,
    code404: spec8.ResetConfirm_ExpiredOrMissing,
    send: { what: 'opening the link', run: async () => undefined },
    sentOnOpen: true,
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo(`/resetpassword/confirm/${reset.token}/${encodeURIComponent(reset.email)}`),
  },
  {
    method: 'POST',
    path: '/passwordreset/confirm',
    screen: 'Confirm Reset',
    url: `/resetpassword/confirm/${reset.token}/${encodeURIComponent(reset.email)}`,
    persona: 'loggedOut',
    code400: spec8.ResetConfirm_PasswordTooCommon,
    code404: spec8.ResetConfirm_ExpiredOrMissing,
    input: {
      what: 'New and Confirm Password',
      enter: async (page) => {
        await textbox(page, 'New Password').fill(password);
        await textbox(page, 'Confirm Password').fill(password);
      },
      kept: async (page) => {
        await expect(textbox(page, 'New Password')).toHaveValue(password);
        await expect(textbox(page, 'Confirm Password')).toHaveValue(password);
      },
    },
    send: { what: 'Accept', run: click('Accept') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo('/resetpassword/complete'),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/initialise',
    screen: 'Initialise Organisation',
    url: `${org}/initialise`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: typed('Currency Code', 'USD'),
    send: { what: 'Initialise', run: click('Initialise') },
    shows: { in: 'alert' },
    message: wording.always(texts.initialise),
    success: goesTo(org),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/packageauthorisations/{appId}/batch',
    screen: 'Version Authorisation (POS Terminal 5.0.0.7 for all organisations)',
    url: `${org}/authorisations`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    passPrefer: 'example=success',
    open: async (page) => treeItem(page, '5.0.0.7').first().click(),
    input: {
      what: 'Organisation = All',
      enter: async (page) => {
        await page
          .getByRole('region', { name: 'Update authorised version' })
          .getByRole('combobox', { name: 'Organisation', exact: true })
          .click();
        await page.getByRole('option', { name: 'All', exact: true }).click();
      },
      kept: async (page) => {
        const panel = page.getByRole('region', { name: 'Update authorised version' });
        await expect(panel.getByRole('combobox', { name: 'Version', exact: true })).toHaveValue('5.0.0.7');
        await expect(panel.getByRole('combobox', { name: 'Organisation', exact: true })).toHaveValue('All');
      },
    },
    send: {
      what: 'Authorise',
      run: async (page) =>
        page
          .getByRole('region', { name: 'Update authorised version' })
          .getByRole('button', { name: 'Authorise' })
          .click(),
    },
    shows: { in: 'dialog', name: 'Failure', dismiss: 'OK' },
    message: wording.always(texts.authorisation),
    success: {
      what: 'the Success dialog; OK reloads',
      run: async (page, send) => {
        await send();
        const dialog = page.getByRole('dialog', { name: 'Success' });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(dialog).toHaveCount(0);
      },
    },
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/appsettings/{appId}',
    screen: 'Install Versions > auto accept settings of POS Terminal',
    url: `${org}/acceptances`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    open: async (page) => treeItem(page, 'POS Terminal').click(),
    input: {
      what: 'Auto accept new versions switched on',
      enter: async (page) =>
        page
          .getByRole('region', { name: 'Auto accept settings' })
          .getByRole('switch', { name: 'Auto accept new versions' })
          .click(),
      kept: async (page) =>
        expect(
          page
            .getByRole('region', { name: 'Auto accept settings' })
            .getByRole('switch', { name: 'Auto accept new versions' }),
        ).toBeChecked(),
    },
    send: {
      what: 'Save',
      run: async (page) =>
        page.getByRole('region', { name: 'Auto accept settings' }).getByRole('button', { name: 'Save' }).click(),
    },
    shows: { in: 'alert' },
    message: wording.always(texts.acceptance),
    success: {
      what: '"The auto accept settings of POS Terminal were saved."',
      run: async (page, send) => {
        await send();
        await expect(page.getByText('The auto accept settings of POS Terminal were saved.')).toBeVisible();
      },
    },
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/acceptances/{appId}/add',
    screen: 'Install Versions > accept Install Service 1.0.5.3',
    url: `${org}/acceptances`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    open: async (page) => treeItem(page, '1.0.5.3').click(),
    input: {
      what: 'Not Before checked (its default time)',
      enter: async (page) => {
        const panel = page.getByRole('region', { name: 'Package acceptance' });
        await panel.getByRole('checkbox', { name: 'Not Before' }).check();
        const when = panel.getByRole('button', { name: 'Not before date and time', exact: true });
        await expect(when).not.toHaveText('');
        notBeforeDefault = await when.innerText();
      },
      kept: async (page) => {
        const panel = page.getByRole('region', { name: 'Package acceptance' });
        await expect(panel.getByRole('checkbox', { name: 'Not Before' })).toBeChecked();
        await expect(panel.getByRole('button', { name: 'Not before date and time', exact: true })).toHaveText(
          notBeforeDefault,
        );
      },
    },
    send: {
      what: 'Accept, then Accept in "Accept version"',
      run: async (page) => {
        await page.getByRole('region', { name: 'Package acceptance' }).getByRole('button', { name: 'Accept' }).click();
        await confirmIn(page, 'Accept version', 'Accept');
      },
    },
    shows: { in: 'alert' },
    message: wording.always(texts.acceptance),
    success: {
      what: '"Install Service 1.0.5.3 was accepted."',
      run: async (page, send) => {
        await send();
        await expect(page.getByText('Install Service 1.0.5.3 was accepted.')).toBeVisible();
      },
    },
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/acceptances/{appId}/update',
    screen: 'Install Versions > the acceptance of Bar Till',
    url: `${org}/acceptances`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    open: async (page) => {
      await treeItem(page, '5.2.0.100').getByRole('button', { name: 'Expand', includeHidden: true }).click();
      await treeItem(page, 'Bar Till').click();
    },
    input: {
      what: 'Not before date and time = 18/12/2026 06:00',
      enter: async (page) =>
        pickDateTime(
          page
            .getByRole('region', { name: 'Acceptance' })
            .getByRole('button', { name: 'Not before date and time', exact: true }),
          '2026-12-18',
          '06:00',
        ),
      kept: async (page) =>
        expect(
          page
            .getByRole('region', { name: 'Acceptance' })
            .getByRole('button', { name: 'Not before date and time', exact: true }),
        ).toHaveText('18/12/2026 06:00'),
    },
    send: {
      what: 'Save',
      run: async (page) =>
        page.getByRole('region', { name: 'Acceptance' }).getByRole('button', { name: 'Save' }).click(),
    },
    shows: { in: 'alert' },
    message: wording.always(texts.acceptance),
    success: {
      what: '"The acceptance was saved."',
      run: async (page, send) => {
        await send();
        await expect(page.getByText('The acceptance was saved.')).toBeVisible();
      },
    },
  },
];

/**
 * The same operations sent from their other screens (grids and edit pages word failures differently), and the
 * deletes of edit pages.
 */
const otherScreens: SweepEntry[] = [
  {
    method: 'POST',
    path: '/api/user/batch',
    screen: 'Admin > Edit User',
    url: `/admin/users/edit/${estate.umaId}`,
    persona: 'superUser',
    code400: spec8.BadRequest_UserDoesNotExist,
    input: typed('Full Name', 'Uma U. Underwood'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo('/admin/users'),
  },
  {
    method: 'POST',
    path: '/api/client/batch',
    screen: 'Admin > Clients grid',
    url: '/admin/clients',
    persona: 'superUser',
    code400: spec8.BadRequest,
    input: {
      what: 'Name of Insights = "Insights 2"',
      enter: async (page) => textbox(rowWith(page, 'Insights'), 'Name').fill('Insights 2'),
      kept: async (page) => expect(rowWith(page, 'Insights 2')).toBeVisible(),
    },
    send: { what: 'Save Changes', run: click('Save Changes') },
    shows: gridError,
    message: wording.asReceived,
    success: gridSaved,
  },
  {
    method: 'POST',
    path: '/api/POSCoreInstance/batch',
    screen: 'Admin > POS Core Instances grid',
    url: '/admin/poscoreinstances',
    persona: 'superUser',
    code400: spec8.InvalidPOSCoreInstance,
    before: instancesOffline,
    input: {
      what: 'Name of POSCore EU West = "POSCore EU North"',
      enter: async (page) => textbox(rowWith(page, 'POSCore EU West'), 'Name').fill('POSCore EU North'),
      kept: async (page) => expect(rowWith(page, 'POSCore EU North')).toBeVisible(),
    },
    send: { what: 'Save Changes', run: click('Save Changes') },
    shows: gridError,
    message: wording.recordMessage(texts.gridCommit),
    success: gridSaved,
  },
  {
    method: 'POST',
    path: '/api/integrationServerInstance/batch',
    screen: 'Admin > Integration Server Instances grid',
    url: '/admin/integrationserver',
    persona: 'superUser',
    code400: spec8.BadRequest,
    input: {
      what: 'Name of Harbour Remote Orders = "Harbour Orders"',
      enter: async (page) => textbox(rowWith(page, 'Harbour Remote Orders'), 'Name').fill('Harbour Orders'),
      kept: async (page) => expect(rowWith(page, 'Harbour Orders')).toBeVisible(),
    },
    send: { what: 'Save Changes', run: click('Save Changes') },
    shows: gridError,
    message: wording.recordMessage(texts.gridCommit),
    success: gridSaved,
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/serviceaccounts/batch',
    screen: 'Service Accounts grid',
    url: `${org}/serviceaccounts`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: {
      what: 'Name of Quayside POS Server = "Quayside Server"',
      enter: async (page) => textbox(rowWith(page, 'Quayside POS Server'), 'Name').fill('Quayside Server'),
      kept: async (page) => expect(rowWith(page, 'Quayside Server')).toBeVisible(),
    },
    send: { what: 'Save Changes', run: click('Save Changes') },
    shows: gridError,
    message: wording.screenMessage(texts.serviceAccountSave),
    success: gridSaved,
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/team/batch',
    screen: 'Edit Team',
    url: `${org}/teams/edit/${ids.kitchenManagers}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: typed('Name', 'Kitchen Team'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo(`${org}/teams`),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/userpermissiongroup/batch',
    screen: 'Edit Permission Group',
    url: `${org}/permissiongroups/edit/${ids.managersGroup}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: typed('Name', 'Leads'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.screenMessage(texts.permissionGroupSave),
    success: goesTo(`${org}/permissiongroups`),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/serviceaccounts/batch',
    screen: 'Edit Service Account > Delete',
    url: `${org}/serviceaccounts/edit/${ids.quaysideAccount}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    send: deleteAndConfirm,
    shows: { in: 'alert' },
    message: wording.screenMessage(texts.serviceAccountDelete),
    success: goesTo(`${org}/serviceaccounts`),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/links/batch',
    screen: 'Edit Access > Delete',
    url: `${org}/links/edit/${ids.umaLink}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest_CannotUnlinkSelfFromOrganisation,
    send: deleteAndConfirm,
    shows: { in: 'alert' },
    message: wording.serverWordElse(texts.linkDelete),
    success: goesTo(`${org}/links`),
  },
];

// Bar Staff of the mock estate, and Sam Supervisor's membership of it.
const barStaff = '30000000-0000-4000-8000-000000000002';
const sam = { userID: '20000000-0000-4000-8000-000000000005', link: 'f0000000-0000-4000-8000-000000000001' };
const samMember = (page: Page) => region(page, 'Members').locator('tbody tr').filter({ hasText: 'Sam Supervisor' });

/**
 * Saves and deletes of records that are swept above for every other failure, from another screen or as another
 * action: here only the 409 of a stale save is forced (then the action succeeds), as it is met differently from
 * each screen and for a delete ("Delete anyway?").
 */
const staleOnly: SweepEntry[] = [
  {
    method: 'POST',
    path: '/api/deploymentServerInstance/batch',
    screen: 'Admin > Edit Deployment Server',
    url: `/admin/deploymentserver/edit/${ids.deployment}`,
    persona: 'superUser',
    code400: spec8.BadRequest,
    input: typed('Name', 'Deployment Sweep'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.recordMessage(texts.recordUpdate),
    success: goesTo('/admin'),
  },
  {
    method: 'POST',
    path: '/api/organisation/batch',
    screen: 'Admin > Organisations, an organisation edited',
    url: `/admin/organisations?org=${orgId}`,
    persona: 'superUser',
    code400: spec8.OrganisationCodeAlreadyInUse,
    input: typed('Name', 'Harbour Fish Bar Sweep'),
    send: { what: 'Save', run: click('Save') },
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: {
      what: '"saved" notice',
      run: async (page, send) => {
        await send();
        await expect(page.getByText(/^The organisation .+ was saved\.$/)).toBeVisible();
      },
    },
  },
  {
    method: 'POST',
    path: '/api/client/batch',
    screen: 'Admin > Edit Client > Delete',
    url: '/admin/clients/edit/pos-backoffice',
    persona: 'superUser',
    code400: spec8.BadRequest,
    send: deleteAndConfirm,
    shows: { in: 'alert' },
    message: wording.asReceived,
    success: goesTo('/admin/clients'),
  },
  {
    method: 'POST',
    path: '/api/organisation/{orgId}/team/{id}/members/batch',
    screen: 'Edit Team > Members grid (a member removed)',
    url: `${org}/teams/edit/${barStaff}`,
    persona: 'orgAdmin',
    code400: spec8.BadRequest,
    input: {
      what: 'Sam Supervisor marked for removal',
      enter: async (page) => {
        await samMember(page).getByRole('button', { name: 'Delete' }).click();
        await confirmIn(page, 'Delete Row', 'Delete');
      },
      kept: async (page) => expect(samMember(page)).toContainText('Deleted'),
    },
    send: {
      what: 'Save Changes of the Members grid',
      run: async (page) => region(page, 'Members').getByRole('button', { name: 'Save Changes' }).click(),
    },
    shows: gridError,
    message: wording.asReceived,
    stale: {
      shows: { in: 'dialog', name: 'Changed by someone else', dismiss: 'Cancel' },
      message: 'Sam Supervisor was changed by someone else since you loaded it. Delete anyway?',
    },
    // The refusal names the member link removed, as it stands now.
    conflict: () => ({
      code: 'Conflict_RecordChanged',
      conflicts: [
        {
          id: sam.link,
          current: { teamUserLinkID: sam.link, teamID: barStaff, userID: sam.userID, version: '8' },
        },
      ],
    }),
    success: {
      what: 'nothing left to save in the Members grid, no Error dialog',
      run: async (page, send) => {
        await send();
        await expect(region(page, 'Members').getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
        await expect(errorDialog(page)).toHaveCount(0);
      },
    },
  },
];

/**
 * Non-GET operations of the contract that no screen sends, each with the reason. Empty today: every non-GET
 * operation is swept above. An operation added to the contract must be swept or listed here.
 */
const excluded: Record<string, string> = {};

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

test('every non-GET operation of the contract is swept or excluded with a reason', { tag: ['@shell'] }, () => {
  const nonGet = contractOperations()
    .filter((operation) => operation.method !== 'GET')
    .map((operation) => key(operation.method, operation.path));
  expect(nonGet.length).toBeGreaterThan(0);
  const swept = new Set([...sweep, ...otherScreens, ...staleOnly].map((entry) => key(entry.method, entry.path)));
  expect(
    nonGet.filter((operation) => !swept.has(operation) && !(operation in excluded)),
    'not swept, not excluded',
  ).toEqual([]);
  expect(
    [...swept, ...Object.keys(excluded)].filter((operation) => !nonGet.includes(operation)),
    'not in the contract',
  ).toEqual([]);
  expect(
    Object.keys(excluded).filter((operation) => swept.has(operation)),
    'both swept and excluded',
  ).toEqual([]);
});

/**
 * The failures forced on an entry's operation: those of FAILURE_MODES its contract declares (a network failure
 * always), and a stale save's 409 where declared; only the 409 for the entries of `staleOnly`.
 */
function modesOf(entry: SweepEntry): FailureMode[] {
  const operation = contractOperations().find(
    (candidate) => key(candidate.method, candidate.path) === key(entry.method, entry.path),
  );
  const conflict = operation !== undefined && declaresConflict(operation.operationId);
  if (staleOnly.includes(entry)) return conflict ? [CONFLICT_MODE] : [];
  const declared = FAILURE_MODES.filter(
    (mode) => mode === 'network' || (operation !== undefined && declaresStatus(operation.operationId, Number(mode))),
  );
  return conflict ? [...declared, CONFLICT_MODE] : declared;
}

test(
  'the saves of every edited record declare the 409 of a stale save, and are swept with it',
  { tag: ['@shell'] },
  () => {
    const conflicting = [...sweep, ...otherScreens].filter((entry) => modesOf(entry).includes(CONFLICT_MODE));
    // The stale-only entries are there for their 409.
    expect(staleOnly.filter((entry) => !modesOf(entry).includes(CONFLICT_MODE)).map((entry) => entry.screen)).toEqual(
      [],
    );
    expect([...new Set(conflicting.map((entry) => key(entry.method, entry.path)))].sort()).toEqual(
      [
        'POST /api/client/batch',
        'POST /api/deploymentServerInstance/batch',
        'POST /api/integrationServerInstance/batch',
        'POST /api/organisation/batch',
        'POST /api/organisation/{orgId}/appsettings/{appId}',
        'POST /api/organisation/{orgId}/links/batch',
        'POST /api/organisation/{orgId}/profile',
        'POST /api/organisation/{orgId}/serviceaccounts/batch',
        'POST /api/organisation/{orgId}/team/batch',
        'POST /api/organisation/{orgId}/team/{id}/members/batch',
        'POST /api/organisation/{orgId}/userpermissiongroup/batch',
        'POST /api/POSCoreInstance/batch',
        'POST /api/user/batch',
        'POST /api/user/profile',
      ].sort(),
    );
  },
);

for (const entry of [...sweep, ...otherScreens, ...staleOnly]) {
  const modes = modesOf(entry);
  test(
    `${entry.method} ${entry.path} from ${entry.screen}: ${modes.join(', ')}, then success`,
    { tag: ['@dialogs', '@edit-page', '@data-grid'] },
    async ({ sweepConsole }) => {
      const page = await sweepConsole.open(entry.persona);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await entry.before?.(page);
      const forced = await forceOperation(page, {
        method: entry.method,
        path: entry.path,
        code400: entry.code400,
        code404: entry.code404 ?? DEFAULT_404,
        ...(entry.passPrefer ? { passPrefer: entry.passPrefer } : {}),
        ...(entry.conflict ? { conflict: entry.conflict } : {}),
      });
      const sentOnOpen = entry.sentOnOpen === true;
      const send = async () => {
        if (sentOnOpen) await sweepConsole.visit(page, entry.url);
        else await entry.send.run(page);
      };

      if (!sentOnOpen) {
        await sweepConsole.visit(page, entry.url);
        await entry.open?.(page);
        await entry.input?.enter(page);
      }

      let previous: string | undefined;
      for (const mode of modes) {
        // A stale save says so in its own words on every screen: what to do next differs from any other failure. A
        // stale delete asks whether to delete anyway.
        const stale =
          mode === CONFLICT_MODE
            ? (entry.stale ?? (entry.send === deleteAndConfirm ? deleteAnyway : undefined))
            : undefined;
        const expected =
          stale?.message ??
          (mode === CONFLICT_MODE ? forced.failure(mode).detail : entry.message(forced.failure(mode)));
        const shows = stale?.shows ?? entry.shows;
        await test.step(`${mode}: "${expected}"`, async () => {
          forced.set(mode);
          if (entry.clearedOnFailure && mode !== modes[0]) await entry.input?.enter(page);
          const answered = forced.nextAnswer();
          await send();
          await answered;

          const shown =
            shows.in === 'alert'
              ? page.getByRole('alert').filter({ hasText: expected }).first()
              : page.getByRole('dialog', { name: shows.name }).filter({ hasText: expected });
          await expect(shown).toBeVisible();
          // Not the message of the previous failure still on show.
          if (previous !== undefined && !expected.includes(previous)) await expect(shown).not.toContainText(previous);
          if (shows.in === 'dialog') {
            await shown.getByRole('button', { name: shows.dismiss }).click();
            await expect(page.getByRole('dialog', { name: shows.name })).toHaveCount(0);
          }

          // Never a blank screen: the page's heading is still there.
          await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
          if (entry.clearedOnFailure) await entry.clearedOnFailure.cleared(page);
          else await entry.input?.kept(page);
        });
        previous = expected;
      }

      await test.step(`answered normally: ${entry.success.what}`, async () => {
        forced.set(null);
        if (entry.clearedOnFailure) await entry.input?.enter(page);
        await entry.success.run(page, send);
      });
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
  );
}
