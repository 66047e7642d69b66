import { auditEntry, auditLogOf } from '../areas/audit-logs';
import { fillNewPassword, requestReset, requestResetPath } from '../areas/password-reset';
import { test, expect } from '../support/fixtures';
import { mailedLink, newUser, openAs, uniqueTag } from './world';

test.describe.configure({ timeout: 90_000 });

test(
  'a password reset is requested, its mailed link validated and confirmed; the link is then used up',
  { tag: ['@password-reset', '@link-validation', '@public-card', '@form-fields'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(page, tag, `Rhea Reset ${tag}`);

    await openAs(page, 'loggedOut', requestResetPath);
    await requestReset(page, user.email);
    await expect(page).toHaveURL('/resetpassword/requestsent');

    const link = await mailedLink(page, user.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    const confirmUrl = page.url();
    await fillNewPassword(page, 'Tidal-Harbour-2026');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL('/resetpassword/complete');
    await expect(page.getByText('You have successfully changed your password.')).toBeVisible();

    // After a reload of the link, the world no longer knows it.
    await page.goto(link);
    await expect(
      page.getByText('Password reset request not found or has expired. Please send a new request to try again.'),
    ).toBeVisible();
    expect(confirmUrl).toContain('/resetpassword/confirm/');

    await openAs(page, 'superUser', auditLogOf(`Password of Rhea Reset ${tag} reset`));
    await expect(auditEntry(page, `Password of Rhea Reset ${tag} reset`)).toBeVisible();
  },
);
