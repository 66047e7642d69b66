import type { Page } from '@playwright/test';
import { changePasswordPath, fillChangePassword, myAccountPath } from '../areas/account';
import { emailField, profilePath } from '../areas/users';
import { test, expect, estate, waitForCall } from '../support/fixtures';
import { errorDialog, field, region } from '../support/form';
import { mailedLink, openAs, uniqueTag, worldCall } from './world';

test.describe.configure({ timeout: 90_000 });

/**
 * The personal area of the `user` persona (Uma) on the world. Uma is an estate persona that other flows open but do
 * not read by name, email or password; each test puts back what it changed when it ends, so a repeated run starts
 * from the seed again. The tests of her profile read her email and change it, so they run one after the other.
 */
const seededPassword = 'Harbour-Lights-2023';
const uma = {
  userID: estate.umaId,
  shortName: 'Uma',
  fullName: 'Uma Underwood',
  email: 'uma@harbourfishbar.example',
  locale: 'en-GB',
  defaultCurrencyCode: 'GBP',
  image: null,
  scopes: [],
};

/** Edit My Profile's notice that her new email waits for the link mailed to it. */
const pendingNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Confirm your new email address' });

/** Saves the profile with `email` typed in; answers the call's body. */
async function saveEmail(page: Page, email: string): Promise<unknown> {
  await emailField(page).fill(email);
  const save = waitForCall(page, 'POST', '/api/user/profile');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return (await save).postDataJSON() as unknown;
}

/**
 * Puts Uma's seeded email back after a test confirmed another: a save with it starts a change like any other, and its
 * link is confirmed as Uma (no change is left waiting either).
 */
async function restoreEmail(page: Page): Promise<void> {
  const profile = await worldCall<{ email: string | null }>(page, 'GET', '/api/user/profile', undefined, 'user');
  if (profile.email === uma.email) return;
  await worldCall(page, 'POST', '/api/user/profile', uma, 'user');
  const link = await mailedLink(page, uma.email);
  const [token = '', email = ''] = link.split('/').slice(-2).map(decodeURIComponent);
  await worldCall(page, 'POST', '/api/user/profile/confirmemail', { token, email }, 'user');
}

