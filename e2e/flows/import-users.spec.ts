import type { Page } from '@playwright/test';
import { usersPath } from '../areas/users';
import { axeScan } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { rowWith } from '../support/grid';
import { newUser, openAs, uniqueTag, worldCall } from './world';

test.describe.configure({ timeout: 120_000 });

const importPath = `${usersPath}/import`;

/** axe's serious and critical findings on the page as it stands (the step shown). */
async function seriousIssues(page: Page): Promise<string[]> {
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Chooses a CSV file of `text` on the file step. */
async function chooseFile(page: Page, text: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
}

test(
  'an import with problems fixed in the preview, confirmed: the users are in the Users grid after a reload',
  { tag: ['@users', '@dialogs'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const existing = await newUser(page, tag, `Flo Before ${tag}`);
    const csv = [
      'Anzeigename;Vollständiger Name;E-Mail;Gebietsschema;Währung',
      `Ann;Ann Import ${tag};ann.${tag}@example.com;en-GB;GBP`,
      `;Bea Import ${tag};bea.${tag}@example.com;de-DE;EUR`,
      `Cal;Cal Import ${tag};cal.${tag}-at-example.com;fr-FR;EUR`,
      `Flo;Flo After ${tag};${existing.email.toUpperCase()};en-GB;GBP`,
      '',
    ].join('\r\n');

    await openAs(page, 'superUser', `${usersPath}?q=${encodeURIComponent(tag)}`);
    await page.getByRole('link', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/import$/);
    await expect(page.getByRole('heading', { name: 'Import Users' })).toBeVisible();
    expect(await seriousIssues(page), 'the file step').toEqual([]);

    await chooseFile(page, csv);
    await expect(page.getByLabel('Column "E-Mail"')).toHaveValue('email');
    await expect(page.getByLabel('Column "Anzeigename"')).toHaveValue('shortName');
    expect(await seriousIssues(page), 'the columns step').toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    const preview = page.getByTestId('import-preview');
    await expect(preview.locator('tbody tr[aria-rowindex]')).toHaveCount(4);
    await expect(page.getByText('4 rows · 2 with problems · 1 of an existing user')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Include row 2' })).not.toBeChecked();
    expect(await seriousIssues(page), 'the preview').toEqual([]);

    await page.getByRole('button', { name: 'Fix row 2' }).click();
    const fix = page.getByRole('dialog', { name: 'Fix row 2' });
    await expect(fix.getByText('Display Name is required').first()).toBeVisible();
    await fix.getByLabel('Display Name').fill('Bea');
    await fix.getByRole('button', { name: 'Apply' }).click();
    await expect(fix).toHaveCount(0);

    await page.getByRole('button', { name: 'Fix row 3' }).click();
    const fixEmail = page.getByRole('dialog', { name: 'Fix row 3' });
    await fixEmail.getByLabel('Email').fill(`cal.${tag}@example.com`);
    await fixEmail.getByLabel('Email').press('Enter');
    await expect(fixEmail).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Include row 3' })).toBeChecked();

    await page.getByRole('button', { name: 'Import Users' }).click();
    const confirm = page.getByRole('dialog', { name: 'Import users?' });
    await expect(confirm).toContainText('3 users will be created.');
    await expect(confirm).toContainText('1 user will be updated.');
    await confirm.getByRole('button', { name: 'Import Users' }).click();

    await expect(page.getByText('4 rows saved.')).toBeVisible();
    await expect(page.getByText('0 rows not saved.')).toBeVisible();
    expect(await seriousIssues(page), 'the report').toEqual([]);

    await page.getByRole('button', { name: 'Back to Users' }).click();
    await page.goto(`${usersPath}?q=${encodeURIComponent(tag)}`);
    await page.reload();
    for (const email of [`ann.${tag}@example.com`, `bea.${tag}@example.com`, `cal.${tag}@example.com`]) {
      await expect(rowWith(page, email)).toBeVisible();
    }
    await expect(page.locator(`input[value="Flo After ${tag}"]`)).toBeVisible();
  },
);

test(
  'a batch refused midway: the other batches are saved, the report says which rows were not and why, and offers them as CSV',
  { tag: ['@users'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const lines = ['Display Name,Email'];
    for (let i = 1; i <= 250; i += 1) lines.push(`U${i},u${i}.${tag}@example.com`);

    // The second batch is answered as refused (the world's forced answer, for this one call); the first waits until
    // the progress has been checked.
    let calls = 0;
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    await page.route('**/api/user/batch', async (route) => {
      calls += 1;
      if (calls === 1) await firstHeld;
      if (calls === 2) await route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } });
      else await route.continue();
    });

    await openAs(page, 'superUser', importPath);
    await chooseFile(page, lines.join('\n'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('250 rows · 0 with problems · 0 of existing users')).toBeVisible();
    await page.getByRole('button', { name: 'Import Users' }).click();
    await page.getByRole('dialog', { name: 'Import users?' }).getByRole('button', { name: 'Import Users' }).click();

    await expect(page.getByText('Rows sent: 0 of 250. Rows left: 250.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Rows sent' })).toHaveAttribute('aria-live', 'polite');
    expect(await seriousIssues(page), 'the progress').toEqual([]);
    releaseFirst();

    await expect(page.getByText('150 rows saved.')).toBeVisible();
    await expect(page.getByText('100 rows not saved.')).toBeVisible();
    // The report mounts the rows in view: scrolled to the refused batch's first row.
    const report = page.getByTestId('import-report');
    await report.evaluate((region) => region.scrollTo(0, 100 * 44));
    await expect(report.getByRole('row', { name: /^101 / })).toContainText('Bad Request');
    expect(await seriousIssues(page), 'the report').toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rows not saved' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('users-not-saved.csv');
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe('Display Name,Email,Problem');
    expect(rows).toHaveLength(101);
    expect(rows[1]).toMatch(new RegExp(`^U101,u101\\.${tag}@example\\.com,Bad Request`));
  },
);

test(
  'another file after an import: the users just imported are existing users (the list is asked for again)',
  { tag: ['@users'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const csv = `Display Name,Email\r\nDee,dee.${tag}@example.com\r\n`;
    await openAs(page, 'superUser', importPath);
    await chooseFile(page, csv);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('1 row · 0 with problems · 0 of existing users')).toBeVisible();
    await page.getByRole('button', { name: 'Import Users' }).click();
    await page.getByRole('dialog', { name: 'Import users?' }).getByRole('button', { name: 'Import Users' }).click();
    await expect(page.getByText('1 row saved.')).toBeVisible();

    const usersAskedAgain = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/user',
    );
    await page.getByRole('button', { name: 'Import another file' }).click();
    await usersAskedAgain;
    await chooseFile(page, csv);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('1 row · 0 with problems · 1 of an existing user')).toBeVisible();
    await expect(page.getByTestId('import-preview').getByRole('row', { name: /^1 / })).toContainText('Update');
  },
);

