import type { Page } from '@playwright/test';
import { openChangePassword } from './areas/account';
import { editTeamPath } from './areas/teams';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { sameCallsInEnglishAndGerman, type SpecLanguage } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { recordCalls } from './support/versions';

/**
 * The form blocks in German (a de-DE profile): an edit page's buttons, its validation messages around the screen's
 * label, the delete confirmation, the Unsaved changes question and the session-ended dialog; the new-password pair of
 * Change Password with its policy messages and strength meter. The language changes no call and no request body.
 * Fields the screens label themselves are found by their value or their autocomplete hint, so these tests keep
 * reading the blocks' words once the screens are in German too.
 */
// Each test a browser of its own: a language must not reach the next test's page.
test.use({ freshPage: true });
test.describe.configure({ timeout: 60_000 });

const orgId = estate.harbourFishBarId;
const api = `/api/organisation/${orgId}`;
const barStaff = '30000000-0000-4000-8000-000000000002';
const teamEdit = editTeamPath(barStaff, orgId);

interface EditPageWords {
  save: string;
  cancel: string;
  done: string;
  delete: string;
  copy: RegExp;
  required: string;
  tooLong: string;
  unsaved: string;
  unsavedText: string;
  stay: string;
  /** The shell's name of the breadcrumb trail. */
  breadcrumb: string;
}

const editPageWords: Readonly<Record<SpecLanguage, EditPageWords>> = {
  en: {
    save: 'Save',
    cancel: 'Cancel',
    done: 'Done',
    delete: 'Delete',
    copy: /^Copy /,
    required: 'Name is required',
    tooLong: 'Name must be at most 32 characters',
    unsaved: 'Unsaved changes',
    unsavedText: 'You have unsaved changes. Leave this page and discard them?',
    stay: 'Stay',
    breadcrumb: 'Breadcrumb',
  },
  de: {
    save: 'Speichern',
    cancel: 'Abbrechen',
    done: 'Fertig',
    delete: 'Löschen',
    copy: / kopieren$/,
    required: 'Name ist erforderlich',
    tooLong: 'Name darf höchstens 32 Zeichen lang sein',
    unsaved: 'Nicht gespeicherte Änderungen',
    unsavedText:
      'Sie haben nicht gespeicherte Änderungen. Möchten Sie diese Seite verlassen und die Änderungen verwerfen?',
    stay: 'Bleiben',
    breadcrumb: 'Pfadnavigation',
  },
};

/** The team's name: the first editable text box of the page (the Team ID before it is read-only). */
const teamName = (page: Page) => page.locator('#main-content input[type="text"]:not([readonly])').first();

/**
 * Edit Team with the block's words: Done, a copy button, the delete confirmation (cancelled), a name too long and a
 * blank one, Unsaved changes (Stay), then Save. Returns the calls of the visit ("METHOD /path", sorted) and the body
 * of the save.
 */
