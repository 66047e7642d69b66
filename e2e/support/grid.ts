import type { Locator, Page } from '@playwright/test';

// Locators for the grids (mantine-react-table) and the trees, shared by the specs.

/** The rows of the grids and tables on the page, not those of a grid's stand-in (inert, until the grid's code is in). */
export const tableRows = (page: Page): Locator => page.locator('tbody tr:not([inert] tr)');

/** A grid row by the value one of its cells' inputs holds (an editable grid shows its values in inputs). */
export const rowWith = (page: Page, value: string): Locator =>
  tableRows(page).filter({ has: page.locator(`input[value="${value}"]`) });

/** A grid row by its text (a read-only grid shows its values as text). */
export const rowWithText = (page: Page, text: string): Locator => tableRows(page).filter({ hasText: text });

/** The `column`th cell (from 0, the row actions included) of the row holding `value`. */
export const cellAt = (page: Page, value: string, column: number): Locator =>
  rowWith(page, value).locator('td').nth(column);

/** A row's editable cell by its column's name. */
export const rowField = (row: Locator, column: string): Locator =>
  row.getByRole('textbox', { name: column, exact: true });

/** A sortable column's header (its accessible name ends with the sort button's label). */
export const columnHeader = (page: Page, header: string): Locator =>
  page.getByRole('columnheader', { name: `${header} Sort by ${header}` });

/** A column's rendered width in whole pixels. */
export async function columnWidth(page: Page, header: string): Promise<number> {
  const box = await columnHeader(page, header).boundingBox();
  return Math.round(box?.width ?? 0);
}

/** A tree row whose name starts with `start` (the rest of its name is its badges). */
export const treeItem = (page: Page, start: string): Locator =>
  page.getByRole('treeitem', { name: new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });

/** A tree row by its whole name. */
export const treeRow = (page: Page, name: string): Locator => page.getByRole('treeitem', { name, exact: true });

/** The body rows of the grid named `name`. */
export const gridRows = (page: Page, name: string): Locator => page.getByRole('table', { name }).locator('tbody tr');
