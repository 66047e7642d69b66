import type { Locator, Page } from '@playwright/test';
import { openOrganisations, organisationCodeField } from './areas/organisations';
import { fullNameField, openEditUser, openUsers } from './areas/users';
import { test, expect, open, estate } from './support/fixtures';
import { highlightedOption, unsavedDialog } from './support/form';
import { rowWith, rowWithText } from './support/grid';

/**
 * Keyboard operation (accessibility): every kind of control is reachable with Tab and operable with the
 * keyboard alone, and shows where the focus is. "Visible focus" is read from the computed style: the focused element
 * (for a tree, its active row, `aria-activedescendant`; for a visually hidden checkbox, the control drawn next to it)
 * has an outline that is not `none`, or a box shadow.
 */

// Many key presses per test on a shared 2-core machine, where a first page load can take long too.
test.describe.configure({ timeout: 90_000 });
// With Mantine's transitions, as most users see them: the focus must land and return while menus and dialogs animate.
test.use({ reducedMotion: 'no-preference' });
const FIRST_LOAD = { timeout: 30_000 };

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (it must be reachable with Tab, within `max` presses). */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 50 } = {}): Promise<void> {
  await expect(target).toBeVisible(FIRST_LOAD);
  for (let presses = 0; presses < max && !(await isFocused(target)); presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Fails unless the focused element shows a focus indicator (outline or box shadow). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const problem = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing has the focus';
    const activeId = focused.getAttribute('aria-activedescendant');
    const shown = (activeId ? document.getElementById(activeId) : null) ?? focused;
    const candidates: Element[] = [shown];
    // Checkboxes and switches hide the native input and draw the control (and its focus ring) right after it.
    if (
      shown instanceof HTMLInputElement &&
      (shown.type === 'checkbox' || shown.type === 'radio') &&
      shown.nextElementSibling
    ) {
      candidates.push(shown.nextElementSibling);
    }
    for (const candidate of candidates) {
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      if (outline || style.boxShadow !== 'none') return null;
    }
    const style = getComputedStyle(shown);
    const name = shown.getAttribute('aria-label') ?? shown.textContent?.trim().slice(0, 40) ?? '';
    return `${shown.tagName.toLowerCase()} "${name}" has no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`;
  });
  expect(problem, 'visible focus').toBeNull();
}

/** The element with the focus is inside `container`. */
async function expectFocusWithin(container: Locator): Promise<void> {
  expect(await container.evaluate((element) => element.contains(document.activeElement)), 'focus inside').toBe(true);
}

