import { test, expect, open, waitForCall } from './support/fixtures';
import { region } from './support/form';
import { expectCutWithTooltip, expectRowEndsInView } from './support/summary-steps';

/** Examples of the contract (openapi/paths/admin-summary.yaml) the screens show. */
const deploymentServerId = '91000000-0000-4000-8000-000000000001';
const euWestId = '90000000-0000-4000-8000-000000000001';
const remoteOrdersId = '92000000-0000-4000-8000-000000000001';

// Several navigations per test on a shared, busy machine: allow each test a minute.
test.describe.configure({ timeout: 60_000 });

test.describe('Admin > Administration summary', { tag: ['@admin-summary', '@summary-card', '@tooltip'] }, () => {
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
    await expect(euWest.getByRole('link', { name: 'http://localhost:4010' })).toHaveAttribute(
      'href',
      'http://localhost:4010',
    );
    await expect(posCore.getByRole('listitem').filter({ hasText: 'POSCore UK South' })).toContainText(
      '4 organisations',
    );
    await expect(posCore.getByRole('listitem').filter({ hasText: 'POSCore UK South' })).toContainText(
      'http://127.0.0.1:4010',
    );

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
    await expect(integration.getByRole('listitem').filter({ hasText: 'Harbour Remote Orders' })).toContainText(
      'Remote Order Service',
    );
    await expect(integration.getByRole('listitem').filter({ hasText: 'Insights Data Extraction' })).toContainText(
      'Data Extraction Service',
    );
    await expect(integration.getByRole('listitem').filter({ hasText: 'Partner Gateway' })).toContainText(
      'Partner Services',
    );
    await expect(integration.getByRole('listitem').filter({ hasText: 'Reporting Hub' })).toContainText(
      'Reporting Service',
    );
  });

  test('only http(s) addresses from the server become links; javascript:, data:, vbscript:, file: stay text', async ({
    page,
  }) => {
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
    await expect(
      region(page, 'POS Core Instances').getByRole('link', { name: 'http://localhost:4010' }),
    ).toHaveAttribute('href', 'http://localhost:4010');
  });

  test('links to every administration screen', { tag: ['@router-links'] }, async ({ page }) => {
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

  test('card lists scroll above a height of 200', { tag: ['@scroll-area'] }, async ({ page }) => {
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
      for (const title of ['POS Core Instances', 'Clients', 'Integration Servers'])
        await expectRowEndsInView(region(page, title));
      const first = region(page, 'POS Core Instances')
        .getByRole('listitem')
        .first()
        .locator(':scope > div > *')
        .first();
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

test(
  'a summary refused to the role (403) shows Not authorised in place of the cards, without Retry',
  { tag: ['@admin-summary', '@loading-overlay', '@failure-screen'] },
  async ({ page, signInAs, forceAnswer }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/admin/summary/', 'code=403');
    const load = waitForCall(page, 'GET', '/admin/summary/');
    await open(page, '/admin');
    expect((await (await load).response())?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(region(page, 'POS Core Instances')).toHaveCount(0);
  },
);

test.describe('who may see /admin', { tag: ['@admin-summary', '@shell'] }, () => {
  for (const persona of ['orgAdmin', 'user'] as const) {
    test(`${persona === 'orgAdmin' ? 'an organisation admin' : 'an ordinary user'} is turned away`, async ({
      page,
      signInAs,
    }) => {
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
