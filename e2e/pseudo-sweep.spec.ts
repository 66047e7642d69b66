import type { Page } from '@playwright/test';
import { untranslatedTexts } from '../src/lib/pseudo-sweep';
import { test, expect, open } from './support/fixtures';
import { expectFits } from './support/layout';
import { routeCases } from './support/routes';
import { settledText, trackRequests } from './support/settle';

/**
 * Every route in the QA pseudo-locale, as its first persona: each text on the page (text nodes, and the names a
 * screen reader or tooltip gives: aria-label, title, placeholder, alt) must be a bracketed catalogue message or data
 * the API answered with. A plain English word left is text that bypassed the catalogue; the failure names the route
 * and the text (docs/i18n.md). Then the page, about 35% longer than English, must fit at 1280 px and on the 390 px
 * phone as German does (`expectFits`, e2e/support/layout.ts): no clipped header or squeezed badge.
 */
/**
 * Texts that are the same in every language: the product's name, each language's own name in the menu, and the
 * time zone SPEC's UTC times name after the time.
 */
const ALLOWED = ['POS Authentication Admin', 'English', 'Deutsch', 'Pseudo (en-XA)', 'UTC'];

/** Every string in the JSON answers to the page (the API's names, e-mails, codes; the session): data, not UI text. */
function collectApiStrings(page: Page): Set<string> {
  const strings = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(walk, () => undefined);
  });
  return strings;
}

/** The page's visible text nodes and the accessible names and hints its elements carry. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

for (const { url, personas } of routeCases) {
  const persona = personas[0] ?? 'superUser';
  test(
    `${url} as ${persona}: every text comes from the catalogue or the API and fits 1280 px and 390 px`,
    { tag: ['@i18n'] },
    async ({ page, signInAs }) => {
      trackRequests(page);
      const data = collectApiStrings(page);
      await signInAs(persona);
      // The kept console starts again at the URL (`open`) in the language the browser remembers.
      await page.evaluate(() => window.localStorage.setItem('console.language', 'en-XA'));
      await open(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
      await settledText(page);
      const left = untranslatedTexts({ texts: await pageTexts(page), data, allowed: ALLOWED });
      expect(left, `${url}: texts not from the catalogue`).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await settledText(page);
      await expectFits(page, `${url} at 1280 px`);
      await page.setViewportSize({ width: 390, height: 844 });
      await settledText(page);
      await expectFits(page, `${url} at 390 px`);
    },
  );
}
