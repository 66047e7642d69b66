import { readFile } from 'node:fs/promises';
import type { Page, Request, Route } from '@playwright/test';
import {
  noDeploymentServer,
  openCreateDeploymentServer,
  openEditDeploymentServer,
  openEditIntegrationServer,
  openEditPosCoreInstance,
  openIntegrationServers,
  openPosCoreInstances,
  saveDeploymentServer,
  saveIntegrationServer,
  saveIntegrationServerChanges,
  savePosCoreInstance,
  savePosCoreInstanceChanges,
  secretField,
  serverNameField,
  signingKeyField,
  typeNewSecret,
  typeNewSigningKey,
  uriField,
} from './areas/servers';
import { test, expect, open, waitForCall } from './support/fixtures';
import { errorDialog } from './support/form';
import { cellAt, columnHeader, columnWidth, rowWith } from './support/grid';

/** Examples of the contract (openapi/paths/servers.yaml) the screens show. */
const euWestId = '90000000-0000-4000-8000-000000000001';
const ukSouthId = '90000000-0000-4000-8000-000000000002';
const deploymentServerId = '91000000-0000-4000-8000-000000000001';
const remoteOrdersId = '92000000-0000-4000-8000-000000000001';
const reportingHubId = '92000000-0000-4000-8000-000000000004';
const harbourFishBarId = '10000000-0000-4000-8000-000000000005';
const crownAndAnchorId = '10000000-0000-4000-8000-000000000006';
const templateId = '10000000-0000-4000-8000-000000000009';

// The Errors column shows the last error time in the browser's local time: pin it.
test.use({ timezoneId: 'UTC' });

// Several navigations per test on a shared, busy machine: allow each test a minute.
test.describe.configure({ timeout: 60_000 });

// ---------------------------------------------------------------------------------------------------------------
// The instances' own API. Their uris (http://localhost:4010, http://127.0.0.1:4010) are the default mock port; this
// run's mock listens elsewhere, so the calls are answered by it through page.route (with the CORS header the browser
// needs for a cross-origin call).
// ---------------------------------------------------------------------------------------------------------------
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
const INSTANCE_ORIGINS = ['http://localhost:4010', 'http://127.0.0.1:4010'] as const;
type InstanceOrigin = (typeof INSTANCE_ORIGINS)[number];

interface InstanceAnswers {
  /** Answer every call of this origin with `failStatus` (a failed lookup). */
  failOrigin?: InstanceOrigin;
  /** The status of `failOrigin`'s answers (default 500). */
  failStatus?: number;
  /** Prism Prefer header per path (e.g. `example=failed`). */
  prefer?: Partial<Record<'/api/v1/version/info' | '/api/v1/exceptions/info', string>>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
};

async function routeInstances(page: Page, answers: InstanceAnswers = {}): Promise<void> {
  for (const origin of INSTANCE_ORIGINS) {
    await page.route(`${origin}/**`, async (route: Route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      if (answers.failOrigin === origin) {
        return route.fulfill({
          status: answers.failStatus ?? 500,
          contentType: 'text/plain',
          headers: CORS,
          body: 'down',
        });
      }
      const url = new URL(request.url());
      const headers = { ...request.headers() };
      const prefer = answers.prefer?.[url.pathname as keyof NonNullable<InstanceAnswers['prefer']>];
      if (prefer) headers.prefer = prefer;
      const response = await route.fetch({ url: `http://127.0.0.1:${MOCK_PORT}${url.pathname}${url.search}`, headers });
      return route.fulfill({ response, headers: { ...response.headers(), ...CORS } });
    });
  }
}

function waitForInstanceCall(page: Page, url: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'GET' && request.url() === url);
}

