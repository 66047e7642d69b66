import type { Page } from '@playwright/test';
import { estate, open } from '../support/fixtures';

/**
 * Steps on Install Versions (src/features/acceptances) that more than one spec takes. The organisation is Harbour
 * Fish Bar unless one is given; the mock's versions are in e2e/support/versions.ts.
 */

export const acceptancesPath = (orgId: string = estate.harbourFishBarId) => `/organisation/${orgId}/acceptances`;

/** Opens Install Versions. */
export const openAcceptances = (page: Page, orgId?: string) => open(page, acceptancesPath(orgId));

/** The panel of the version chosen in the tree. */
export const acceptancePanel = (page: Page) => page.getByRole('region', { name: 'Package acceptance' });

/** The panel of the application chosen in the tree. */
export const autoAcceptSettings = (page: Page) => page.getByRole('region', { name: 'Auto accept settings' });

/** The application panel's Auto accept new versions switch. */
export const autoAcceptSwitch = (page: Page) =>
  autoAcceptSettings(page).getByRole('switch', { name: 'Auto accept new versions' });

/** Accept in the Accept version confirmation. */
export async function confirmAcceptVersion(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Accept version' }).getByRole('button', { name: 'Accept' }).click();
}
