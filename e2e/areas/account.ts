import type { Page, Request } from '@playwright/test';
import { open, waitForCall } from '../support/fixtures';
import { field } from '../support/form';

/** Steps on My Account and Change Password (src/features/account) that more than one spec takes. */

/** My Account of `userId`. */
export const myAccountPath = (userId: string) => `/user/${userId}`;
export const changePasswordPath = '/changeprofilepassword';

/** Opens My Account of `userId`. */
export const openMyAccount = (page: Page, userId: string) => open(page, myAccountPath(userId));

/** Opens Change Password (`query`, such as `?redirect=...`, appended). */
export const openChangePassword = (page: Page, query = '') => open(page, `${changePasswordPath}${query}`);

/** Change Password's three boxes filled: the old password, the new one, and its confirmation (the new one unless given). */
export async function fillChangePassword(
  page: Page,
  { oldPassword, newPassword, confirm = newPassword }: { oldPassword: string; newPassword: string; confirm?: string },
): Promise<void> {
  await field(page, 'Old Password').fill(oldPassword);
  await field(page, 'New Password').fill(newPassword);
  await field(page, 'Confirm Password').fill(confirm);
}

/** Change Password's Change; resolves to the call it sent. */
export async function changePassword(page: Page): Promise<Request> {
  const call = waitForCall(page, 'POST', '/api/user/batch/changepassword');
  await page.getByRole('button', { name: 'Change' }).click();
  return call;
}
