import type { Page } from '@playwright/test';
import { axeScan } from './support/axe';
import { test, expect, open, estate, waitForCall } from './support/fixtures';

/**
 * Dates, times and numbers in the display locale, always in the language the console speaks: the session's
 * `User.locale` (the mock's super user, with the locale replaced in its session answer) when it is in that language,
 * else the browser's, else the language's own. The browser runs in
 * Berlin time (UTC+2 in June), so a local time differs from the UTC one; the times SPEC calls UTC stay UTC and say so.
 * Mock data: audit entry created 2025-06-03T09:15:42Z; invitation expiry 2025-07-14T09:30Z (UTC); 18342
 * transactions on POSCore EU West in May 2025. The date-time pickers show and take dates in the user's locale too,
 * by keyboard, while what is sent keeps the contract's format.
 */
// A page of its own per test: one test fixes the page's clock.
test.use({ timezoneId: 'Europe/Berlin', freshPage: true });

/** The console's words these tests find things by, in English and (a de-DE profile or browser) German. */
const words = {
  en: {
    auditLog: 'Audit log',
    filterCreated: 'Filter Created',
    from: 'From',
    apply: 'Apply',
    sortByTransactions: (badge: string) => `${badge}: sort by Transactions`,
    expiry: 'Expiry (UTC)',
  },
  de: {
    auditLog: 'Prüfprotokoll',
    filterCreated: 'Erstellt filtern',
    from: 'Von',
    apply: 'Übernehmen',
    sortByTransactions: (badge: string) => `${badge}: nach Transaktionen sortieren`,
    expiry: 'Ablaufdatum (UTC)',
  },
};
type Words = (typeof words)['en'];

const auditRows = (page: Page, w: Words) =>
  page
    .getByRole('table', { name: w.auditLog })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function expectAuditCreated(page: Page, w: Words, text: string, url = '/admin/auditlogs'): Promise<void> {
  const query = waitForCall(page, 'POST', '/api/auditlog/query');
  await open(page, url);
  await query;
  await expect(auditRows(page, w).first()).toContainText(text);
}

async function expectTransactions(page: Page, w: Words, text: string): Promise<void> {
  await open(page, '/admin/statistics?month=2025-05');
  const euWest = page.getByRole('treeitem', { name: 'POSCore EU West', exact: true });
  await expect(euWest.getByRole('button', { name: w.sortByTransactions(text) })).toBeVisible();
}

async function expectInviteExpiry(page: Page, w: Words, text: string): Promise<void> {
  await open(page, `/organisation/${estate.harbourFishBarId}/pendinginvites`);
  await expect(page.getByRole('columnheader', { name: w.expiry })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'new.starter@harbourfishbar.example' });
  await expect(row).toContainText(text);
  // "(UTC)" is in the header; the time does not say it again.
  await expect(row).not.toContainText('UTC');
}

test(
  'a de-DE user reads German dates, times and numbers; a UTC time stays UTC and says so',
  { tag: ['@locale', '@de', '@audit-logs', '@statistics', '@access', '@date-time-field', '@date-inputs'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser', { locale: 'de-DE' });
    // Today is 19 November 2026 in Berlin (the calendar starts there).
    await page.clock.setFixedTime(new Date('2026-11-19T10:00:00+01:00'));
    // 09:15:42 UTC is 11:15:42 in Berlin: local time, the German way.
    await expectAuditCreated(page, words.de, '03.06.2025, 11:15:42');

    // The Created filter's picker, by keyboard: Enter opens it, Tab reaches today's day, an arrow moves to the next
    // day, Enter picks it and goes on to the time; Enter there closes the picker.
    await page.getByRole('button', { name: words.de.filterCreated }).click();
    const dialog = page.getByRole('dialog', { name: words.de.filterCreated });
    const from = dialog.getByRole('button', { name: words.de.from, exact: true });
    await from.focus();
    await page.keyboard.press('Enter');
    const calendar = page.locator(`[id="${await from.getAttribute('aria-controls')}"]`);
    await expect(calendar.getByRole('button', { name: 'November 2026', exact: true })).toBeVisible();
    // The calendar speaks the locale's language (Tuesday is "Di"), as the console does for a de-DE profile.
    await expect(calendar.getByText('Di', { exact: true })).toBeVisible();
    const axe = await axeScan(page)
      .include(`[id="${await from.getAttribute('aria-controls')}"]`)
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The days are read the German way, with the full stop after the day.
    const today = calendar.getByRole('button', { name: '19. November 2026' });
    for (let tab = 0; tab < 5; tab += 1) {
      if (await today.evaluate((day) => day === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(today).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(calendar.getByRole('button', { name: '20. November 2026' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The time's first box, the hours, takes the focus; typed digits go on to the minutes.
    const time = calendar.getByLabel(`${words.de.from}: Stunden`);
    await expect(time).toBeFocused();
    await page.keyboard.type('0715');
    await page.keyboard.press('Enter');
    await expect(from).toHaveText('20.11.2026 07:15');
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: words.de.apply, exact: true }).click();
    // 07:15 in Berlin (UTC+1 in November), sent as the contract's ISO date-time.
    expect((await query).postDataJSON().dateTimeCreatedFrom).toBe('2026-11-20T06:15:00.000Z');

    await expectTransactions(page, words.de, '18.342 Transaktionen');
    await expectInviteExpiry(page, words.de, '14.07.2025, 09:30');
  },
);

test(
  'an en-US user reads American dates, times and numbers; a UTC time stays UTC and says so',
  { tag: ['@locale', '@audit-logs', '@statistics', '@access', '@date-time-field'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser', { locale: 'en-US' });
    // The log filtered from 20 November 2026, 07:15 Berlin time: its picker writes the date the American way.
    await expectAuditCreated(
      page,
      words.en,
      '06/03/2025, 11:15:42 AM',
      '/admin/auditlogs?from=2026-11-20T06%3A15%3A00.000Z',
    );
    await page.getByRole('button', { name: words.en.filterCreated }).click();
    await expect(
      page
        .getByRole('dialog', { name: words.en.filterCreated })
        .getByRole('button', { name: words.en.from, exact: true }),
    ).toHaveText('11/20/2026 7:15 AM');
    await expectTransactions(page, words.en, '18,342 transactions');
    await expectInviteExpiry(page, words.en, '07/14/2025, 09:30 AM');
  },
);

test(
  'German chosen in the menu over an en-GB profile writes German dates and numbers on every screen',
  { tag: ['@locale', '@de', '@audit-logs', '@statistics', '@access'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser', { locale: 'en-GB' });
    // Deutsch chosen in this browser's language menu: the words and the dates follow it, not the profile's en-GB.
    await page.addInitScript(() => window.localStorage.setItem('console.language', 'de'));
    await expectAuditCreated(page, words.de, '03.06.2025, 11:15:42');
    await expect(auditRows(page, words.de).first()).not.toContainText('03/06/2025');
    await expectInviteExpiry(page, words.de, '14.07.2025, 09:30');
    await expectTransactions(page, words.de, '18.342 Transaktionen');
  },
);

test.describe('a user without a locale', { tag: ['@locale', '@de', '@audit-logs'] }, () => {
  test.use({ locale: 'de-DE' });

  test("reads dates in the browser's locale", async ({ page, signInAs }) => {
    await signInAs('superUser', { locale: null });
    await expectAuditCreated(page, words.de, '03.06.2025, 11:15:42');
  });
});
