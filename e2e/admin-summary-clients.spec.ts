import { test, expect, open, waitForCall } from './support/fixtures';
import { expectCutWithTooltip, expectRowEndsInView } from './support/summary-steps';
import { region } from './support/form';
import { columnHeader, columnWidth, rowWith } from './support/grid';

/** Examples of the contract (openapi/paths/admin.yaml) the screens show. */
const deploymentServerId = '91000000-0000-4000-8000-000000000001';
const euWestId = '90000000-0000-4000-8000-000000000001';
const remoteOrdersId = '92000000-0000-4000-8000-000000000001';
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// Several navigations per test on a shared, busy machine: allow each test a minute.
test.describe.configure({ timeout: 60_000 });

test.describe('Admin > Administration summary', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows every card of the summary with its content', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/admin/summary/');
    await open(page, '/admin');
    await load;
    await expect(page.getByRole('heading', { name: 'Administration', level: 2 })).toBeVisible();

    const posCore = region(page, 'POS Core Instances');
    await expect(posCore.getByRole('listitem')).toHaveCount(2);
    const euWest = posCore.getByRole('listitem').filter({ hasText: 'POSCore EU West' });
    await expect(euWest).toContainText('2 organisations');
    await expect(euWest.getByRole('link', { name: 'http://localhost:4010' })).toHaveAttribute('href', 'http://localhost:4010');
    await expect(posCore.getByRole('listitem').filter({ hasText: 'POSCore UK South' })).toContainText('3 organisations');
    await expect(posCore.getByRole('listitem').filter({ hasText: 'POSCore UK South' })).toContainText('http://127.0.0.1:4010');

    const clients = region(page, 'Clients');
    await expect(clients.getByRole('listitem')).toHaveCount(3);
    const insights = clients.getByRole('listitem').filter({ hasText: 'Insights' });
    await expect(insights).toContainText('insights-web');
    await expect(insights).toContainText('Password grant');
    await expect(insights).toContainText('https://insights.kappapos.example');
    await expect(clients.getByRole('listitem').filter({ hasText: 'Back Office' })).not.toContainText('Password grant');

    await expect(page.getByTestId('total-users')).toHaveText('6');
    await expect(page.getByTestId('active-organisations')).toHaveText('9');
    await expect(page.getByTestId('inactive-organisations')).toHaveText('1');

    const versions = region(page, 'Versions').getByRole('table', { name: 'Versions' });
    await expect(versions.getByRole('row')).toHaveCount(4);
    await expect(versions.getByRole('row').filter({ hasText: 'Database Schema' })).toContainText('4.12.0.57');
    await expect(versions.getByRole('row').filter({ hasText: 'Database Schema' })).toContainText('3c7f0a8');

    const deployment = region(page, 'Deployment Server');
    await expect(deployment).toContainText('Deployment Server');
    await expect(deployment).toContainText('http://localhost:4010');
    await expect(deployment.getByRole('link', { name: 'Create deployment server' })).toHaveCount(0);

    const integration = region(page, 'Integration Servers');
    await expect(integration.getByRole('listitem')).toHaveCount(4);
    await expect(integration.getByRole('listitem').filter({ hasText: 'Harbour Remote Orders' })).toContainText('Remote Order Service');
    await expect(integration.getByRole('listitem').filter({ hasText: 'Insights Data Extraction' })).toContainText(
      'Data Extraction Service',
    );
    await expect(integration.getByRole('listitem').filter({ hasText: 'Partner Gateway' })).toContainText('Partner Services');
    await expect(integration.getByRole('listitem').filter({ hasText: 'Reporting Hub' })).toContainText('Reporting Service');
  });

  test('only http(s) addresses from the server become links; javascript:, data:, vbscript:, file: stay text', async ({ page }) => {
    const unsafe = {
      instance: 'javascript:alert(1)',
      homepage: 'data:text/html,<script>alert(1)</script>',
      deployment: 'vbscript:msgbox(1)',
      integration: 'file:///etc/passwd',
    };
    await page.route(
      (url) => url.pathname === '/admin/summary/',
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const summary = await response.json();
        summary.posCoreInstances[1].uri = unsafe.instance;
        summary.clients[0].homepage = unsafe.homepage;
        summary.deploymentServerInstance.uri = unsafe.deployment;
        summary.integrationServerInstances[0].uri = unsafe.integration;
        return route.fulfill({ response, json: summary });
      },
    );
    await open(page, '/admin');
    const main = page.locator('#main-content');
    for (const value of Object.values(unsafe)) await expect(main.getByText(value, { exact: true })).toBeVisible();
    await expect(main.locator('a[href]:not([href^="/"]):not([href^="http:"]):not([href^="https:"])')).toHaveCount(0);
    await expect(region(page, 'POS Core Instances').getByRole('link', { name: 'http://localhost:4010' })).toHaveAttribute(
      'href',
      'http://localhost:4010',
    );
  });

  test('links to every administration screen', async ({ page }) => {
    await open(page, '/admin');
    const expected: [string, string, string][] = [
      ['POS Core Instances', 'Manage POS Core instances', '/admin/poscoreinstances'],
      ['Monitoring', 'Statistics', '/admin/statistics'],
      ['Clients', 'Manage clients', '/admin/clients'],
      ['Users', 'Manage users', '/admin/users'],
      ['Organisations', 'Manage organisations', '/admin/organisations'],
      ['Deployment Server', 'Edit deployment server', `/admin/deploymentserver/edit/${deploymentServerId}`],
      ['Integration Servers', 'Manage integration servers', '/admin/integrationserver'],
      ['Integration Servers', 'Harbour Remote Orders', `/admin/integrationserver/edit/${remoteOrdersId}`],
      ['Monitoring', 'Audit Logs', '/admin/auditlogs'],
      ['Monitoring', 'Entity Lookup', '/admin/entitylookup'],
      ['POS Core Instances', 'POSCore EU West', `/admin/poscoreinstances/edit/${euWestId}`],
      ['Clients', 'Back Office', '/admin/clients/edit/pos-backoffice'],
    ];
    for (const [title, name, href] of expected) {
      await expect(region(page, title).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await region(page, 'Clients').getByRole('link', { name: 'Manage clients' }).click();
    await expect(page).toHaveURL('/admin/clients');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  });

  test('without a deployment server, links to create one', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/admin/summary/', 'example=noDeploymentServer');
    await open(page, '/admin');
    const deployment = region(page, 'Deployment Server');
    await expect(deployment).toContainText('No deployment server has been set up yet.');
    await expect(deployment.getByRole('link', { name: 'Create deployment server' })).toHaveAttribute(
      'href',
      '/admin/deploymentserver/create',
    );
    await expect(deployment.getByRole('link', { name: 'Edit deployment server' })).toHaveCount(0);
    await deployment.getByRole('link', { name: 'Create deployment server' }).click();
    await expect(page).toHaveURL('/admin/deploymentserver/create');
    await expect(page.getByRole('heading', { name: 'Create Deployment Server' })).toBeVisible();
  });

  test('card lists scroll above a height of 200', async ({ page }) => {
    await open(page, '/admin');
    await expect(region(page, 'POS Core Instances').getByRole('listitem')).toHaveCount(2);
    const lists = page.getByTestId('summary-card-list');
    // POS Core instances, clients, integration servers and versions.
    await expect(lists).toHaveCount(4);
    for (const list of await lists.all()) {
      expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('200px');
    }
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px long names are cut with an ellipsis; every row keeps its badge in view`, async ({ page }) => {
      const long = 'PosCoreEuropeWestPrimaryClusterA';
      await page.setViewportSize({ width, height: 900 });
      await page.route(
        (url) => url.pathname === '/admin/summary/',
        async (route) => {
          const response = await route.fetch();
          const summary = (await response.json()) as {
            posCoreInstances: { name: string }[];
            clients: { name: string }[];
            integrationServerInstances: { name: string }[];
          };
          for (const list of [summary.posCoreInstances, summary.clients, summary.integrationServerInstances]) {
            const [first] = list;
            if (first) first.name = long;
          }
          return route.fulfill({ response, json: summary });
        },
      );
      await open(page, '/admin');
      for (const title of ['POS Core Instances', 'Clients', 'Integration Servers']) await expectRowEndsInView(region(page, title));
      const first = region(page, 'POS Core Instances').getByRole('listitem').first().locator(':scope > div > *').first();
      if (width === 390) await expectCutWithTooltip(first, long);
    });
  }

  test('a failed load shows the error state and no results; Refresh loads again', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/admin/summary/', 'code=500');
    await open(page, '/admin');
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toHaveAttribute('data-state', 'error');
    await expect(overlay).toContainText('The summary could not be loaded: Internal Server Error');
    await expect(region(page, 'POS Core Instances')).toHaveCount(0);
    const reload = waitForCall(page, 'GET', '/admin/summary/');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reload;
    await expect(overlay).toHaveAttribute('data-state', 'error');
  });
});

test.describe('who may see /admin', () => {
  for (const persona of ['orgAdmin', 'user'] as const) {
    test(`${persona === 'orgAdmin' ? 'an organisation admin' : 'an ordinary user'} is turned away`, async ({ page, signInAs }) => {
      test.slow();
      await signInAs(persona);
      const calls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/admin/summary') || path.startsWith('/api/client')) calls.push(path);
      });
      for (const path of ['/admin', '/admin/clients', '/admin/clients/edit/pos-backoffice']) {
        await open(page, path);
        await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Send me home' })).toHaveAttribute('href', '/');
      }
      expect(calls).toEqual([]);
    });
  }
});

test.describe('Admin > Clients grid', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the clients with the SPEC columns and widths; the ID is read-only once saved', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/client');
    await open(page, '/admin/clients');
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

  test('adds a client: the typed ID is sent with the new record; ID, Name and Description trimmed (issue 18)', async ({ page }) => {
    await open(page, '/admin/clients');
    await expect(rowWith(page, 'Insights')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    const row = page.locator('tbody tr').first();
    await row.getByRole('textbox', { name: 'ID' }).fill('  kiosk-app ');
    await row.getByRole('textbox', { name: 'Name' }).fill(' Kiosk  ');
    await row.getByRole('textbox', { name: 'Description' }).fill('  Self-service kiosk ');
    await row.getByRole('checkbox', { name: /^(Yes|No)$/ }).check();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await call).postDataJSON()).toEqual({
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
    await open(page, '/admin/clients');
    await expect(rowWith(page, 'Insights')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('tbody tr').first().getByRole('textbox', { name: 'Name' }).fill('Nameless');
    let sent = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/client/batch')) sent = true;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog', { name: 'Please check the changes' })).toContainText('ID is required');
    expect(sent).toBe(false);
  });

  test('edits in place and sends the full changed record', async ({ page }) => {
    await open(page, '/admin/clients');
    const row = rowWith(page, 'Back Office');
    await row.getByRole('checkbox', { name: /^(Yes|No)$/ }).check();
    await expect(row.getByText('Unsaved')).toBeVisible();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await call).postDataJSON()).toEqual({
      changes: [
        {
          clientID: 'pos-backoffice',
          name: 'Back Office',
          description: 'Back office configuration application used by licensees and dealers.',
          homepage: 'https://backoffice.kappapos.example',
          allowPasswordGrant: true,
          allowRemoteOrderingGrant: false,
          imageBase64: null,
          redirectUris: ['https://backoffice.kappapos.example/signin-oidc', 'https://backoffice.kappapos.example/silent-renew'],
        },
      ],
      deletes: [],
    });
  });

  test('delete asks, then sends the client id', async ({ page }) => {
    await open(page, '/admin/clients');
    await rowWith(page, 'Remote Ordering Partner').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: ['ros-partner'] });
  });

  test('a rejected batch shows the coded error in an Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/client/batch', 'code=400, example=BadRequest');
    await open(page, '/admin/clients');
    await rowWith(page, 'Insights').getByRole('textbox', { name: 'Name' }).fill('Insights 2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('Bad Request.');
    const reload = waitForCall(page, 'GET', '/api/client');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  test('a failed load shows the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/client', 'code=500');
    await open(page, '/admin/clients');
    await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('Internal Server Error');
  });

  test('the edit action goes to /admin/clients/edit/{clientID}', async ({ page }) => {
    await open(page, '/admin/clients');
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

test.describe('Admin > Edit Client', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the fields; the secret is write-only; Done only until something changes', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/client/pos-backoffice');
    await open(page, '/admin/clients/edit/pos-backoffice');
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
    const secret = page.getByLabel('Enter New Secret');
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(page.getByRole('textbox', { name: 'Redirect URIs' })).toHaveValue(backOffice.redirectUris.join(' '));
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Redirect URIs' }).fill(`${backOffice.redirectUris.join('   ')}  `);
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Back Office 2');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  test('Save maps the Redirect URIs input to the list, sends a new secret and returns to the list', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('textbox', { name: 'Redirect URIs' }).fill('  https://backoffice.kappapos.example/cb   myapp://callback ');
    await page.getByLabel('Enter New Secret').fill('n3w-S3cret!');
    await page.getByText('Allow Remote Ordering Grants').click();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON()).toEqual({
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
  });

  test('without a new secret, no secret is sent; an emptied list is sent empty', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('textbox', { name: 'Redirect URIs' }).fill('');
    await page.getByRole('textbox', { name: 'Home Page' }).fill('');
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await call).postDataJSON();
    expect(body).toEqual({ changes: [{ ...backOffice, homepage: null, redirectUris: [] }], deletes: [] });
    expect(body.changes[0]).not.toHaveProperty('newClientSecret');
  });

  test('the chosen image is sent as base64 without its prefix', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON().changes[0].imageBase64).toBe(PNG_BASE64);
  });

  test('Redirect URIs longer than 1024 characters, or not absolute, cannot be saved', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    const input = page.getByRole('textbox', { name: 'Redirect URIs' });
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
    await expect(page.getByText('Redirect URIs: "javascript:alert(1)" may not use the javascript: scheme')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await input.fill('https://a.example/cb');
    await page.getByRole('textbox', { name: 'Home Page' }).fill('data:text/html,hi');
    await expect(page.getByText('Home Page may not use the data: scheme: enter an address such as https://example.com')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('a too long Name or secret cannot be saved', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(65));
    await expect(page.getByText('Name must be at most 64 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Name' }).fill('Back Office');
    await page.getByLabel('Enter New Secret').fill('s'.repeat(129));
    await expect(page.getByText('Enter New Secret must be at most 128 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('Name, Description and Home Page are checked, counted and sent trimmed; the new secret as typed (issue 18)', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('textbox', { name: 'Name' }).fill(`  ${'n'.repeat(64)}  `);
    await page.getByRole('textbox', { name: 'Description' }).fill('  Back office, trimmed \n');
    await page.getByRole('textbox', { name: 'Home Page' }).fill(' https://backoffice.kappapos.example/home ');
    await page.getByLabel('Enter New Secret').fill('  n3w-S3cret!  ');
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
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('textbox', { name: 'Name' }).fill('Back Office 2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(page).toHaveURL('/admin/clients/edit/pos-backoffice');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Back Office 2');
  });

  test('Delete asks, then sends the client id and returns to the list', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/client/batch');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: ['pos-backoffice'] });
    await expect(page).toHaveURL('/admin/clients');
  });

  test('Cancel and Done return to the list', async ({ page }) => {
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin/clients');
    await open(page, '/admin/clients/edit/pos-backoffice');
    await page.getByRole('textbox', { name: 'Description' }).fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/admin/clients');
  });

  test('a failed load shows the failure, never a blank page', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/client/pos-backoffice', 'code=500');
    await open(page, '/admin/clients/edit/pos-backoffice');
    await expect(page.getByText('Internal Server Error')).toBeVisible();
  });
});
