import type { Page } from '@playwright/test';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { rowWith } from './support/grid';
import { sameCallsInEnglishAndGerman } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { recordCalls } from './support/versions';

/**
 * The data grid in German: its toolbar, column chooser, confirmations that count the records, cells, empty view and
 * mantine-react-table's own texts. The same visit in English and in German makes the same calls with the same
 * bodies. Only the grid's texts are asserted: the screens' own (titles, column headers) belong to their areas.
 */
// A browser of its own: the table's German texts are downloaded once per page, and this test sees that happen.
test.use({ freshPage: true });

interface GridWords {
  exportCsv: string;
  refresh: string;
  search: string;
  showHide: string;
  hideAll: string;
  showAll: string;
  /** mantine-react-table's own text (its localization). */
  selectAll: string;
  edit: string;
  deleteSelected: string;
  deleteRows: string;
  question: string;
  delete: string;
  deleted: string;
  /** A row's badge once it is edited, and the column edited. */
  unsaved: string;
  shortName: string;
  save: string;
  noMatch: string;
  clearSearch: string;
}

/**
 * Users in the profile's language: the toolbar and column chooser, a search that matches nothing, then every row
 * selected, deleted after one confirmation and saved. Returns the calls ("METHOD /path", sorted) and the batch body.
 */
async function usersGrid(page: Page, words: GridWords): Promise<{ calls: string[]; body: unknown }> {
  const calls = recordCalls(page);
  await open(page, '/admin/users');
  await expect(page.locator('tbody input[value="Alice"]')).toBeVisible();
  await expect(page.getByRole('button', { name: words.exportCsv })).toBeVisible();
  await expect(page.getByRole('button', { name: words.refresh })).toBeVisible();
  await expect(page.locator('tbody tr').first().getByRole('button', { name: words.edit })).toBeVisible();

  await page.getByRole('button', { name: words.showHide }).click();
  const chooser = page.getByRole('dialog');
  await expect(chooser.getByRole('button', { name: words.hideAll })).toBeVisible();
  await expect(chooser.getByRole('button', { name: words.showAll })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);

  const search = page.getByRole('textbox', { name: words.search });
  await expect(search).toHaveAttribute('placeholder', words.search);
  await search.fill('no such user anywhere');
  await expect(page.getByText(words.noMatch)).toBeVisible();
  await page.getByRole('button', { name: words.clearSearch }).click();
  await expect(page.locator('tbody input[value="Alice"]')).toBeVisible();

  // An edited row's badge is shown whole in the status column, in either language.
  const row = (shortName: string) => rowWith(page, shortName);
  await row('Alice').getByRole('textbox', { name: words.shortName }).fill('Alicia');
  const badge = row('Alicia').getByText(words.unsaved, { exact: true });
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth), `"${words.unsaved}" is not cut`).toBe(
    true,
  );
  await page.getByRole('checkbox', { name: words.selectAll }).check();
  await page.getByRole('button', { name: words.deleteSelected }).click();
  const dialog = page.getByRole('dialog', { name: words.deleteRows });
  await expect(dialog).toContainText(words.question);
  await dialog.getByRole('button', { name: words.delete }).click();
  await expect(page.locator('tbody').getByText(words.deleted, { exact: true })).toHaveCount(6);
  const batch = waitForCall(page, 'POST', '/api/user/batch');
  await page.getByRole('button', { name: words.save }).click();
  const body: unknown = (await batch).postDataJSON();
  await expect(page.getByRole('button', { name: words.save })).toHaveCount(0);
  await settled(page);
  return { calls: [...calls].sort(), body };
}

test(
  'Users in German: toolbar, column chooser, search, a counted Delete Rows and the table’s own texts; the same calls as in English',
  { tag: ['@de', '@data-grid', '@users', '@dialogs'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const words = {
      en: {
        exportCsv: 'Export CSV',
        refresh: 'Refresh',
        search: 'Search',
        showHide: 'Show/Hide columns',
        hideAll: 'Hide all',
        showAll: 'Show all',
        selectAll: 'Toggle select all',
        edit: 'Edit',
        deleteSelected: 'Delete selected (6)',
        deleteRows: 'Delete Rows',
        question: 'Delete 6 users?',
        delete: 'Delete',
        deleted: 'Deleted',
        unsaved: 'Unsaved',
        shortName: 'Short Name',
        save: 'Save Changes',
        noMatch: 'No users match "no such user anywhere".',
        clearSearch: 'Clear search',
      },
      de: {
        exportCsv: 'CSV exportieren',
        refresh: 'Aktualisieren',
        search: 'Suchen',
        showHide: 'Spalten ein-/ausblenden',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
        selectAll: 'Alle auswählen umschalten',
        edit: 'Bearbeiten',
        deleteSelected: 'Auswahl löschen (6)',
        deleteRows: 'Zeilen löschen',
        question: 'Möchten Sie 6 Benutzer löschen?',
        delete: 'Löschen',
        deleted: 'Gelöscht',
        unsaved: 'Nicht gespeichert',
        shortName: 'Kurzname',
        save: 'Änderungen speichern',
        noMatch: 'Keine Benutzer gefunden, die „no such user anywhere“ enthalten.',
        clearSearch: 'Suche zurücksetzen',
      },
    };
    const german = await sameCallsInEnglishAndGerman(signInAs, 'superUser', (language) =>
      usersGrid(page, words[language]),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    expect(german.calls.length).toBeGreaterThan(0);
  },
);

/**
 * Pending Invitations in the profile's language: yes/no cells, and a delete sent at once after a counted
 * confirmation, then its notice. Returns the calls (sorted) and the batch body.
 */
async function pendingInvitations(
  page: Page,
  words: { no: string; question: string; confirm: string; done: string },
): Promise<{ calls: string[]; body: unknown }> {
  const calls = recordCalls(page);
  await open(page, `/organisation/${estate.harbourFishBarId}/pendinginvites`);
  await expect(page.getByRole('cell', { name: 'new.starter@harbourfishbar.example' })).toBeVisible();
  await expect(page.locator('tbody').getByRole('checkbox', { name: words.no, exact: true }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /^(Toggle select all|Alle auswählen umschalten)$/ }).check();
  await page.getByRole('button', { name: /\(2\)$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(words.question);
  const batch = waitForCall(page, 'POST', `/api/organisation/${estate.harbourFishBarId}/invite/batch`);
  await dialog.getByRole('button', { name: words.confirm }).click();
  const body: unknown = (await batch).postDataJSON();
  await expect(page.getByText(words.done)).toBeVisible();
  await settled(page);
  return { calls: [...calls].sort(), body };
}

test(
  'Pending Invitations in German: yes/no cells, a delete sent at once and its notice; the same calls as in English',
  { tag: ['@de', '@data-grid', '@access', '@dialogs'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const words = {
      en: {
        no: 'No',
        question: 'Delete 2 invitations?',
        confirm: 'Delete',
        done: 'Deleted: 2 invitations.',
      },
      de: {
        no: 'Nein',
        question: 'Möchten Sie 2 Einladungen löschen?',
        confirm: 'Löschen',
        done: 'Gelöscht: 2 Einladungen.',
      },
    };
    const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) =>
      pendingInvitations(page, words[language]),
    );
    expect(german.calls.length).toBeGreaterThan(0);
  },
);
