import { expect, type Locator, type Page } from '@playwright/test';

// Locators and steps for the forms and edit pages, shared by the specs.

/** A text field or a select (a combobox: its list opens from it) by its whole label. */
export const field = (page: Page, label: string): Locator =>
  page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true }));

/** A select by its whole label. */
export const selectField = (page: Page, label: string): Locator =>
  page.getByRole('combobox', { name: label, exact: true });

/** Picks `option` in the select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await selectField(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The option a combobox's keyboard highlight is on: the one its `aria-activedescendant` names (the chosen value's
 * option is the one with `aria-selected`).
 */
export async function highlightedOption(combobox: Locator): Promise<Locator> {
  await expect(combobox, 'the combobox highlights an option').toHaveAttribute('aria-activedescendant', /.+/);
  const id = await combobox.getAttribute('aria-activedescendant');
  return combobox.page().locator(`[role="option"][id="${id ?? ''}"]`);
}

/** A titled section of a screen (a card, the Members panel...). */
export const region = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/** The prompt shown before unsaved changes would be lost. */
export const unsavedDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Unsaved changes' });

/** The error dialog a failed call opens. */
export const errorDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Error' });
