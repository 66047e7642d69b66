import type { Locator, Page } from '@playwright/test';
import { fillAcceptInvitation } from './areas/invitation-acceptance';
import { instancesOffline, noDeploymentServer } from './areas/servers';
import {
  test,
  expect,
  estate,
  invitationLink,
  records,
  resetLink,
  strongPassword,
  type Persona,
} from './support/fixtures';
import { rowWith, rowWithText, treeItem } from './support/grid';
import { pickDateTime, textbox } from './support/screen-steps';

/**
 * Double-submit sweep: every submit button (and every Delete that sends a call after its confirmation) is activated
 * twice while its call is held, by a double-click and by Enter pressed three times; exactly one request may go out
 * each time. The held call is then answered 500, so the page stays for the next check.
 */

const orgId = estate.harbourFishBarId;
const org = `/organisation/${orgId}`;
const api = `/api/organisation/${orgId}`;
const ids = records;
const invitation = invitationLink;
const reset = resetLink;
const password = strongPassword;

interface Entry {
  screen: string;
  url: string;
  persona: Persona;
  /** The path of the POST the button sends. */
  path: string;
  /** Set-up before the page opens (e.g. a mock example for a load). */
  before?: (page: Page) => Promise<void>;
  /** Steps after the page opened (selecting a tree row, opening a form). */
  open?: (page: Page) => Promise<void>;
  /** What makes the button sendable (a change); `refill` when the screen clears it on failure. */
  enter?: (page: Page) => Promise<void>;
  refill?: boolean;
  /** The submit button. */
  button: (page: Page) => Locator;
  /** The button asks first in this dialog; its confirm button sends. */
  confirm?: { dialog: string; button: string };
  /** A failure shows in this dialog, dismissed with this button (else on the page). */
  failureDialog?: { name: string; dismiss: string };
}

const button = (name: string) => (page: Page) => page.getByRole('main').getByRole('button', { name, exact: true });
const fill = (name: string, value: string) => async (page: Page) => textbox(page, name).fill(value);
const fillInRow = (row: string, column: string, value: string) => async (page: Page) => {
  // The first check renames the row; the second finds it by its new name.
  const rows = rowWith(page, row).or(rowWith(page, value));
  await textbox(rows.first(), column).fill(value);
};
const gridError = { name: 'Error', dismiss: 'OK' } as const;
const profileAsUser = async (page: Page) => {
  await page.route(
    (url) => url.pathname === '/api/user/profile',
    async (route) =>
      route.request().method() === 'GET'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=user' } })
        : route.fallback(),
  );
};
const region = (name: string) => (page: Page) => page.getByRole('region', { name });
/** An edit page's Delete (the first in the main area: a grid on the page has row actions of the same name). */
const editDelete = (page: Page) => button('Delete')(page).first();
const confirmDelete = { dialog: 'Delete', button: 'Delete' } as const;
/** The Delete entry of an edit page whose Delete sends `path` after its confirmation. */
const deleteEntry = (screen: string, url: string, persona: Persona, path: string): Entry => ({
  screen: `${screen}: Delete`,
  url,
  persona,
  path,
  button: editDelete,
  confirm: confirmDelete,
});

