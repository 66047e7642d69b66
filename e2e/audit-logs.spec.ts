import { historyButton, historyDrawer, historyLink, openAuditLogs } from './areas/audit-logs';
import { changeAnswer, callTo, expectTurnedAway } from './support/calls';
import { test, expect, estate, waitForCall } from './support/fixtures';
import { gridRows } from './support/grid';
import { expectFits } from './support/layout';
import { pickDateTime } from './support/screen-steps';

// Dates are shown and sent in the browser's time zone; pin it so the bodies are exact.
test.use({ timezoneId: 'UTC' });
// Several steps per test on a shared machine.
test.describe.configure({ timeout: 60_000 });

/** The first page without filters at the default 1400x900 viewport: floor((900 - 198) / 35) = 20 rows. */
const firstPage = {
  dateTimeCreatedFrom: null,
  dateTimeCreatedTo: null,
  organisation: null,
  user: null,
  message: null,
  types: null,
  pageSize: 20,
  pageNumber: 0,
};

test.describe('Admin > Audit Logs', { tag: ['@audit-logs', '@user-link', '@locale', '@date-time-field'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('loads the descriptions and the first page; shows type, user, created, organisation and message', async ({
    page,
  }) => {
    const descriptions = waitForCall(page, 'GET', '/api/auditlog/descriptions');
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await openAuditLogs(page);
    await descriptions;
    expect((await query).postDataJSON()).toEqual(firstPage);
    await expect(page.getByRole('heading', { name: 'Audit Logs' })).toBeVisible();
    for (const header of ['Type', 'User', 'Created', 'Organisation', 'Message']) {
      await expect(page.getByRole('button', { name: `Filter ${header}` })).toBeVisible();
    }
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    const first = gridRows(page, 'Audit log').first();
    await expect(first.getByRole('img', { name: 'Token' })).toBeVisible();
    await expect(first).toContainText('Token issued');
    await expect(first).toContainText('Oliver Owens');
    await expect(first).toContainText(estate.oliverId);
    await expect(first).toContainText('Harbour Fish Bar');
    await expect(first).toContainText('Token issued to client pos-backoffice');
    await expect(first).toContainText('03/06/2025, 09:15:42');
    // every category has its icon
    for (const category of ['User/Organisation', 'SuperUser', 'UserInfo', 'External', 'Internal', 'Unclassified']) {
      await expect(page.getByRole('table').getByRole('img', { name: category }).first()).toBeVisible();
    }

    // hovering a type shows its code name and number at once
    await first.getByTestId('audit-type').hover();
    await expect(page.getByRole('tooltip', { name: 'TokenIssued (20)' })).toBeVisible();

    // an unknown type falls back to its number, category Unclassified
    const unknown = gridRows(page, 'Audit log').last();
    await expect(unknown.getByTestId('audit-type')).toHaveText('999');
    await expect(unknown.getByRole('img', { name: 'Unclassified' })).toBeVisible();
    await unknown.getByTestId('audit-type').hover();
    await expect(page.getByRole('tooltip', { name: 'Unknown type (999)' })).toBeVisible();

    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // 8 entries are fewer than the page size of 20
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('the page size follows the window height, at least 10', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1100 });
    const tall = waitForCall(page, 'POST', '/api/auditlog/query');
    await openAuditLogs(page);
    expect((await tall).postDataJSON().pageSize).toBe(25);
    await page.setViewportSize({ width: 1400, height: 500 });
    const short = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.reload();
    expect((await short).postDataJSON().pageSize).toBe(10);
  });

  test('the Type filter picks several types, shows their count and lives in the URL', async ({ page }) => {
    await openAuditLogs(page);
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    await page.getByRole('button', { name: 'Filter Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Type' });
    // grouped by category
    await expect(dialog.getByText('User/Organisation', { exact: true })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Token issued', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Profile updated', exact: true }).check();
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({ ...firstPage, types: [20, 31] });
    await expect(page.getByLabel('2 types selected')).toHaveText('2');
    await expect(page).toHaveURL(/types=/);

    const reload = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.reload();
    expect((await reload).postDataJSON()).toEqual({ ...firstPage, types: [20, 31] });
    await page.getByRole('button', { name: 'Filter Type' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Token issued', exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    const cleared = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await cleared).postDataJSON()).toEqual(firstPage);
    await expect(page.getByLabel('2 types selected')).toHaveCount(0);
  });

  test('the text filters (User, Organisation, Message) show Filtered; Cancel drops the draft; empty removes', async ({
    page,
  }) => {
    await openAuditLogs(page, '?types=20');
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    let expected: Record<string, unknown> = { ...firstPage, types: [20] };
    for (const [header, field, text] of [
      ['User', 'user', 'Oliver'],
      ['Organisation', 'organisation', 'Harbour Fish Bar'],
      ['Message', 'message', 'token'],
    ] as const) {
      await page.getByRole('button', { name: `Filter ${header}` }).click();
      const dialog = page.getByRole('dialog', { name: `Filter ${header}` });
      await dialog.getByRole('textbox', { name: header }).fill(text);
      const call = waitForCall(page, 'POST', '/api/auditlog/query');
      await dialog.getByRole('textbox', { name: header }).press('Enter');
      expected = { ...expected, [field]: text };
      expect((await call).postDataJSON()).toEqual(expected);
      await expect(page.getByLabel(`${header} filtered`)).toHaveText('Filtered');
    }

    await page.getByRole('button', { name: 'Filter User' }).click();
    const user = page.getByRole('dialog', { name: 'Filter User' });
    await user.getByRole('textbox', { name: 'User' }).fill('Someone else');
    await user.getByRole('button', { name: 'Cancel' }).click();
    await expect(user).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter User' }).click();
    await expect(user.getByRole('textbox', { name: 'User' })).toHaveValue('Oliver');
    await user.getByRole('textbox', { name: 'User' }).fill('');
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await user.getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({ ...expected, user: null });
    await expect(page.getByLabel('User filtered')).toHaveCount(0);
    await expect(page).not.toHaveURL(/user=/);
  });

  test('the Created filter sends a from/to range and refuses From after To', async ({ page }) => {
    await openAuditLogs(page);
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    await page.getByRole('button', { name: 'Filter Created' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Created' });
    const from = dialog.getByRole('button', { name: 'From', exact: true });
    const to = dialog.getByRole('button', { name: 'To', exact: true });
    await pickDateTime(from, '2025-06-01', '00:00');
    await pickDateTime(to, '2025-05-01', '00:00');
    await expect(dialog.getByText('From must be before To')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await pickDateTime(to, '2025-06-30', '23:59');
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({
      ...firstPage,
      dateTimeCreatedFrom: '2025-06-01T00:00:00.000Z',
      dateTimeCreatedTo: '2025-06-30T23:59:59.999Z',
    });
    await expect(page.getByLabel('Created filtered')).toHaveText('Filtered');
    const reload = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.reload();
    expect((await reload).postDataJSON().dateTimeCreatedTo).toBe('2025-06-30T23:59:59.999Z');
    await page.getByRole('button', { name: 'Filter Created' }).click();
    await expect(from).toHaveText('01/06/2025 00:00');
  });

  test(
    "the Created calendar speaks the menu's German over an en-GB profile, and writes the date the German way",
    { tag: ['@de', '@i18n', '@date-inputs'] },
    async ({ page, signInAs }) => {
      await signInAs('superUser', { locale: 'en-GB' });
      // Deutsch chosen in the menu of this browser (the kept page's storage is cleared after the test).
      await page.evaluate(() => window.localStorage.setItem('console.language', 'de'));
      await openAuditLogs(page, '?from=2025-06-01T00%3A00%3A00.000Z');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.getByRole('button', { name: 'Erstellt filtern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erstellt filtern' });
      const from = dialog.getByRole('button', { name: 'Von', exact: true });
      await expect(from).toHaveText('01.06.2025 00:00');
      await from.click();
      const calendar = page.locator(`[id="${await from.getAttribute('aria-controls')}"]`);
      // The month, the weekdays and the days read aloud in German.
      await expect(calendar.getByRole('button', { name: 'Juni 2025', exact: true })).toBeVisible();
      await expect(calendar.getByText('Di', { exact: true })).toBeVisible();
      await expect(calendar.getByText('Tu', { exact: true })).toHaveCount(0);
      await calendar.getByRole('button', { name: '2. Juni 2025', exact: true }).click();
      await expect(from).toHaveText('02.06.2025 00:00');
    },
  );

  for (const width of [1280, 390]) {
    test(`at ${width} px the Created filter holds its open calendars; Apply and Cancel stay uncovered`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await openAuditLogs(page);
      await expect(gridRows(page, 'Audit log')).toHaveCount(8);
      await page.getByRole('button', { name: 'Filter Created' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter Created' });
      for (const name of ['From', 'To']) {
        const field = dialog.getByRole('button', { name, exact: true });
        await field.click();
        const calendar = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
        await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeVisible();
        const [outer, inner] = await Promise.all([dialog.boundingBox(), calendar.boundingBox()]);
        if (!outer || !inner) throw new Error('the popover or its calendar has no box');
        expect(inner.x, `${name}: the calendar starts inside the popover`).toBeGreaterThanOrEqual(outer.x);
        expect(inner.x + inner.width, `${name}: the calendar ends inside the popover`).toBeLessThanOrEqual(
          outer.x + outer.width,
        );
        expect(inner.y + inner.height, `${name}: the calendar ends above the popover's bottom`).toBeLessThanOrEqual(
          outer.y + outer.height,
        );
        for (const button of ['Cancel', 'Apply']) {
          const target = dialog.getByRole('button', { name: button, exact: true });
          await target.scrollIntoViewIfNeeded();
          // What a click at the button's centre reaches: the button itself, not the calendar over it.
          const reached = await target.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return hit !== null && element.contains(hit);
          });
          expect(reached, `${name} open: ${button} is uncovered`).toBe(true);
        }
        // The field's button closes its calendar again.
        await field.click();
        await expect(calendar).toBeHidden();
      }
      // With a calendar open, Apply takes a click (Playwright checks it would reach the button) and Cancel closes.
      await dialog.getByRole('button', { name: 'To', exact: true }).click();
      await dialog.getByRole('button', { name: 'Apply', exact: true }).click({ trial: true, timeout: 5_000 });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click({ timeout: 5_000 });
      await expect(dialog).toHaveCount(0);
    });
  }

  test('paging: zero-based page numbers in the URL, previous and next', async ({ page }) => {
    // A full page (24 rows of 20 asked for... at least the page size) enables Next.
    await changeAnswer(page, 'POST', '/api/auditlog/query', (json) => {
      const rows = json as unknown[];
      return [...rows, ...rows, ...rows];
    });
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await openAuditLogs(page, '?page=2&user=Oliver');
    expect((await query).postDataJSON()).toEqual({ ...firstPage, user: 'Oliver', pageNumber: 2 });
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

    let call = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await call).postDataJSON()).toEqual({ ...firstPage, user: 'Oliver', pageNumber: 3 });
    await expect(page.getByText('Page 4', { exact: true })).toBeVisible();

    // page 2 was just seen: it shows again from the cache
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    // SPEC 4: a filter change keeps the page
    await page.getByRole('button', { name: 'Filter Message' }).click();
    await page.getByRole('dialog', { name: 'Filter Message' }).getByRole('textbox', { name: 'Message' }).fill('token');
    call = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.getByRole('dialog', { name: 'Filter Message' }).getByRole('button', { name: 'Apply' }).click();
    expect((await call).postDataJSON()).toEqual({ ...firstPage, user: 'Oliver', message: 'token', pageNumber: 2 });
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Message filtered')).toBeVisible();
    await expect(gridRows(page, 'Audit log')).toHaveCount(24);
  });

  test('malformed URL params are ignored', async ({ page }) => {
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await openAuditLogs(page, '?page=-4&types=abc&from=yesterday');
    expect((await query).postDataJSON()).toEqual(firstPage);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  });

  test('a failed query shows the error state and no rows', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/auditlog/query', 'code=500');
    await openAuditLogs(page);
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    await expect(page.getByRole('table').getByText('Token issued')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('a coded query error shows its message', { tag: ['@loading-overlay'] }, async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/auditlog/query', 'code=400, example=BadRequest');
    await openAuditLogs(page);
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
  });

  test('failed descriptions say so and show the types by number', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/auditlog/descriptions', 'code=500');
    await openAuditLogs(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Audit log types could not be loaded' })).toContainText(
      'Internal Server Error',
    );
    await expect(gridRows(page, 'Audit log').first().getByTestId('audit-type')).toHaveText('20');
  });
});

test.describe('Admin > Audit Logs in a time zone other than UTC', { tag: ['@audit-logs', '@locale'] }, () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('times, the Created column and its filter name the time zone they are in', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await openAuditLogs(page);
    await expect(gridRows(page, 'Audit log')).toHaveCount(8);
    // 09:15:42 UTC on 3 June 2025 is 11:15:42 summer time in Berlin.
    await expect(gridRows(page, 'Audit log').first()).toContainText('03/06/2025, 11:15:42 CEST');
    const zone = /Europe\/Berlin \(GMT\+[12]\)/;
    await expect(page.getByRole('columnheader', { name: /^Created/ })).toContainText(zone);

    await page.getByRole('button', { name: 'Filter Created' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Created' });
    await expect(dialog.getByText(zone)).toBeVisible();
    await pickDateTime(dialog.getByRole('button', { name: 'From', exact: true }), '2025-06-01', '00:00');
    const call = waitForCall(page, 'POST', '/api/auditlog/query');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    // Midnight in Berlin, sent as the instant it is.
    expect((await call).postDataJSON().dateTimeCreatedFrom).toBe('2025-05-31T22:00:00.000Z');
  });
});

test(
  'a non-super user (orgAdmin) is turned away from /admin/auditlogs',
  { tag: ['@audit-logs', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await expectTurnedAway(page, '/admin/auditlogs', callTo('/api/auditlog', '/api/entitylookup', '/api/statistics'));
  },
);

test.describe("Admin > Audit Logs: an entry's record and its history", { tag: ['@audit-logs', '@history'] }, () => {
  const linkId = '60000000-0000-4000-8000-000000000001';
  /** The contract's first page, three of its entries naming their record: Uma (a user), her access link, a deleted client. */
  const subjects: Record<number, unknown> = {
    1: { type: 'User', id: estate.umaId, organisationID: null, deleted: false },
    2: { type: 'OrganisationUserLink', id: linkId, organisationID: estate.harbourFishBarId, deleted: false },
    3: { type: 'Client', id: 'insights-web', organisationID: null, deleted: true },
    5: { type: 'Organisation', id: estate.harbourFishBarId, organisationID: estate.harbourFishBarId, deleted: false },
  };

  test.beforeEach(async ({ page, signInAs }) => {
    await signInAs('superUser');
    await changeAnswer(page, 'POST', '/api/auditlog/query', (json) =>
      (json as object[]).map((entry, index) => (subjects[index] ? { ...entry, subject: subjects[index] } : entry)),
    );
  });

  test("a row naming its record links to the record's page with its History open; the others are as before", async ({
    page,
  }) => {
    await openAuditLogs(page);
    const rows = gridRows(page, 'Audit log');
    await expect(rows).toHaveCount(8);
    await expect(historyLink(rows.nth(1), 'History of the user')).toHaveAttribute(
      'href',
      `/admin/users/edit/${estate.umaId}#history`,
    );
    await expect(historyLink(rows.nth(2), 'History of the organisation access')).toHaveAttribute(
      'href',
      `/organisation/${estate.harbourFishBarId}/links/edit/${linkId}#history`,
    );
    // An organisation opens selected on the Organisations page, its History open.
    await expect(historyLink(rows.nth(5), 'History of the organisation')).toHaveAttribute(
      'href',
      `/admin/organisations?org=${estate.harbourFishBarId}#history`,
    );
    // The message keeps its cell, whole on hover.
    await expect(rows.nth(1)).toContainText('Profile updated (locale en-GB, currency GBP)');
    await expect(rows.nth(1).getByTitle('Profile updated (locale en-GB, currency GBP)')).toBeVisible();
    // Rows without a record have no link to one.
    for (const index of [0, 4, 6, 7]) {
      await expect(rows.nth(index).getByRole('link', { name: /history/i })).toHaveCount(0);
      await expect(rows.nth(index).getByRole('button', { name: /history/i })).toHaveCount(0);
    }

    await historyLink(rows.nth(1), 'History of the user').click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/edit/${estate.umaId}#history$`));
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Uma Underwood');
    // Its History open, in view, with the user's changes (the contract's example).
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
    await expect(history.getByRole('article').first()).toBeVisible();
    await expect(history).toBeInViewport();

    await page.goBack();
    await historyLink(gridRows(page, 'Audit log').nth(5), 'History of the organisation').click();
    await expect(page).toHaveURL(new RegExp(`/admin/organisations\\?org=${estate.harbourFishBarId}#history$`));
    const organisationHistory = page.getByRole('region', { name: 'History' });
    await expect(organisationHistory.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
    await expect(organisationHistory.getByRole('article').first()).toBeVisible();
  });

  test('a deleted record’s row says so and opens its history in a drawer, without the record', async ({ page }) => {
    await openAuditLogs(page);
    const row = gridRows(page, 'Audit log').nth(3);
    await expect(historyLink(row, 'Deleted — history of the API client')).toHaveCount(0);
    const history = waitForCall(page, 'GET', '/api/auditlog/history/Client/insights-web');
    await historyButton(row, 'Deleted — history of the API client').click();
    const sent = new URL((await history).url());
    expect(Object.fromEntries(sent.searchParams)).toEqual({ pageSize: '50', pageNumber: '0' });
    const drawer = historyDrawer(page, 'Deleted — history of the API client');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Record insights-web')).toBeVisible();
    await expect(drawer.getByText('This record has been deleted. Its history is kept.')).toBeVisible();
    // The contract's example history: Alice's change, newest first.
    await expect(drawer.getByText('Alice Administrator').first()).toBeVisible();
    // Nothing tried to load the client itself.
    await expect(page).toHaveURL(/\/admin\/auditlogs/);

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(historyButton(row, 'Deleted — history of the API client')).toBeFocused();
  });

  test('the links speak German', { tag: ['@de'] }, async ({ page }) => {
    await openAuditLogs(page);
    await page.evaluate(() => window.localStorage.setItem('console.language', 'de'));
    await page.reload();
    const rows = gridRows(page, 'Prüfprotokoll');
    await expect(historyLink(rows.nth(1), 'Verlauf des Benutzers')).toBeVisible();
    await expect(historyLink(rows.nth(2), 'Verlauf des Organisationszugriffs')).toBeVisible();
    await historyButton(rows.nth(3), 'Gelöscht — Verlauf des API-Clients').click();
    const drawer = historyDrawer(page, 'Gelöscht — Verlauf des API-Clients');
    await expect(drawer.getByText('Datensatz insights-web')).toBeVisible();
    await expect(drawer.getByText('Dieser Datensatz wurde gelöscht. Sein Verlauf bleibt erhalten.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Schließen' })).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the link keeps the row one line high and the drawer fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openAuditLogs(page);
      const rows = gridRows(page, 'Audit log');
      await expect(rows).toHaveCount(8);
      const plain = await rows.nth(0).boundingBox();
      const linked = await rows.nth(1).boundingBox();
      if (!plain || !linked) throw new Error('a row has no box');
      expect(linked.height, 'a row with a link is as high as one without').toBeCloseTo(plain.height, 0);
      for (const [index, name] of [
        [1, 'History of the user'],
        [3, 'Deleted — history of the API client'],
      ] as const) {
        const cell = rows.nth(index).getByRole('cell').last();
        const control = cell.getByRole(index === 1 ? 'link' : 'button', { name, exact: true });
        await control.scrollIntoViewIfNeeded();
        const [outer, inner] = await Promise.all([cell.boundingBox(), control.boundingBox()]);
        if (!outer || !inner) throw new Error(`${name}: no box`);
        expect(inner.x, `${name} starts inside its cell`).toBeGreaterThanOrEqual(outer.x);
        expect(inner.x + inner.width, `${name} ends inside its cell`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
        // Its words are whole: the link's text is not cut.
        const [needed, shown] = await control.evaluate((element) => [element.scrollWidth, element.clientWidth]);
        expect(needed, `${name} is whole`).toBeLessThanOrEqual((shown ?? 0) + 1);
        await expect(control).toHaveText(index === 1 ? 'History' : 'Deleted — history');
      }
      await historyButton(rows.nth(3), 'Deleted — history of the API client').click();
      const drawer = historyDrawer(page, 'Deleted — history of the API client');
      await expect(drawer.getByText('Alice Administrator').first()).toBeVisible();
      await expectFits(page, `Audit Logs with a record's history open at ${width} px`);
      const box = await drawer.boundingBox();
      if (!box) throw new Error('the drawer has no box');
      expect(box.x, 'the drawer starts on the screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the drawer ends on the screen').toBeLessThanOrEqual(width + 0.5);
      const close = drawer.getByRole('button', { name: 'Close' });
      await close.click({ trial: true, timeout: 5_000 });
      await close.click();
      await expect(drawer).toHaveCount(0);
    });
  }
});
