import { changePasswordPath, fillChangePassword, myAccountPath } from '../support/account';
import { test, expect, estate, waitForCall } from '../support/fixtures';
import { errorDialog, field, region } from '../support/form';
import { profilePath } from '../support/users';
import { openAs, uniqueTag, worldCall } from './world';

test.describe.configure({ timeout: 90_000 });

/**
 * The personal area of the `user` persona (Uma) on the world. Uma is an estate persona that other flows open but do
 * not read by name or password; the test puts her name and password back when it ends, so a repeated run starts from
 * the seed again.
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