/** A stored key is never shown: the page says it is set; "Replace key" opens an empty, hidden input for a new one. */
async function replaceSigningKey(page: Page): Promise<void> {
  await expect(page.getByText('Key set')).toBeVisible();
  await expect(signingKeyField(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Replace key' }).click();
  const key = signingKeyField(page);
  await expect(key).toHaveValue('');
  await expect(key).toHaveAttribute('type', 'password');
  await expect(key).toHaveAttribute('autocomplete', 'off');
  await page.getByRole('button', { name: 'Show JWT Signing Key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide JWT Signing Key' }).click();
  await expect(key).toHaveAttribute('type', 'password');
}

// Columns of the POS Core grid with nothing pending: row selection, ID, Name, Version, Staging, Errors, Uri, Actions
// (Status, before Actions, only while a row has one).
const VERSION = 3;
const STAGING = 4;
const ERRORS = 5;

test.describe('Admin > POS Core Instances grid', { tag: ['@servers', '@data-grid', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test("shows the instances with the SPEC columns, widths and each instance's own version and errors", async ({
    page,
  }) => {
    await routeInstances(page);
    const load = waitForCall(page, 'GET', '/api/POSCoreInstance');
    const euVersion = waitForInstanceCall(page, 'http://localhost:4010/api/v1/version/info');
    const euErrors = waitForInstanceCall(page, 'http://localhost:4010/api/v1/exceptions/info');
    const ukVersion = waitForInstanceCall(page, 'http://127.0.0.1:4010/api/v1/version/info');
    const ukErrors = waitForInstanceCall(page, 'http://127.0.0.1:4010/api/v1/exceptions/info');
    await openPosCoreInstances(page);
    await load;
    // The instances' own client: no console marker, no JSON content type, no cookies.
    for (const call of [euVersion, euErrors, ukVersion, ukErrors]) {
      const headers = await (await call).allHeaders();
      expect(headers['x-requested-with']).toBeUndefined();
      expect(headers['content-type']).toBeUndefined();
      expect(headers.cookie).toBeUndefined();
    }
    await expect(page.getByRole('heading', { name: 'POS Core Instances' })).toBeVisible();
    const widths: [string, number][] = [
      ['ID', 350],
      ['Name', 300],
      ['Version', 275],
      ['Staging', 275],
      ['Errors', 275],
      ['Uri', 500],
    ];
    for (const [header, width] of widths) {
      await expect(columnHeader(page, header)).toBeVisible();
      expect(await columnWidth(page, header)).toBe(width);
    }
    const euWest = rowWith(page, 'POSCore EU West');
    await expect(euWest).toContainText(euWestId);
    await expect(euWest.getByRole('textbox', { name: 'ID' })).toHaveCount(0);
    await expect(uriField(euWest)).toHaveValue('http://localhost:4010');
    await expect(euWest.getByRole('link', { name: 'Open http://localhost:4010' })).toHaveAttribute(
      'href',
      'http://localhost:4010',
    );
    await expect(cellAt(page, 'POSCore EU West', VERSION)).toHaveText('5.3.1 (7f3c2a1)');
    await expect(cellAt(page, 'POSCore EU West', ERRORS)).toHaveText('3 errors, last 02/06/2025, 14:37:12');
    await expect(cellAt(page, 'POSCore EU West', STAGING).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:4010/staging',
    );
    await expect(cellAt(page, 'POSCore UK South', VERSION)).toHaveText('5.3.1 (7f3c2a1)');
    await expect(cellAt(page, 'POSCore UK South', ERRORS)).toHaveText('3 errors, last 02/06/2025, 14:37:12');
    await expect(cellAt(page, 'POSCore UK South', STAGING)).toHaveText('N/A');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('a failed lookup shows the error state in that row only; the grid is not held up', async ({ page }) => {
    await routeInstances(page, { failOrigin: 'http://127.0.0.1:4010' });
    await openPosCoreInstances(page);
    await expect(cellAt(page, 'POSCore EU West', VERSION)).toHaveText('5.3.1 (7f3c2a1)');
    await expect(cellAt(page, 'POSCore UK South', VERSION).locator('[data-state="error"]')).toHaveText('Error');
    await expect(cellAt(page, 'POSCore UK South', ERRORS).locator('[data-state="error"]')).toHaveText('Error');
    await expect(cellAt(page, 'POSCore UK South', VERSION).locator('[data-state="error"]')).toHaveAttribute(
      'title',
      'Internal Server Error',
    );
  });

  test('a 401 from an instance fails only its cells and never signs the console out', async ({ page }) => {
    await routeInstances(page, { failOrigin: 'http://127.0.0.1:4010', failStatus: 401 });
    await openPosCoreInstances(page);
    await expect(cellAt(page, 'POSCore EU West', VERSION)).toHaveText('5.3.1 (7f3c2a1)');
    for (const column of [VERSION, ERRORS]) {
      await expect(cellAt(page, 'POSCore UK South', column).locator('[data-state="error"]')).toHaveAttribute(
        'title',
        'Unauthorized',
      );
    }
    await expect(page.getByRole('heading', { name: 'POS Core Instances' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
  });

  test('an instance that reports a failure (success false) shows the error state', async ({ page }) => {
    await routeInstances(page, { prefer: { '/api/v1/version/info': 'example=failed' } });
    await openPosCoreInstances(page);
    const version = cellAt(page, 'POSCore EU West', VERSION).locator('[data-state="error"]');
    await expect(version).toHaveText('Error');
    await expect(version).toHaveAttribute('title', 'The instance reported a failure');
    await expect(cellAt(page, 'POSCore EU West', ERRORS)).toHaveText('3 errors, last 02/06/2025, 14:37:12');
  });

  test('no errors recorded shows the count alone; an instance without a uri shows N/A without a call', async ({
    page,
  }) => {
    await routeInstances(page, { prefer: { '/api/v1/exceptions/info': 'example=none' } });
    await page.route(
      (url) => url.pathname === '/api/POSCoreInstance',
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const instances: { uri: string; name: string }[] = await response.json();
        return route.fulfill({
          response,
          json: instances.map((instance, index) => (index === 1 ? { ...instance, uri: '' } : instance)),
        });
      },
    );
    const remoteCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://127.0.0.1:4010')) remoteCalls.push(request.url());
    });
    await openPosCoreInstances(page);
    await expect(cellAt(page, 'POSCore EU West', ERRORS)).toHaveText('0 errors');
    await expect(cellAt(page, 'POSCore UK South', VERSION)).toHaveText('N/A');
    await expect(cellAt(page, 'POSCore UK South', ERRORS)).toHaveText('N/A');
    expect(remoteCalls).toEqual([]);
  });

  test('Version and Errors sort and export what they show (version, error count, last error in UTC), not the lookup addresses', async ({
    page,
  }) => {
    // EU West (http://localhost:4010) runs the older version with fewer errors; UK South (http://127.0.0.1:4010) the
    // newer with more. Sorted by address, or by text ("5.10" before "5.9", "12" before "3"), the order is the other way.
    const answers: Record<InstanceOrigin, { version: string; count: number; last: string }> = {
      'http://localhost:4010': { version: '5.9.2', count: 3, last: '2025-06-02T14:37:12Z' },
      'http://127.0.0.1:4010': { version: '5.10.0', count: 12, last: '2026-01-05T09:00:40Z' },
    };
    for (const origin of INSTANCE_ORIGINS) {
      await page.route(`${origin}/**`, (route: Route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
        const { version, count, last } = answers[origin];
        const json = new URL(route.request().url()).pathname.endsWith('/version/info')
          ? { success: true, data: [{ Name: 'POSCore', Version: version, GitHash: '7f3c2a1' }] }
          : { success: true, data: { Count: count, LastExceptionDateTime: last } };
        return route.fulfill({ json, headers: CORS });
      });
    }
    await openPosCoreInstances(page);
    await expect(cellAt(page, 'POSCore EU West', VERSION)).toHaveText('5.9.2 (7f3c2a1)');
    await expect(cellAt(page, 'POSCore UK South', VERSION)).toHaveText('5.10.0 (7f3c2a1)');
    await expect(cellAt(page, 'POSCore EU West', ERRORS)).toHaveText('3 errors, last 02/06/2025, 14:37:12');
    await expect(cellAt(page, 'POSCore UK South', ERRORS)).toHaveText('12 errors, last 05/01/2026, 09:00:40');
    const names = () =>
      page
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => row.querySelector<HTMLInputElement>('input[aria-label="Name"]')?.value),
        );
    const sortBy = (header: string) =>
      page.getByRole('columnheader', { name: new RegExp(`^${header} Sort`) }).getByRole('button');

    await sortBy('Version').click();
    await expect(sortBy('Version')).toHaveAttribute('aria-label', /ascending/);
    await expect.poll(names).toEqual(['POSCore EU West', 'POSCore UK South']);
    await sortBy('Version').click();
    await expect(sortBy('Version')).toHaveAttribute('aria-label', /descending/);
    await expect.poll(names).toEqual(['POSCore UK South', 'POSCore EU West']);
    await sortBy('Errors').click();
    await expect(sortBy('Errors')).toHaveAttribute('aria-label', /ascending/);
    await expect.poll(names).toEqual(['POSCore EU West', 'POSCore UK South']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    expect(text).toBe(
      [
        '\uFEFFID,Name,Version,Staging,Errors,Last Error (UTC),Uri',
        `${euWestId},POSCore EU West,5.9.2 (7f3c2a1),http://localhost:4010/staging,3,2025-06-02 14:37,http://localhost:4010`,
        `${ukSouthId},POSCore UK South,5.10.0 (7f3c2a1),N/A,12,2026-01-05 09:00,http://127.0.0.1:4010`,
      ].join('\r\n'),
    );
  });

  test('edits Name and Uri in place and sends the records without their read-only addresses', async ({ page }) => {
    await routeInstances(page);
    await openPosCoreInstances(page);
    const row = rowWith(page, 'POSCore UK South');
    await serverNameField(row).fill('POSCore UK West');
    await uriField(rowWith(page, 'POSCore UK West')).fill('https://uk-west.kappapos.example');
    await expect(rowWith(page, 'POSCore UK West').getByText('Unsaved')).toBeVisible();
    expect((await savePosCoreInstanceChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          posCoreInstanceID: ukSouthId,
          name: 'POSCore UK West',
          uri: 'https://uk-west.kappapos.example',
        },
      ],
      deletes: [],
    });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  test('an invalid uri or a blank name is not sent', async ({ page }) => {
    await routeInstances(page);
    await openPosCoreInstances(page);
    let sent = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/POSCoreInstance/batch')) sent = true;
    });
    await uriField(rowWith(page, 'POSCore EU West')).fill('not a uri');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please check the changes' });
    await expect(dialog).toContainText('Uri must be a valid http or https address');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await serverNameField(rowWith(page, 'POSCore EU West')).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toContainText('Name is required');
    expect(sent).toBe(false);
  });

  test('delete asks, then sends the id', async ({ page }) => {
    await routeInstances(page);
    await openPosCoreInstances(page);
    await rowWith(page, 'POSCore UK South').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await savePosCoreInstanceChanges(page)).postDataJSON()).toEqual({ changes: [], deletes: [ukSouthId] });
  });

  test("a rejected batch shows SPEC 8's commit message", async ({ page, forceAnswer }) => {
    await routeInstances(page);
    await forceAnswer('POST', '/api/POSCoreInstance/batch', 'code=400, example=BadRequest');
    await openPosCoreInstances(page);
    await serverNameField(rowWith(page, 'POSCore EU West')).fill('POSCore EU North');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(errorDialog(page)).toContainText(
      'There was an error committing these changes. Please try again later or consider refreshing your browser. Bad Request.',
    );
  });

  test('a failed load shows the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/POSCoreInstance', 'code=500');
    await openPosCoreInstances(page);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
  });

  test('Add opens the create page; Edit opens the instance', async ({ page }) => {
    await routeInstances(page);
    await openPosCoreInstances(page);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL('/admin/poscoreinstances/edit/new');
    await expect(page.getByRole('heading', { name: 'Create POS Core Instance' })).toBeVisible();
    await openPosCoreInstances(page);
    await rowWith(page, 'POSCore EU West').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/admin/poscoreinstances/edit/${euWestId}`);
    await expect(page.getByRole('heading', { name: 'Edit POS Core Instance' })).toBeVisible();
  });
});

test.describe('Admin > Edit POS Core Instance', { tag: ['@servers', '@edit-page', '@form-fields', '@tree'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the fields and the read-only Linked Organisations tree with configure links', async ({ page }) => {
    const load = waitForCall(page, 'GET', `/api/posCoreInstance/${euWestId}`);
    const linked = waitForCall(page, 'GET', `/api/posCoreInstance/${euWestId}/linkedorgs`);
    await openEditPosCoreInstance(page, euWestId);
    await load;
    await linked;
    const id = page.getByRole('textbox', { name: 'ID' });
    await expect(id).toHaveValue(euWestId);
    await expect(id).toHaveAttribute('readonly', '');
    await expect(serverNameField(page)).toHaveValue('POSCore EU West');
    const uri = uriField(page);
    await expect(uri).toHaveValue('http://localhost:4010');
    await expect(uri).toHaveAttribute('placeholder', 'Enter a valid URI for API access to this POS Core Instance');
    await replaceSigningKey(page);
    const tree = page.getByRole('tree', { name: 'Linked Organisations' });
    await expect(tree.getByRole('treeitem')).toHaveCount(2);
    await expect(tree.getByRole('treeitem', { name: 'Harbour Fish Bar [HFB]' })).toBeVisible();
    await expect(tree.getByRole('link', { name: 'Configure Harbour Fish Bar' })).toHaveAttribute(
      'href',
      `/organisation/${harbourFishBarId}`,
    );
    await expect(tree.getByRole('link', { name: 'Configure Harbour Private Template' })).toHaveAttribute(
      'href',
      `/organisation/${templateId}`,
    );
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  test('no linked organisations says so; a failed list shows no list', async ({ page, forceAnswer }) => {
    await page.route(
      (url) => url.pathname === `/api/posCoreInstance/${euWestId}/linkedorgs`,
      (route) => route.fulfill({ json: [] }),
    );
    await openEditPosCoreInstance(page, euWestId);
    await expect(page.getByRole('region', { name: 'Linked Organisations' })).toContainText('No linked organisations');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await forceAnswer('GET', `/api/posCoreInstance/${euWestId}/linkedorgs`, 'code=500');
    await openEditPosCoreInstance(page, euWestId);
    await expect(serverNameField(page)).toHaveValue('POSCore EU West');
    await expect(page.getByRole('region', { name: 'Linked Organisations' })).toContainText(
      'The linked organisations could not be loaded.',
    );
    await expect(page.getByRole('tree')).toHaveCount(0);
  });

  test('Save sends the instance without its read-only addresses or a key, and returns to the list', async ({
    page,
  }) => {
    await openEditPosCoreInstance(page, euWestId);
    await serverNameField(page).fill('POSCore EU North');
    // Opening the key input and keeping the stored key sends no key either.
    await replaceSigningKey(page);
    await page.getByRole('button', { name: 'Keep current key' }).click();
    expect((await savePosCoreInstance(page)).postDataJSON()).toEqual({
      changes: [{ posCoreInstanceID: euWestId, name: 'POSCore EU North', uri: 'http://localhost:4010' }],
      deletes: [],
    });
    await expect(page).toHaveURL('/admin/poscoreinstances');
  });

  test("a failed save shows SPEC 8's message and keeps what was typed", async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/POSCoreInstance/batch', 'code=500');
    await openEditPosCoreInstance(page, euWestId);
    await serverNameField(page).fill('POSCore EU North');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'There was an error updating the record. Internal Server Error',
    );
    await expect(page).toHaveURL(`/admin/poscoreinstances/edit/${euWestId}`);
    await expect(serverNameField(page)).toHaveValue('POSCore EU North');
  });

  test('limits and the uri format are checked before sending', async ({ page }) => {
    await openEditPosCoreInstance(page, euWestId);
    await serverNameField(page).fill('x'.repeat(33));
    await expect(page.getByText('Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await serverNameField(page).fill('POSCore EU West');
    await uriField(page).fill('localhost:4010');
    await expect(
      page.getByText('Uri must be a valid http or https address (e.g. https://server.example)'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await uriField(page).fill('javascript:alert(1)');
    await expect(
      page.getByText(
        'Uri may not use the javascript: scheme: enter an http or https address (e.g. https://server.example)',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await uriField(page).fill(`https://a.example/${'x'.repeat(240)}`);
    await expect(page.getByText('Uri must be at most 256 characters')).toBeVisible();
    await uriField(page).fill('http://localhost:4010');
    await typeNewSigningKey(page, 'k'.repeat(129));
    await expect(page.getByText('JWT Signing Key must be at most 128 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('Name and Uri are checked, counted and sent trimmed; the JWT Signing Key as typed', async ({ page }) => {
    await openEditPosCoreInstance(page, euWestId);
    await serverNameField(page).fill(`  ${'N'.repeat(32)}  `);
    await uriField(page).fill(' https://eu-north.kappapos.example ');
    await replaceSigningKey(page);
    await signingKeyField(page).fill('  eu-north key  ');
    await expect(page.getByText('Name must be at most 32 characters')).toHaveCount(0);
    await expect(page.getByText('32/32')).toBeVisible();
    await expect(page.getByText(/^Uri (must|may)/)).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    const call = waitForCall(page, 'POST', '/api/POSCoreInstance/batch');
    await save.click();
    expect((await call).postDataJSON().changes[0]).toEqual({
      posCoreInstanceID: euWestId,
      name: 'N'.repeat(32),
      uri: 'https://eu-north.kappapos.example',
      jwtSigningKey: '  eu-north key  ',
    });
  });

  test('Delete asks, then sends the id and returns to the list', async ({ page }) => {
    await openEditPosCoreInstance(page, euWestId);
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/POSCoreInstance/batch');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [euWestId] });
    await expect(page).toHaveURL('/admin/poscoreinstances');
  });

  test('creating starts blank, cannot delete, and sends the new instance without an id', async ({ page }) => {
    let fetched = false;
    page.on('request', (request) => {
      if (/\/api\/posCoreInstance\/new/i.test(request.url())) fetched = true;
    });
    await openEditPosCoreInstance(page, 'new');
    await expect(page.getByRole('heading', { name: 'Create POS Core Instance' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'ID' })).toHaveValue('');
    await expect(serverNameField(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Linked Organisations' })).toHaveCount(0);
    await serverNameField(page).fill('POSCore US East');
    await uriField(page).fill('https://us-east.kappapos.example');
    // Nothing is stored yet: the key input is open from the start.
    await expect(page.getByText('No key')).toBeVisible();
    await signingKeyField(page).fill('us-east-key');
    expect((await savePosCoreInstance(page)).postDataJSON()).toEqual({
      changes: [{ name: 'POSCore US East', uri: 'https://us-east.kappapos.example', jwtSigningKey: 'us-east-key' }],
      deletes: [],
    });
    await expect(page).toHaveURL('/admin/poscoreinstances');
    expect(fetched).toBe(false);
  });

  test('Cancel and Done return to the list', async ({ page }) => {
    await openEditPosCoreInstance(page, euWestId);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin/poscoreinstances');
    await openEditPosCoreInstance(page, euWestId);
    await serverNameField(page).fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/admin/poscoreinstances');
  });
});

test.describe('Admin > Deployment server', { tag: ['@servers', '@edit-page', '@form-fields'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('the edit page is labelled for the deployment server; Done returns to /admin', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/deploymentServerInstance');
    await openEditDeploymentServer(page, deploymentServerId);
    await load;
    await expect(page.getByRole('heading', { name: 'Edit Deployment Server' })).toBeVisible();
    const id = page.getByRole('textbox', { name: 'Deployment Server ID' });
    await expect(id).toHaveValue(deploymentServerId);
    await expect(id).toHaveAttribute('readonly', '');
    await expect(serverNameField(page)).toHaveValue('Deployment Server');
    const uri = uriField(page);
    await expect(uri).toHaveValue('http://localhost:4010');
    await expect(uri).toHaveAttribute('placeholder', 'Enter a valid URI for API access to this Deployment Server');
    await expect(page.getByText('Key set')).toBeVisible();
    await expect(page.getByText('deploy-9Tb4Nc7Xe2RmVa5K')).toHaveCount(0);
    await expect(signingKeyField(page)).toHaveCount(0);
    await expect(page.getByRole('tree')).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin');
  });

  test('Save sends the deployment server and returns to /admin; Cancel too', async ({ page }) => {
    await openEditDeploymentServer(page, deploymentServerId);
    await uriField(page).fill('https://deploy.kappapos.example');
    expect((await saveDeploymentServer(page)).postDataJSON()).toEqual({
      changes: [
        {
          deploymentServerInstanceID: deploymentServerId,
          name: 'Deployment Server',
          uri: 'https://deploy.kappapos.example',
        },
      ],
      deletes: [],
    });
    await expect(page).toHaveURL('/admin');
    await openEditDeploymentServer(page, deploymentServerId);
    await serverNameField(page).fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/admin');
  });

  test('create, while the service has its one deployment server, says so and links to it; nothing to save', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' && path.startsWith('/api/deploymentServerInstance')) sent.push(path);
    });
    const load = waitForCall(page, 'GET', '/api/deploymentServerInstance');
    await openCreateDeploymentServer(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Create Deployment Server' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('There is already a deployment server');
    await expect(page.getByRole('alert')).toContainText(
      "Deployment Server is the service's one deployment server. Change it, or delete it first to create another.",
    );
    await expect(serverNameField(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit Deployment Server' }).click();
    await expect(page).toHaveURL(`/admin/deploymentserver/edit/${deploymentServerId}`);
    await expect(serverNameField(page)).toHaveValue('Deployment Server');
    expect(sent).toEqual([]);
  });

  test('create starts blank and sends the new server without an id', async ({ page }) => {
    await noDeploymentServer(page);
    await openCreateDeploymentServer(page);
    await expect(page.getByRole('heading', { name: 'Create Deployment Server' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Deployment Server ID' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await serverNameField(page).fill('Deployment Server');
    await uriField(page).fill('https://deploy.kappapos.example');
    expect((await saveDeploymentServer(page)).postDataJSON()).toEqual({
      changes: [{ name: 'Deployment Server', uri: 'https://deploy.kappapos.example' }],
      deletes: [],
    });
    await expect(page).toHaveURL('/admin');
  });

  test("a failed save shows SPEC 8's message and stays", async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/deploymentServerInstance/batch', 'code=400, example=BadRequest');
    await openEditDeploymentServer(page, deploymentServerId);
    await serverNameField(page).fill('Deploy');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('There was an error updating the record. Bad Request.');
    await expect(serverNameField(page)).toHaveValue('Deploy');
  });

  test('Delete sends the id and returns to /admin', async ({ page }) => {
    await openEditDeploymentServer(page, deploymentServerId);
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/deploymentServerInstance/batch');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [deploymentServerId] });
    await expect(page).toHaveURL('/admin');
  });

  test('once the deployment server is deleted, Create shows the form: the page asks the list afresh', async ({
    page,
    forceAnswer,
  }) => {
    await openEditDeploymentServer(page, deploymentServerId);
    await expect(serverNameField(page)).toHaveValue('Deployment Server');
    // From the delete on, the service has none.
    await noDeploymentServer(page);
    await forceAnswer('GET', '/admin/summary/', 'example=noDeploymentServer');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/admin');
    const asked = waitForCall(page, 'GET', '/api/deploymentServerInstance');
    await page.getByRole('link', { name: 'Create deployment server' }).click();
    await asked;
    await expect(page.getByRole('heading', { name: 'Create Deployment Server' })).toBeVisible();
    await expect(serverNameField(page)).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an id that is not a deployment server shows a load error', async ({ page }) => {
    await open(page, '/admin/deploymentserver/edit/91000000-0000-4000-8000-0000000000ff');
    await expect(page.getByRole('alert')).toContainText(
      'There is no deployment server with the id 91000000-0000-4000-8000-0000000000ff.',
    );
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('Admin > Integration Server Instances grid', { tag: ['@servers', '@data-grid', '@dialogs'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the instances: Instance Id read-only, Name, Type by display name, Uri as a link', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/integrationServerInstance');
    await openIntegrationServers(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Integration Server Instances' })).toBeVisible();
    for (const header of ['Instance Id', 'Name', 'Type', 'Uri']) await expect(columnHeader(page, header)).toBeVisible();
    const row = rowWith(page, 'Harbour Remote Orders');
    await expect(row).toContainText(remoteOrdersId);
    await expect(row.getByRole('textbox', { name: 'Instance Id' })).toHaveCount(0);
    await expect(row.getByRole('combobox', { name: 'Type' })).toHaveValue('Remote Order Service');
    await expect(rowWith(page, 'Insights Data Extraction').getByRole('combobox', { name: 'Type' })).toHaveValue(
      'Data Extraction Service',
    );
    await expect(rowWith(page, 'Partner Gateway').getByRole('combobox', { name: 'Type' })).toHaveValue(
      'Partner Services',
    );
    await expect(rowWith(page, 'Reporting Hub').getByRole('combobox', { name: 'Type' })).toHaveValue(
      'Reporting Service',
    );
    await expect(row.getByRole('link', { name: 'Open https://remote-orders.kappapos.example' })).toHaveAttribute(
      'href',
      'https://remote-orders.kappapos.example',
    );
  });

  test('changes the type in place and sends the record without its read-only staging address', async ({ page }) => {
    await openIntegrationServers(page);
    await rowWith(page, 'Reporting Hub').getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Partner Services' }).click();
    expect((await saveIntegrationServerChanges(page)).postDataJSON()).toEqual({
      changes: [
        {
          integrationServerInstanceID: reportingHubId,
          name: 'Reporting Hub',
          integrationServerInstanceType: 3,
          uri: 'https://reporting-test.kappapos.example',
          testInstance: true,
        },
      ],
      deletes: [],
    });
  });

  test("a rejected batch shows SPEC 8's commit message", async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/integrationServerInstance/batch', 'code=500');
    await openIntegrationServers(page);
    await serverNameField(rowWith(page, 'Partner Gateway')).fill('Partner Gateway 2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(errorDialog(page)).toContainText(
      'There was an error committing these changes. Please try again later or consider refreshing your browser. Internal Server Error',
    );
  });

  test('delete asks, then sends the id', async ({ page }) => {
    await openIntegrationServers(page);
    await rowWith(page, 'Partner Gateway').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
    expect((await saveIntegrationServerChanges(page)).postDataJSON()).toEqual({
      changes: [],
      deletes: ['92000000-0000-4000-8000-000000000003'],
    });
  });

  test('a failed load shows the Error modal', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/integrationServerInstance', 'code=500');
    await openIntegrationServers(page);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
  });

  test('Add opens the create page; Edit opens the instance', async ({ page }) => {
    await openIntegrationServers(page);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL('/admin/integrationserver/edit/new');
    await expect(page.getByRole('heading', { name: 'Create Integration Server Instance' })).toBeVisible();
    await openIntegrationServers(page);
    await rowWith(page, 'Harbour Remote Orders').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/admin/integrationserver/edit/${remoteOrdersId}`);
    await expect(page.getByRole('heading', { name: 'Edit Integration Server Instance' })).toBeVisible();
  });
});

const remoteOrders = {
  integrationServerInstanceID: remoteOrdersId,
  name: 'Harbour Remote Orders',
  integrationServerInstanceType: 1,
  uri: 'https://remote-orders.kappapos.example',
  testInstance: false,
};

test.describe('Admin > Edit Integration Server Instance', { tag: ['@servers', '@edit-page', '@form-fields'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows the fields, hints, the type dropdown without an empty option and the linked organisations', async ({
    page,
  }) => {
    const load = waitForCall(page, 'GET', `/api/integrationServerInstance/${remoteOrdersId}`);
    const linked = waitForCall(page, 'GET', `/api/IntegrationServerInstance/${remoteOrdersId}/linkedorgs`);
    await openEditIntegrationServer(page, remoteOrdersId);
    await load;
    await linked;
    await expect(page.getByRole('heading', { name: 'Edit Integration Server Instance' })).toBeVisible();
    const id = page.getByRole('textbox', { name: 'Integration Server ID' });
    await expect(id).toHaveValue(remoteOrdersId);
    await expect(id).toHaveAttribute('readonly', '');
    await expect(serverNameField(page)).toHaveValue('Harbour Remote Orders');
    await expect(page.getByText('Unique name used for token creation')).toBeVisible();
    const type = page.getByRole('combobox', { name: 'Type' });
    await expect(type).toHaveValue('Remote Order Service');
    await type.click();
    await expect(page.getByRole('option')).toHaveText([
      'Remote Order Service',
      'Data Extraction Service',
      'Partner Services',
      'Reporting Service',
      'Unknown',
    ]);
    await page.keyboard.press('Escape');
    await expect(uriField(page)).toHaveValue('https://remote-orders.kappapos.example');
    await replaceSigningKey(page);
    await expect(page.getByText('Secret set')).toBeVisible();
    await expect(page.getByText('Entering a value and saving updates the remote order server secret')).toBeVisible();
    await page.getByRole('button', { name: 'Replace secret' }).click();
    const secret = secretField(page);
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(secret).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('checkbox', { name: 'Test Instance' })).not.toBeChecked();
    await expect(page.getByText('For third-party developer testing')).toBeVisible();
    const tree = page.getByRole('tree', { name: 'Linked Organisations' });
    await expect(tree.getByRole('treeitem')).toHaveCount(2);
    await expect(tree.getByRole('treeitem', { name: 'The Crown & Anchor [CRWN]' })).toBeVisible();
    await expect(tree.getByRole('link', { name: 'Configure The Crown & Anchor' })).toHaveAttribute(
      'href',
      `/organisation/${crownAndAnchorId}`,
    );
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  test('Save sends a new secret only when one is entered, and returns to the list', async ({ page }) => {
    await openEditIntegrationServer(page, remoteOrdersId);
    await typeNewSecret(page, 'ros-Secret-9Xy');
    await page.getByRole('checkbox', { name: 'Test Instance' }).check();
    expect((await saveIntegrationServer(page)).postDataJSON()).toEqual({
      changes: [{ ...remoteOrders, testInstance: true, secret: 'ros-Secret-9Xy' }],
      deletes: [],
    });
    await expect(page).toHaveURL('/admin/integrationserver');

    await openEditIntegrationServer(page, remoteOrdersId);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Data Extraction Service' }).click();
    const body = (await saveIntegrationServer(page)).postDataJSON();
    expect(body).toEqual({ changes: [{ ...remoteOrders, integrationServerInstanceType: 2 }], deletes: [] });
    expect(body.changes[0]).not.toHaveProperty('secret');
  });

  test('creating starts blank as a Remote Order Service and sends the new instance without an id', async ({ page }) => {
    let fetched = false;
    page.on('request', (request) => {
      if (/\/api\/integrationServerInstance\/new/i.test(request.url())) fetched = true;
    });
    await openEditIntegrationServer(page, 'new');
    await expect(page.getByRole('heading', { name: 'Create Integration Server Instance' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Integration Server ID' })).toHaveValue('');
    await expect(serverNameField(page)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Remote Order Service');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Linked Organisations' })).toHaveCount(0);
    await serverNameField(page).fill('Partner Sandbox');
    await uriField(page).fill('https://partners-sandbox.kappapos.example');
    await page.getByRole('checkbox', { name: 'Test Instance' }).check();
    expect((await saveIntegrationServer(page)).postDataJSON()).toEqual({
      changes: [
        {
          name: 'Partner Sandbox',
          integrationServerInstanceType: 1,
          uri: 'https://partners-sandbox.kappapos.example',
          testInstance: true,
        },
      ],
      deletes: [],
    });
    await expect(page).toHaveURL('/admin/integrationserver');
    expect(fetched).toBe(false);
  });

  test("a failed save shows SPEC 8's message with an OK dismiss and keeps what was typed", async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('POST', '/api/integrationServerInstance/batch', 'code=400, example=BadRequest');
    await openEditIntegrationServer(page, remoteOrdersId);
    await serverNameField(page).fill('Harbour Orders');
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('There was an error updating the record. Bad Request.');
    await expect(alert.getByRole('button', { name: 'Dismiss error' })).toHaveCount(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(`/admin/integrationserver/edit/${remoteOrdersId}`);
    await expect(serverNameField(page)).toHaveValue('Harbour Orders');
  });

  test("a failed fetch shows SPEC 8's single-record message, never a blank page", async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `/api/integrationServerInstance/${remoteOrdersId}`, 'code=500');
    await openEditIntegrationServer(page, remoteOrdersId);
    await expect(page.getByRole('alert')).toContainText(
      'There was an error updating the record. Internal Server Error',
    );
    const retry = waitForCall(page, 'GET', `/api/integrationServerInstance/${remoteOrdersId}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await retry;
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin/integrationserver');
  });

  test('a failed linked-organisations call shows no list', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `/api/IntegrationServerInstance/${remoteOrdersId}/linkedorgs`, 'code=500');
    await openEditIntegrationServer(page, remoteOrdersId);
    await expect(serverNameField(page)).toHaveValue('Harbour Remote Orders');
    await expect(page.getByRole('region', { name: 'Linked Organisations' })).toContainText(
      'The linked organisations could not be loaded.',
    );
    await expect(page.getByRole('tree')).toHaveCount(0);
  });

  test('the name is checked, counted and sent trimmed; the secret as typed', async ({ page }) => {
    await openEditIntegrationServer(page, remoteOrdersId);
    await serverNameField(page).fill(`   ${'R'.repeat(32)} `);
    await typeNewSecret(page, ' ros-Secret-9Xy ');
    await expect(page.getByText('Name must be at most 32 characters')).toHaveCount(0);
    await expect(page.getByText('32/32')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect((await saveIntegrationServer(page)).postDataJSON().changes[0]).toEqual({
      ...remoteOrders,
      name: 'R'.repeat(32),
      secret: ' ros-Secret-9Xy ',
    });
  });

  test('limits are checked before sending', async ({ page }) => {
    await openEditIntegrationServer(page, remoteOrdersId);
    await typeNewSecret(page, 's'.repeat(129));
    await expect(page.getByText('Secret must be at most 128 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await secretField(page).fill('');
    await serverNameField(page).fill('');
    await serverNameField(page).blur();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('Delete asks, then sends the id and returns to the list', async ({ page }) => {
    await openEditIntegrationServer(page, remoteOrdersId);
    await page.getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/integrationServerInstance/batch');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [remoteOrdersId] });
    await expect(page).toHaveURL('/admin/integrationserver');
  });
});

test.describe('who may see the server screens', { tag: ['@servers', '@shell'] }, () => {
  for (const persona of ['orgAdmin', 'user'] as const) {
    test(`${persona === 'orgAdmin' ? 'an organisation admin' : 'an ordinary user'} is turned away`, async ({
      page,
      signInAs,
    }) => {
      test.slow();
      await signInAs(persona);
      const calls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname.toLowerCase();
        if (/^\/api\/(poscoreinstance|deploymentserverinstance|integrationserverinstance)/.test(path)) calls.push(path);
      });
      for (const path of [
        '/admin/poscoreinstances',
        `/admin/poscoreinstances/edit/${euWestId}`,
        '/admin/deploymentserver/create',
        `/admin/deploymentserver/edit/${deploymentServerId}`,
        '/admin/integrationserver',
        `/admin/integrationserver/edit/${remoteOrdersId}`,
      ]) {
        await open(page, path);
        await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
      }
      expect(calls).toEqual([]);
    });
  }
});
