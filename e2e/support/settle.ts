import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waiting for a screen to settle without fixed waits (the sweeps): no request of the page in flight, no loading
 * overlay, busy area or spinner, and the main area's text the same on two reads in a row (a route's pending screen
 * shows only after a delay, so "nothing loading" alone can come too early).
 */

/** The requests of each page still waiting for their answer (`trackRequests`). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight (call before the visit). */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Waits until no request is in flight and nothing shows that it is loading. */
export async function settled(page: Page): Promise<void> {
  // Polled often (the default backs off to a second between reads): the answers come within tens of milliseconds.
  await expect
    .poll(() => inFlight.get(page)?.size ?? 0, { message: 'requests in flight', intervals: [25, 50, 100] })
    .toBe(0);
  await expect(page.locator('[data-testid="loading-overlay"][data-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
}

/** Waits until no CSS transition runs: after a scheme switch some controls change colour with one, and axe would
 * measure the contrast halfway. Each read comes three frames on: Mantine starts an overlay's fade-in two frames
 * after it shows, so a read before then would find nothing running yet. */
export async function waitForTransitions(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
        return document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length;
      }),
    )
    .toBe(0);
}

export const mainArea = (page: Page) => page.locator('#main-content');

export async function mainText(page: Page): Promise<string> {
  return (await mainArea(page).innerText()).trim();
}

/** Settled (above) and the main area's text the same on two reads in a row; returns that text ('' allowed with `allowBlank`). */
export async function settledText(page: Page, { allowBlank = false } = {}): Promise<string> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        await settled(page);
        const text = (await mainArea(page).count()) > 0 ? await mainText(page) : '';
        const stable = (allowBlank || text !== '') && text === last;
        last = text;
        return stable;
      },
      { message: 'the screen settles and shows something' },
    )
    .toBe(true);
  return last ?? '';
}
