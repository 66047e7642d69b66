import type { Page } from '@playwright/test';
import { open } from '../support/fixtures';
import { field } from '../support/form';
import type { SpecLanguage } from '../support/languages';

/**
 * Steps on the password reset pages (src/features/password-reset) that more than one spec takes: the request, and
 * the e-mailed link's validation and confirmation, used by a signed-out visitor.
 */

export const requestResetPath = '/resetpassword';
/** The e-mailed link (Validate Reset), the email encoded. */
export const validateResetPath = (token: string, email: string) =>
  `/resetpassword/validate/${token}/${encodeURIComponent(email)}`;
/** Choose a New Password for `token` and `email`, the email encoded. */
export const confirmResetPath = (token: string, email: string) =>
  `/resetpassword/confirm/${token}/${encodeURIComponent(email)}`;

/** Opens Reset Password, the request. */
export const openRequestReset = (page: Page) => open(page, requestResetPath);

/** Reset Password's Email box. */
export const resetEmailField = (page: Page, language: SpecLanguage = 'en') =>
  page.getByRole('textbox', { name: { en: 'Email', de: 'E-Mail' }[language] });

/** Reset Password's Email typed and Send pressed. */
export async function requestReset(page: Page, email: string): Promise<void> {
  await resetEmailField(page).fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** Choose a New Password's two boxes filled: the new password and its confirmation (the same unless given). */
export async function fillNewPassword(page: Page, password: string, confirm = password): Promise<void> {
  await field(page, 'New Password').fill(password);
  await field(page, 'Confirm Password').fill(confirm);
}
