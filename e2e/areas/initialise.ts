import type { Page, Request } from '@playwright/test';
import { estate, open, waitForCall } from '../support/fixtures';

/** Steps on Initialise Organisation (src/features/initialise) that more than one spec takes. */

export const initialisePath = (orgId: string = estate.harbourFishBarId) => `/organisation/${orgId}/initialise`;

/** Opens Initialise Organisation (of Harbour Fish Bar unless another is given). */
export const openInitialise = (page: Page, orgId?: string) => open(page, initialisePath(orgId));

/** The Currency Code box. */
export const currencyCodeField = (page: Page) => page.getByRole('textbox', { name: 'Currency Code' });

/** The Initialise button. */
export const initialiseButton = (page: Page) => page.getByRole('button', { name: 'Initialise' });

/** Initialise; resolves to the call it sent. */
export async function submitInitialise(page: Page, orgId: string = estate.harbourFishBarId): Promise<Request> {
  const call = waitForCall(page, 'POST', `/api/organisation/${orgId}/initialise`);
  await initialiseButton(page).click();
  return call;
}
