import type { Locator, Page, Request } from '@playwright/test';
import { expect, open, waitForCall } from '../support/fixtures';
import { rowWith } from '../support/grid';
import type { SpecLanguage } from '../support/languages';

/**
 * Steps on the Users grid, Edit User, Edit My Profile and Import Users (src/features/users) that more than one spec
 * takes. The user's text fields are labelled the same on Accept Invitation, whose specs find them here too.
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

// Import Users (src/features/users/import-users-screen.tsx).

export const importPath = `${usersPath}/import`;

/** Chooses a CSV file of `text` on the file step. */
export async function chooseImportFile(page: Page, text: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
}

interface SentUser {
  userID?: string;
  [field: string]: unknown;
}

/**
 * The mock answers every batch with its example (one user, Sam), which lists none of an import's rows: the import
 * would rightly report them not confirmed. This answers each batch as saved, as the service does: the users sent,
 * new ones with an id.
 */
export async function answerBatchesAsSaved(page: Page): Promise<void> {
  let made = 0;
  await page.route('**/api/user/batch', async (route) => {
    const body = route.request().postDataJSON() as { changes: SentUser[] };
    const changes = body.changes.map((user) => {
      made += 1;
      const id = user.userID ?? `30000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
      return { image: null, scopes: [], ...user, userID: id, version: '1' };
    });
    await route.fulfill({ json: { changes, deletes: [] } });
  });
}

/** Fails unless the whole of `locator` is inside the page's viewport (not scrolled out of a box or off the screen). */
export async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge within ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  // Nothing above it in its own scrolling box covers it (a cell scrolled under a sticky one would be).
  const shown = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = Math.min(rect.left + rect.width / 2, window.innerWidth - 1);
    const y = Math.min(rect.top + rect.height / 2, window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top) || top.contains(element));
  });
  expect(shown, `${what}: not hidden under another element`).toBe(true);
}
