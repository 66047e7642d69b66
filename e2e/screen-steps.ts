import type { Locator, Page } from '@playwright/test';
import { strongPassword } from './fixtures';

/** Steps on screens that more than one sweep takes (the double-submit and the mutation error sweeps). */

/** A text box by its exact accessible name. */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The POS Core grid asks each instance for its version and errors: kept off the network here. */
export async function instancesOffline(page: Page): Promise<void> {
  for (const origin of ['http://localhost:4010', 'http://127.0.0.1:4010']) await page.route(`${origin}/**`, (route) => route.abort());
}

/** Accept Invitation filled in so that Accept is enabled: both agreements, the names and a strong password twice. */
export async function fillAcceptInvitation(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service (version 3)' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy (version 2)' }).check();
  await textbox(page, 'Display Name').fill('NewStarter');
  await textbox(page, 'Full Name').fill('New Starter');
  await textbox(page, 'Password').fill(strongPassword);
  await textbox(page, 'Confirm Password').fill(strongPassword);
}
