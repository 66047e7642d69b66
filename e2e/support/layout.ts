import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Layout checks for texts longer than English (German, the pseudo-locale): the page scrolls no wider than the
 * screen, no button, tab, badge, navigation entry, heading or field label of ours is cut, and every button, link and
 * badge of the main area can be reached (`outOfReach`).
 */

/** Our own labels (not grid cells, where a long value may end in an ellipsis by design). */
const LABELS = [
  '.mantine-Button-label',
  '.mantine-Tabs-tabLabel',
  '.mantine-Badge-label',
  '.mantine-NavLink-label',
  '.mantine-InputWrapper-label',
  '.mantine-Menu-itemLabel',
  'h1',
  'h2',
  'h3',
  // The header's name of the signed-in user, or "Login Required" ("Anmeldung erforderlich") when signed out.
  '[data-testid="user-menu"] .mantine-Text-root',
].join(', ');

/** Fails naming what does not fit the page as it is now; `where` names the route and the width. */
export async function expectFits(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth, cut, wide } = await page.evaluate((selector) => {
    const root = document.scrollingElement ?? document.documentElement;
    const cut = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim() ?? '');
    const scrolls = (element: Element) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(element).overflowX);
    const pushes = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrolls(parent)) return false;
      }
      return element.getBoundingClientRect().right > root.clientWidth + 1;
    };
    // The innermost elements that reach past the screen's edge (outside any scrolling box): what widens the page.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter(pushes)
      .slice(-3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className)} "${element.textContent?.trim() ?? ''}"`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, cut, wide };
  }, LABELS);
  expect(scrollWidth, `${where}: no wider than the screen (${wide.join('; ')})`).toBeLessThanOrEqual(clientWidth);
  expect(cut, `${where}: labels cut`).toEqual([]);
  const room = await page.evaluate(textRoom);
  expect(room.headers, `${where}: table headers cut without an ellipsis and their whole text on hover`).toEqual([]);
  expect(room.badges, `${where}: badges cut`).toEqual([]);
  expect(room.names, `${where}: texts cut to a few letters`).toEqual([]);
  expect(room.headings, `${where}: headings broken inside a word`).toEqual([]);
  expect(await page.evaluate(outOfReach), `${where}: buttons, links and badges off the screen or cut`).toEqual([]);
}

/**
 * Runs in the page: every button, link, tab and badge in the main area that shows is within reach, named with where
 * it lies. It lies across the screen's width, and no box around it cuts it off (an overflow that hides, or one that
 * scrolls: a box that scrolls sideways is for a wide table or a row of tabs, and only what is in those may be scrolled
 * to). Up and down is not judged: long pages and lists scroll.
 */
function outOfReach() {
  const width = (document.scrollingElement ?? document.documentElement).clientWidth;
  const selector =
    '#main-content :is(button, a[href], [role="button"], [role="link"], [role="tab"], .mantine-Badge-root)';
  const name = (element: Element) =>
    (element.textContent?.replace(/\s+/g, ' ').trim() || element.getAttribute('aria-label')) ?? element.tagName;
  const found: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const { left, right, width: own, height } = element.getBoundingClientRect();
    // Visually hidden texts for screen readers (1 px, clipped) are not drawn.
    if (own <= 1 || height <= 1) continue;
    let judged = false;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'visible') continue;
      if ((overflow === 'auto' || overflow === 'scroll') && box.matches(':has(table), [role="tablist"]')) {
        judged = true;
        break;
      }
      const outer = box.getBoundingClientRect();
      if (left >= outer.left - 1 && right <= outer.right + 1) continue;
      // A name cut with an ellipsis shows that it is cut; how much of it shows is judged in `textRoom`.
      if (getComputedStyle(box).textOverflow !== 'ellipsis') {
        found.push(`${name(element)} (cut by ${box.tagName.toLowerCase()}.${String(box.className).split(' ')[0]})`);
      }
      judged = true;
      break;
    }
    if (!judged && (left < -1 || right > width + 1)) found.push(`${name(element)} (off the screen)`);
  }
  return found;
}

/**
 * Runs in the page: what lacks room. A table header's text that does not fit wraps, or is cut with an ellipsis that
 * shows (a block box: a flex box shows none) under a `title` holding the whole text. A badge shows its whole word,
 * neither cut with an ellipsis nor hidden by a box around it. Any other text cut with an ellipsis (a name) keeps room
 * for a word or two (100 px, about 13 letters: "Harbour …" does not tell two Harbour organisations apart). A heading
 * breaks between words, not inside one.
 */
function textRoom() {
  const shows = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const overflows = (element: Element) => element.scrollWidth > element.clientWidth + 1;
  const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const headers: string[] = [];
  for (const cell of document.querySelectorAll('thead th')) {
    if (!shows(cell) || text(cell) === '') continue;
    if (overflows(cell)) headers.push(`${text(cell)} (wider than its cell)`);
    for (const element of cell.querySelectorAll('*')) {
      if (!shows(element) || !clips(element) || !overflows(element) || text(element) === '') continue;
      const style = getComputedStyle(element);
      const ellipsis = style.textOverflow === 'ellipsis' && !/flex|grid/.test(style.display);
      const title = element.closest('[title]')?.getAttribute('title') ?? '';
      if (!ellipsis || !cell.contains(element.closest('[title]')) || !title.includes(text(element))) {
        headers.push(text(element));
      }
    }
  }
  const badges = [...document.querySelectorAll('.mantine-Badge-root')]
    .filter(shows)
    .filter((badge) => {
      if ([badge, ...badge.querySelectorAll('*')].some((element) => clips(element) && overflows(element))) return true;
      const { left, right } = badge.getBoundingClientRect();
      // A box around it that clips without scrolling hides its end.
      for (let box = badge.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        // What a scrolling box hides can be scrolled to.
        if (overflow === 'auto' || overflow === 'scroll') break;
        if (overflow !== 'hidden') continue;
        const outer = box.getBoundingClientRect();
        if (left < outer.left - 1 || right > outer.right + 1) return true;
      }
      return false;
    })
    .map(text);
  // Table headers have their own rule above.
  const names = [...document.querySelectorAll('#main-content *:not(thead *)')]
    .filter((element) => shows(element) && getComputedStyle(element).textOverflow === 'ellipsis')
    .filter((element) => overflows(element) && element.clientWidth < 100 && text(element) !== '')
    .map((element) => `${text(element)} (${element.clientWidth} px)`);
  const headings: string[] = [];
  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!shows(heading)) continue;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A word may end a line after its hyphen ("Integrationsserver-|Instanzen"), not inside itself.
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) headings.push(`${text(heading)}: ${word[0]}`);
      }
    }
  }
  return { headers, badges, names, headings };
}
