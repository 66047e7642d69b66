import { test, expect } from '../support/fixtures';
import { errorDialog } from '../support/form';
import { rowWith } from '../support/grid';
import { newUser, openAs, uniqueTag } from './world';

test.describe.configure({ timeout: 90_000 });

/** `?mockPrefer=` on a call the world models: Prism answers it from the contract, not the world (README). */
const forced = (rule: string) => `mockPrefer=${encodeURIComponent(rule)}`;

test(
  "a forced failure of the Users grid's load shows the contract's error instead of the world's users; cleared, the world's users show",
  { tag: ['@users', '@data-grid', '@dialogs'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(page, tag, `Fern Forced ${tag}`);

    await openAs(page, 'superUser', `/admin/users?q=${encodeURIComponent(tag)}&${forced('GET /api/user=code=500')}`);
    await expect(errorDialog(page)).toContainText('Internal Server Error');
    await expect(rowWith(page, user.email)).toHaveCount(0);

    await page.goto(`/admin/users?q=${encodeURIComponent(tag)}&mockPrefer=`);
    await expect(rowWith(page, user.email)).toBeVisible();
    await expect(errorDialog(page)).toHaveCount(0);
  },
);

test(
  "a forced example of the Users grid's load shows the contract's users, not the world's",
  { tag: ['@users', '@data-grid'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(page, tag, `Erin Example ${tag}`);

    await openAs(page, 'superUser', `/admin/users?${forced('GET /api/user=code=200')}`);
    // The contract's example lists the estate's six users, Alice first; the world's own users are not among them.
    await expect(rowWith(page, 'alice.admin@kappapos.example')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(6);
    await expect(rowWith(page, user.email)).toHaveCount(0);

    await page.goto(`/admin/users?q=${encodeURIComponent(tag)}&mockPrefer=`);
    await expect(rowWith(page, user.email)).toBeVisible();
  },
);
