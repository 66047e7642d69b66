import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { openAs, uniqueTag } from './world';

const row = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });

test.describe.configure({ timeout: 90_000 });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an organisation is created in the tree, initialised, and found initialised in the tree after a reload', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo).toUpperCase();
  const code = `FL${tag}`;
  const name = `Flow Grill ${tag}`;

  await openAs(page, 'superUser', '/admin/organisations');
  await page.getByRole('button', { name: 'Create new organisation' }).click();
  await page.getByRole('textbox', { name: 'Organisation Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'POS Core Instance', 'POSCore EU West');
  await choose(page, 'Parent Organisation', 'Harbour Hospitality Group');
  await page.getByText('Active', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible();

  await page.goto(`/admin/organisations?filter=${code}`);
  const created = row(page, `${name} (${code})`);
  await expect(created.getByRole('img', { name: 'Initialised' })).toHaveCount(0);
  await created.getByRole('link', { name: 'Not initialised: initialise' }).click();
  await expect(page.getByRole('heading', { name: 'Initialise Organisation' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Currency Code' }).fill('EUR');
  await choose(page, 'Default Configuration Template', 'Standard Restaurant Template');
  await page.getByRole('button', { name: 'Initialise' }).click();
  await expect(page).toHaveURL(/\/admin\/organisations/);

  await page.goto(`/admin/organisations?filter=${code}`);
  await page.reload();
  await expect(row(page, `${name} (${code})`).getByRole('img', { name: 'Initialised' })).toHaveAttribute('data-state', 'on');
  await expect(row(page, `${name} (${code})`).getByRole('img', { name: 'Active' })).toHaveAttribute('data-state', 'on');

  await page.goto(`/admin/auditlogs?message=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: `Organisation ${name} initialised (currency EUR, template TPLREST)` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Organisation ${name} (${code}) created` })).toContainText('Alice Administrator');
});