async function editTeam(page: Page, words: EditPageWords): Promise<{ calls: string[]; body: unknown }> {
  const calls = recordCalls(page);
  await open(page, teamEdit);
  const name = teamName(page);
  await expect(name).toHaveValue('Bar Staff');
  await expect(page.getByRole('button', { name: words.done, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: words.copy })).toBeVisible();

  await page.getByRole('button', { name: words.delete, exact: true }).first().click();
  const confirm = page.getByRole('dialog', { name: words.delete });
  await expect(confirm.getByRole('button', { name: words.delete, exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: words.cancel, exact: true }).click();
  await expect(confirm).toHaveCount(0);

  const save = page.getByRole('button', { name: words.save, exact: true });
  await name.fill('x'.repeat(33));
  await expect(page.getByText(words.tooLong, { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill(' ');
  await expect(page.getByText(words.required, { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill('Bar Team');
  await expect(page.getByRole('button', { name: words.cancel, exact: true })).toBeEnabled();

  // The link's page loads its data when the pointer comes over it (preload on intent): waited for, so that both
  // languages make that call, however long the click takes.
  const organisation = page.getByRole('navigation', { name: words.breadcrumb, exact: true }).getByRole('link').first();
  const preloaded = waitForCall(page, 'GET', `/api/Organisation/summary/${orgId}`);
  await organisation.hover();
  await preloaded;
  await organisation.click();
  const unsaved = page.getByRole('dialog', { name: words.unsaved });
  await expect(unsaved).toContainText(words.unsavedText);
  await unsaved.getByRole('button', { name: words.stay }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(name).toHaveValue('Bar Team');

  const sent = waitForCall(page, 'POST', `${api}/team/batch`);
  await save.click();
  const body = (await sent).postDataJSON() as unknown;
  await expect(page).toHaveURL(`/organisation/${orgId}/teams`);
  await settled(page);
  return { calls: [...calls].sort(), body };
}

test(
  'Edit Team in German: the buttons, the validation messages, the delete confirmation and Unsaved changes; the same calls and the same saved team as in English',
  { tag: ['@de', '@teams', '@edit-page', '@form-fields', '@dialogs'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) =>
      editTeam(page, editPageWords[language]),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(german.body).toEqual({
      changes: [{ teamID: barStaff, name: 'Bar Team', ownerOrganisationID: orgId }],
      deletes: [],
    });
    expect(german.calls.length).toBeGreaterThan(0);
  },
);

interface PasswordWords {
  newPassword: string;
  confirmPassword: string;
  tooShort: string;
  tooShortLevel: string;
  veryStrongLevel: string;
  mismatch: string;
}

const passwordWords: Readonly<Record<SpecLanguage, PasswordWords>> = {
  en: {
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    tooShort: 'Password needs to be at least 8 characters long',
    tooShortLevel: 'Too short',
    veryStrongLevel: 'Very strong',
    mismatch: 'The passwords do not match',
  },
  de: {
    newPassword: 'Neues Kennwort',
    confirmPassword: 'Kennwort bestätigen',
    tooShort: 'Das Kennwort muss mindestens 8 Zeichen lang sein',
    tooShortLevel: 'Zu kurz',
    veryStrongLevel: 'Sehr stark',
    mismatch: 'Die Kennwörter stimmen nicht überein',
  },
};

/** Change Password through the new-password pair's words; returns the calls of the visit and the body sent. */
async function changePassword(page: Page, words: PasswordWords): Promise<{ calls: string[]; body: unknown }> {
  const calls = recordCalls(page);
  await openChangePassword(page);
  const password = page.getByRole('textbox', { name: words.newPassword, exact: true });
  const confirm = page.getByRole('textbox', { name: words.confirmPassword, exact: true });
  const meter = page.getByTestId('password-strength');
  await password.fill('aaaaaaA');
  await expect(page.getByText(words.tooShort, { exact: true })).toBeVisible();
  await expect(meter).toContainText(words.tooShortLevel);
  await password.fill('Quayside-Sunrise-2024');
  await expect(meter).toContainText(words.veryStrongLevel);
  await expect(page.getByText(words.tooShort, { exact: true })).toHaveCount(0);
  await confirm.fill('Quayside-Sunrise');
  await expect(page.getByText(words.mismatch, { exact: true })).toBeVisible();
  await confirm.fill('Quayside-Sunrise-2024');
  await expect(page.getByText(words.mismatch, { exact: true })).toHaveCount(0);
  await page.locator('input[autocomplete="current-password"]').fill('Harbour-Lights-2023');

  const sent = waitForCall(page, 'POST', '/api/user/batch/changepassword');
  // The profile the page returns to loads its record; the visit ends once that call is out (the page can look
  // settled while the profile's code is still on its way, and the call then fell into the next visit's record).
  const profileLoad = waitForCall(page, 'GET', '/api/user/profile');
  await page.locator('form button[type="submit"]').click();
  const body = (await sent).postDataJSON() as unknown;
  await expect(page).toHaveURL('/profile');
  await profileLoad;
  await settled(page);
  return { calls: [...calls].sort(), body };
}

test(
  'Change Password in German: the new-password pair, its policy message, strength and mismatch; the same calls and body as in English',
  { tag: ['@de', '@account', '@form-fields'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const german = await sameCallsInEnglishAndGerman(signInAs, 'user', (language) =>
      changePassword(page, passwordWords[language]),
    );
    expect(german.body).toEqual({
      userID: estate.umaId,
      oldPassword: 'Harbour-Lights-2023',
      newPassword: 'Quayside-Sunrise-2024',
    });
  },
);

test(
  'a session that ends during a save says so in German, keeps the page, and says the user is still signed out',
  { tag: ['@de', '@session-ended', '@teams', '@edit-page'] },
  async ({ page, signInAs, forceAnswer }) => {
    await signInAs('orgAdmin', { locale: 'de-DE' });
    await open(page, teamEdit);
    const name = teamName(page);
    await expect(name).toHaveValue('Bar Staff');
    await name.fill('Bar Team');
    await forceAnswer('POST', `${api}/team/batch`, 'code=401');
    // Signed out from now on: the dialog's Retry finds the session still ended.
    await page.route(
      (url) => url.pathname.toLowerCase() === '/authentication/current',
      (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Ihre Sitzung ist abgelaufen' });
    await expect(dialog).toContainText(
      'Sie wurden abgemeldet, daher wurde die gesendete Änderung nicht gespeichert. Alles, was Sie eingegeben haben, befindet sich weiterhin auf dieser Seite.',
    );
    await expect(dialog.getByRole('link', { name: 'Erneut anmelden (neuer Tab)' })).toHaveAttribute('target', '_blank');
    const check = waitForCall(page, 'GET', '/Authentication/current');
    await dialog.getByRole('button', { name: 'Erneut versuchen' }).click();
    await check;
    await expect(dialog.getByRole('alert')).toHaveText(
      'Sie sind weiterhin abgemeldet. Melden Sie sich im neuen Tab erneut an und klicken Sie dann auf „Erneut versuchen“.',
    );
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(name).toHaveValue('Bar Team');
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toHaveCount(0);
  },
);
