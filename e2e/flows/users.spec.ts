import { auditEntry, auditLogOf } from '../areas/audit-logs';
import { editUserPath, fullNameField, fullNameInRow, usersPath } from '../areas/users';
import { test, expect } from '../support/fixtures';
import { newUser, openAs, uniqueTag, worldCall } from './world';

test.describe.configure({ timeout: 90_000 });

test(
  'a user renamed on Edit User has the new name in the Users grid and in the audit log, after a reload',
  { tag: ['@users', '@edit-page', '@data-grid', '@audit-logs'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(page, tag, `Noor Before ${tag}`);
    const renamed = `Noor After ${tag}`;

    await openAs(page, 'superUser', editUserPath(user.userID));
    await expect(fullNameField(page)).toHaveValue(user.fullName);
    await fullNameField(page).fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.goto(`${usersPath}?q=${encodeURIComponent(tag)}`);
    await page.reload();
    await expect(fullNameInRow(page, user.email)).toHaveValue(renamed);
    await expect(page.locator(`input[value="${user.fullName}"]`)).toHaveCount(0);

    await page.goto(editUserPath(user.userID));
    await expect(fullNameField(page)).toHaveValue(renamed);

    await page.goto(auditLogOf(tag));
    await expect(auditEntry(page, `User ${renamed} updated`)).toContainText('Alice Administrator');
    await expect(auditEntry(page, `User ${user.fullName} (${user.email}) created`)).toBeVisible();
  },
);

test(
  'Edit User of a user deleted meanwhile says the user no longer exists, and leads back to the Users grid',
  { tag: ['@users', '@edit-page', '@record-conflicts'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(page, tag, `Gina Gone ${tag}`);
    await worldCall(page, 'POST', '/api/user/batch', { changes: [], deletes: [user.userID] });

    await openAs(page, 'superUser', editUserPath(user.userID));
    await expect(page.getByRole('heading', { name: 'This user no longer exists' })).toBeVisible();
    await expect(page.getByText('It was deleted, or the link you followed is out of date.')).toBeVisible();
    // Neither the raw code nor a Try again that could not succeed.
    await expect(page.getByText(/NotFound|does not exist/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
  },
);