interface StoredUser {
  userID: string;
  shortName?: string | null;
  fullName?: string | null;
  email?: string | null;
  version?: string;
}

/** The world's users with `email` (in any case): another admin's read of GET /api/user. */
async function usersWithEmail(page: Page, email: string): Promise<StoredUser[]> {
  const users = await worldCall<StoredUser[]>(page, 'GET', '/api/user');
  return users.filter((user) => user.email?.toLowerCase() === email.toLowerCase());
}

/** A second admin creates a user with `email` (the Users grid's batch call, beside the import's window). */
async function anotherAdminCreates(page: Page, email: string, fullName: string): Promise<void> {
  await worldCall(page, 'POST', '/api/user/batch', {
    changes: [{ shortName: 'Other', fullName, email, locale: 'en-GB', defaultCurrencyCode: 'GBP', scopes: [] }],
    deletes: [],
  });
}

/** The import's batch calls, as sent. */
function recordBatches(page: Page): { changes: StoredUser[] }[] {
  const batches: { changes: StoredUser[] }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/batch') {
      batches.push(request.postDataJSON() as { changes: StoredUser[] });
    }
  });
  return batches;
}

async function confirmImport(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Import Users' }).click();
  await page.getByRole('dialog', { name: 'Import users?' }).getByRole('button', { name: 'Import Users' }).click();
}

