import type { Page } from '@playwright/test';
import { estate, open } from '../support/fixtures';

/**
 * Steps on Version Authorisation (src/features/authorisations) that more than one spec takes. The organisation is
 * Harbour Fish Bar unless one is given; the mock's versions are in e2e/support/versions.ts.
 */

export const authorisationsPath = (orgId: string = estate.harbourFishBarId) => `/organisation/${orgId}/authorisations`;

/** Opens Version Authorisation. */
export const openAuthorisations = (page: Page, orgId?: string) => open(page, authorisationsPath(orgId));

/** The panel of the version chosen in the tree. */
export const updateAuthorisedVersion = (page: Page) => page.getByRole('region', { name: 'Update authorised version' });

/** The panel's Organisation select: `name` picked. */
export async function chooseOrganisationToAuthorise(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Organisation', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The dialog that names the organisations an authorisation updated. */
export const authorisedDialog = (page: Page) => page.getByRole('dialog', { name: 'Success' });
