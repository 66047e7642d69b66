import { test, expect, estate } from './fixtures';

test.describe('where / lands, by persona', () => {
  test('a super user lands on /admin', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an organisation admin lands on their organisation', async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/organisation/${estate.harbourFishBarId}$`));
  });

  test('an ordinary user lands on their account', async ({ page, signInAs }) => {
    await signInAs('user');
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/user/${estate.umaId}$`));
  });

  test('a logged-out visitor sees Login Required with a Login link', async ({ page, signInAs }) => {
    await signInAs('loggedOut');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/authentication/login?returnUrl=%2F');
  });
});
