import type { Locator, Page, Request } from '@playwright/test';
import { estate, open, waitForCall } from '../support/fixtures';
import type { SpecLanguage } from '../support/languages';

/**
 * Steps on the User Permission Groups grid and Edit Permission Group (src/features/permission-groups) that more than
 * one spec takes. The organisation is Harbour Fish Bar unless one is given.
 */

export const permissionGroupsPath = (orgId: string = estate.harbourFishBarId) =>
  `/organisation/${orgId}/permissiongroups`;
export const editPermissionGroupPath = (groupId: string, orgId: string = estate.harbourFishBarId) =>
  `${permissionGroupsPath(orgId)}/edit/${groupId}`;
const batchPath = (orgId: string) => `/api/organisation/${orgId}/userpermissiongroup/batch`;

/** Opens the User Permission Groups grid. */
export const openPermissionGroups = (page: Page, orgId?: string) => open(page, permissionGroupsPath(orgId));

/** Opens Edit Permission Group of `groupId`. */
export const openEditPermissionGroup = (page: Page, groupId: string, orgId?: string) =>
  open(page, editPermissionGroupPath(groupId, orgId));

/** The group's Name box: Edit Permission Group's, or a grid row's (`scope`); "Name" in German too. */
export const groupNameField = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Name' });

/** A profile's checkbox on the Profiles tab ("Sales Insights", "Site Supervisor"...). */
export const profileCheckbox = (page: Page, profile: string) => page.getByRole('checkbox', { name: profile });

/** The Advanced tab's levels of one permission ("Tax", "Steuern"...). */
export const levelOf = (page: Page, permission: string, language: SpecLanguage = 'en') =>
  page.getByRole('radiogroup', { name: `${{ en: 'Level of', de: 'Stufe für' }[language]} ${permission}` });

/** The User Permission Groups grid's Save Changes; resolves to the batch call it sent. */
export async function savePermissionGroupChanges(
  page: Page,
  orgId: string = estate.harbourFishBarId,
): Promise<Request> {
  const call = waitForCall(page, 'POST', batchPath(orgId));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  return call;
}