const entries: Entry[] = [
  // Administration (super user)
  {
    screen: 'Edit User: Save',
    url: `/admin/users/edit/${estate.umaId}`,
    persona: 'superUser',
    path: '/api/user/batch',
    enter: fill('Full Name', 'Uma U. Underwood'),
    button: button('Save'),
  },
  {
    screen: 'Edit User: Delete',
    url: `/admin/users/edit/${estate.umaId}`,
    persona: 'superUser',
    path: '/api/user/batch',
    button: button('Delete'),
    confirm: { dialog: 'Delete', button: 'Delete' },
  },
  {
    screen: 'Users grid: Save Changes',
    url: '/admin/users',
    persona: 'superUser',
    path: '/api/user/batch',
    enter: fillInRow('Alice', 'Full Name', 'Alice Twice'),
    button: button('Save Changes'),
    failureDialog: gridError,
  },
  {
    screen: 'Edit Client: Save',
    url: '/admin/clients/edit/pos-backoffice',
    persona: 'superUser',
    path: '/api/client/batch',
    enter: fill('Name', 'Back Office Twice'),
    button: button('Save'),
  },
  deleteEntry('Edit Client', '/admin/clients/edit/pos-backoffice', 'superUser', '/api/client/batch'),
  {
    screen: 'Clients grid: Save Changes',
    url: '/admin/clients',
    persona: 'superUser',
    path: '/api/client/batch',
    enter: fillInRow('Insights', 'Name', 'Insights 2'),
    button: button('Save Changes'),
    failureDialog: gridError,
  },
  {
    screen: 'Edit POS Core Instance: Save',
    url: `/admin/poscoreinstances/edit/${ids.euWest}`,
    persona: 'superUser',
    path: '/api/POSCoreInstance/batch',
    enter: fill('Name', 'POSCore EU North'),
    button: button('Save'),
  },
  deleteEntry(
    'Edit POS Core Instance',
    `/admin/poscoreinstances/edit/${ids.euWest}`,
    'superUser',
    '/api/POSCoreInstance/batch',
  ),
  {
    screen: 'POS Core Instances grid: Save Changes',
    url: '/admin/poscoreinstances',
    persona: 'superUser',
    path: '/api/POSCoreInstance/batch',
    before: instancesOffline,
    enter: fillInRow('POSCore EU West', 'Name', 'POSCore EU North'),
    button: button('Save Changes'),
    failureDialog: gridError,
  },
  {
    screen: 'Create Deployment Server: Save',
    url: '/admin/deploymentserver/create',
    persona: 'superUser',
    path: '/api/deploymentServerInstance/batch',
    before: noDeploymentServer,
    enter: fill('Name', 'Deployment Twice'),
    button: button('Save'),
  },
  {
    screen: 'Edit Deployment Server: Save',
    url: `/admin/deploymentserver/edit/${ids.deployment}`,
    persona: 'superUser',
    path: '/api/deploymentServerInstance/batch',
    enter: fill('Name', 'Deployment Twice'),
    button: button('Save'),
  },
  deleteEntry(
    'Edit Deployment Server',
    `/admin/deploymentserver/edit/${ids.deployment}`,
    'superUser',
    '/api/deploymentServerInstance/batch',
  ),
  {
    screen: 'Edit Integration Server Instance: Save',
    url: `/admin/integrationserver/edit/${ids.remoteOrders}`,
    persona: 'superUser',
    path: '/api/integrationServerInstance/batch',
    enter: fill('Name', 'Harbour Orders'),
    button: button('Save'),
  },
  deleteEntry(
    'Edit Integration Server Instance',
    `/admin/integrationserver/edit/${ids.remoteOrders}`,
    'superUser',
    '/api/integrationServerInstance/batch',
  ),
  {
    screen: 'Integration Server Instances grid: Save Changes',
    url: '/admin/integrationserver',
    persona: 'superUser',
    path: '/api/integrationServerInstance/batch',
    enter: fillInRow('Harbour Remote Orders', 'Name', 'Harbour Orders'),
    button: button('Save Changes'),
    failureDialog: gridError,
  },
  {
    screen: 'Organisations, creating an organisation: Save',
    url: '/admin/organisations',
    persona: 'superUser',
    path: '/api/organisation/batch',
    open: async (page) => {
      await expect(page.getByRole('treeitem').first()).toBeVisible();
      await page.getByRole('button', { name: 'Create new organisation' }).click();
    },
    enter: async (page) => {
      await textbox(page, 'Organisation Code').fill('TWICE');
      await textbox(page, 'Name').fill('Twice Organisation');
    },
    button: button('Save'),
  },
  // Organisation administration
  {
    screen: 'Edit Organisation Profile: Save',
    url: `${org}/profile`,
    persona: 'orgAdmin',
    path: `${api}/profile`,
    enter: fill('Name', 'Harbour Fish Bar Twice'),
    button: button('Save'),
  },
  {
    screen: 'Teams grid: Save Changes',
    url: `${org}/teams`,
    persona: 'orgAdmin',
    path: `${api}/team/batch`,
    enter: fillInRow('Bar Staff', 'Name', 'Bar Team'),
    button: button('Save Changes'),
    failureDialog: gridError,
  },
  {
    screen: 'Edit Team: Save',
    url: `${org}/teams/edit/${ids.kitchenManagers}`,
    persona: 'orgAdmin',
    path: `${api}/team/batch`,
    enter: fill('Name', 'Kitchen Team'),
    button: button('Save'),
  },
  deleteEntry('Edit Team', `${org}/teams/edit/${ids.kitchenManagers}`, 'orgAdmin', `${api}/team/batch`),
  {
    screen: 'Edit Team > Members grid: Save Changes',
    url: `${org}/teams/edit/${ids.kitchenManagers}`,
    persona: 'orgAdmin',
    path: `${api}/team/${ids.kitchenManagers}/members/batch`,
    before: async (page) => {
      await page.route(
        (url) => url.pathname === `${api}/team/${ids.kitchenManagers}/members`,
        async (route) =>
          route.request().method() === 'GET'
            ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=kitchenManagers' } })
            : route.fallback(),
      );
    },
    enter: async (page) => {
      await region('Members')(page).getByRole('combobox', { name: 'Add member', exact: true }).click();
      await page.getByRole('option', { name: 'Sam Supervisor' }).click();
    },
    button: (page) => region('Members')(page).getByRole('button', { name: 'Save Changes' }),
    failureDialog: gridError,
  },
  {
    screen: 'Permission Groups grid: Save Changes',
    url: `${org}/permissiongroups`,
    persona: 'orgAdmin',
    path: `${api}/userpermissiongroup/batch`,
    enter: fillInRow('Managers', 'Name', 'Leads'),
    button: button('Save Changes'),
    failureDialog: gridError,
  },
  {
    screen: 'Edit Permission Group: Save',
    url: `${org}/permissiongroups/edit/${ids.managersGroup}`,
    persona: 'orgAdmin',
    path: `${api}/userpermissiongroup/batch`,
    enter: fill('Name', 'Leads'),
    button: button('Save'),
  },
  deleteEntry(
    'Edit Permission Group',
    `${org}/permissiongroups/edit/${ids.managersGroup}`,
    'orgAdmin',
    `${api}/userpermissiongroup/batch`,
  ),
  {
    screen: 'Service Accounts grid: Save Changes',
    url: `${org}/serviceaccounts`,
    persona: 'orgAdmin',
    path: `${api}/serviceaccounts/batch`,
    enter: fillInRow('Quayside POS Server', 'Name', 'Quayside Server'),
    button: button('Save Changes'),
    failureDialog: gridError,
  },
  {
    screen: 'Edit Service Account: Save',
    url: `${org}/serviceaccounts/edit/${ids.quaysideAccount}`,
    persona: 'orgAdmin',
    path: `${api}/serviceaccounts/batch`,
    enter: fill('Name', 'Quayside Server'),
    button: button('Save'),
  },
  deleteEntry(
    'Edit Service Account',
    `${org}/serviceaccounts/edit/${ids.quaysideAccount}`,
    'orgAdmin',
    `${api}/serviceaccounts/batch`,
  ),
  {
    screen: 'Edit Service Account: Reset service account password',
    url: `${org}/serviceaccounts/edit/${ids.quaysideAccount}`,
    persona: 'orgAdmin',
    path: `${api}/serviceaccounts/${ids.quaysideAccount}/resetpassword`,
    button: button('Reset service account password'),
    confirm: { dialog: 'Reset service account password', button: 'Reset password' },
  },
  {
    screen: 'Edit Access: Save',
    url: `${org}/links/edit/${ids.umaLink}`,
    persona: 'orgAdmin',
    path: `${api}/links/batch`,
    enter: async (page) => page.getByRole('checkbox', { name: 'Organisation Administrator' }).check(),
    button: button('Save'),
  },
  deleteEntry('Edit Access', `${org}/links/edit/${ids.umaLink}`, 'orgAdmin', `${api}/links/batch`),
  {
    screen: 'Pending Invitations: Delete',
    url: `${org}/pendinginvites`,
    persona: 'orgAdmin',
    path: `${api}/invite/batch`,
    // The grid is read-only but for Delete: confirming the row's Delete sends the batch at once.
    button: (page) => rowWithText(page, invitation.email).getByRole('button', { name: 'Delete', exact: true }),
    confirm: { dialog: 'Delete Row', button: 'Delete' },
    failureDialog: gridError,
  },
  {
    screen: 'Invite User: Send',
    url: `${org}/invite`,
    persona: 'orgAdmin',
    path: `${api}/sendinvite`,
    enter: fill('Email', invitation.email),
    button: button('Send'),
  },
  {
    screen: 'Initialise Organisation: Initialise',
    url: `${org}/initialise`,
    persona: 'orgAdmin',
    path: `${api}/initialise`,
    enter: fill('Currency Code', 'GBP'),
    button: button('Initialise'),
  },
  {
    screen: 'Version Authorisation: Authorise',
    url: `${org}/authorisations`,
    persona: 'orgAdmin',
    path: new RegExp(`^${api}/packageauthorisations/[^/]+/batch$`).source,
    open: async (page) => treeItem(page, '5.0.0.7').first().click(),
    enter: async (page) => {
      await region('Update authorised version')(page)
        .getByRole('combobox', { name: 'Organisation', exact: true })
        .click();
      await page.getByRole('option', { name: 'All', exact: true }).click();
    },
    button: (page) => region('Update authorised version')(page).getByRole('button', { name: 'Authorise' }),
    failureDialog: { name: 'Failure', dismiss: 'OK' },
  },
  {
    screen: 'Install Versions > auto accept settings: Save',
    url: `${org}/acceptances`,
    persona: 'orgAdmin',
    path: new RegExp(`^${api}/appsettings/[^/]+$`).source,
    open: async (page) => treeItem(page, 'POS Terminal').click(),
    enter: async (page) => {
      const settings = region('Auto accept settings')(page);
      if (!(await settings.getByRole('switch', { name: 'Auto accept new versions' }).isChecked()))
        await settings.getByRole('switch', { name: 'Auto accept new versions' }).click();
    },
    button: (page) => region('Auto accept settings')(page).getByRole('button', { name: 'Save' }),
  },
  {
    screen: 'Install Versions > a version: Accept',
    url: `${org}/acceptances`,
    persona: 'orgAdmin',
    path: new RegExp(`^${api}/acceptances/[^/]+/add$`).source,
    open: async (page) => treeItem(page, '1.0.5.3').click(),
    button: (page) => region('Package acceptance')(page).getByRole('button', { name: 'Accept' }),
    confirm: { dialog: 'Accept version', button: 'Accept' },
  },
  {
    screen: 'Install Versions > an acceptance: Save',
    url: `${org}/acceptances`,
    persona: 'orgAdmin',
    path: new RegExp(`^${api}/acceptances/[^/]+/update$`).source,
    open: async (page) => {
      await treeItem(page, '5.2.0.100').getByRole('button', { name: 'Expand', includeHidden: true }).click();
      await treeItem(page, 'Bar Till').click();
    },
    enter: async (page) =>
      pickDateTime(
        region('Acceptance')(page).getByRole('button', { name: 'Not before date and time', exact: true }),
        '2026-12-18',
        '06:00',
      ),
    button: (page) => region('Acceptance')(page).getByRole('button', { name: 'Save' }),
  },
  // Signed-in users
  {
    screen: 'Edit My Profile: Save',
    url: '/profile',
    persona: 'user',
    path: '/api/user/profile',
    before: profileAsUser,
    enter: fill('Full Name', 'Uma U. Underwood'),
    button: button('Save'),
  },
  {
    screen: 'Change Password: Change',
    url: '/changeprofilepassword',
    persona: 'user',
    path: '/api/user/batch/changepassword',
    enter: async (page) => {
      await textbox(page, 'Old Password').fill('Harbour-Lights-2023');
      await textbox(page, 'New Password').fill(password);
      await textbox(page, 'Confirm Password').fill(password);
    },
    refill: true,
    button: button('Change'),
  },
  // Anonymous flows
  {
    screen: 'Password Reset Request: Send',
    url: '/resetpassword',
    persona: 'loggedOut',
    path: '/passwordreset/send',
    enter: fill('Email', reset.email),
    button: button('Send'),
  },
  {
    screen: 'Confirm Reset: Accept',
    url: `/resetpassword/confirm/${reset.token}/${encodeURIComponent(reset.email)}`,
    persona: 'loggedOut',
    path: '/passwordreset/confirm',
    enter: async (page) => {
      await textbox(page, 'New Password').fill(password);
      await textbox(page, 'Confirm Password').fill(password);
    },
    refill: true,
    button: button('Accept'),
  },
  {
    screen: 'Accept Invitation: Accept',
    url: `/invitations/accept/${invitation.token}/${encodeURIComponent(invitation.email)}`,
    persona: 'loggedOut',
    path: '/invitations/accept',
    enter: fillAcceptInvitation,
    refill: true,
    button: button('Accept'),
  },
];

