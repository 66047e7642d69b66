import type { Page } from '@playwright/test';
import { strongPassword } from '../support/fixtures';
import { textbox } from '../support/screen-steps';

/**
 * Steps on the invitee's pages (src/features/invitation-acceptance) that more than one spec takes: Validate and
 * Accept Invitation, opened by a signed-out visitor from the e-mailed link.
 */

/** Accept Invitation for `token` and `email` (the email encoded, as the e-mailed link has it). */
export const acceptInvitationPath = (token: string, email: string) =>
  `/invitations/accept/${token}/${encodeURIComponent(email)}`;

/** The e-mailed link (Validate Invitation), the email encoded. */
export const validateInvitationPath = (token: string, email: string) =>
  `/invitations/validate/${token}/${encodeURIComponent(email)}`;

/** Accept Invitation filled in so that Accept is enabled: both agreements, the names and `password` twice. */
export async function fillAcceptInvitation(page: Page, password: string = strongPassword): Promise<void> {
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service (version 3)' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy (version 2)' }).check();
  await textbox(page, 'Display Name').fill('NewStarter');
  await textbox(page, 'Full Name').fill('New Starter');
  await textbox(page, 'Password').fill(password);
  await textbox(page, 'Confirm Password').fill(password);
}
