import { answerBatchesAsSaved, chooseImportFile, expectInViewport, importPath, usersPath } from './areas/users';
import { test, expect, open } from './support/fixtures';
import { unsavedDialog } from './support/form';

/**
 * Import Users on the mock (src/features/users/import-users-screen.tsx): every step by keyboard, and leaving with a
 * file read and not imported asks first. The import with its problems and a refused batch, on the world:
 * e2e/flows/import-users.spec.ts.
 */
test.describe('Import Users', { tag: ['@users'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('every step by keyboard: pasted cells read, a column mapped, a row fixed and included, the import confirmed', async ({
    page,
  }) => {
    const domain = 'harbourfishbar.example';
    await answerBatchesAsSaved(page);
    const batches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/batch') {
        batches.push(request.postDataJSON());
      }
    });
    await open(page, `${usersPath}/import`);
    await page.getByLabel('Or paste cells from a spreadsheet').focus();
    await page.keyboard.insertText(
      `Display Name\tEmail\tNotes\nAnn\tann.kb@${domain}\tAnn Keys\n\tbea.kb@${domain}\tBea Keys`,
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Read pasted cells' })).toBeFocused();
    await page.keyboard.press('Enter');

    // A closed select takes its option by typing its name.
    const notes = page.getByLabel('Column "Notes"');
    await expect(notes).toHaveValue('');
    await notes.focus();
    await page.keyboard.type('Full Name');
    await expect(notes).toHaveValue('fullName');
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByText('2 rows · 1 with a problem · 0 of existing users')).toBeVisible();
    const includeRow2 = page.getByRole('checkbox', { name: 'Include row 2' });
    await expect(includeRow2).not.toBeChecked();
    await page.getByRole('button', { name: 'Fix row 2' }).focus();
    await page.keyboard.press('Enter');
    const fix = page.getByRole('dialog', { name: 'Fix row 2' });
    // The dialog opens on the field to fix, not on its close button.
    await expect(fix.getByLabel('Display Name')).toBeFocused();
    await page.keyboard.type('Bea');
    // What was typed is in the field before Enter applies it (a failure then says the keys went elsewhere).
    await expect(fix.getByLabel('Display Name')).toHaveValue('Bea');
    await page.keyboard.press('Enter');
    await expect(fix).toHaveCount(0);
    await expect(includeRow2).toBeChecked();
    // Space leaves a row out and puts it back.
    await includeRow2.focus();
    await page.keyboard.press('Space');
    await expect(includeRow2).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(includeRow2).toBeChecked();

    await page.getByRole('button', { name: 'Import Users' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Import users?' });
    await expect(confirm).toContainText('2 users will be created.');
    await confirm.getByRole('button', { name: 'Import Users' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 rows saved.')).toBeVisible();
    expect(batches).toEqual([
      {
        changes: [
          expect.objectContaining({ shortName: 'Ann', fullName: 'Ann Keys', email: `ann.kb@${domain}`, scopes: [] }),
          expect.objectContaining({ shortName: 'Bea', fullName: 'Bea Keys', email: `bea.kb@${domain}`, scopes: [] }),
        ],
        deletes: [],
      },
    ]);
  });

  test('a file over 10 MB is refused with its size and the limit; the pasted cells stay', async ({ page }) => {
    await open(page, `${usersPath}/import`);
    const pasted = 'Display Name\tEmail\nAnn\tann.limit@harbourfishbar.example';
    await page.getByLabel('Or paste cells from a spreadsheet').fill(pasted);
    const row = 'Ann,ann.limit@harbourfishbar.example\n';
    await page.locator('input[type="file"]').setInputFiles({
      name: 'too-large.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Display Name,Email\n${row.repeat(Math.ceil((10 * 1024 * 1024) / row.length))}`),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'too-large.csv is 10.1 MB: Import Users reads files of up to 10 MB. Split it into smaller files.',
    );
    await expect(page.getByLabel('Or paste cells from a spreadsheet')).toHaveValue(pasted);
    await expect(page.getByRole('heading', { name: 'Import Users', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  });

  test('leaving with a file read asks first: Stay keeps the preview, Leave goes and asks nothing more', async ({
    page,
  }) => {
    await open(page, `${usersPath}/import`);
    // An empty page has nothing to lose: the breadcrumb leaves at once.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(usersPath);
    await expect(unsavedDialog(page)).toHaveCount(0);

    await open(page, `${usersPath}/import`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'users.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Display Name,Email\nAnn,ann.import@harbourfishbar.example\n'),
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('1 row · 0 with problems · 0 of existing users')).toBeVisible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(unsavedDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${usersPath}/import`);
    await expect(page.getByText('1 row · 0 with problems · 0 of existing users')).toBeVisible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(usersPath);
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  });

  test('leaving while the batches are sent says what it stops; Stay keeps the import, Stop leaves once the batch being sent ends', async ({
    page,
  }) => {
    const lines = ['Display Name,Email'];
    for (let i = 1; i <= 150; i += 1) lines.push(`L${i},leave${i}@harbourfishbar.example`);
    const sent: number[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/batch', async (route) => {
      sent.push((route.request().postDataJSON() as { changes: unknown[] }).changes.length);
      await held;
      await route.fulfill({ json: { changes: [], deletes: [] } });
    });
    await open(page, importPath);
    await chooseImportFile(page, lines.join('\n'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Import Users' }).click();
    await page.getByRole('dialog', { name: 'Import users?' }).getByRole('button', { name: 'Import Users' }).click();
    await expect(page.getByText('Rows sent: 0 of 150. Rows left: 150.')).toBeVisible();

    const breadcrumbUsers = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' });
    await breadcrumbUsers.click();
    const ask = page.getByRole('dialog', { name: 'Stop the import?' });
    await expect(ask).toContainText(
      'Users are being imported. Leaving stops the import: the batch being sent (up to 100 rows) is finished, the rows after it are not sent, and you will not see the report of what was saved.',
    );
    await expect(unsavedDialog(page)).toHaveCount(0);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(importPath);

    await breadcrumbUsers.click();
    await ask.getByRole('button', { name: 'Stop the import and leave' }).click();
    // The page waits for the batch being sent, then goes; the second batch is never sent.
    await expect(page.getByText('Stopping after the batch being sent.')).toBeVisible();
    await expect(page).toHaveURL(importPath);
    release();
    await expect(page).toHaveURL(usersPath);
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
    expect(sent).toEqual([100]);
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the preview's Fix button and the report's Outcome column are in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerBatchesAsSaved(page);
      await open(page, importPath);
      const long = 'A much longer full name than a column holds';
      await chooseImportFile(
        page,
        `Display Name,Full Name,Email,Locale\nAnn,${long},ann.width@harbourfishbar.example,xx-XX\n` +
          `Bea,${long},bea.width@harbourfishbar.example,en-GB\n`,
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('2 rows · 1 with a problem · 0 of existing users')).toBeVisible();
      await expectInViewport(page, page.getByRole('button', { name: 'Fix row 1' }), 'Fix row 1');
      await expectInViewport(page, page.getByRole('button', { name: 'Fix row 2' }), 'Fix row 2');
      // The page itself scrolls no wider than the screen: only the table scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: 'Fix row 1' }).click();
      const fix = page.getByRole('dialog', { name: 'Fix row 1' });
      await expect(fix.getByText('Unknown locale "xx-XX"')).toBeVisible();
      await fix.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Import Users' }).click();
      await page.getByRole('dialog', { name: 'Import users?' }).getByRole('button', { name: 'Import Users' }).click();
      await expect(page.getByText('1 row saved.')).toBeVisible();
      const report = page.getByTestId('import-report');
      await expectInViewport(page, report.getByRole('columnheader', { name: 'Outcome' }), 'the Outcome header');
      await expectInViewport(page, report.getByText('Created'), 'the outcome of row 2');
      await expectInViewport(
        page,
        report.getByRole('row', { name: /^1 / }).getByRole('cell').nth(1),
        'the outcome of row 1',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
