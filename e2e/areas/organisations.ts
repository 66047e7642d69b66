import type { Page, Request } from '@playwright/test';
import { open, waitForCall } from '../support/fixtures';

/** Steps on Admin > Organisations, the tree and its edit form (src/features/organisations), that more than one spec takes. */

export const organisationsPath = '/admin/organisations';

/** The Organisations page, its tree filtered by `filter` and `org` selected (the query in that order). */
export function organisationsUrl({ filter, org }: { filter?: string; org?: string } = {}): string {
  const query = [filter === undefined ? '' : `filter=${filter}`, org === undefined ? '' : `org=${org}`]
    .filter((part) => part !== '')
    .join('&');
  return query ? `${organisationsPath}?${query}` : organisationsPath;
}

/** Opens the Organisations page (filtered and with an organisation selected, if given). */
export const openOrganisations = (page: Page, query?: { filter?: string; org?: string }) =>
  open(page, organisationsUrl(query));

/** The edit form's Organisation Code box. */
export const organisationCodeField = (page: Page) => page.getByRole('textbox', { name: 'Organisation Code' });

/** The edit form's Name box. */
export const organisationNameField = (page: Page) => page.getByRole('textbox', { name: 'Name' });

/** Create new organisation, then the new organisation's code and name typed (those given). */
export async function createOrganisation(page: Page, organisation: { code?: string; name?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Create new organisation' }).click();
  if (organisation.code !== undefined) await organisationCodeField(page).fill(organisation.code);
  if (organisation.name !== undefined) await organisationNameField(page).fill(organisation.name);
}

/** The edit form's Save; resolves to the batch call it sent. */
export async function saveOrganisation(page: Page): Promise<Request> {
  const call = waitForCall(page, 'POST', '/api/organisation/batch');
  await page.getByRole('button', { name: 'Save' }).click();
  return call;
}