test.describe('her profile', () => {
  // In order, in one worker: each reads her email, and the last changes it.
  test.describe.configure({ mode: 'default' });

  test(
    'a renamed profile shows its new name on the profile, in the user menu and on My Account after a reload',
    { tag: ['@account', '@edit-page', '@users', '@shell'] },
    async ({ page }, testInfo) => {
      const tag = uniqueTag(testInfo);
      const shortName = `Uma ${tag}`;
      const fullName = `Uma Renamed ${tag}`;

      try {
        await openAs(page, 'user', profilePath);
        await expect(field(page, 'Full Name')).toHaveValue(uma.fullName);
        await field(page, 'Display Name').fill(shortName);
        await field(page, 'Full Name').fill(fullName);
        const save = waitForCall(page, 'POST', '/api/user/profile');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        // The profile goes back with the version it was loaded at (two admins, one record: docs/editing.md).
        expect((await save).postDataJSON()).toEqual({ ...uma, shortName, fullName, version: expect.any(String) });
        await expect(page.getByText('Your profile was saved.')).toBeVisible();

        await page.reload();
        await expect(field(page, 'Display Name')).toHaveValue(shortName);
        await expect(field(page, 'Full Name')).toHaveValue(fullName);
        await expect(page.getByRole('button', { name: `${shortName}, user menu` })).toContainText(shortName);

        await page.goto(myAccountPath(estate.umaId));
        await expect(region(page, 'Profile').getByRole('row', { name: `Full Name ${fullName}` })).toBeVisible();
        await expect(region(page, 'Profile').getByRole('row', { name: `Display Name ${shortName}` })).toBeVisible();
      } finally {
        // Sent without a version: put back whatever happened above.
        await worldCall(page, 'POST', '/api/user/profile', uma, 'user');
      }
    },
  );

  test(
    'an email another user has by now is refused on confirming, and the profile keeps hers',
    { tag: ['@account', '@users'] },
    async ({ page }) => {
      const oliver = 'oliver@harbourfishbar.example';
      await openAs(page, 'user', profilePath);
      expect(await saveEmail(page, oliver)).toMatchObject({ email: oliver });
      await expect(pendingNotice(page)).toContainText(`A link was sent to ${oliver}. Your email stays ${uma.email}`);

      const confirm = waitForCall(page, 'POST', '/api/user/profile/confirmemail');
      await page.goto(await mailedLink(page, oliver));
      expect((await confirm).postDataJSON()).toEqual({ token: expect.any(String), email: oliver });
      await expect(page.getByRole('alert')).toContainText(
        'Another user already has this email address. Nothing was saved.',
      );
      await expect(page.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();

      await page.goto(profilePath);
      await expect(emailField(page)).toHaveValue(uma.email);
      // Still waiting: the next test's new address replaces it.
      await expect(pendingNotice(page)).toContainText(oliver);
    },
  );

  test(
    'a new email waits for its link; the link makes it hers, as the profile shows after a reload',
    { tag: ['@account', '@users', '@edit-page'] },
    async ({ page }, testInfo) => {
      const address = `uma.${uniqueTag(testInfo)}@harbourfishbar.example`;
      try {
        await openAs(page, 'user', profilePath);
        expect(await saveEmail(page, address)).toMatchObject({ email: address });
        await expect(page.getByText('Your profile was saved.')).toBeVisible();
        await expect(pendingNotice(page)).toContainText(
          `A link was sent to ${address}. Your email stays ${uma.email} until you open it.`,
        );
        // The stored address is the form's baseline: nothing unsaved.
        await expect(emailField(page)).toHaveValue(uma.email);
        await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();

        // The stand-in login page lists the mail with a link that opens as its user.
        const link = await mailedLink(page, address);
        await page.goto('/authentication/login');
        const open = page.getByRole('row').filter({ hasText: address }).getByRole('link', { name: 'open as Uma' });
        await expect(open).toHaveAttribute('href', `${link}?mockPersona=user`);
        const confirm = waitForCall(page, 'POST', '/api/user/profile/confirmemail');
        await open.click();
        expect((await confirm).postDataJSON()).toEqual({ token: expect.any(String), email: address });
        await expect(page.getByRole('status').filter({ hasText: 'Your email address is now' })).toHaveText(
          `Your email address is now ${address}.`,
        );
        await page.getByRole('link', { name: 'Go to My Profile' }).click();
        await expect(page).toHaveURL(profilePath);
        await expect(emailField(page)).toHaveValue(address);

        await page.reload();
        await expect(emailField(page)).toHaveValue(address);
        await expect(pendingNotice(page)).toHaveCount(0);
      } finally {
        await restoreEmail(page);
      }
    },
  );
});

test(
  'a changed password is accepted; the old one is then refused and the new one is the one to give',
  { tag: ['@account', '@form-fields'] },
  async ({ page }, testInfo) => {
    const newPassword = `Tidal-Quay-${uniqueTag(testInfo)}`;
    const change = async (oldPassword: string, password: string) => {
      await fillChangePassword(page, { oldPassword, newPassword: password });
      const call = waitForCall(page, 'POST', '/api/user/batch/changepassword');
      await page.getByRole('button', { name: 'Change', exact: true }).click();
      return (await call).postDataJSON() as unknown;
    };

    await openAs(page, 'user', profilePath);
    await page.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL('/changeprofilepassword');
    expect(await change(seededPassword, newPassword)).toEqual({
      userID: estate.umaId,
      oldPassword: seededPassword,
      newPassword,
    });
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Your password was changed.')).toBeVisible();

    await page.goto(changePasswordPath);
    expect(await change(seededPassword, 'Another-Quay-2026')).toEqual({
      userID: estate.umaId,
      oldPassword: seededPassword,
      newPassword: 'Another-Quay-2026',
    });
    await expect(page.getByText('The specified old password does not match.')).toBeVisible();
    await expect(errorDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL('/changeprofilepassword');
    for (const label of ['Old Password', 'New Password', 'Confirm Password'])
      await expect(field(page, label)).toHaveValue('');

    // The new password is the old one now: changing back to the seed's is accepted.
    expect(await change(newPassword, seededPassword)).toEqual({
      userID: estate.umaId,
      oldPassword: newPassword,
      newPassword: seededPassword,
    });
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Your password was changed.')).toBeVisible();
  },
);

test(
  'an anonymous session (the Guest) sees its account and profile, and is offered neither to change',
  { tag: ['@account', '@edit-page', '@shell'] },
  async ({ page }) => {
    // Its user menu has only Logout (SPEC 2.2); My Account and Edit My Profile agree with it.
    await openAs(page, 'anonymous', myAccountPath(estate.guestId));
    const profile = region(page, 'Profile');
    await expect(profile.getByRole('row', { name: 'Display Name Guest' })).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(profilePath);
    await expect(page.getByText('This is an anonymous session: its profile cannot be changed.')).toBeVisible();
    await expect(field(page, 'Display Name')).toHaveValue('Guest');
    for (const label of ['Display Name', 'Full Name', 'Email']) await expect(field(page, label)).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Change Password' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    // Change Password, typed into the address bar, offers no form either, and Back returns to the profile.
    await page.goto('/changeprofilepassword');
    await expect(page.getByText('This is an anonymous session: it has no password to change.')).toBeVisible();
    await expect(page.getByLabel('Old Password')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(profilePath);
    expect(sent).toEqual([]);

    // Uma, signed in with a name, is offered both.
    await openAs(page, 'user', myAccountPath(estate.umaId));
    await expect(region(page, 'Profile').getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await page.goto(profilePath);
    await expect(field(page, 'Display Name')).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Change Password' })).toBeVisible();
  },
);
