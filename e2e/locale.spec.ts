import type { Page } from '@playwright/test';
import { test, expect, estate, waitForCall } from './fixtures';

/**
 * Dates, times and numbers in the signed-in user's locale (issue 16 item 3): the session's `User.locale` (the
 * mock's super user, with the locale replaced in its session answer), else the browser's. The browser runs in
 * Berlin time (UTC+2 in June), so a local time differs from the UTC one; the times SPEC calls UTC stay UTC and say so.
 * Mock data: audit entry created 2025-06-03T09:15:42Z; invitation expiry 2025-07-14T09:30Z (UTC); 18342
 * transactions on POSCore EU West in May 2025.
 */
test.use({ timezoneId: 'Europe/Berlin' });

const auditRows = (page: Page) => page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ has: page.getByRole('cell') });

async function expectAuditCreated(page: Page, text: string): Promise<void> {
  const query = waitForCall(page, 'POST', '/api/auditlog/query');
  await page.goto('/admin/auditlogs');
  await query;
  await expect(auditRows(page).first()).toContainText(text);
}

async function expectTransactions(page: Page, text: string): Promise<void> {
  await page.goto('/admin/statistics?month=2025-05');
  const euWest = page.getByRole('treeitem', { name: 'POSCore EU West', exact: true });
  await expect(euWest.getByRole('button', { name: `${text}: sort by Transactions` })).toBeVisible();
}

async function expectInviteExpiry(page: Page, text: string): Promise<void> {
  await page.goto(`/organisation/${estate.harbourFishBarId}/pendinginvites`);
  await expect(page.getByRole('columnheader', { name: 'Expiry (UTC)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'new.starter@harbourfishbar.example' })).toContainText(text);
}

test('a de-DE user reads German dates, times and numbers; a UTC time stays UTC and says so', async ({ page, signInAs }) => {
  await signInAs('superUser', { locale: 'de-DE' });
  // 09:15:42 UTC is 11:15:42 in Berlin: local time, the German way.
  await expectAuditCreated(page, '03.06.2025, 11:15:42');
  await expectTransactions(page, '18.342 transactions');
  await expectInviteExpiry(page, '14.07.2025, 09:30 UTC');
});

test('an en-US user reads American dates, times and numbers; a UTC time stays UTC and says so', async ({ page, signInAs }) => {
  await signInAs('superUser', { locale: 'en-US' });
  await expectAuditCreated(page, '06/03/2025, 11:15:42 AM');
  await expectTransactions(page, '18,342 transactions');
  await expectInviteExpiry(page, '07/14/2025, 09:30 AM UTC');
});

test.describe('a user without a locale', () => {
  test.use({ locale: 'de-DE' });

  test("reads dates in the browser's locale", async ({ page, signInAs }) => {
    await signInAs('superUser', { locale: null });
    await expectAuditCreated(page, '03.06.2025, 11:15:42');
  });
});
