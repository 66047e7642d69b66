import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { fullNameField, openUsers } from './areas/users';
import { test, expect, open, estate } from './support/fixtures';
import { rowWith } from './support/grid';

/**
 * Export CSV writes what the grid shows, safely: a UTF-8 byte-order mark first; a cell that a spreadsheet would read
 * as a formula (starting with =, +, -, @, a tab or a carriage return) with a leading ', even when it spans lines;
 * pending edits as shown (the button's description says so); dates as ISO 8601 in UTC, named in the header, and
 * sorted by the time rather than the text shown. (The POS Core Instances' remote columns: e2e/servers.spec.ts.)
 */

async function fileText(download: Promise<Download>): Promise<string> {
  const bytes = await readFile(await (await download).path());
  expect([...bytes.subarray(0, 3)], 'the file starts with the UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

/** The answer of a list call, changed by `change` (the mock's records, then the test's own values). */
async function changeAnswer<T>(page: Page, path: string, change: (records: T[]) => T[]): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, json: change((await response.json()) as T[]) });
    },
  );
}

test.describe('Export CSV', { tag: ['@data-grid', '@users', '@access'] }, () => {
  test('Users: formulas get a leading quote even over several lines; pending edits are written as shown', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    const multiLine = '=HYPERLINK("https://evil.example","x")\nmore';
    const paragraphs = '@SUM(A1)\u2029Zoë Ångström';
    await changeAnswer<{ shortName: string; fullName: string }>(page, '/api/user', (users) =>
      users.map((user) => {
        if (user.shortName === 'Alice') return { ...user, fullName: multiLine };
        if (user.shortName === 'Oliver') return { ...user, fullName: paragraphs };
        return user;
      }),
    );
    await openUsers(page);
    const uma = rowWith(page, 'Uma');
    await fullNameField(uma).fill('-2+3 Uma');
    await expect(uma.getByText('Unsaved')).toBeVisible();

    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await expect(exportButton).toHaveAccessibleDescription(
      'Downloads the rows in view as shown (search, sort and visible columns applied), pending edits included. Dates and times are in UTC.',
    );
    await exportButton.hover();
    await expect(page.getByRole('tooltip')).toContainText('pending edits included');

    const download = page.waitForEvent('download');
    await exportButton.click();
    const text = await fileText(download);
    expect(text.startsWith('Short Name,Full Name,Email,Locale,Default Currency\r\n')).toBe(true);
    expect(text).toContain(`\r\nAlice,"'=HYPERLINK(""https://evil.example"",""x"")\nmore",alice.admin@`);
    expect(text).toContain(`\r\nOliver,"'@SUM(A1)\u2029Zoë Ångström",oliver@`);
    // The pending edit, as shown.
    expect(text).toContain(`\r\nUma,"'-2+3 Uma",uma@`);
    // No field starts a formula unquoted.
    expect(text).not.toMatch(/(^|[\r\n,\u2028\u2029])"?[=+\-@]/);
  });

  test('Pending Invitations: the expiry sorts by time and is written as yyyy-mm-dd hh:mm under "Expiry (UTC)"', async ({
    page,
    signInAs,
  }) => {
    await signInAs('orgAdmin');
    const path = `/api/organisation/${estate.harbourFishBarId}/invite`;
    // A third invitation expiring next January: day-first ("05/01/2026") or month-first ("01/05/2026"), its text
    // sorts before July's; its time does not.
    await changeAnswer<Record<string, unknown>>(page, path, (invites) => [
      ...invites,
      {
        organisationUserInviteID: '80000000-0000-4000-8000-000000000003',
        email: 'late.joiner@harbourfishbar.example',
        expiryDateTimeUTC: '2026-01-05T09:00:00Z',
        senderName: 'Oliver Owens',
        isOrgAdmin: false,
      },
    ]);
    await open(page, `/organisation/${estate.harbourFishBarId}/pendinginvites`);
    await expect(page.getByRole('cell', { name: 'late.joiner@harbourfishbar.example' })).toBeVisible();
    const emails = () =>
      page
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => /[\w.]+@\w+\.example/.exec(row.textContent ?? '')?.[0]));
    const sortExpiry = page.getByRole('columnheader', { name: /^Expiry \(UTC\)/ }).getByRole('button');
    await sortExpiry.click();
    await expect(sortExpiry).toHaveAttribute('aria-label', /ascending/);
    const chronological = [
      'new.starter@harbourfishbar.example',
      'area.manager@harbourfishbar.example',
      'late.joiner@harbourfishbar.example',
    ];
    await expect.poll(emails).toEqual(chronological);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(await fileText(download)).toBe(
      [
        'Email,Expiry (UTC),Sender,Organisation Admin',
        'new.starter@harbourfishbar.example,2025-07-14 09:30,Oliver Owens,No',
        'area.manager@harbourfishbar.example,2025-07-16 15:05,Oliver Owens,Yes',
        'late.joiner@harbourfishbar.example,2026-01-05 09:00,Oliver Owens,No',
      ].join('\r\n'),
    );
  });
});
