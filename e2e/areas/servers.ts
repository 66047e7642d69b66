import type { Locator, Page, Request } from '@playwright/test';
import { open, waitForCall } from '../support/fixtures';

/**
 * Steps on the server screens (src/features/servers) that more than one spec takes: the POS Core Instances grid and
 * edit page, the deployment server's create and edit pages, the Integration Server Instances grid and edit page.
 */

export const posCoreInstancesPath = '/admin/poscoreinstances';
/** Edit POS Core Instance of `id`; `new` creates one. */
export const editPosCoreInstancePath = (id: string) => `${posCoreInstancesPath}/edit/${id}`;
export const integrationServersPath = '/admin/integrationserver';
/** Edit Integration Server Instance of `id`; `new` creates one. */
export const editIntegrationServerPath = (id: string) => `${integrationServersPath}/edit/${id}`;
export const createDeploymentServerPath = '/admin/deploymentserver/create';
export const editDeploymentServerPath = (id: string) => `/admin/deploymentserver/edit/${id}`;

const batch = {
  posCore: '/api/POSCoreInstance/batch',
  integration: '/api/integrationServerInstance/batch',
  deployment: '/api/deploymentServerInstance/batch',
} as const;

export const openPosCoreInstances = (page: Page) => open(page, posCoreInstancesPath);
export const openEditPosCoreInstance = (page: Page, id: string) => open(page, editPosCoreInstancePath(id));
export const openIntegrationServers = (page: Page) => open(page, integrationServersPath);
export const openEditIntegrationServer = (page: Page, id: string) => open(page, editIntegrationServerPath(id));
export const openCreateDeploymentServer = (page: Page) => open(page, createDeploymentServerPath);
export const openEditDeploymentServer = (page: Page, id: string) => open(page, editDeploymentServerPath(id));

/** The POS Core grid asks each instance for its version and errors: kept off the network here. */
export async function instancesOffline(page: Page): Promise<void> {
  for (const origin of ['http://localhost:4010', 'http://127.0.0.1:4010'])
    await page.route(`${origin}/**`, (route) => route.abort());
}

/** The service without its deployment server (the list's `none` example), so that Create Deployment Server shows its form. */
export async function noDeploymentServer(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/deploymentServerInstance',
    async (route) =>
      route.request().method() === 'GET'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=none' } })
        : route.fallback(),
  );
}

/** A server's Name box: of its edit page, or of a grid row (`scope`). */
export const serverNameField = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Name' });

/** A server's Uri box: of its edit page, or of a grid row (`scope`). */
export const uriField = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Uri' });

/** The JWT Signing Key input (a password input: no textbox role), there once "Replace key" is pressed. */
export const signingKeyField = (page: Page) => page.getByLabel('JWT Signing Key', { exact: true });

/** The integration server's Secret input (a password input), there once "Replace secret" is pressed. */
export const secretField = (page: Page) => page.getByLabel('Secret', { exact: true });

/** Replace key, then the new key typed. */
export async function typeNewSigningKey(page: Page, key: string): Promise<void> {
  await page.getByRole('button', { name: 'Replace key' }).click();
  await signingKeyField(page).fill(key);
}

/** Replace secret, then the new secret typed. */
export async function typeNewSecret(page: Page, secret: string): Promise<void> {
  await page.getByRole('button', { name: 'Replace secret' }).click();
  await secretField(page).fill(secret);
}

async function saveWith(page: Page, path: string, button: string): Promise<Request> {
  const call = waitForCall(page, 'POST', path);
  await page.getByRole('button', { name: button }).click();
  return call;
}

/** Edit POS Core Instance's Save; resolves to the batch call it sent. */
export const savePosCoreInstance = (page: Page) => saveWith(page, batch.posCore, 'Save');

/** The POS Core Instances grid's Save Changes; resolves to the batch call it sent. */
export const savePosCoreInstanceChanges = (page: Page) => saveWith(page, batch.posCore, 'Save Changes');

/** Edit Integration Server Instance's Save; resolves to the batch call it sent. */
export const saveIntegrationServer = (page: Page) => saveWith(page, batch.integration, 'Save');

/** The Integration Server Instances grid's Save Changes; resolves to the batch call it sent. */
export const saveIntegrationServerChanges = (page: Page) => saveWith(page, batch.integration, 'Save Changes');

/** The deployment server's Save; resolves to the batch call it sent. */
export const saveDeploymentServer = (page: Page) => saveWith(page, batch.deployment, 'Save');
