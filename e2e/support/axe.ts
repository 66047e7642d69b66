import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on `page`, run by `axe.run` in the page itself (AxeBuilder's legacy mode). Its default runs each frame
 * apart and joins the results in a new blank page it opens for every scan, which took the most of a scan's time here
 * (about 1 s against 0.5 s for every WCAG rule); the console has no frames, so nothing is left unchecked.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
