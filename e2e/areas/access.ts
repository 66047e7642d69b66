import type { Page, Request } from '@playwright/test';
import { estate, open, waitForCall } from '../support/fixtures';

/**
 * Steps on Organisation Access (src/features/access) that more than one spec takes: the links grid, Add and Edit
 * Access, Invite User and Pending Invitations. The organisation is Harbour Fish Bar unless one is given.
 */

const orgPath = (orgId: string) => `/organisation/${orgId}`;
export const linksPath = (orgId: string = estate.harbourFishBarId) => `${orgPath(orgId)}/links`;
export const editLinkPath = (linkId: string, orgId: string = estate.harbourFishBarId) =>
  `${linksPath(orgId)}/edit/${linkId}`;
export const createLinkPath = (orgId: string = estate.harbourFishBarId) => `${linksPath(orgId)}/create`;
export const invitePath = (orgId: string = estate.harbourFishBarId) => `${orgPath(orgId)}/invite`;
export const pendingInvitesPath = (orgId: string = estate.harbourFishBarId) => `${orgPath(orgId)}/pendinginvites`;

export const openLinks = (page: Page, orgId?: string) => open(page, linksPath(orgId));
export const openEditLink = (page: Page, linkId: string, orgId?: string) => open(page, editLinkPath(linkId, orgId));
export const openCreateLink = (page: Page, orgId?: string) => open(page, createLinkPath(orgId));
export const openInvite = (page: Page, orgId?: string) => open(page, invitePath(orgId));
export const openPendingInvites = (page: Page, orgId?: string) => open(page, pendingInvitesPath(orgId));

/** The Organisation Administrator checkbox (Add and Edit Access, Invite User). */
export const orgAdminCheckbox = (page: Page) => page.getByRole('checkbox', { name: 'Organisation Administrator' });

/** The permission groups to check (Add and Edit Access, Invite User). */
export const permissionGroupsBox = (page: Page) => page.getByRole('group', { name: 'Permission groups' });

/** The outlet restrictions picker (Add and Edit Access, Invite User). */
export const outletRestrictions = (page: Page) => page.getByRole('group', { name: 'Outlet restrictions' });

/** Restricts the access to `site` in the outlet restrictions picker. */
export async function restrictOutletTo(page: Page, site: string): Promise<void> {
  await outletRestrictions(page)
    .getByRole('button', { name: `Restrict to ${site}` })
    .click();
}

/** Add Access for a user: `name` picked in the User select. */
export async function chooseLinkUser(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name }).click();
}

/** Add Access for a team: Team chosen, then `name` picked in the Team select. */
export async function chooseLinkTeam(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: 'Team' }).check();
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name }).click();
}

/** Add and Edit Access's own Save (not a grid's Save Changes). */
export const linkSaveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** Invite User's Email box. */
export const inviteEmailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });

/** Invite User's Send; resolves to the invitation call it sent. */
export async function sendInvitation(page: Page, orgId: string = estate.harbourFishBarId): Promise<Request> {
  const call = waitForCall(page, 'POST', `/api/organisation/${orgId}/sendinvite`);
  await page.getByRole('button', { name: 'Send' }).click();
  return call;
}
