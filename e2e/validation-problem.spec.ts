import type { Page } from '@playwright/test';
import { accountNameField, editServiceAccountPath, openEditServiceAccount } from './areas/service-accounts';
import { displayNameField, editUserPath, emailField, fillUserForm, saveUser } from './areas/users';
import { test, expect, open, estate } from './support/fixtures';

/**
 * A save the service's framework refuses before its own code runs: ASP.NET's automatic model-validation 400, an RFC
 * 9457 problem document (`application/problem+json`) rather than SPEC 8's coded error. The page names the fields it
 * lists in the console's language, never the server's English sentences, and keeps what was typed.
 */

const userEdit = editUserPath(estate.umaId);
const api = `/api/organisation/${estate.harbourFishBarId}`;
const quayside = '70000000-0000-4000-8000-000000000001';

function validationProblem(errors: Record<string, string[]>) {
  return {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors,
    traceId: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00',
  };
}

const userProblem = validationProblem({
  'changes[0].Email': ['The Email field is not a valid e-mail address.'],
  'changes[0].ShortName': ['The field ShortName must be a string with a maximum length of 32.'],
});

/** The framework's answer to the next POST of `path`, as a real service (and the mock, for a rejected request) gives it. */
async function refuseAsInvalid(page: Page, path: string, problem: object): Promise<void> {
  await page.route(
    (url) => url.pathname.toLowerCase() === path.toLowerCase(),
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/problem+json', body: JSON.stringify(problem) })
        : route.fallback(),
  );
}

test.describe('A save refused as invalid (RFC 9457 validation problem)', { tag: ['@users', '@edit-page'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('Edit User names the fields the server found invalid and keeps what was typed', async ({ page }) => {
    await refuseAsInvalid(page, '/api/user/batch', userProblem);
    await open(page, userEdit);
    await fillUserForm(page, { displayName: 'Ali', email: 'ali@harbourfishbar.example' });
    expect((await (await saveUser(page)).response())?.status()).toBe(400);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('The server found the request invalid: Email, ShortName.');
    await expect(alert).not.toContainText('One or more validation errors occurred');
    await expect(alert).not.toContainText('not a valid e-mail address');
    await expect(page).toHaveURL(userEdit);
    await expect(displayNameField(page)).toHaveValue('Ali');
    await expect(emailField(page)).toHaveValue('ali@harbourfishbar.example');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

test.describe('A save refused as invalid, after the screen’s own message', { tag: ['@service-accounts'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('Edit Service Account gives its SPEC 8 message, then the fields in brackets', async ({ page }) => {
    const editUrl = editServiceAccountPath(quayside);
    await refuseAsInvalid(
      page,
      `${api}/serviceaccounts/batch`,
      validationProblem({ 'changes[0].Name': ['The field Name must be a string with a maximum length of 32.'] }),
    );
    await openEditServiceAccount(page, quayside);
    await accountNameField(page).fill('Quayside Server');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'There was an error saving this service account. Please try again later. (The server found the request invalid: Name.)',
    );
    await expect(page).toHaveURL(editUrl);
    await expect(accountNameField(page)).toHaveValue('Quayside Server');
  });
});

test.describe('A save refused as invalid, in German', { tag: ['@users', '@edit-page', '@de'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser', { locale: 'de-DE' });
  });

  test('Edit User names the fields in German and keeps what was typed', async ({ page }) => {
    await refuseAsInvalid(page, '/api/user/batch', userProblem);
    await open(page, userEdit);
    const name = displayNameField(page, 'de');
    await name.fill('Ali');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Der Server hat die Anfrage als ungültig abgelehnt: Email, ShortName.',
    );
    await expect(page).toHaveURL(userEdit);
    await expect(name).toHaveValue('Ali');
  });
});
