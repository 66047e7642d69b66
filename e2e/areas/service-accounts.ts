import type { Locator, Page, Request } from '@playwright/test';
import { estate, open, waitForCall } from '../support/fixtures';
import type { SpecLanguage } from '../support/languages';

/**
 * Steps on the Service Accounts grid and Edit Service Account (src/features/service-accounts) that more than one spec
 * takes. The organisation is Harbour Fish Bar unless one is given.
 */

export const serviceAccountsPath = (orgId: string = estate.harbourFishBarId) =>
  `/organisation/${orgId}/serviceaccounts`;
export const editServiceAccountPath = (accountId: string, orgId: string = estate.harbourFishBarId) =>
  `${serviceAccountsPath(orgId)}/edit/${accountId}`;

/** Opens the Service Accounts grid. */
export const openServiceAccounts = (page: Page, orgId?: string) => open(page, serviceAccountsPath(orgId));

/** Opens Edit Service Account of `accountId`. */
export const openEditServiceAccount = (page: Page, accountId: string, orgId?: string) =>
  open(page, editServiceAccountPath(accountId, orgId));

/** The account's Name box: Edit Service Account's, or a grid row's (`scope`); "Name" in German too. */
export const accountNameField = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Name' });

/** Picks `type` in the Type select of Edit Service Account, or of a grid row (`scope`). */
export async function chooseAccountType(
  scope: Page | Locator,
  type: string,
  language: SpecLanguage = 'en',
): Promise<void> {
  await scope.getByRole('combobox', { name: { en: 'Type', de: 'Typ' }[language] }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: type }).click();
}

/** Edit Service Account's Site restriction picker. */
export const siteRestriction = (page: Page) => page.getByRole('group', { name: 'Site restriction' });

/** Restricts the account to `site` in the Site restriction picker. */
export async function restrictTo(page: Page, site: string): Promise<void> {
  await siteRestriction(page)
    .getByRole('button', { name: `Restrict to ${site}` })
    .click();
}

/** Reset service account password, confirmed with Reset password: the reset is sent. */
export async function resetServiceAccountPassword(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reset service account password' }).click();
  await page
    .getByRole('dialog', { name: 'Reset service account password' })
    .getByRole('button', { name: 'Reset password' })
    .click();
}

/** The dialog that shows the generated password once. */
export const newPasswordDialog = (page: Page) => page.getByRole('dialog', { name: 'New service account password' });

/** The Service Accounts grid's Save Changes; resolves to the batch call it sent. */
export async function saveServiceAccountChanges(page: Page, orgId: string = estate.harbourFishBarId): Promise<Request> {
  const call = waitForCall(page, 'POST', `/api/organisation/${orgId}/serviceaccounts/batch`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  return call;
}
