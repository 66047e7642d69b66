import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Steps that specs of several areas take (the sweeps among them): a text box, a date-time picker, a new password
 * confirmed, a public page without Login Required. A step of one area's screens lives in that area's module
 * (e2e/support/<area>.ts).
 */

/** A text box by its exact accessible name. */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/**
 * Picks a date and time in a date-time picker (src/components/date-time-field), as a user does: opens it, clicks
 * the day when its month is shown, else goes up to the decade through the calendar's header and picks the year,
 * the month and the day (day buttons are named "20 November 2026": the specs' users are en-GB), types the time's
 * hours and minutes and presses Enter. `date` is YYYY-MM-DD, `time` HH:mm.
 */
export async function pickDateTime(field: Locator, date: string, time: string): Promise<void> {
  const page = field.page();
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const dayName = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  await field.click();
  const dropdownId = await field.getAttribute('aria-controls');
  if (!dropdownId) throw new Error('the date-time picker did not open');
  const dropdown = page.locator(`[id="${dropdownId}"]`);
  // The calendar's header is named by the month it shows ("November 2026"), then by the year ("2026").
  const monthHeader = dropdown.getByRole('button', { name: /^\p{L}+ \d{4}$/u });
  const dayButton = dropdown.locator(`button[aria-label="${dayName}"]:not([data-outside])`);
  await expect(monthHeader).toBeVisible();
  if ((await dayButton.count()) === 0) {
    await monthHeader.click();
    await dropdown.getByRole('button', { name: /^\d{4}$/ }).click();
    await dropdown.getByRole('button', { name: String(year), exact: true }).click();
    // The year's twelve months, January first.
    await dropdown
      .locator('table button')
      .nth(month - 1)
      .click();
  }
  await dayButton.click();
  // The time is two boxes, hours and minutes, each named after the field.
  const [hours, minutes] = time.split(':') as [string, string];
  await dropdown.getByLabel(/: hours$/).fill(hours);
  const minutesBox = dropdown.getByLabel(/: minutes$/);
  await minutesBox.fill(minutes);
  await minutesBox.press('Enter');
  await expect(dropdown).toBeHidden();
}

/**
 * A new password is sent only exactly as confirmed (change password, accept invitation, confirm reset): with the
 * screen's other fields filled, "Secret123! " confirmed as "Secret123!" shows that a password cannot end with a space
 * and that the two differ, and neither the button nor Enter sends anything; typed twice with the space, still
 * nothing; then "Secret123!" twice enables the button, and the one call to `path` it sends is returned.
 */
export async function expectPasswordSentOnlyAsConfirmed(
  page: Page,
  { passwordLabel, button, path }: { passwordLabel: string; button: string; path: string },
): Promise<Request> {
  const isCall = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname.toLowerCase() === path.toLowerCase();
  const sent: Request[] = [];
  const record = (request: Request) => {
    if (isCall(request)) sent.push(request);
  };
  page.on('request', record);
  const password = textbox(page, passwordLabel);
  const confirm = textbox(page, 'Confirm Password');
  const submit = page.getByRole('button', { name: button, exact: true });

  await password.fill('Secret123! ');
  await confirm.fill('Secret123!');
  await expect(page.getByText('Password cannot start or end with a space')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();
  await confirm.press('Enter');

  await confirm.fill('Secret123! ');
  await expect(page.getByText('The passwords do not match')).toHaveCount(0);
  await expect(page.getByText('Password cannot start or end with a space')).toBeVisible();
  await expect(submit).toBeDisabled();
  await confirm.press('Enter');

  await password.fill('Secret123!');
  await expect(page.getByText('Password cannot start or end with a space')).toHaveCount(0);
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await confirm.fill('Secret123!');
  await expect(page.getByText('The passwords do not match')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  const call = page.waitForRequest(isCall);
  await submit.click();
  const request = await call;
  page.off('request', record);
  expect(
    sent.map((made) => made.postData()),
    'one call, after the password was confirmed exactly',
  ).toEqual([request.postData()]);
  return request;
}

/** An anonymous path renders without the Login Required screen. */
export async function expectNoLoginRequired(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
}
