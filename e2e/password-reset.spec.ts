import type { Page } from '@playwright/test';
import {
  confirmResetPath,
  fillNewPassword,
  openRequestReset,
  requestReset,
  resetEmailField,
  validateResetPath,
} from './areas/password-reset';
import { holdCall } from './support/calls';
import { test, expect, open, waitForCall } from './support/fixtures';
import { field } from './support/form';
import { expectNoLoginRequired, expectPasswordSentOnlyAsConfirmed } from './support/screen-steps';

/**
 * The password reset flow, used by a logged-out visitor: the session call answers 401 and the
 * console still renders these paths (SPEC 4 "Start-up").
 */
test.beforeEach(async ({ signInAs }) => {
  await signInAs('loggedOut');
});

const resetToken = 'R3set9TokN5kQ2wP';
const resetEmail = 'uma@harbourfishbar.example';
const loginHref = '/authentication/login?returnUrl=%2F';

test.describe('Password reset request', { tag: ['@password-reset', '@public-card', '@form-fields'] }, () => {
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });

  test('shows the email field with Send disabled until the email has a valid structure', async ({ page }) => {
    await openRequestReset(page);
    await expectNoLoginRequired(page);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    const input = resetEmailField(page);
    await expect(input).toHaveValue('');
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', loginHref);
    for (const invalid of ['uma', 'uma@', 'uma@harbourfishbar', 'uma@harbourfishbar.']) {
      await input.fill(invalid);
      await input.blur();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(sendButton(page)).toBeDisabled();
    }
    await input.fill(`${'u'.repeat(50)}@harbourfishbar.example`);
    await expect(page.getByText('Email must be at most 64 characters')).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await input.fill(resetEmail);
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('Send posts {email} and shows the request sent notice with Login', async ({ page }) => {
    await openRequestReset(page);
    await resetEmailField(page).fill(` ${resetEmail} `);
    const call = waitForCall(page, 'POST', '/passwordreset/send');
    await sendButton(page).click();
    expect((await call).postDataJSON()).toEqual({ email: resetEmail });
    await expect(page).toHaveURL('/resetpassword/requestsent');
    await expect(page.getByRole('heading', { name: 'Reset Requested' })).toBeVisible();
    await expect(page.getByText('Your password reset request has been sent.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', loginHref);
  });

  test("each error shows the request screen's message and keeps the email", async ({ page, forceAnswer }) => {
    test.slow();
    await openRequestReset(page);
    await resetEmailField(page).fill(resetEmail);
    for (const [prefer, message] of [
      ['code=400, example=BadRequest_InvalidParameters', 'Failed to send invite! Email address is invalid'],
      [
        'code=400, example=BadRequest_EmailSendFailure',
        'Failed to send invite! The server is not able to send password resets at this time',
      ],
      [
        'code=400, example=BadRequest_TooManyAttempts',
        'You have tried too many times in a short period. Please wait a while before trying again',
      ],
      [
        'code=400, example=BadRequest_PasswordResetRequestHasInvalidParameters',
        'Failed to send password reset request! Email address is invalid.',
      ],
      [
        'code=400, example=BadRequest_PasswordResetRequestEmailSendFailure',
        'Failed to send password reset request! The server is not able to send password resets at this time.',
      ],
      [
        'code=400, example=BadRequest_PasswordResetRequestTooManyAttempts',
        'You have tried too many times in a short period. Please wait a while before trying again.',
      ],
      // The contract's mail limit: 429 with the same code (and Retry-After).
      [
        'code=429, example=BadRequest_TooManyAttempts',
        'You have tried too many times in a short period. Please wait a while before trying again',
      ],
      ['code=500', 'Internal Server Error'],
    ] as const) {
      await forceAnswer('POST', '/passwordreset/send', prefer);
      await sendButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(`Error${message}`);
      await expect(page).toHaveURL('/resetpassword');
      await expect(resetEmailField(page)).toHaveValue(resetEmail);
    }
  });
});

test.describe('Password reset link', { tag: ['@password-reset', '@link-validation'] }, () => {
  const confirmUrl = confirmResetPath(resetToken, resetEmail);

  test('validates {email, token}, then goes on to the confirm screen', async ({ page }) => {
    const release = await holdCall(page, '/passwordreset/validate');
    const call = waitForCall(page, 'POST', '/passwordreset/validate');
    await open(page, validateResetPath(resetToken, resetEmail));
    await expect(page.getByText('Validating...')).toBeVisible();
    expect((await call).postDataJSON()).toEqual({ email: resetEmail, token: resetToken });
    release();
    await expect(page).toHaveURL(confirmUrl);
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  });

  test('the validation route is not exact: trailing segments are allowed', async ({ page }) => {
    const call = waitForCall(page, 'POST', '/passwordreset/validate');
    await open(page, `/resetpassword/validate/${resetToken}/${resetEmail}/extra/segments`);
    expect((await call).postDataJSON()).toEqual({ email: resetEmail, token: resetToken });
    await expect(page).toHaveURL(confirmUrl);
  });

  test("each validation error shows the confirm screen's message and offers a new request", async ({
    page,
    forceAnswer,
  }) => {
    test.slow();
    for (const [index, [prefer, message]] of (
      [
        [
          'code=404, example=NotFound_ExpiredOrMissing',
          'Password reset request not found or has expired. Please send a new request to try again.',
        ],
        ['code=400, example=BadRequest_InvalidParameters', 'Password reset request is not valid.'],
        [
          'code=400, example=BadRequest_Expired',
          'Password reset request has expired. Please send a new request to try again.',
        ],
        [
          'code=404, example=NotFound_PasswordResetExpiredOrMissing',
          'Password reset request not found or has expired. Please send a new request to try again.',
        ],
        ['code=400, example=BadRequest_PasswordResetHasInvalidParameters', 'Password reset request is not valid.'],
        [
          'code=400, example=BadRequest_PasswordResetHasExpired',
          'Password reset request has expired. Please send a new request to try again.',
        ],
        ['code=500', 'Internal Server Error'],
      ] as const
    ).entries()) {
      await forceAnswer('POST', '/passwordreset/validate', prefer);
      await open(page, `/resetpassword/validate/${resetToken}${index}/${resetEmail}`);
      await expect(page.getByRole('alert')).toHaveText(`Error${message}`);
      await expect(page.getByText('Validating...')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Send a new request' }).click();
    await expect(page).toHaveURL('/resetpassword');
  });
});

test.describe('Confirm reset', { tag: ['@password-reset', '@public-card', '@form-fields'] }, () => {
  const confirmUrl = confirmResetPath(resetToken, resetEmail);
  const acceptButton = (page: Page) => page.getByRole('button', { name: 'Accept' });

  test('Accept is enabled only for a valid, confirmed password', async ({ page }) => {
    await open(page, confirmUrl);
    await expectNoLoginRequired(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(resetEmail);
    await expect(field(page, 'New Password')).toHaveValue('');
    await expect(field(page, 'Confirm Password')).toHaveValue('');
    await expect(acceptButton(page)).toBeDisabled();
    // SPEC's word on the button, and what it does for a screen reader.
    await expect(acceptButton(page)).toHaveAccessibleDescription("Sets this as your account's new password");
    await fillNewPassword(page, 'Quay-24');
    await expect(page.getByText('Password needs to be at least 8 characters long')).toBeVisible();
    await expect(acceptButton(page)).toBeDisabled();
    await field(page, 'New Password').fill('Quay-2024');
    await expect(page.getByTestId('password-strength')).toContainText('Average');
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(acceptButton(page)).toBeDisabled();
    await field(page, 'Confirm Password').fill('Quay-2024');
    await expect(acceptButton(page)).toBeEnabled();
  });

  test('the password is sent only exactly as confirmed: a space at either end is refused, a confirmation without it differs', async ({
    page,
  }) => {
    await open(page, confirmUrl);
    const request = await expectPasswordSentOnlyAsConfirmed(page, {
      passwordLabel: 'New Password',
      button: 'Accept',
      path: '/passwordreset/confirm',
    });
    expect(request.postDataJSON()).toEqual({ email: resetEmail, token: resetToken, userPassword: 'Secret123!' });
    await expect(page).toHaveURL('/resetpassword/complete');
  });

  test('posts {email, token, userPassword} and shows the completion notice with Login', async ({ page }) => {
    await open(page, confirmUrl);
    await fillNewPassword(page, 'Quayside-Sunrise-2024');
    const call = waitForCall(page, 'POST', '/passwordreset/confirm');
    await acceptButton(page).click();
    expect((await call).postDataJSON()).toEqual({
      email: resetEmail,
      token: resetToken,
      userPassword: 'Quayside-Sunrise-2024',
    });
    await expect(page).toHaveURL('/resetpassword/complete');
    await expect(page.getByText('You have successfully changed your password.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', loginHref);
    expect(page.url()).not.toContain('Quayside-Sunrise-2024');
  });

  test('the confirm route is not exact: trailing segments are allowed', async ({ page }) => {
    await open(page, `/resetpassword/confirm/${resetToken}/${resetEmail}/extra`);
    await fillNewPassword(page, 'Quayside-Sunrise-2024');
    const call = waitForCall(page, 'POST', '/passwordreset/confirm');
    await acceptButton(page).click();
    expect((await call).postDataJSON()).toEqual({
      email: resetEmail,
      token: resetToken,
      userPassword: 'Quayside-Sunrise-2024',
    });
  });

  test("each error shows the confirm screen's message (others as received) and keeps the password", async ({
    page,
    forceAnswer,
  }) => {
    test.slow();
    await open(page, confirmUrl);
    await fillNewPassword(page, 'Quayside-Sunrise-2024');
    for (const [prefer, message] of [
      [
        'code=404, example=NotFound_ExpiredOrMissing',
        'Password reset request not found or has expired. Please send a new request to try again.',
      ],
      ['code=400, example=BadRequest_InvalidParameters', 'Password reset request is not valid.'],
      [
        'code=400, example=BadRequest_Expired',
        'Password reset request has expired. Please send a new request to try again.',
      ],
      ['code=400, example=BadRequest_PasswordTooShort', 'Specified password is too short.'],
      ['code=400, example=BadRequest_PasswordTooCommon', 'Specified password is too common and not secure enough.'],
      [
        'code=400, example=BadRequest_PasswordResetHasExpired',
        'Password reset request has expired. Please send a new request to try again.',
      ],
      ['code=500', 'Internal Server Error'],
    ] as const) {
      await forceAnswer('POST', '/passwordreset/confirm', prefer);
      await acceptButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(`Error${message}`);
      await expect(page).toHaveURL(confirmUrl);
      await expect(field(page, 'New Password')).toHaveValue('Quayside-Sunrise-2024');
    }
  });

  test('an unknown code is shown as received', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/passwordreset/confirm',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'BadRequest_SomethingNew' }),
        }),
    );
    await open(page, confirmUrl);
    await fillNewPassword(page, 'Quayside-Sunrise-2024');
    await acceptButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('ErrorBadRequest_SomethingNew');
  });
});

test('a signed-in user can use the reset flow too', { tag: ['@password-reset'] }, async ({ page, signInAs }) => {
  await signInAs('user');
  await openRequestReset(page);
  await requestReset(page, resetEmail);
  await expect(page).toHaveURL('/resetpassword/requestsent');
});
