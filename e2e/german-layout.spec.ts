import type { Page } from '@playwright/test';
import { test, expect, open } from './support/fixtures';
import { routeCases } from './support/routes';
import { settledText, trackRequests } from './support/settle';

/**
 * German words run long ("Berechtigungsgruppen", "Integrationsserver-Instanzen"): every route in German, at 1280 px
 * and on the 390 px phone shell, scrolls no wider than the screen, and no button, tab, badge, navigation entry,
 * heading or field label of ours is cut.
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
].join(', ');

async function expectFits(page: Page, where: string): Promise<void> {
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
}

for (const { url, personas } of routeCases) {
  const persona = personas[0] ?? 'superUser';
  test(`${url} as ${persona} in German fits 1280 px and 390 px`, { tag: ['@de'] }, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    trackRequests(page);
    await signInAs(persona);
    // The kept console starts again at the URL (`open`) in the language the browser remembers.
    await page.evaluate(() => window.localStorage.setItem('console.language', 'de'));
    await open(page, url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
    await settledText(page);
    await expectFits(page, `${url} at 1280 px`);
    await page.setViewportSize({ width: 390, height: 844 });
    await settledText(page);
    await expectFits(page, `${url} at 390 px`);
  });
}
