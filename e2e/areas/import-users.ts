import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { usersPath } from './users';

/** Steps of Import Users (src/features/users/import-users-screen.tsx) that its specs share. */

export const importPath = `${usersPath}/import`;

/** Chooses a CSV file of `text` on the file step. */
export async function chooseImportFile(page: Page, text: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
}

interface SentUser {
  userID?: string;
  [field: string]: unknown;
}

/**
 * The mock answers every batch with its example (one user, Sam), which lists none of an import's rows: the import
 * would rightly report them not confirmed. This answers each batch as saved, as the service does: the users sent,
 * new ones with an id.
 */
export async function answerBatchesAsSaved(page: Page): Promise<void> {
  let made = 0;
  await page.route('**/api/user/batch', async (route) => {
    const body = route.request().postDataJSON() as { changes: SentUser[] };
    const changes = body.changes.map((user) => {
      made += 1;
      const id = user.userID ?? `30000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
      return { image: null, scopes: [], ...user, userID: id, version: '1' };
    });
    await route.fulfill({ json: { changes, deletes: [] } });
  });
}

/** Fails unless the whole of `locator` is inside the page's viewport (not scrolled out of a box or off the screen). */
export async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge within ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  // Nothing above it in its own scrolling box covers it (a cell scrolled under a sticky one would be).
  const shown = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = Math.min(rect.left + rect.width / 2, window.innerWidth - 1);
    const y = Math.min(rect.top + rect.height / 2, window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top) || top.contains(element));
  });
  expect(shown, `${what}: not hidden under another element`).toBe(true);
}
