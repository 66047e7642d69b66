import type { Locator, Page, Request } from '@playwright/test';
import { open, waitForCall } from '../support/fixtures';
import { rowWith } from '../support/grid';
import type { SpecLanguage } from '../support/languages';

/**
 * Steps on the Users grid, Edit User and Edit My Profile (src/features/users) that more than one spec takes. The
 * user's text fields are labelled the same on Accept Invitation, whose specs find them here too.
 */

export const usersPath = '/admin/users';
export const editUserPath = (userId: string) => `${usersPath}/edit/${userId}`;

/** Opens the Users grid. */
export const openUsers = (page: Page) => open(page, usersPath);

/** Opens Edit User of `userId`. */
export const openEditUser = (page: Page, userId: string) => open(page, editUserPath(userId));

export const profilePath = '/profile';

/** Opens Edit My Profile, the signed-in user's own record. */
export const openProfile = (page: Page) => open(page, profilePath);

const LABELS = {
  displayName: { en: 'Display Name', de: 'Anzeigename' },
  fullName: { en: 'Full Name', de: 'Vollständiger Name' },
  email: { en: 'Email', de: 'E-Mail' },
  save: { en: 'Save', de: 'Speichern' },
} as const;

/** The Display Name box. */
export const displayNameField = (scope: Page | Locator, language: SpecLanguage = 'en') =>
  scope.getByRole('textbox', { name: LABELS.displayName[language] });

/** The Full Name box: of the form, or of a grid row (`scope`). */
export const fullNameField = (scope: Page | Locator, language: SpecLanguage = 'en') =>
  scope.getByRole('textbox', { name: LABELS.fullName[language] });

/** The Email box. */
export const emailField = (scope: Page | Locator, language: SpecLanguage = 'en') =>
  scope.getByRole('textbox', { name: LABELS.email[language] });

/** The Full Name cell of the Users grid's row holding `value` (its Short Name, say). */
export const fullNameInRow = (page: Page, value: string) => fullNameField(rowWith(page, value));

/** Fills the user's text fields given, in the form's order. */
export async function fillUserForm(
  page: Page,
  user: { displayName?: string; fullName?: string; email?: string },
  language: SpecLanguage = 'en',
): Promise<void> {
  if (user.displayName !== undefined) await displayNameField(page, language).fill(user.displayName);
  if (user.fullName !== undefined) await fullNameField(page, language).fill(user.fullName);
  if (user.email !== undefined) await emailField(page, language).fill(user.email);
}

/** Edit User's Save; resolves to the batch call it sent. */
export async function saveUser(page: Page, language: SpecLanguage = 'en'): Promise<Request> {
  const call = waitForCall(page, 'POST', '/api/user/batch');
  await page.getByRole('button', { name: LABELS.save[language] }).click();
  return call;
}

/** Edit My Profile's Save; resolves to the profile call it sent. */
export async function saveProfile(page: Page): Promise<Request> {
  const call = waitForCall(page, 'POST', '/api/user/profile');
  await page.getByRole('button', { name: 'Save' }).click();
  return call;
}

/** The Users grid's Save Changes; resolves to the batch call it sent. */
export async function saveUserChanges(page: Page): Promise<Request> {
  const call = waitForCall(page, 'POST', '/api/user/batch');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  return call;
}
