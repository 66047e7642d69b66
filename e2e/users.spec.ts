import {
  displayNameField,
  emailField,
  fillUserForm,
  fullNameField,
  fullNameInRow,
  openEditUser,
  openUsers,
  saveUser,
  saveUserChanges,
} from './areas/users';
import { noCallTo } from './support/calls';
import { test, expect, estate, waitForCall } from './support/fixtures';
import { errorDialog, unsavedDialog } from './support/form';
import { rowWith } from './support/grid';
import { settled, trackRequests } from './support/settle';

test.describe('Admin > Users grid', { tag: ['@users', '@data-grid', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the users with the SPEC columns, and nothing to save yet', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/user');
    await openUsers(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    for (const header of ['Short Name', 'Full Name', 'Email', 'Locale', 'Default Currency']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(rowWith(page, 'Alice')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  test('a quick filter and a sort change the view only: no list is asked for again', async ({ page }) => {
    trackRequests(page);
    await openUsers(page);
    await expect(page.getByRole('textbox', { name: 'Short Name' }).first()).toBeEnabled();
    await settled(page);
    await noCallTo(page, 'GET', '/api/user', async () => {
      await page.getByRole('textbox', { name: 'Search' }).fill('ali');
      await expect(page).toHaveURL(/[?&]q=ali/);
      await page.getByRole('button', { name: 'Sort by Full Name ascending' }).click();
      await expect(page).toHaveURL(/[?&]order=fullName\.asc/);
      await settled(page);
    });
  });

  test('adds a user and sends exactly the new record, without an id', async ({ page }) => {
    await openUsers(page);
    await expect(rowWith(page, 'Alice')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    const newRow = page.locator('tbody tr').first();
    await expect(newRow).toContainText('New');
    await newRow.getByRole('textbox', { name: 'Short Name' }).fill('Zed');
    await fullNameField(newRow).fill('Zed Zimmerman');
    await expect(page.getByText('Unsaved')).toBeVisible();
    expect((await saveUserChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          shortName: 'Zed',
          fullName: 'Zed Zimmerman',
          email: '',
          locale: 'en-GB',
          defaultCurrencyCode: 'GBP',
          scopes: [],
        },
      ],
      deletes: [],
    });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('edits a cell in place and sends the full changed record', async ({ page }) => {
    await openUsers(page);
    const row = rowWith(page, 'Alice');
    await fullNameField(row).fill('Alice A. Administrator');
    await expect(row.getByText('Unsaved')).toBeVisible();
    const body = (await saveUserChanges(page)).postDataJSON();
    expect(body.deletes).toEqual([]);
    expect(body.changes).toEqual([
      expect.objectContaining({ userID: estate.aliceId, shortName: 'Alice', fullName: 'Alice A. Administrator' }),
    ]);
  });

  test('Cancel discards pending changes', async ({ page }) => {
    await openUsers(page);
    await fullNameInRow(page, 'Alice').fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(fullNameInRow(page, 'Alice')).toHaveValue('Alice Administrator');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('delete asks first; Cancel keeps the row, Delete marks it and Save sends the id', async ({ page }) => {
    await openUsers(page);
    await rowWith(page, 'Alice').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Row' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await rowWith(page, 'Alice').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await saveUserChanges(page)).postDataJSON()).toEqual({ changes: [], deletes: [estate.aliceId] });
  });

  test('a rejected batch shows the coded error in an Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/user/batch', 'code=400, example=BadRequest_UserDoesNotExist');
    await openUsers(page);
    await fullNameInRow(page, 'Alice').fill('Someone');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = errorDialog(page);
    await expect(dialog).toContainText('User does not exist.');
    const reload = waitForCall(page, 'GET', '/api/user');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  test('a failed load shows the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/user', 'code=500');
    await openUsers(page);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
    const reload = waitForCall(page, 'GET', '/api/user');
    await errorDialog(page).getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  test('a new row with an empty Short Name is not sent', async ({ page }) => {
    await openUsers(page);
    await expect(rowWith(page, 'Alice')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await fullNameField(page.locator('tbody tr').first()).fill('No Short Name');
    let sent = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/user/batch')) sent = true;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toContainText('Short Name is required');
    expect(sent).toBe(false);
  });

  test('the edit action goes to /admin/users/edit/{id}', async ({ page }) => {
    await openUsers(page);
    await rowWith(page, 'Alice').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/admin/users/edit/${estate.aliceId}`);
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  });
});

test.describe('Admin > Edit User', { tag: ['@users', '@edit-page', '@form-fields', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the fields; Done only until something changes', async ({ page }) => {
    const load = waitForCall(page, 'GET', `/api/user/${estate.umaId}`);
    await openEditUser(page, estate.umaId);
    await load;
    const userId = page.getByRole('textbox', { name: 'User ID' });
    await expect(userId).toHaveValue(estate.umaId);
    await expect(userId).toHaveAttribute('readonly', '');
    await expect(displayNameField(page)).toHaveValue('Uma');
    await expect(fullNameField(page)).toHaveValue('Uma Underwood');
    await expect(emailField(page)).toHaveValue('uma@harbourfishbar.example');
    await expect(page.getByRole('switch', { name: 'Server Administrator' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await displayNameField(page).fill('Ali');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
  });

  test('Save sends the patched record through the batch and returns to the list', async ({ page }) => {
    await openEditUser(page, estate.umaId);
    await displayNameField(page).fill('Ali');
    await page.locator('label', { hasText: 'Server Administrator' }).click();
    await expect(page.getByRole('switch', { name: 'Server Administrator' })).toBeChecked();
    expect((await saveUser(page)).postDataJSON()).toEqual({
      changes: [
        {
          userID: estate.umaId,
          shortName: 'Ali',
          fullName: 'Uma Underwood',
          email: 'uma@harbourfishbar.example',
          locale: 'en-GB',
          defaultCurrencyCode: 'GBP',
          image: null,
          scopes: ['superuser'],
        },
      ],
      deletes: [],
    });
    await expect(page).toHaveURL('/admin/users');
  });

  test('a failed save stays on the page with the message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/user/batch', 'code=400, example=BadRequest');
    await openEditUser(page, estate.umaId);
    await displayNameField(page).fill('Ali');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);
    await expect(displayNameField(page)).toHaveValue('Ali');
  });

  test('Delete asks, then sends the id and returns to the list', async ({ page }) => {
    await openEditUser(page, estate.umaId);
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/user/batch');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [estate.umaId] });
    await expect(page).toHaveURL('/admin/users');
  });

  test('Cancel and Done return to the list', async ({ page }) => {
    await openEditUser(page, estate.umaId);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin/users');
    await openEditUser(page, estate.umaId);
    await fullNameField(page).fill('X');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/admin/users');
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await openEditUser(page, estate.umaId);
    await fullNameField(page).fill('Changed');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    const dialog = unsavedDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);
    await expect(fullNameField(page)).toHaveValue('Changed');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL('/admin/users');
  });

  test('Back while the save is in flight is held: a failed save shows its message on the page', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/batch', async (route) => {
      await released;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await openUsers(page);
    await rowWith(page, 'Alice').getByRole('button', { name: 'Edit' }).click();
    const edit = `/admin/users/edit/${estate.aliceId}`;
    await expect(page).toHaveURL(edit);
    await displayNameField(page).fill('Ali');
    await saveUser(page);
    await page.evaluate(() => window.history.back());
    await expect(
      page.getByText('Please wait: the changes are being sent. You can leave once they are done.'),
    ).toBeVisible();
    release();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Internal Server Error');
    await expect(page).toHaveURL(edit);
    await expect(displayNameField(page)).toHaveValue('Ali');
  });

  test('Display Name, Full Name and Email are checked, counted and sent without surrounding spaces', async ({
    page,
  }) => {
    await openEditUser(page, estate.umaId);
    await fillUserForm(page, {
      displayName: `  ${'x'.repeat(32)}  `,
      fullName: '  Uma Underwood-Smith ',
      email: ' uma@harbourfishbar.example ',
    });
    await expect(page.getByText('Display Name must be at most 32 characters')).toHaveCount(0);
    await expect(page.getByText('32/32')).toBeVisible();
    expect((await saveUser(page)).postDataJSON().changes[0]).toMatchObject({
      shortName: 'x'.repeat(32),
      fullName: 'Uma Underwood-Smith',
      email: 'uma@harbourfishbar.example',
    });
  });

  test('a too long Display Name cannot be saved', async ({ page }) => {
    await openEditUser(page, estate.umaId);
    await displayNameField(page).fill('x'.repeat(33));
    await expect(page.getByText('Display Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

test(
  'an organisation admin is turned away from /admin/users',
  { tag: ['@users', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    let calledUsers = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user') calledUsers = true;
    });
    await openUsers(page);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me home' })).toHaveAttribute('href', '/');
    expect(calledUsers).toBe(false);
  },
);

const FORBIDDEN = 'You are not allowed to do this; an administrator can give you the access it needs.';
const VERBOTEN = 'Dazu sind Sie nicht berechtigt; ein Administrator kann Ihnen den nötigen Zugriff geben.';

test.describe(
  'Users refused to the role (403)',
  { tag: ['@users', '@data-grid', '@edit-page', '@failure-screen', '@loading-overlay', '@shell'] },
  () => {
    test.beforeEach(async ({ signInAs }) => {
      await signInAs('superUser');
    });

    test('the grid whose list is refused shows Not authorised, without the Error modal', async ({
      page,
      forceAnswer,
    }) => {
      await forceAnswer('GET', '/api/user', 'code=403');
      const load = waitForCall(page, 'GET', '/api/user');
      await openUsers(page);
      const request = await load;
      expect(new URL(request.url()).search).toBe('');
      expect((await request.response())?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Send me home' })).toHaveAttribute('href', '/');
      await expect(errorDialog(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
    });

    test('Edit User whose record is refused shows Not authorised, not "Error..."', async ({ page, forceAnswer }) => {
      await forceAnswer('GET', `/api/user/${estate.umaId}`, 'code=403');
      const load = waitForCall(page, 'GET', `/api/user/${estate.umaId}`);
      await openEditUser(page, estate.umaId);
      expect((await (await load).response())?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Error...' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(displayNameField(page)).toHaveCount(0);
    });

    test('a save refused on Edit User shows the Forbidden message, keeps what was typed, and the page can be left', async ({
      page,
      forceAnswer,
    }) => {
      await forceAnswer('POST', '/api/user/batch', 'code=403');
      await openEditUser(page, estate.umaId);
      await fillUserForm(page, { displayName: 'Ali', email: 'ali@harbourfishbar.example' });
      const request = await saveUser(page);
      expect(request.postDataJSON()).toEqual({
        changes: [
          {
            userID: estate.umaId,
            shortName: 'Ali',
            fullName: 'Uma Underwood',
            email: 'ali@harbourfishbar.example',
            locale: 'en-GB',
            defaultCurrencyCode: 'GBP',
            image: null,
            scopes: [],
          },
        ],
        deletes: [],
      });
      expect((await request.response())?.status()).toBe(403);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(FORBIDDEN);
      await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);
      await expect(displayNameField(page)).toHaveValue('Ali');
      await expect(emailField(page)).toHaveValue('ali@harbourfishbar.example');
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toHaveCount(0);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
      await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL('/admin/users');
    });

    test('a save refused in the grid shows the Forbidden message; OK keeps the pending edit, and the page can be left', async ({
      page,
      forceAnswer,
    }) => {
      await forceAnswer('POST', '/api/user/batch', 'code=403');
      const load = waitForCall(page, 'GET', '/api/user');
      await openUsers(page);
      const listed: unknown = await (await (await load).response())?.json();
      const uma = (Array.isArray(listed) ? (listed as { userID?: string }[]) : []).find(
        (user) => user.userID === estate.umaId,
      );
      expect(uma).toBeDefined();
      const row = rowWith(page, 'Uma');
      await fullNameField(row).fill('Uma Refused');
      expect((await saveUserChanges(page)).postDataJSON()).toEqual({
        changes: [{ ...uma, fullName: 'Uma Refused' }],
        deletes: [],
      });
      const dialog = errorDialog(page);
      await expect(dialog).toContainText(FORBIDDEN);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toHaveCount(0);
      const edited = rowWith(page, 'Uma Refused');
      await expect(fullNameField(edited)).toHaveValue('Uma Refused');
      await expect(edited.getByText('Unsaved')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
      await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL('/admin');
    });
  },
);

test.describe('Users refused to the role (403), in German', { tag: ['@users', '@de', '@failure-screen'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser', { locale: 'de-DE' });
  });

  test('the grid and Edit User show Keine Berechtigung for a refused load', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/user', 'code=403');
    await forceAnswer('GET', `/api/user/${estate.umaId}`, 'code=403');
    await openUsers(page);
    await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('dialog', { name: 'Fehler' })).toHaveCount(0);
    await openEditUser(page, estate.umaId);
    await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  });

  test('a save refused on Edit User says so in German and keeps what was typed', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/user/batch', 'code=403');
    await openEditUser(page, estate.umaId);
    const name = displayNameField(page, 'de');
    await name.fill('Ali');
    expect((await saveUser(page, 'de')).postDataJSON()).toEqual({
      changes: [
        {
          userID: estate.umaId,
          shortName: 'Ali',
          fullName: 'Uma Underwood',
          email: 'uma@harbourfishbar.example',
          locale: 'en-GB',
          defaultCurrencyCode: 'GBP',
          image: null,
          scopes: [],
        },
      ],
      deletes: [],
    });
    await expect(page.getByRole('main').getByRole('alert')).toContainText(VERBOTEN);
    await expect(name).toHaveValue('Ali');
  });
});
