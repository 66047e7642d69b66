import type { Locator, Page, Request } from '@playwright/test';
import { open, waitForCall } from '../support/fixtures';

/** Steps on the Clients grid and Edit Client (src/features/clients) that more than one spec takes. */

export const clientsPath = '/admin/clients';
export const editClientPath = (clientId: string) => `${clientsPath}/edit/${clientId}`;

/** Opens the Clients grid. */
export const openClients = (page: Page) => open(page, clientsPath);

/** Opens Edit Client of `clientId`. */
export const openEditClient = (page: Page, clientId: string) => open(page, editClientPath(clientId));

/** Edit Client's Redirect URIs box. */
export const redirectUrisField = (page: Page) => page.getByRole('textbox', { name: 'Redirect URIs' });

/** Edit Client's Enter New Secret input (a password input: no textbox role). */
export const newSecretField = (page: Page) => page.getByLabel('Enter New Secret');

/** Fills the given cells of a Clients grid row (a new one's ID is editable), in the grid's order. */
export async function fillClientRow(
  row: Locator,
  client: { id?: string; name?: string; description?: string },
): Promise<void> {
  if (client.id !== undefined) await row.getByRole('textbox', { name: 'ID' }).fill(client.id);
  if (client.name !== undefined) await row.getByRole('textbox', { name: 'Name' }).fill(client.name);
  if (client.description !== undefined)
    await row.getByRole('textbox', { name: 'Description' }).fill(client.description);
}

/** Edit Client's Save; resolves to the batch call it sent. */
export async function saveClient(page: Page): Promise<Request> {
  const call = waitForCall(page, 'POST', '/api/client/batch');
  await page.getByRole('button', { name: 'Save' }).click();
  return call;
}

/** The Clients grid's Save Changes; resolves to the batch call it sent. */
export async function saveClientChanges(page: Page): Promise<Request> {
  const call = waitForCall(page, 'POST', '/api/client/batch');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  return call;
}
