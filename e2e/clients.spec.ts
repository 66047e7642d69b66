import {
  fillClientRow,
  newSecretField,
  openClients,
  openEditClient,
  redirectUrisField,
  saveClient,
  saveClientChanges,
} from './areas/clients';
import { noCallTo } from './support/calls';
import { test, expect, waitForCall } from './support/fixtures';
import { errorDialog } from './support/form';
import { columnHeader, columnWidth, rowWith } from './support/grid';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// Several navigations per test on a shared, busy machine: allow each test a minute.
test.describe.configure({ timeout: 60_000 });

test.describe('Admin > Clients grid', { tag: ['@clients', '@data-grid', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the clients with the SPEC columns and widths; the ID is read-only once saved', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/client');
    await openClients(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    const widths: [string, number][] = [
      ['ID', 300],
      ['Name', 300],
      ['Description', 500],
      ['Allow Password Grant', 200],
    ];
    for (const [header, width] of widths) {
      await expect(columnHeader(page, header)).toBeVisible();
      expect(await columnWidth(page, header)).toBe(width);
    }
    const insights = rowWith(page, 'Insights');
    await expect(insights).toContainText('insights-web');
    await expect(insights.getByRole('textbox', { name: 'ID' })).toHaveCount(0);
    await expect(insights.getByRole('textbox', { name: 'Description' })).toHaveValue('Sales dashboards and reports.');
    await expect(insights.getByRole('checkbox', { name: /^(Yes|No)$/ })).toBeChecked();
    await expect(rowWith(page, 'Back Office').getByRole('checkbox', { name: /^(Yes|No)$/ })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('adds a client: the typed ID is sent with the new record; ID, Name and Description trimmed', async ({
    page,
  }) => {
    await openClients(page);
    await expect(rowWith(page, 'Insights')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    const row = page.locator('tbody tr').first();
    await fillClientRow(row, { id: '  kiosk-app ', name: ' Kiosk  ', description: '  Self-service kiosk ' });
    await row.getByRole('checkbox', { name: /^(Yes|No)$/ }).check();
    expect((await saveClientChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          clientID: 'kiosk-app',
          name: 'Kiosk',
          description: 'Self-service kiosk',
          homepage: null,
          allowPasswordGrant: true,
          allowRemoteOrderingGrant: false,
          imageBase64: null,
          redirectUris: [],
        },
      ],
      deletes: [],
    });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('a new client without an ID is not sent', async ({ page }) => {
    await openClients(page);
    await expect(rowWith(page, 'Insights')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await fillClientRow(page.locator('tbody tr').first(), { name: 'Nameless' });
    let sent = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/client/batch')) sent = true;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog', { name: 'Please check the changes' })).toContainText('ID is required');
    expect(sent).toBe(false);
  });

  test('edits in place and sends the full changed record', async ({ page }) => {
    await openClients(page);
    const row = rowWith(page, 'Back Office');
    await row.getByRole('checkbox', { name: /^(Yes|No)$/ }).check();
    await expect(row.getByText('Unsaved')).toBeVisible();
    expect((await saveClientChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          clientID: 'pos-backoffice',
          name: 'Back Office',
          description: 'Back office configuration application used by licensees and dealers.',
          homepage: 'https://backoffice.kappapos.example',
          allowPasswordGrant: true,
          allowRemoteOrderingGrant: false,
          imageBase64: null,
          redirectUris: [
            'https://backoffice.kappapos.example/signin-oidc',
            'https://backoffice.kappapos.example/silent-renew',
          ],
        },
      ],
      deletes: [],
    });
  });

  test('delete asks, then sends the client id', async ({ page }) => {
    await openClients(page);
    await rowWith(page, 'Remote Ordering Partner').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await saveClientChanges(page)).postDataJSON()).toEqual({ changes: [], deletes: ['ros-partner'] });
  });

  test('a rejected batch shows the coded error in an Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/client/batch', 'code=400, example=BadRequest');
    await openClients(page);
    await fillClientRow(rowWith(page, 'Insights'), { name: 'Insights 2' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = errorDialog(page);
    await expect(dialog).toContainText('Bad Request.');
    const reload = waitForCall(page, 'GET', '/api/client');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  test("a save refused by a bare 403 (a proxy's, no body) shows the Forbidden message and keeps the edit", async ({
    page,
  }) => {
    await page.route('**/api/client/batch', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 403, body: '' }) : route.fallback(),
    );
    await openClients(page);
    const row = rowWith(page, 'Back Office');
    await fillClientRow(row, { name: 'Back Office Refused' });
    expect((await saveClientChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          clientID: 'pos-backoffice',
          name: 'Back Office Refused',
          description: 'Back office configuration application used by licensees and dealers.',
          homepage: 'https://backoffice.kappapos.example',
          allowPasswordGrant: false,
          allowRemoteOrderingGrant: false,
          imageBase64: null,
          redirectUris: [
            'https://backoffice.kappapos.example/signin-oidc',
            'https://backoffice.kappapos.example/silent-renew',
          ],
        },
      ],
      deletes: [],
    });
    const dialog = errorDialog(page);
    await expect(dialog).toContainText(
      'You are not allowed to do this; an administrator can give you the access it needs.',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    const edited = rowWith(page, 'Back Office Refused');
    await expect(edited.getByRole('textbox', { name: 'Name' })).toHaveValue('Back Office Refused');
    await expect(edited.getByText('Unsaved')).toBeVisible();
  });

  test('a failed load shows the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/client', 'code=500');
    await openClients(page);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
  });

  test('the edit action goes to /admin/clients/edit/{clientID}', async ({ page }) => {
    await openClients(page);
    await rowWith(page, 'Back Office').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL('/admin/clients/edit/pos-backoffice');
    await expect(page.getByRole('heading', { name: 'Edit Client' })).toBeVisible();
  });
});