/**
 * Holds every POST to `path` (a pathname, or a RegExp source for `^...$` paths) until the current round is
 * released, then answers it 500. `round()` arms a new round: `arrived` resolves when its first call comes.
 */
async function holdPosts(page: Page, path: string) {
  const pattern = path.startsWith('^') ? new RegExp(path, 'i') : null;
  const matches = (pathname: string) =>
    pattern ? pattern.test(pathname) : pathname.toLowerCase() === path.toLowerCase();
  let count = 0;
  let arrive: () => void = () => undefined;
  let arrived = Promise.resolve();
  let release: () => void = () => undefined;
  let released = Promise.resolve();
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      count += 1;
      arrive();
      await released;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Held, then failed by the double-submit sweep"}',
      });
    },
  );
  return {
    count: () => count,
    round: () => {
      arrived = new Promise<void>((resolve) => (arrive = resolve));
      released = new Promise<void>((resolve) => (release = resolve));
      return { arrived: () => arrived, release: () => release() };
    },
  };
}

test.describe.configure({ timeout: 60_000 });

for (const entry of entries) {
  // In the persona's loaded console (`sweepConsole`, e2e/support/fixtures.ts): the screen opened through the router with an
  // empty query cache; every request still goes to the mock, validated.
  test(
    `${entry.screen}: a double-click and a repeated Enter each send one request`,
    { tag: ['@edit-page'] },
    async ({ sweepConsole }) => {
      const page = await sweepConsole.open(entry.persona);
      await entry.before?.(page);
      const posts = await holdPosts(page, entry.path);
      await sweepConsole.visit(page, entry.url);
      await entry.open?.(page);
      await entry.enter?.(page);
      const submit = entry.button(page);
      const dialog = entry.confirm ? page.getByRole('dialog', { name: entry.confirm.dialog }) : null;

      /** Activates (both activations happen while the call is held), then answers 500 and waits for the page. */
      const check = async (activate: () => Promise<void>, expected: number) => {
        const round = posts.round();
        await activate();
        await round.arrived();
        round.release();
        if (entry.failureDialog) {
          const failure = page.getByRole('dialog', { name: entry.failureDialog.name });
          await failure.getByRole('button', { name: entry.failureDialog.dismiss }).click();
          await expect(failure).toHaveCount(0);
        } else {
          await expect(page.getByRole('alert').first()).toBeVisible();
        }
        await expect(submit).not.toHaveAttribute('data-loading');
        expect(posts.count(), `requests after ${expected === 1 ? 'the double-click' : 'the repeated Enter'}`).toBe(
          expected,
        );
      };

      await check(async () => {
        if (dialog && entry.confirm) {
          await submit.click();
          await expect(dialog).toHaveCount(1);
          await dialog.getByRole('button', { name: entry.confirm.button }).dblclick();
        } else {
          await submit.dblclick();
        }
      }, 1);

      if (entry.refill) await entry.enter?.(page);
      await check(async () => {
        if (dialog && entry.confirm) {
          await submit.click();
          await expect(dialog).toHaveCount(1);
          await dialog.getByRole('button', { name: entry.confirm.button }).focus();
        } else {
          await expect(submit).toBeEnabled();
          await submit.focus();
        }
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
      }, 2);
    },
  );
}
