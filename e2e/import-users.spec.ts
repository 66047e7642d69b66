import { test, expect, open } from './support/fixtures';
import { unsavedDialog } from './support/form';
import { usersPath } from './support/users';

/**
 * Import Users on the mock (src/features/users/import-users-screen.tsx): leaving with a file read and not imported
 * asks first. The import itself, on the world: e2e/flows/import-users.spec.ts.
 */
test.describe('Import Users', { tag: ['@users'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('leaving with a file read asks first: Stay keeps the preview, Leave goes and asks nothing more', async ({
    page,
  }) => {
    await open(page, `${usersPath}/import`);
    // An empty page has nothing to lose: the breadcrumb leaves at once.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(usersPath);
    await expect(unsavedDialog(page)).toHaveCount(0);

    await open(page, `${usersPath}/import`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'users.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Display Name,Email\nAnn,ann.import@harbourfishbar.example\n'),
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('1 row · 0 with problems · 0 of existing users')).toBeVisible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(unsavedDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${usersPath}/import`);
    await expect(page.getByText('1 row · 0 with problems · 0 of existing users')).toBeVisible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(usersPath);
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  });
});
