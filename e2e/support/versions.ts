import type { Page, Request } from '@playwright/test';
import { test, expect, open, estate } from './fixtures';

// The organisation's estate and versions on the mock, shared by the initialise, authorisations, acceptances and
// system-health specs; they fix the clock at NOW (UTC) so not-before texts and the 14-day cut-off are exact.

export const org = `/organisation/${estate.harbourFishBarId}`;
export const api = `/api/organisation/${estate.harbourFishBarId}`;
export const NOW = new Date('2026-11-14T09:00:00Z');

export const apps = {
  posTerminal: 'a0000000-0000-4000-8000-000000000001',
  kitchenDisplay: 'a0000000-0000-4000-8000-000000000002',
  installService: 'a0000000-0000-4000-8000-000000000003',
};
export const pkg = (n: number) => `b0000000-0000-4000-8000-00000000000${n}`;
export const orgId = (nn: string) => `10000000-0000-4000-8000-0000000000${nn}`;
export const node = (n: number) => `60000000-0000-4000-8000-00000000000${n}`;

/** Every API request the page makes, as "METHOD /path". */
export function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers()['x-requested-with'] === 'XMLHttpRequest') {
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return calls;
}

/** The accessible names of the rows a tree renders. */
export function rowNames(page: Page, tree: string): Promise<(string | null)[]> {
  return page
    .getByRole('tree', { name: tree })
    .getByRole('treeitem')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
}

/** The notice shown when leaving is held while a call is in flight. */
export const HELD = 'Please wait: the changes are being sent. You can leave once they are done.';

/** Holds the POSTs to `path` until the returned release is called, then answers them 500. */
export async function holdThenFail(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await released;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    },
  );
  return release;
}

/** Back while a held call is in flight: the page stays and says why. */
export async function backIsHeld(page: Page, url: string): Promise<void> {
  await page.evaluate(() => window.history.back());
  await expect(page.getByText(HELD).first()).toBeVisible();
  await expect(page).toHaveURL(url);
}

/** An ordinary user is turned away from the organisation's `path` screen without any call of the organisation. */
export function ordinaryUserIsTurnedAwayFrom(path: string): void {
  test.describe('an ordinary user', () => {
    test(`is turned away from /${path}`, async ({ page, signInAs }) => {
      await signInAs('user');
      const calls = recordCalls(page);
      await open(page, `${org}/${path}`);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
      expect(calls.filter((call) => call.includes(`${api}/`))).toEqual([]);
    });
  });
}

/** The clock fixed at NOW in UTC, on a kept page of its own (e2e/support/fixtures.ts): call at a spec's top. */
export function onTheFixedClock(): void {
  test.use({ timezoneId: 'UTC', pageGroup: 'versions-fixed-clock' });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });
}
