import type { Page, Request } from '@playwright/test';
import { estate, open, waitForCall } from '../support/fixtures';

/** Steps on Edit Organisation Profile (src/features/organisation-profile) that more than one spec takes. */

export const organisationProfilePath = (orgId: string = estate.harbourFishBarId) => `/organisation/${orgId}/profile`;

/** Opens Edit Organisation Profile (of Harbour Fish Bar unless another is given). */
export const openOrganisationProfile = (page: Page, orgId?: string) => open(page, organisationProfilePath(orgId));

/** The organisation's Name box ("Name" in German too). */
export const profileNameField = (page: Page) => page.getByRole('textbox', { name: 'Name' });

/** Save; resolves to the profile call it sent. */
export async function saveOrganisationProfile(page: Page, orgId: string = estate.harbourFishBarId): Promise<Request> {
  const call = waitForCall(page, 'POST', `/api/organisation/${orgId}/profile`);
  await page.getByRole('button', { name: 'Save' }).click();
  return call;
}
