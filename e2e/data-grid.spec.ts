import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, open, estate, waitForCall } from './fixtures';

/**
 * The data grid's selection with bulk delete, Export CSV, column chooser with the actions column pinned, and the
 * quick filter and sort in the URL (issue 14), on the Users grid (in-place editing, Delete rights), Pending
 * Invitations (delete only, committed at once) and Organisation Access (no Delete right).
 */
const usersGrid = async (page: Page, url = '/admin/users') => {
  await open(page, url);
  await expect(page.locator('tbody input[value="Alice"]')).toBeVisible();
};
const shortNames = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => row.querySelector<HTMLInputElement>('input[aria-label="Short Name"]')?.value ?? ''),
  );
const userIds = ['01', '02', '03', '04', '05', '06'].map((n) => `20000000-0000-4000-8000-0000000000${n}`);
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

test.describe('Data grid (issue 14)', () => {
  test('Users: select all, one confirmation, the rows pending; Save Changes sends one batch of their ids', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await usersGrid(page);
    await page.getByRole('checkbox', { name: 'Toggle select all' }).check();
    await page.getByRole('button', { name: 'Delete selected (6)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Rows' });
    await expect(dialog).toContainText('Delete 6 rows?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('tbody').getByText('Deleted')).toHaveCount(6);
    const call = waitForCall(page, 'POST', '/api/user/batch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: userIds });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Toggle select all' })).not.toBeChecked();
  });

  test('Users: a failed bulk batch shows its SPEC 8 message and keeps the selection and the pending deletes', async ({ page, signInAs, forceAnswer }) => {
    await signInAs('superUser');
    await forceAnswer('POST', '/api/user/batch', 'code=400, example=BadRequest_UserDoesNotExist');
    await usersGrid(page);
    const rows = page.getByRole('checkbox', { name: 'Toggle select row' });
    await rows.nth(0).check();
    await rows.nth(1).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await page.getByRole('dialog', { name: 'Delete Rows' }).getByRole('button', { name: 'Delete' }).click();
    const call = waitForCall(page, 'POST', '/api/user/batch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await call).postDataJSON()).toEqual({ changes: [], deletes: [estate.aliceId, estate.oliverId] });
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('User does not exist.');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(error).toHaveCount(0);
    await expect(page.locator('tbody').getByText('Deleted')).toHaveCount(2);
    await expect(rows.nth(0)).toBeChecked();
    await expect(rows.nth(1)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test('organisation admin: no selection without the Delete right; Pending Invitations deletes the selected rows in one call at once', async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    const org = `/organisation/${estate.harbourFishBarId}`;
    await open(page, `${org}/links`);
    await expect(page.getByRole('cell', { name: 'Oliver Owens' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Toggle select/ })).toHaveCount(0);

    await open(page, `${org}/pendinginvites`);
    await expect(page.getByRole('cell', { name: 'new.starter@harbourfishbar.example' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Toggle select all' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const call = waitForCall(page, 'POST', `/api/organisation/${estate.harbourFishBarId}/invite/batch`);
    const reload = waitForCall(page, 'GET', `/api/organisation/${estate.harbourFishBarId}/invite`);
    await page.getByRole('dialog', { name: 'Delete Rows' }).getByRole('button', { name: 'Delete' }).click();
    expect((await call).postDataJSON()).toEqual({
      changes: [],
      deletes: ['80000000-0000-4000-8000-000000000001', '80000000-0000-4000-8000-000000000002'],
    });
    await reload;
    await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);
  });

  test('Export CSV writes the filtered, sorted view in the visible columns with labels; an empty view writes nothing', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await usersGrid(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('harbourfishbar');
    await page.getByRole('button', { name: 'Sort by Short Name ascending' }).click();
    await expect.poll(() => shortNames(page)).toEqual(['Oliver', 'Sam', 'Uma']);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`users-${today()}.csv`);
    const text = await readFile(await file.path(), 'utf8');
    // After the UTF-8 byte-order mark (spreadsheets then read the file as UTF-8).
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Short Name,Full Name,Email,Locale,Default Currency');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'Oliver,Oliver Owens,oliver@harbourfishbar.example',
      'Sam,Sam Supervisor,sam@harbourfishbar.example',
      'Uma,Uma Underwood,uma@harbourfishbar.example',
    ]);
    // Display labels, not codes: "en-GB - <name>", "GBP - <name>".
    for (const line of lines.slice(1)) expect(line).toMatch(/,[a-z]{2}-[A-Z]{2} - [^,]+,[A-Z]{3} - [^,]+$/);

    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('textbox', { name: 'Search' }).fill('no such user anywhere');
    await expect(page.locator('tbody input[aria-label="Short Name"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText('Nothing to export')).toBeVisible();
    expect(downloads).toBe(0);
  });

  test('at 1280 px the actions are visible; a hidden column stays hidden after a reload, stored by id only', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await page.setViewportSize({ width: 1280, height: 800 });
    await usersGrid(page);
    const alice = page.locator('tbody tr').filter({ has: page.locator('input[value="Alice"]') });
    await expect(alice.getByRole('button', { name: 'Edit' })).toBeInViewport();
    await expect(alice.getByRole('button', { name: 'Delete' })).toBeInViewport();

    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    // The switch's input is drawn by its label: click the label.
    await page.getByRole('menu').getByText('Email', { exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('data-grid:Users:hidden-columns'))).toBe('["email"]');
    await page.reload();
    await expect(page.locator('tbody input[value="Alice"]')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Full Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  });

  test('the quick filter and the sort are in the URL: they survive a reload and open from a shared link', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await usersGrid(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('harbourfishbar');
    await page.getByRole('button', { name: 'Sort by Short Name ascending' }).click();
    await expect.poll(() => shortNames(page)).toEqual(['Oliver', 'Sam', 'Uma']);
    await page.getByRole('button', { name: /^Sort(ed)? by Short Name/ }).click();
    await expect(page).toHaveURL(/[?&]q=harbourfishbar(&|$)/);
    await expect(page).toHaveURL(/[?&]order=shortName\.desc(&|$)/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('harbourfishbar');
    await expect.poll(() => shortNames(page)).toEqual(['Uma', 'Sam', 'Oliver']);

    await usersGrid(page, '/admin/users?q=alice&order=email.asc');
    await expect.poll(() => shortNames(page)).toEqual(['Alice']);
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('alice');
  });

  test('a row action shows its tooltip as soon as the pointer comes over it; a select cell opens on the first click', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await usersGrid(page);
    const row = page.locator('tbody tr').filter({ has: page.locator('input[value="Alice"]') });
    await row.getByRole('button', { name: 'Delete' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Delete' })).toBeVisible();
    await row.getByRole('button', { name: 'Edit' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('tooltip', { name: 'Delete' })).toHaveCount(0);
    await row.getByRole('textbox', { name: 'Locale' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
  });
});
