import type { Page } from '@playwright/test';
import { changePassword, fillChangePassword, openChangePassword, openMyAccount } from './areas/account';
import { displayNameField, emailField, fillUserForm, fullNameField, openProfile, saveProfile } from './areas/users';
import { expectTurnedAway, holdCall, noCallTo, pathMatches } from './support/calls';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { field, region } from './support/form';
import { expectPasswordSentOnlyAsConfirmed } from './support/screen-steps';
import { expectCutWithTooltip, expectRowEndsInView } from './support/summary-steps';

const summaryPath = /^\/api\/User\/summary\/[^/]+$/i;
const samId = '20000000-0000-4000-8000-000000000005';

/** Collects what the page logs, to prove passwords never reach the console. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

async function storageOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }),
  );
}

test.describe('My Account', { tag: ['@account', '@summary-card', '@table'] }, () => {
  test('a super user sees every card of their summary', async ({ page, signInAs }) => {
    await signInAs('superUser');
    const load = waitForCall(page, 'GET', `/api/User/summary/${estate.aliceId}`);
    await openMyAccount(page, estate.aliceId);
    await load;
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

    const profile = region(page, 'Profile');
    for (const [label, value] of [
      ['Display Name', 'Alice'],
      ['Full Name', 'Alice Administrator'],
      ['Email', 'alice.admin@kappapos.example'],
      ['Locale', 'en-GB'],
      ['Currency', 'GBP'],
    ]) {
      await expect(profile.getByRole('row', { name: `${label} ${value}` })).toBeVisible();
    }
    await expect(profile.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');

    const insights = region(page, 'Insights access');
    await expect(insights.getByTestId('insights-row')).toHaveText([
      'Dashboards and ReportsGranted',
      'Transactions ViewGranted',
      'Remapping LabelsGranted',
    ]);

    await expect(region(page, 'Organisation Membership')).toContainText('You are not a member of any organisation.');
    await expect(region(page, 'Pending Invites')).toContainText('You have no pending invitations.');

    const agreements = region(page, 'Consented Agreements');
    await expect(agreements.getByRole('link', { name: 'Terms of Service (version 3)' })).toHaveAttribute(
      'href',
      '/authentication/ViewConsentDocument?consentDocumentID=c0000000-0000-4000-8000-000000000001',
    );
    await expect(agreements.getByRole('link', { name: 'Privacy Policy (version 2)' })).toHaveAttribute(
      'href',
      '/authentication/ViewConsentDocument?consentDocumentID=c0000000-0000-4000-8000-000000000002',
    );
    await expect(agreements.getByRole('link', { name: 'Privacy Policy (version 2)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('an ordinary user sees Denied where they lack Insights access, and a membership without a link', async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('user');
    await forceAnswer('GET', summaryPath, 'example=user');
    await open(page, '/user');
    await expect(page).toHaveURL(`/user/${estate.umaId}`);
    await expect(region(page, 'Insights access').getByTestId('insights-row')).toHaveText([
      'Dashboards and ReportsGranted',
      'Transactions ViewDenied',
      'Remapping LabelsDenied',
    ]);
    const membership = region(page, 'Organisation Membership');
    await expect(membership).toContainText('Harbour Fish Bar');
    await expect(membership).toContainText('User');
    await expect(membership.getByText('Administrator')).toHaveCount(0);
    await expect(membership.getByRole('link')).toHaveCount(0);
    await expect(region(page, 'Profile').getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  });

  test("an organisation admin's membership links to the organisation", async ({ page, signInAs, forceAnswer }) => {
    await signInAs('orgAdmin');
    await forceAnswer('GET', summaryPath, 'example=orgAdmin');
    await openMyAccount(page, estate.oliverId);
    const membership = region(page, 'Organisation Membership');
    await expect(membership.getByText('Administrator')).toBeVisible();
    await expect(membership.getByRole('link', { name: 'Harbour Fish Bar' })).toHaveAttribute(
      'href',
      `/organisation/${estate.harbourFishBarId}`,
    );
  });

  test('at 390 px a long organisation name is cut with an ellipsis; its membership badges stay in view', async ({
    page,
    signInAs,
  }) => {
    // Longer than the whole row: the badges go under a name that would keep less than 120 px, so the name has the row.
    const long = 'HarbourHospitalityGroupNorthWestAndTheIslands';
    await signInAs('orgAdmin');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(
      (url) => summaryPath.test(url.pathname),
      async (route) => {
        const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=orgAdmin' } });
        const summary = (await response.json()) as { organisationUserLinks: { organisationName: string }[] };
        const [first] = summary.organisationUserLinks;
        if (first) first.organisationName = long;
        return route.fulfill({ response, json: summary });
      },
    );
    await openMyAccount(page, estate.oliverId);
    const membership = region(page, 'Organisation Membership');
    await expectRowEndsInView(membership);
    await expect(membership.getByText('Administrator')).toBeVisible();
    await expectCutWithTooltip(membership.getByRole('listitem').first().locator(':scope > *').first(), long);
  });

  test("another user's summary (a super user's view): a team membership, all access Denied, a pending invite without Accept", async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    // Only the user themself and super users may open a user's page.
    await signInAs('superUser');
    await forceAnswer('GET', summaryPath, 'example=invitedSeenBySuperUser');
    await openMyAccount(page, samId);
    // Someone else's account is named as theirs, not as My Account.
    await expect(page.getByRole('heading', { name: 'Account of Sam Supervisor' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Account' })).toHaveCount(0);
    await expect(region(page, 'Insights access').getByTestId('insights-row')).toHaveText([
      'Dashboards and ReportsDenied',
      'Transactions ViewDenied',
      'Remapping LabelsDenied',
    ]);
    await expect(region(page, 'Organisation Membership')).toContainText('Team');
    // Someone else's summary: no link to the signed-in user's own profile.
    await expect(region(page, 'Profile').getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    const invites = region(page, 'Pending Invites');
    await expect(invites).toContainText('The Crown & Anchor');
    await expect(invites).toContainText('sam@harbourfishbar.example');
    // The invitation's token is Sam's alone (null here): without it there is no link to accept it by.
    await expect(invites.getByRole('link')).toHaveCount(0);
  });

  test("the user's own summary: a pending invite's Accept opens its validation link", async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    // Signed in as Sam (no persona of the mock is): the session answer names him.
    await signInAs('user');
    await page.route(
      (url) => url.pathname.toLowerCase() === '/authentication/current',
      async (route) => {
        const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=user' } });
        const [user, ...rest] = (await response.json()) as [Record<string, unknown>, ...unknown[]];
        const sam = { ...user, userID: samId, shortName: 'Sam', fullName: 'Sam Supervisor' };
        return route.fulfill({ response, json: [{ ...sam, email: 'sam@harbourfishbar.example' }, ...rest] });
      },
    );
    await forceAnswer('GET', summaryPath, 'example=invited');
    await openMyAccount(page, samId);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    const invites = region(page, 'Pending Invites');
    const accept = invites.getByRole('link', { name: 'Accept the invitation of The Crown & Anchor' });
    await expect(accept).toHaveAttribute(
      'href',
      '/invitations/validate/S4m%2BInv%2F7Kq2%3D/sam%40harbourfishbar.example',
    );
    const validate = waitForCall(page, 'POST', '/invitations/validate');
    await accept.click();
    expect((await validate).postDataJSON()).toEqual({
      email: 'sam@harbourfishbar.example',
      token: 'S4m+Inv/7Kq2=',
      userShortName: 'placeholder',
      userFullName: 'placeholder',
      userPassword: 'placeholder',
    });
  });

  test('a failed summary shows the error state with a retry', async ({ page, signInAs, forceAnswer }) => {
    await signInAs('superUser');
    await forceAnswer('GET', summaryPath, 'code=500');
    await openMyAccount(page, estate.aliceId);
    await expect(page.getByRole('alert')).toHaveText('Internal Server Error');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a logged-out visitor gets Login Required and no summary call', async ({ page, signInAs }) => {
    await signInAs('loggedOut');
    let called = false;
    page.on('request', (request) => {
      if (summaryPath.test(new URL(request.url()).pathname)) called = true;
    });
    await openMyAccount(page, estate.umaId);
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    expect(called).toBe(false);
  });

  test("an organisation admin is turned away from another user's page, with no summary call", async ({
    page,
    signInAs,
  }) => {
    await signInAs('orgAdmin');
    await expectTurnedAway(page, `/user/${estate.umaId}`, pathMatches(summaryPath));
    // The header still offers their own account.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }),
    ).toBeVisible();
  });
});

test.describe('Edit My Profile', { tag: ['@account', '@edit-page', '@form-fields', '@users'] }, () => {
  test.beforeEach(async ({ signInAs, forceAnswer }) => {
    await signInAs('user');
    await forceAnswer('GET', '/api/user/profile', 'example=user');
  });

  test('shows the profile with Done and Change Password, no delete and no breadcrumb', async ({ page }) => {
    const load = waitForCall(page, 'GET', '/api/user/profile');
    await openProfile(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Edit My Profile' })).toBeVisible();
    await expect(displayNameField(page)).toHaveValue('Uma');
    await expect(fullNameField(page)).toHaveValue('Uma Underwood');
    await expect(emailField(page)).toHaveValue('uma@harbourfishbar.example');
    await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveValue('en-GB - English (United Kingdom)');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP - Pound Sterling');
    await expect(page.getByText('Image', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/changeprofilepassword');
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Edit My Profile/);
  });

  test('Save posts the full patched record, then Done shows again', async ({ page }) => {
    await openProfile(page);
    await fullNameField(page).fill('Uma U. Underwood');
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'EUR - Euro' }).click();
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect((await saveProfile(page)).postDataJSON()).toEqual({
      userID: estate.umaId,
      shortName: 'Uma',
      fullName: 'Uma U. Underwood',
      email: 'uma@harbourfishbar.example',
      locale: 'en-GB',
      defaultCurrencyCode: 'EUR',
      image: null,
      scopes: [],
    });
    await expect(page.getByText('Your profile was saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page).toHaveURL('/profile');
  });

  test('names and email are sent without surrounding spaces', async ({ page }) => {
    await openProfile(page);
    await fillUserForm(page, { displayName: '  Uma ', fullName: ' Uma U. Underwood  ' });
    expect((await saveProfile(page)).postDataJSON()).toMatchObject({ shortName: 'Uma', fullName: 'Uma U. Underwood' });
  });

  test('a failed save stays with the message and what was typed', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/user/profile', 'code=400, example=BadRequest');
    await openProfile(page);
    await displayNameField(page).fill('Umaa');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(displayNameField(page)).toHaveValue('Umaa');
    await expect(page).toHaveURL('/profile');
  });

  test('a save refused for too many mails (429) shows its message and keeps what was typed', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('POST', '/api/user/profile', 'code=429, example=BadRequest_TooManyAttempts');
    await openProfile(page);
    await emailField(page).fill('uma.u@harbourfishbar.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'You have tried too many times in a short period. Please wait a while before trying again.',
    );
    await expect(emailField(page)).toHaveValue('uma.u@harbourfishbar.example');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('a new email waiting for its link: the page says so, keeps the stored address and never sends the new one', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', '/api/user/profile', 'example=userEmailPending');
    await openProfile(page);
    await expect(page.getByRole('status').filter({ hasText: 'Confirm your new email address' })).toContainText(
      'A link was sent to uma.underwood@harbourfishbar.example. Your email stays uma@harbourfishbar.example until you open it.',
    );
    await expect(emailField(page)).toHaveValue('uma@harbourfishbar.example');
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await fullNameField(page).fill('Uma U. Underwood');
    const body = (await saveProfile(page)).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ fullName: 'Uma U. Underwood', email: 'uma@harbourfishbar.example' });
    expect(body).not.toHaveProperty('pendingEmail');
  });

  test('an empty or too long Display Name cannot be saved', async ({ page }) => {
    await openProfile(page);
    const name = displayNameField(page);
    await name.fill('x'.repeat(33));
    await expect(page.getByText('Display Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await name.fill('');
    await expect(page.getByText('Display Name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('Cancel goes to /, which lands the user on their account', async ({ page }) => {
    await openProfile(page);
    await fullNameField(page).fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/user/${estate.umaId}`);
  });

  test('Done reloads the app root (a fresh start-up)', async ({ page }) => {
    await openProfile(page);
    await expect(displayNameField(page)).toHaveValue('Uma');
    const startup = waitForCall(page, 'GET', '/Authentication/current');
    const reload = page.waitForEvent(
      'framenavigated',
      (frame) => frame === page.mainFrame() && new URL(frame.url()).pathname === '/',
    );
    await page.getByRole('button', { name: 'Done' }).click();
    await reload;
    await startup;
    await expect(page).toHaveURL(`/user/${estate.umaId}`);
  });

  test('Change Password opens /changeprofilepassword', async ({ page }) => {
    await openProfile(page);
    await page.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL('/changeprofilepassword');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  test('a failed load shows the error state', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/user/profile', 'code=500');
    await openProfile(page);
    await expect(page.getByRole('alert')).toHaveText('Internal Server Error');
  });
});

test(
  'a logged-out visitor gets Login Required on /profile and /changeprofilepassword',
  { tag: ['@account', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('loggedOut');
    await openProfile(page);
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await openChangePassword(page);
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(page.getByLabel('Old Password')).toHaveCount(0);
  },
);

test.describe('Change Password', { tag: ['@account', '@edit-page', '@form-fields'] }, () => {
  const oldPassword = 'Harbour-Lights-2023';
  const newPassword = 'Quayside-Sunrise-2024';

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('user');
  });

  const changeButton = (page: Page) => page.getByRole('button', { name: 'Change' });

  test('enables Change only when the rules hold, with the strength meter and messages', async ({ page }) => {
    test.slow();
    await openChangePassword(page);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    for (const label of ['Old Password', 'New Password', 'Confirm Password']) {
      await expect(field(page, label)).toHaveValue('');
      await expect(field(page, label)).toHaveAttribute('type', 'password');
    }
    await expect(changeButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(page.getByTestId('password-strength')).toHaveCount(0);

    const meter = page.getByTestId('password-strength');
    await field(page, 'New Password').fill('aaaaaaA');
    await expect(page.getByText('Password needs to be at least 8 characters long')).toBeVisible();
    await expect(meter).toContainText('Too short');
    for (const [password, label] of [
      ['aaaaaaaa', 'Very weak'],
      ['aaaaaaaA', 'Weak'],
      ['aaaaaaA1', 'Average'],
      ['aaaaaA1!', 'Strong'],
      ['aaaaaaaaaaaaaaaa', 'Very strong'],
    ] as const) {
      await field(page, 'New Password').fill(password);
      await expect(meter).toContainText(label);
    }
    await expect(page.getByText('Password needs to be at least 8 characters long')).toHaveCount(0);

    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm Password').fill('Quayside-Sunrise');
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(field(page, 'Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(changeButton(page)).toBeDisabled();
    // Exactly as typed: spaces around the confirmation are a difference too.
    await field(page, 'Confirm Password').fill(` ${newPassword} `);
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await field(page, 'Confirm Password').fill(newPassword);
    await expect(page.getByText('The passwords do not match')).toHaveCount(0);
    // The old password is still empty.
    await expect(changeButton(page)).toBeDisabled();
    await field(page, 'Old Password').fill(oldPassword);
    await expect(changeButton(page)).toBeEnabled();
    await field(page, 'New Password').fill('short');
    await field(page, 'Confirm Password').fill('short');
    await expect(changeButton(page)).toBeDisabled();
  });

  test('sends {userID, oldPassword, newPassword} and returns to /profile; passwords stay out of URL, storage and console', async ({
    page,
  }) => {
    const logged = consoleOf(page);
    await openChangePassword(page);
    await fillChangePassword(page, { oldPassword, newPassword });
    const request = await changePassword(page);
    expect(request.postDataJSON()).toEqual({ userID: estate.umaId, oldPassword, newPassword });
    expect(request.url()).not.toContain(oldPassword);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    const storage = await storageOf(page);
    for (const secret of [oldPassword, newPassword]) {
      expect(page.url()).not.toContain(secret);
      expect(storage).not.toContain(secret);
      expect(logged.join('\n')).not.toContain(secret);
    }
  });

  test('a new password is sent only exactly as confirmed: a space at either end is refused, a confirmation without it differs', async ({
    page,
  }) => {
    await openChangePassword(page);
    await field(page, 'Old Password').fill(oldPassword);
    const request = await expectPasswordSentOnlyAsConfirmed(page, {
      passwordLabel: 'New Password',
      button: 'Change',
      path: '/api/user/batch/changepassword',
    });
    expect(request.postDataJSON()).toEqual({ userID: estate.umaId, oldPassword, newPassword: 'Secret123!' });
    await expect(page).toHaveURL('/profile');
  });

  test('Enter in the confirm field submits too', async ({ page }) => {
    await openChangePassword(page);
    await fillChangePassword(page, { oldPassword, newPassword });
    const call = waitForCall(page, 'POST', '/api/user/batch/changepassword');
    await field(page, 'Confirm Password').press('Enter');
    await call;
    await expect(page).toHaveURL('/profile');
  });

  test('returns to a same-origin redirect target, after a change and on Cancel', async ({ page }) => {
    await openChangePassword(page, `?redirect=${encodeURIComponent(`/user/${estate.umaId}`)}`);
    await fillChangePassword(page, { oldPassword, newPassword });
    await changeButton(page).click();
    await expect(page).toHaveURL(`/user/${estate.umaId}`);

    await openChangePassword(page, `?redirect=${encodeURIComponent('/')}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/user/${estate.umaId}`);
  });

  for (const target of ['https://evil.example/steal', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
    test(`refuses the redirect target ${target} and returns to /profile`, async ({ page }) => {
      await openChangePassword(page, `?redirect=${encodeURIComponent(target)}`);
      await fillChangePassword(page, { oldPassword, newPassword });
      await changeButton(page).click();
      await expect(page).toHaveURL('/profile');
    });
  }

  const codes: Array<[string, string]> = [
    ['PasswordChange_OldPasswordIsIncorrect', 'The specified old password does not match.'],
    ['PasswordChange_NewPasswordIsInvalid', 'The new password is not strong enough.'],
    [
      'PasswordChange_NewPasswordMustBeDifferentFromOldPassword',
      'The new password cannot be the same as your old password.',
    ],
    ['PasswordChange_NewPasswordIsTooCommon', 'The new password is too common and cannot be used.'],
    ['BadRequest_UserDoesNotExist', 'User does not exist.'],
  ];
  for (const [code, message] of codes) {
    test(`${code}: the fields clear and "${message}" shows`, async ({ page, forceAnswer }) => {
      await forceAnswer('POST', '/api/user/batch/changepassword', `code=400, example=${code}`);
      await openChangePassword(page);
      await fillChangePassword(page, { oldPassword, newPassword });
      await changeButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(`Error${message}`);
      for (const label of ['Old Password', 'New Password', 'Confirm Password']) {
        await expect(field(page, label)).toHaveValue('');
      }
      await expect(changeButton(page)).toBeDisabled();
      await expect(page).toHaveURL('/changeprofilepassword');
    });
  }

  test('an error without a message shows the SPEC fallback; editing the old password clears it', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/user/batch/changepassword',
      (route) => route.fulfill({ status: 400, body: '' }),
    );
    await openChangePassword(page);
    await fillChangePassword(page, { oldPassword, newPassword });
    await changeButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'ErrorFailed to change password! Please re-enter valid details for both the old and new password and try again',
    );
    await field(page, 'New Password').fill('x');
    await expect(page.getByRole('alert')).toBeVisible();
    await field(page, 'Old Password').fill('a');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a server failure shows its status text', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/user/batch/changepassword', 'code=500');
    await openChangePassword(page);
    await fillChangePassword(page, { oldPassword, newPassword });
    await changeButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('ErrorInternal Server Error');
    await expect(field(page, 'Old Password')).toHaveValue('');
  });
});

test.describe('Confirm Email', { tag: ['@users', '@link-validation'] }, () => {
  const confirmPath = '/api/user/profile/confirmemail';
  const token = 'M4ilCh4ngeT0kenX';
  const address = 'uma.underwood@harbourfishbar.example';
  const linkUrl = `/profile/confirmemail/${token}/${encodeURIComponent(address)}`;

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('user');
  });

  test('says it is confirming, sends {token, email} once, then names the new address with the way to the profile', async ({
    page,
  }) => {
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === confirmPath)
        sent.push(request.postDataJSON());
    });
    const release = await holdCall(page, confirmPath);
    await open(page, linkUrl);
    await expect(page.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Confirming your new email address...');
    await expect(page).toHaveTitle(/Confirm Email/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    release();
    await expect(page.getByRole('status')).toHaveText(`Your email address is now ${address}.`);
    expect(sent).toEqual([{ token, email: address }]);
    // The answer is the profile now: Edit My Profile shows it without loading it again.
    await noCallTo(page, 'GET', '/api/user/profile', async () => {
      await page.getByRole('link', { name: 'Go to My Profile' }).click();
      await expect(page).toHaveURL('/profile');
      await expect(emailField(page)).toHaveValue(address);
    });
  });

  const refusals: Array<[string, string]> = [
    [
      'code=404, example=NotFound_EmailChangeExpiredOrMissing',
      'This email change link was not found or has expired. Save your profile with the new address again to get a new link.',
    ],
    [
      'code=400, example=BadRequest_EmailAlreadyInUse',
      'Another user already has this email address. Nothing was saved.',
    ],
    [
      'code=400, example=BadRequest_InvalidParameters',
      'This email change link is not valid. Save your profile with the new address again to get a new link.',
    ],
  ];
  test('each refusal shows its message, with the way to the profile and Try again', async ({ page, forceAnswer }) => {
    for (const [prefer, message] of refusals) {
      await forceAnswer('POST', confirmPath, prefer);
      await open(page, linkUrl);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
  });

  test('a network failure says so; Try again sends the link once more and confirms it', async ({ page }) => {
    let failing = true;
    await page.route(
      (url) => url.pathname === confirmPath,
      (route) => (failing ? route.abort('failed') : route.fallback()),
    );
    await open(page, linkUrl);
    await expect(page.getByRole('alert')).toContainText('Network error');
    failing = false;
    const again = waitForCall(page, 'POST', confirmPath);
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await again).postDataJSON()).toEqual({ token, email: address });
    await expect(page.getByRole('status')).toHaveText(`Your email address is now ${address}.`);
  });

  test('a link whose address cannot be one is refused without a call', async ({ page }) => {
    await noCallTo(page, 'POST', confirmPath, async () => {
      await open(page, `/profile/confirmemail/${token}/not-an-address`);
      await expect(page.getByRole('alert')).toContainText('This email change link is not valid.');
    });
  });

  test('a logged-out visitor gets Login Required and no call', async ({ page, signInAs }) => {
    await signInAs('loggedOut');
    await noCallTo(page, 'POST', confirmPath, async () => {
      await open(page, linkUrl);
      await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    });
  });
});