const backOffice = {
  clientID: 'pos-backoffice',
  name: 'Back Office',
  description: 'Back office configuration application used by licensees and dealers.',
  homepage: 'https://backoffice.kappapos.example',
  allowPasswordGrant: false,
  allowRemoteOrderingGrant: false,
  imageBase64: null,
  redirectUris: ['https://backoffice.kappapos.example/signin-oidc', 'https://backoffice.kappapos.example/silent-renew'],
};

test.describe('Admin > Edit Client', { tag: ['@clients', '@edit-page', '@form-fields'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the fields; the secret is write-only; Done only until something changes', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/client/pos-backoffice');
    await openEditClient(page, 'pos-backoffice');
    await load;
    await expect(page.getByRole('heading', { name: 'Edit Client' })).toBeVisible();
    const clientId = page.getByRole('textbox', { name: 'Client ID' });
    await expect(clientId).toHaveValue('pos-backoffice');
    await expect(clientId).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Back Office');
    await expect(page.getByText('Image', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose image' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(backOffice.description);
    await expect(page.getByRole('textbox', { name: 'Home Page' })).toHaveValue(backOffice.homepage);
    await expect(page.getByRole('switch', { name: 'Allow Handling End User Passwords' })).not.toBeChecked();
    await expect(page.getByText('Internal use only')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Allow Remote Ordering Grants' })).not.toBeChecked();
    await expect(page.getByText('For third-party remote-order providers only')).toBeVisible();
    const secret = newSecretField(page);
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(redirectUrisField(page)).toHaveValue(backOffice.redirectUris.join(' '));
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await redirectUrisField(page).fill(`${backOffice.redirectUris.join('   ')}  `);
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Back Office 2');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  test('Save maps the Redirect URIs input to the list, sends a new secret and returns to the list', async ({
    page,
  }) => {
    await openEditClient(page, 'pos-backoffice');
    await redirectUrisField(page).fill('  https://backoffice.kappapos.example/cb   myapp://callback ');
    await newSecretField(page).fill('n3w-S3cret!');
    await page.getByRole('switch', { name: 'Allow Remote Ordering Grants' }).click();
    // The saved record is not read again while the page leaves (its next visit reads it afresh).
    await noCallTo(page, 'GET', '/api/client/pos-backoffice', async () => {
      expect((await saveClient(page)).postDataJSON()).toEqual({
        changes: [
          {
            ...backOffice,
            allowRemoteOrderingGrant: true,
            redirectUris: ['https://backoffice.kappapos.example/cb', 'myapp://callback'],
            newClientSecret: 'n3w-S3cret!',
          },
        ],
        deletes: [],
      });
      await expect(page).toHaveURL('/admin/clients');
      await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    });
  });

  test('without a new secret, no secret is sent; an emptied list is sent empty', async ({ page }) => {
    await openEditClient(page, 'pos-backoffice');
    await redirectUrisField(page).fill('');
    await page.getByRole('textbox', { name: 'Home Page' }).fill('');
    const body = (await saveClient(page)).postDataJSON();
    expect(body).toEqual({ changes: [{ ...backOffice, homepage: null, redirectUris: [] }], deletes: [] });
    expect(body.changes[0]).not.toHaveProperty('newClientSecret');
  });

  test('the chosen image is sent as base64 without its prefix', async ({ page }) => {
    await openEditClient(page, 'pos-backoffice');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image' }).click();
    await (
      await chooser
    ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    expect((await saveClient(page)).postDataJSON().changes[0].imageBase64).toBe(PNG_BASE64);
  });

  test('Redirect URIs longer than 1024 characters, or not absolute, cannot be saved', async ({ page }) => {
    await openEditClient(page, 'pos-backoffice');
    const input = redirectUrisField(page);
    const prefix = 'https://a.example/';
    const first = prefix + 'x'.repeat(500 - prefix.length);
    const second = prefix + 'y'.repeat(1024 - 501 - prefix.length);
    await input.fill(`${first} ${second}`);
    await expect(page.getByText('(1024/1024 characters)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await input.fill(`${first} ${second}y`);
    await expect(page.getByText('Redirect URIs must be at most 1024 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await input.fill('https://a.example/cb /relative');
    await expect(page.getByText('Redirect URIs: "/relative" is not an absolute URI')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Schemes that run code or read local files are refused with a message naming them (also the Home Page).
    await input.fill('https://a.example/cb javascript:alert(1)');
    await expect(
      page.getByText('Redirect URIs: "javascript:alert(1)" may not use the javascript: scheme'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await input.fill('https://a.example/cb');
    await page.getByRole('textbox', { name: 'Home Page' }).fill('data:text/html,hi');
    await expect(
      page.getByText('Home Page may not use the data: scheme: enter an address such as https://example.com'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('a too long Name or secret cannot be saved', async ({ page }) => {
    await openEditClient(page, 'pos-backoffice');
    await page.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(65));
    await expect(page.getByText('Name must be at most 64 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Name' }).fill('Back Office');
    await newSecretField(page).fill('s'.repeat(129));
    await expect(page.getByText('Enter New Secret must be at most 128 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('Name, Description and Home Page are checked, counted and sent trimmed; the new secret as typed', async ({
    page,
  }) => {
    await openEditClient(page, 'pos-backoffice');
    await page.getByRole('textbox', { name: 'Name' }).fill(`  ${'n'.repeat(64)}  `);
    await page.getByRole('textbox', { name: 'Description' }).fill('  Back office, trimmed \n');
    await page.getByRole('textbox', { name: 'Home Page' }).fill(' https://backoffice.kappapos.example/home ');
    await newSecretField(page).fill('  n3w-S3cret!  ');
    await expect(page.getByText('Name must be at most 64 characters')).toHaveCount(0);
    await expect(page.getByText('64/64')).toBeVisible();
    await expect(page.getByText(/^Home Page (must|may)/)).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await save.click();
    expect((await call).postDataJSON()).toEqual({
      changes: [
        {
          ...backOffice,
          name: 'n'.repeat(64),
          description: 'Back office, trimmed',
          homepage: 'https://backoffice.kappapos.example/home',
          newClientSecret: '  n3w-S3cret!  ',
        },
      ],
      deletes: [],
    });
  });

  test('a failed save stays on the page with the message and what was typed', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/client/batch', 'code=400, example=BadRequest');
    await openEditClient(page, 'pos-backoffice');
    await page.getByRole('textbox', { name: 'Name' }).fill('Back Office 2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(page).toHaveURL('/admin/clients/edit/pos-backoffice');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Back Office 2');
  });

  test('Delete asks, then sends the client id and returns to the list', async ({ page }) => {
    await openEditClient(page, 'pos-backoffice');
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: ['pos-backoffice'] });
    await expect(page).toHaveURL('/admin/clients');
  });

  test('Cancel and Done return to the list', async ({ page }) => {
    await openEditClient(page, 'pos-backoffice');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin/clients');
    await openEditClient(page, 'pos-backoffice');
    await page.getByRole('textbox', { name: 'Description' }).fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/admin/clients');
  });

  test('a failed load shows the failure, never a blank page', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/client/pos-backoffice', 'code=500');
    await openEditClient(page, 'pos-backoffice');
    await expect(page.getByText('Internal Server Error')).toBeVisible();
  });
});
