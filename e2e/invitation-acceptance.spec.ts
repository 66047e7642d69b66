import type { Page } from '@playwright/test';
import { acceptInvitationPath, fillAcceptInvitation, validateInvitationPath } from './areas/invitation-acceptance';
import { displayNameField, fullNameField } from './areas/users';
import { holdCall } from './support/calls';
import { test, expect, open, waitForCall } from './support/fixtures';
import { field } from './support/form';
import { expectNoLoginRequired, expectPasswordSentOnlyAsConfirmed } from './support/screen-steps';

/**
 * The invitation flow, used by a logged-out visitor: the session call answers 401 and the
 * console still renders these paths (SPEC 4 "Start-up").
 */
test.beforeEach(async ({ signInAs }) => {
  await signInAs('loggedOut');
});

const token = '7QmX2vLp9RkT4wZs';
const email = 'new.starter@harbourfishbar.example';
const loginHref = '/authentication/login?returnUrl=%2F';
const password = 'Fish-and-Chips-42';

test.describe('Validate Invitation', { tag: ['@invitation-acceptance', '@link-validation'] }, () => {
  test('shows "Validating...", sends the placeholders and goes to the accept form for a new user', async ({ page }) => {
    const release = await holdCall(page, '/invitations/validate');
    let validations = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/invitations/validate') validations += 1;
    });
    const call = waitForCall(page, 'POST', '/invitations/validate');
    await open(page, validateInvitationPath(token, email));
    await expect(page.getByText('Validating...')).toBeVisible();
    await expectNoLoginRequired(page);
    expect((await call).postDataJSON()).toEqual({
      email,
      token,
      userShortName: 'placeholder',
      userFullName: 'placeholder',
      userPassword: 'placeholder',
    });
    release();
    await expect(page).toHaveURL(`/invitations/accept/${token}/${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Accept Invitation' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    // Validated once per visit of the link.
    expect(validations).toBe(1);
  });

  test('an existing user is accepted with placeholder values and sees the approved page', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('POST', '/invitations/validate', 'example=existingUser');
    const accept = waitForCall(page, 'POST', '/invitations/accept');
    await open(page, `/invitations/validate/${token}/${email}`);
    expect((await accept).postDataJSON()).toEqual({
      email,
      token,
      userShortName: 'placeholder',
      userFullName: 'placeholder',
      userPassword: 'placeholder',
      locale: 'en-GB',
      defaultCurrency: 'GBP',
      consentDocumentIds: [],
    });
    await expect(page).toHaveURL('/invitations/approved');
    await expect(page.getByText('Welcome, your invitation has been approved!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', loginHref);
  });

  test('decodes an encoded token and email from the URL', async ({ page }) => {
    const call = waitForCall(page, 'POST', '/invitations/validate');
    await open(
      page,
      `/invitations/validate/${encodeURIComponent('a+b/c=d')}/${encodeURIComponent('first+last@harbourfishbar.example')}`,
    );
    const body = (await call).postDataJSON();
    expect(body.token).toBe('a+b/c=d');
    expect(body.email).toBe('first+last@harbourfishbar.example');
  });

  const codes: Array<[string, string]> = [
    [
      'code=404, example=NotFound_InvitationExpiredOrMissing',
      'Invitation not found or has expired. Please contact your administrator to re-issue a new invitation.',
    ],
    ['code=400, example=BadRequest_InvitationHasInvalidParameters', 'Invitation is not valid.'],
    ['code=400, example=BadRequest_InvitationExpired', 'Invitation has expired.'],
    ['code=400, example=BadRequest_UserHasAlreadyJoined', 'User is already part of this organisation.'],
    ['code=500', 'Internal Server Error'],
  ];
  test('each error of the validation shows its message', async ({ page, forceAnswer }) => {
    test.slow();
    for (const [index, [prefer, message]] of codes.entries()) {
      await forceAnswer('POST', '/invitations/validate', prefer);
      await open(page, `/invitations/validate/${token}${index}/${email}`);
      await expect(page.getByRole('alert')).toHaveText(`Error${message}`);
      await expect(page.getByText('Validating...')).toHaveCount(0);
      await expect(page).toHaveURL(`/invitations/validate/${token}${index}/${email}`);
    }
  });

  test('an error of the accept that follows for an existing user shows its message', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/invitations/validate', 'example=existingUser');
    await forceAnswer('POST', '/invitations/accept', 'code=400, example=BadRequest_UserHasAlreadyJoined');
    await open(page, `/invitations/validate/${token}/${email}`);
    await expect(page.getByRole('alert')).toHaveText('ErrorUser is already part of this organisation.');
    await expect(page).not.toHaveURL('/invitations/approved');
  });

  test('a link whose email cannot be valid is refused without a call', async ({ page }) => {
    let called = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') called = true;
    });
    await open(page, `/invitations/validate/${token}/not-an-email`);
    await expect(page.getByRole('alert')).toHaveText('ErrorInvitation is not valid.');
    expect(called).toBe(false);
  });
});

test.describe('Accept Invitation', { tag: ['@invitation-acceptance', '@public-card', '@form-fields'] }, () => {
  const acceptUrl = acceptInvitationPath(token, email);
  const acceptButton = (page: Page) => page.getByRole('button', { name: 'Accept' });

  test('shows the form with the consent documents and defaults, Accept disabled', async ({ page }) => {
    const documents = waitForCall(page, 'GET', '/api/consentdocuments');
    await open(page, acceptUrl);
    await documents;
    await expectNoLoginRequired(page);
    await expect(page.getByRole('heading', { name: 'Accept Invitation' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('checkbox', { name: 'I accept the Terms of Service (version 3)' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'I accept the Privacy Policy (version 2)' })).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Read the Terms of Service' })).toHaveAttribute(
      'href',
      '/authentication/ViewConsentDocument?consentDocumentID=c0000000-0000-4000-8000-000000000001',
    );
    await expect(page.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute(
      'href',
      '/authentication/ViewConsentDocument?consentDocumentID=c0000000-0000-4000-8000-000000000002',
    );
    await expect(displayNameField(page)).toHaveValue('');
    await expect(fullNameField(page)).toHaveValue('');
    await expect(field(page, 'Password')).toHaveValue('');
    await expect(field(page, 'Confirm Password')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveValue(/^en-GB/);
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(/^GBP/);
    await expect(acceptButton(page)).toBeDisabled();
  });

  test('Accept is enabled only when every rule holds', async ({ page }) => {
    test.slow();
    await open(page, acceptUrl);
    await fillAcceptInvitation(page, password);
    await expect(acceptButton(page)).toBeEnabled();

    const terms = page.getByRole('checkbox', { name: 'I accept the Terms of Service (version 3)' });
    await terms.uncheck();
    await expect(acceptButton(page)).toBeDisabled();
    await terms.check();
    await expect(acceptButton(page)).toBeEnabled();

    for (const label of ['Display Name', 'Full Name']) {
      const input = page.getByRole('textbox', { name: label });
      const before = await input.inputValue();
      await input.fill('   ');
      await expect(acceptButton(page)).toBeDisabled();
      await input.fill(before);
      await expect(acceptButton(page)).toBeEnabled();
    }

    await displayNameField(page).fill('x'.repeat(33));
    await expect(page.getByText('Display Name must be at most 32 characters')).toBeVisible();
    await expect(acceptButton(page)).toBeDisabled();
    await displayNameField(page).fill('NewStarter');

    await field(page, 'Password').fill('Fish-42');
    await field(page, 'Confirm Password').fill('Fish-42');
    await expect(page.getByText('Password needs to be at least 8 characters long')).toBeVisible();
    await expect(page.getByTestId('password-strength')).toContainText('Too short');
    await expect(acceptButton(page)).toBeDisabled();

    await field(page, 'Password').fill(password);
    await expect(page.getByTestId('password-strength')).toContainText('Very strong');
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(acceptButton(page)).toBeDisabled();
    await field(page, 'Confirm Password').fill(`${password}  `);
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(acceptButton(page)).toBeDisabled();
    await field(page, 'Confirm Password').fill(password);
    await expect(acceptButton(page)).toBeEnabled();
  });

  test('the password is sent only exactly as confirmed: a space at either end is refused, a confirmation without it differs', async ({
    page,
  }) => {
    await open(page, acceptUrl);
    await fillAcceptInvitation(page, password);
    const request = await expectPasswordSentOnlyAsConfirmed(page, {
      passwordLabel: 'Password',
      button: 'Accept',
      path: '/invitations/accept',
    });
    expect(request.postDataJSON()).toEqual({
      email,
      token,
      userShortName: 'NewStarter',
      userFullName: 'New Starter',
      userPassword: 'Secret123!',
      locale: 'en-GB',
      defaultCurrency: 'GBP',
      consentDocumentIds: ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002'],
    });
    await expect(page).toHaveURL('/invitations/approved');
  });

  test('posts the accept payload and goes to the approved page', async ({ page }) => {
    await open(page, acceptUrl);
    await fillAcceptInvitation(page, password);
    await page.getByRole('combobox', { name: 'Locale' }).click();
    await page.getByRole('option', { name: 'fr-FR - French (France)' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'EUR - Euro' }).click();
    const call = waitForCall(page, 'POST', '/invitations/accept');
    await acceptButton(page).click();
    expect((await call).postDataJSON()).toEqual({
      email,
      token,
      userShortName: 'NewStarter',
      userFullName: 'New Starter',
      userPassword: password,
      locale: 'fr-FR',
      defaultCurrency: 'EUR',
      consentDocumentIds: ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002'],
    });
    await expect(page).toHaveURL('/invitations/approved');
    await expect(page.getByText('Welcome, your invitation has been approved!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', loginHref);
    expect(page.url()).not.toContain(password);
    const storage = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
    expect(storage).not.toContain(password);
  });

  test('the names are checked and sent without surrounding spaces', async ({ page }) => {
    await open(page, acceptUrl);
    await fillAcceptInvitation(page, password);
    // 32 characters, the Display Name's limit, with spaces around: not too long, as it is sent trimmed.
    const displayName = 'N'.repeat(32);
    await displayNameField(page).fill(`  ${displayName}  `);
    await fullNameField(page).fill(' New Starter ');
    await expect(page.getByText('Display Name must be at most 32 characters')).toHaveCount(0);
    await expect(acceptButton(page)).toBeEnabled();
    const call = waitForCall(page, 'POST', '/invitations/accept');
    await acceptButton(page).click();
    expect((await call).postDataJSON()).toMatchObject({ userShortName: displayName, userFullName: 'New Starter' });
  });

  test('locale and currency lists unavailable to the visitor: the defaults en-GB and GBP are sent', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', '/api/locale', 'code=401');
    await forceAnswer('GET', '/api/currency', 'code=401');
    await open(page, acceptUrl);
    await fillAcceptInvitation(page, password);
    await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveValue('en-GB');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    await expectNoLoginRequired(page);
    const call = waitForCall(page, 'POST', '/invitations/accept');
    await acceptButton(page).click();
    const body = (await call).postDataJSON();
    expect(body.locale).toBe('en-GB');
    expect(body.defaultCurrency).toBe('GBP');
    await expect(page).toHaveURL('/invitations/approved');
  });

  test('each error of the accept shows its message and keeps what was typed', async ({ page, forceAnswer }) => {
    test.slow();
    await open(page, acceptUrl);
    await fillAcceptInvitation(page, password);
    for (const [prefer, message] of [
      [
        'code=404, example=NotFound_InvitationExpiredOrMissing',
        'Invitation not found or has expired. Please contact your administrator to re-issue a new invitation.',
      ],
      ['code=400, example=BadRequest_InvitationHasInvalidParameters', 'Invitation is not valid.'],
      ['code=400, example=BadRequest_InvitationExpired', 'Invitation has expired.'],
      ['code=400, example=BadRequest_UserHasAlreadyJoined', 'User is already part of this organisation.'],
      ['code=500', 'Internal Server Error'],
    ] as const) {
      await forceAnswer('POST', '/invitations/accept', prefer);
      await acceptButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(`Error${message}`);
      await expect(page).toHaveURL(acceptUrl);
      await expect(displayNameField(page)).toHaveValue('NewStarter');
      await expect(field(page, 'Password')).toHaveValue(password);
      await expect(acceptButton(page)).toBeEnabled();
    }
  });

  test('consent documents that fail to load show an error with a retry, and Accept stays disabled', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', '/api/consentdocuments', 'code=500');
    await open(page, acceptUrl);
    await expect(page.getByRole('alert')).toContainText(
      'The agreements to accept could not be loaded: Internal Server Error',
    );
    await displayNameField(page).fill('NewStarter');
    await fullNameField(page).fill('New Starter');
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm Password').fill(password);
    await expect(acceptButton(page)).toBeDisabled();
    const retry = waitForCall(page, 'GET', '/api/consentdocuments');
    await page.getByRole('button', { name: 'Try again' }).click();
    await retry;
  });

  test('an email from the URL is shown as text, never as HTML', async ({ page }) => {
    const hostile = '<img src=x onerror="document.title=1">@evil.example';
    await open(page, `/invitations/accept/${token}/${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});