test.describe('keyboard', { tag: ['@shell', '@session', '@data-grid', '@users', '@tree', '@organisations'] }, () => {
  test('skip link: the first Tab stop; Enter moves the focus to the screen content', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await openUsers(page);
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible(FIRST_LOAD);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(page).toHaveURL('/admin/users');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add' })).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('data grid (Admin > Users): tab in, sort, move between and edit cells, choose in a cell select, row actions', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await openUsers(page);
    const search = page.getByRole('textbox', { name: 'Search' });
    await expect(page.locator('input[value="Alice"]')).toBeVisible(FIRST_LOAD);

    // Tab into the grid: the toolbar, then the column headers' sort buttons.
    await tabTo(page, search);
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expectFocusWithin(page.locator('table'));
    await expectVisibleFocus(page);

    // Sort by keyboard: Enter on a header's sort button sorts ascending, again descending.
    const sortShortName = page.locator('thead').getByRole('button', { name: /Short Name/ });
    await tabTo(page, sortShortName);
    await expectVisibleFocus(page);
    const firstRow = page.locator('tbody tr').first();
    const shortNameOf = (row: Locator) => row.getByRole('textbox', { name: 'Short Name' });
    await page.keyboard.press('Enter');
    await expect(sortShortName).toHaveAttribute('aria-label', /ascending/);
    await expect(shortNameOf(firstRow)).toHaveValue('Alice');
    await page.keyboard.press('Enter');
    await expect(sortShortName).toHaveAttribute('aria-label', /descending/);
    await expect(shortNameOf(firstRow)).toHaveValue('Uma');
    await expect(sortShortName).toBeFocused();

    // Move into the first row, cell to cell, and edit a cell.
    await tabTo(page, shortNameOf(firstRow));
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    const fullName = fullNameField(firstRow);
    await expect(fullName).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('End');
    await page.keyboard.type(' Jr');
    await expect(fullName).toHaveValue('Uma Underwood Jr');
    await expect(firstRow.getByText('Unsaved')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(shortNameOf(firstRow)).toBeFocused();

    // A select in a cell: Enter, Space and ArrowDown open it; arrows and Enter choose; Escape closes.
    const locale = firstRow.getByRole('combobox', { name: 'Locale' });
    await tabTo(page, locale);
    await expectVisibleFocus(page);
    const listbox = page.getByRole('listbox');
    for (const key of ['Enter', 'Space', 'ArrowDown']) {
      await page.keyboard.press(key);
      await expect(listbox, `${key} opens the select`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(locale).toBeFocused();
    }
    // Arrows move the highlight (from the current value, or from the top) to another locale; Enter takes it.
    const before = await locale.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    let chosen = before;
    for (let presses = 0; presses < 5 && chosen === before; presses++) {
      await page.keyboard.press('ArrowDown');
      chosen = await (await highlightedOption(locale)).innerText();
    }
    expect(chosen).not.toBe(before);
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(locale).toHaveValue(chosen);

    // A row action opens the confirm dialog: focus moves in and stays in; Escape closes; focus returns.
    const remove = firstRow.getByRole('button', { name: 'Delete' });
    await tabTo(page, remove);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete Row' });
    await expect(dialog).toBeVisible();
    await expectFocusWithin(dialog);
    for (let presses = 0; presses < 5; presses++) {
      await page.keyboard.press('Tab');
      await expectFocusWithin(dialog);
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Shift+Tab');
    await expectFocusWithin(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(firstRow.getByText('Deleted')).toHaveCount(0);

    // The Edit action opens the row's edit page; the row's pending edit is asked about first (Stay/Leave, by keyboard).
    const edit = firstRow.getByRole('button', { name: 'Edit' });
    await tabTo(page, edit, { backwards: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const unsaved = unsavedDialog(page);
    await expect(unsaved).toBeVisible();
    await expectFocusWithin(unsaved);
    await tabTo(page, unsaved.getByRole('button', { name: 'Leave' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);
  });

  test('tree (Admin > Organisations): focus, move, expand and collapse, select', async ({
    page,
    signInAs,
    forceAnswer,
  }) => {
    await signInAs('superUser');
    await forceAnswer('GET', '/api/OrganisationTree/10000000-0000-4000-8000-000000000003', 'example=southbankChildren');
    await openOrganisations(page);
    const tree = page.getByRole('tree', { name: 'Organisations' });
    const row = (name: string) => tree.getByRole('treeitem', { name, exact: true });
    const southbank = row('Southbank POS Partners (SBPP)');
    await expect(southbank).toBeVisible(FIRST_LOAD);
    const activeRow = async () => {
      const id = await tree.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).getAttribute('aria-label') : null;
    };

    await tabTo(page, tree);
    await expectVisibleFocus(page);
    expect(await activeRow()).toBe('Kappa POS Platform (ROOT)');

    await page.keyboard.press('ArrowDown');
    await expect.poll(activeRow).toBe('Northwind Retail Systems (NWRS)');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeRow).toBe('Southbank POS Partners (SBPP)');

    // Right expands (children load), Right again moves to the first child, Left back to the parent, Left collapses.
    await expect(southbank).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(southbank).toHaveAttribute('aria-expanded', 'true');
    const child = row('Bluebell Cafe (BLUE)');
    await expect(child).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect.poll(activeRow).toBe('Bluebell Cafe (BLUE)');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(activeRow).toBe('Southbank POS Partners (SBPP)');
    await page.keyboard.press('ArrowLeft');
    await expect(southbank).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toHaveCount(0);

    // Enter selects (the page shows the organisation), so does Space.
    await page.keyboard.press('Enter');
    await expect(southbank).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]org=10000000-0000-4000-8000-000000000003/);
    await expect(organisationCodeField(page)).toHaveValue('SBPP');
    await expect(tree).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeRow).toBe('Standard Restaurant Template (TPLREST)');
    await page.keyboard.press('Space');
    await expect(row('Standard Restaurant Template (TPLREST)')).toHaveAttribute('aria-selected', 'true');
    await expect(southbank).toHaveAttribute('aria-selected', 'false');
    await expectVisibleFocus(page);
  });

  test('user menu: Enter opens it on its first item, arrows move, Enter acts, Escape closes and returns the focus', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/admin');
    const button = page.getByRole('button', { name: 'User menu' });
    await tabTo(page, button);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Dark mode' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The item now offers the way back and keeps the focus (Mantine sets the attribute before the menu re-renders).
    await expect(page.getByRole('menuitem', { name: 'Light mode' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Space opens it too.
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('user menu: an Escape before the focus has moved into it closes it and leaves the focus on its button', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await open(page, '/admin');
    const button = page.getByRole('button', { name: 'User menu' });
    await tabTo(page, button);
    // Opened, then Escape at once: before Mantine moves the focus to the first item (a moment after the menu shows).
    await button.evaluate(async (element) => {
      if (!(element instanceof HTMLElement)) throw new Error('the user menu button is not an HTML element');
      element.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("data grid: a row's Delete confirmed with Enter puts the focus on the row's Undo delete, and Undo on Delete", async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await openUsers(page);
    // The row by its place: a row marked for deletion shows its values as text, not in inputs.
    const place = await rowWith(page, 'Alice').getAttribute('data-index', FIRST_LOAD);
    const alice = page.locator(`tbody tr[data-index="${place}"]`);
    const remove = alice.getByRole('button', { name: 'Delete' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete Row' });
    await expectFocusWithin(dialog);
    await tabTo(page, dialog.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(alice.getByText('Deleted')).toBeVisible();
    const undo = alice.getByRole('button', { name: 'Undo delete' });
    await expect(undo).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(alice.getByText('Deleted')).toHaveCount(0);
    await expect(remove).toBeFocused();
  });

  test('data grid: a delete sent at once (Pending Invitations) and confirmed with Enter leaves the focus on the row in its place', async ({
    page,
    signInAs,
  }) => {
    // The grid is read-only until its list has loaded again; then the row in the deleted row's place has the focus
    // (the mock, stateless, lists the invitation again: it is the row in its place).
    await signInAs('orgAdmin');
    await open(page, `/organisation/${estate.harbourFishBarId}/pendinginvites`);
    const invitation = rowWithText(page, 'new.starter@harbourfishbar.example');
    await tabTo(page, invitation.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete Row' });
    await expectFocusWithin(dialog);
    await tabTo(page, dialog.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Deleted: new.starter@harbourfishbar.example.')).toBeVisible();
    await expect(page.locator('tbody button[aria-label="Delete"]:focus')).toHaveCount(1);
  });

  test('command palette on an edit page with unsaved changes: a page chosen, then Stay, gives the edited field the focus back', async ({
    page,
    signInAs,
  }) => {
    await signInAs('superUser');
    await openEditUser(page, estate.umaId);
    const fullName = fullNameField(page);
    await fullName.fill('Uma Changed');
    await expect(page.getByRole('button', { name: /^Jump to/ })).toBeEnabled();
    await fullName.press('Control+K');
    const search = page.getByRole('dialog').getByRole('textbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await search.fill('audit');
    await search.press('Enter');
    const unsaved = unsavedDialog(page);
    await expectFocusWithin(unsaved);
    await tabTo(page, unsaved.getByRole('button', { name: 'Stay' }));
    await page.keyboard.press('Enter');
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveValue('Uma Changed');
  });

  test('breadcrumb organisation switcher: ArrowDown opens it, arrows and Enter choose', async ({ page, signInAs }) => {
    await signInAs('superUser');
    await open(page, '/admin');
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    await tabTo(page, switcher);
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    // The list loads when the switcher is first opened: the arrows move over its options once they are there.
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = await (await highlightedOption(switcher)).innerText();
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(page).toHaveURL(/\/organisation\/[0-9a-f-]{36}$/);
    await expect(switcher).toHaveValue(chosen);
    // The focus stays on the switcher; Escape closes an open list without choosing.
    await expect(switcher).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(switcher).toHaveValue(chosen);
  });
});