test(
  'an address another admin gave a user while the preview was open: the row is shown as an existing user before anything is sent',
  { tag: ['@users'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const taken = `gil.${tag}@example.com`;
    const batches = recordBatches(page);
    await openAs(page, 'superUser', importPath);
    await chooseFile(page, `Display Name,Email\r\nFay,fay.${tag}@example.com\r\nGil,${taken}\r\n`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('2 rows · 0 with problems · 0 of existing users')).toBeVisible();

    await anotherAdminCreates(page, taken, `Gil Other ${tag}`);
    await confirmImport(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Nothing was sent: 1 row has the email of a user added after the preview opened. It is now shown as an existing user; check it and import again.',
    );
    await expect(page.getByText('2 rows · 0 with problems · 1 of an existing user')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Row 2: existing user' })).toHaveValue('update');
    expect(batches).toEqual([]);

    await page.getByRole('combobox', { name: 'Row 2: existing user' }).selectOption('skip');
    await page.getByRole('button', { name: 'Import Users' }).click();
    const confirm = page.getByRole('dialog', { name: 'Import users?' });
    await expect(confirm).toContainText('1 user will be created.');
    await expect(confirm).toContainText('0 users will be updated.');
    await confirm.getByRole('button', { name: 'Import Users' }).click();
    await expect(page.getByText('1 row saved.')).toBeVisible();
    expect(batches.map((batch) => batch.changes.map((user) => user.email))).toEqual([[`fay.${tag}@example.com`]]);
    expect(await usersWithEmail(page, taken)).toEqual([expect.objectContaining({ fullName: `Gil Other ${tag}` })]);
  },
);

test(
  'an address another admin takes just as the batch is sent: that row shows the refusal, the others are created, and no second user has it',
  { tag: ['@users'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const taken = `hal.${tag}@example.com`;
    const batches = recordBatches(page);
    // The other admin's save lands between the import's last read of the users and its batch.
    let first = true;
    await page.route('**/api/user/batch', async (route) => {
      if (first) {
        first = false;
        await anotherAdminCreates(page, taken.toUpperCase(), `Hal Other ${tag}`);
      }
      await route.continue();
    });
    await openAs(page, 'superUser', importPath);
    await chooseFile(
      page,
      `Display Name,Email\r\nIda,ida.${tag}@example.com\r\nHal,${taken}\r\nJon,jon.${tag}@example.com\r\n`,
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('3 rows · 0 with problems · 0 of existing users')).toBeVisible();
    await confirmImport(page);

    await expect(page.getByText('2 rows saved.')).toBeVisible();
    await expect(page.getByText('1 row not saved.')).toBeVisible();
    const report = page.getByTestId('import-report');
    await expect(report.getByRole('row', { name: /^2 / })).toContainText(
      'Another user already has this email address. Nothing was saved.',
    );
    await expect(report.getByRole('row', { name: /^2 / })).not.toContainText('Created');
    await expect(report.getByRole('row', { name: /^1 / })).toContainText('Created');
    await expect(report.getByRole('row', { name: /^3 / })).toContainText('Created');
    // The refused batch, then the same without Hal's row.
    expect(batches.map((batch) => batch.changes.map((user) => user.shortName))).toEqual([
      ['Ida', 'Hal', 'Jon'],
      ['Ida', 'Jon'],
    ]);
    expect(await usersWithEmail(page, taken)).toEqual([expect.objectContaining({ fullName: `Hal Other ${tag}` })]);
    expect(await usersWithEmail(page, `ida.${tag}@example.com`)).toHaveLength(1);
  },
);

test(
  'a user another admin edits while the preview is open: the new rows are saved, that row says why and is reviewed, then updated over their version',
  { tag: ['@users', '@record-conflicts'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const existing = await newUser(page, tag, `Kit Before ${tag}`);
    const batches = recordBatches(page);
    let first = true;
    await page.route('**/api/user/batch', async (route) => {
      if (first) {
        first = false;
        // The second admin's edit of the same user, saved as the import sends.
        const [stored] = await usersWithEmail(page, existing.email);
        await worldCall(page, 'POST', '/api/user/batch', {
          changes: [{ ...stored, fullName: `Kit Theirs ${tag}` }],
          deletes: [],
        });
      }
      await route.continue();
    });
    const lines = ['Display Name,Full Name,Email', `Kit,Kit File ${tag},${existing.email}`];
    for (const name of ['Lea', 'Max', 'Ned', 'Ola'])
      lines.push(`${name},${name} New ${tag},${name.toLowerCase()}.${tag}@example.com`);
    await openAs(page, 'superUser', importPath);
    await chooseFile(page, lines.join('\r\n'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('5 rows · 0 with problems · 1 of an existing user')).toBeVisible();
    // The update shows the value it replaces.
    await expect(page.getByTestId('import-preview').getByRole('row', { name: /^1 / })).toContainText(
      `Kit Before ${tag} → Kit File ${tag}`,
    );
    await confirmImport(page);

    await expect(page.getByText('4 rows saved.')).toBeVisible();
    await expect(page.getByText('1 row not saved.')).toBeVisible();
    const report = page.getByTestId('import-report');
    const kit = report.getByRole('row', { name: /^1 / });
    await expect(kit).toContainText('Not saved: someone else changed this user after the preview opened.');
    for (const row of [2, 3, 4, 5]) {
      await expect(report.getByRole('row', { name: new RegExp(`^${row} `) })).toContainText('Created');
    }
    expect(batches.map((batch) => batch.changes.length)).toEqual([5, 4]);

    await kit.getByRole('button', { name: 'Review row 1' }).click();
    const review = page.getByRole('dialog', { name: 'Row 1: someone else changed this user' });
    const values = review.getByRole('table', { name: "Their values and the file's" });
    await expect(values.getByRole('row').filter({ hasText: 'Full Name' }).getByRole('cell')).toHaveText([
      `Kit Theirs ${tag}`,
      `Kit File ${tag}`,
    ]);
    const [theirs] = await usersWithEmail(page, existing.email);
    await review.getByRole('button', { name: 'Update again' }).click();
    await expect(review).toHaveCount(0);
    await expect(kit).toContainText('Updated');
    await expect(page.getByText('5 rows saved.')).toBeVisible();
    expect(batches.at(-1)?.changes).toEqual([
      expect.objectContaining({ userID: existing.userID, fullName: `Kit File ${tag}`, version: theirs?.version }),
    ]);
    expect(await usersWithEmail(page, existing.email)).toEqual([
      expect.objectContaining({ fullName: `Kit File ${tag}` }),
    ]);
  },
);
