import type { Locator, Page } from '@playwright/test';
import { axeScan } from './support/axe';
import { test, expect, estate, records, type Persona } from './support/fixtures';
import { unsavedDialog } from './support/form';
import { rowWith } from './support/grid';
import { routeCases } from './support/routes';
import { settled, settledText, trackRequests, waitForTransitions } from './support/settle';

/**
 * axe-core on every route as its first persona, light then dark: no serious or critical violations (WCAG 2.0/2.1
 * A/AA). The scheme is switched in place (one attribute and CSS variables, identical results to a dark load on six
 * routes), so the dark run checks only COLOUR_RULES. Each run waits for the screen's content first.
 */
const NOT_FOUND_URL = '/no/such/page';

async function expectContentLoaded(page: Page, url: string): Promise<void> {
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading').first(), `${url}: the screen shows its heading`).toBeVisible();
  await expect(main.locator('[data-testid="loading-overlay"]'), `${url}: no loading or error overlay`).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]'), `${url}: nothing is still loading`).toHaveCount(0);
  if (url === NOT_FOUND_URL) {
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  } else {
    await expect(main.getByTestId('failure-screen'), `${url}: not a failure screen`).toHaveCount(0);
  }
}

/** Relative luminance (0 black .. 1 white) of the page background. */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(getComputedStyle(document.body).backgroundColor);
    if (!match) return -1;
    const [r, g, b] = [match[1], match[2], match[3]].map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * WCAG 2.5.3 "label in name" (level A): axe's `label-content-name-mismatch`, which axe-core 4.13 still ships as
 * experimental (off unless asked for), so it is enabled by name; it does not depend on the scheme, so it runs with
 * the light scheme only. Tree rows are left out of this one rule: axe joins the text of adjacent elements without a
 * space, so a row showing "Kappa POS Platform" and the code "ROOT" is read as "Kappa POS PlatformROOT" and never
 * matches its name "Kappa POS Platform (ROOT)", although every visible word is in the name in order (a false
 * positive; dequelabs/axe-core#5226 tracks the rule's false positives). Every other rule checks tree rows as usual.
 */
async function inTreeRow(page: Page, target: unknown[]): Promise<boolean> {
  const selector = target.at(-1);
  if (typeof selector !== 'string') return false;
  return page.evaluate((css) => document.querySelector(css)?.closest('[role="treeitem"]') != null, selector);
}

/**
 * The WCAG A/AA rules whose outcome depends on colours: the only ones the dark scheme can change, since it changes
 * nothing but colours (CSS variables; see the top of this file). The dark run checks these; the light run checks all.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * One axe run: one line per serious or critical violation and node (contrast findings name their colours), and,
 * with `labelInName`, every label-in-name finding outside tree rows. `coloursOnly`: only the COLOUR_RULES.
 */
async function violations(
  page: Page,
  scheme: 'light' | 'dark',
  { labelInName = false, coloursOnly = false } = {},
): Promise<string[]> {
  const builder = axeScan(page);
  if (labelInName) builder.options({ rules: { [LABEL_IN_NAME]: { enabled: true } } });
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG)).analyze();
  const lines: string[] = [];
  for (const v of results.violations) {
    for (const n of v.nodes) {
      if (v.id === LABEL_IN_NAME) {
        if (!(await inTreeRow(page, n.target)))
          lines.push(`${v.id} (${v.impact}): ${n.target.join(' ')} ${n.html.slice(0, 120)}`);
        continue;
      }
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const data: unknown = n.any[0]?.data;
      const colours =
        data && typeof data === 'object' && 'fgColor' in data && 'bgColor' in data && 'contrastRatio' in data
          ? ` [${String(data.fgColor)} on ${String(data.bgColor)}: ${String(data.contrastRatio)}]`
          : '';
      lines.push(`${scheme} ${v.id} (${v.impact}): ${n.target.join(' ')}${colours}`);
    }
  }
  return lines;
}

test.describe('accessibility', { tag: ['@shell'] }, () => {
  // Two axe runs per page (light: every rule, with label in name; dark: the colour rules) on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  for (const route of routeCases) {
    test(`${route.url} has no serious or critical violations, light and dark`, async ({ sweepConsole }) => {
      const persona = route.personas[0] ?? 'superUser';
      const page = await sweepConsole.open(persona);
      trackRequests(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await sweepConsole.visit(page, route.url);
      const html = page.locator('html');

      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
      await expectContentLoaded(page, route.url);
      // Every call of the screen has answered and the screen shows the outcome.
      await settledText(page);
      await expectContentLoaded(page, route.url);
      expect(await backgroundLuminance(page), 'light scheme: a light page background').toBeGreaterThan(0.8);
      const light = await violations(page, 'light', { labelInName: true });
      await expectContentLoaded(page, route.url);

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await waitForTransitions(page);
      expect(await backgroundLuminance(page), 'dark scheme: a dark page background').toBeLessThan(0.05);
      const dark = await violations(page, 'dark', { coloursOnly: true });
      await expectContentLoaded(page, route.url);

      expect([...light, ...dark], `axe violations on ${route.url}`).toEqual([]);
    });
  }
});

/**
 * Overlays, each opened as a user opens it and checked while open, light and dark, as the routes above: the command
 * palette, menus, the organisation switcher's list, confirmation dialogs, filter popovers and date pickers.
 * `open` returns the overlay; Esc then takes it away again, so the persona's kept console is left as it was.
 */
interface OverlayCase {
  name: string;
  persona: Persona;
  url: string;
  /** What the case sets up before the screen opens (a failing call). */
  before?: (page: Page) => Promise<void>;
  open: (page: Page) => Promise<Locator>;
}

const org = `/organisation/${estate.harbourFishBarId}`;
const dialog = (page: Page, name?: string) => page.getByRole('dialog', name === undefined ? {} : { name });

const overlayCases: OverlayCase[] = [
  {
    name: 'the command palette, with results that scroll',
    persona: 'superUser',
    url: '/admin',
    open: async (page) => {
      await expect(page.getByRole('button', { name: /^Jump to/ })).toBeEnabled();
      await page.keyboard.press('Control+K');
      const palette = dialog(page);
      await palette.getByRole('textbox', { name: 'Search' }).fill('harbour');
      // Organisations and users: more than the list shows without scrolling.
      await expect(palette.getByRole('button', { name: /^Harbour Hospitality Group/ })).toBeVisible();
      await expect(palette.getByRole('button', { name: /^Uma Underwood/ })).toBeAttached();
      const results = palette.getByRole('region');
      expect(await results.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      return palette;
    },
  },
  {
    name: 'the command palette saying that the organisations could not be searched',
    persona: 'superUser',
    url: '/admin',
    before: async (page) => {
      await page.route(
        (url) => url.pathname === '/api/OrganisationTree/filtered',
        (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
    },
    open: async (page) => {
      await expect(page.getByRole('button', { name: /^Jump to/ })).toBeEnabled();
      await page.keyboard.press('Control+K');
      const palette = dialog(page);
      await palette.getByRole('textbox', { name: 'Search' }).fill('users');
      await expect(palette.getByRole('alert')).toContainText('Organisations could not be searched');
      return palette;
    },
  },
  {
    name: 'the user menu',
    persona: 'superUser',
    url: '/admin',
    open: async (page) => {
      await page.getByRole('button', { name: 'User menu' }).click();
      return page.getByRole('menu');
    },
  },
  {
    name: "the organisation switcher's list",
    persona: 'superUser',
    url: '/admin/users',
    open: async (page) => {
      await page.getByRole('combobox', { name: 'Switch organisation' }).click();
      return page.getByRole('listbox');
    },
  },
  {
    name: "a form's select list (Edit User's Locale)",
    persona: 'superUser',
    url: `/admin/users/edit/${estate.umaId}`,
    open: async (page) => {
      await page.getByRole('combobox', { name: 'Locale' }).click();
      return page.getByRole('listbox');
    },
  },
  {
    name: 'the confirmation of Delete on an edit page',
    persona: 'superUser',
    url: `/admin/users/edit/${estate.umaId}`,
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete' }).click();
      return dialog(page);
    },
  },
  {
    name: 'the confirmation of leaving unsaved changes',
    persona: 'superUser',
    url: `/admin/users/edit/${estate.umaId}`,
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Changed');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
      return unsavedDialog(page);
    },
  },
  {
    name: "the grid's Delete Row confirmation",
    persona: 'superUser',
    url: '/admin/users',
    open: async (page) => {
      await rowWith(page, 'Uma').getByRole('button', { name: 'Delete' }).click();
      return dialog(page, 'Delete Row');
    },
  },
  {
    name: "the grid's confirmation of deleting the selected rows",
    persona: 'superUser',
    url: '/admin/users',
    open: async (page) => {
      const rows = page.getByRole('checkbox', { name: 'Toggle select row' });
      await rows.nth(1).check();
      await rows.nth(2).check();
      await page.getByRole('button', { name: 'Delete selected (2)' }).click();
      return dialog(page, 'Delete Rows');
    },
  },
  {
    name: "the confirmation of a service account's password reset",
    persona: 'orgAdmin',
    url: `${org}/serviceaccounts/edit/${records.quaysideAccount}`,
    open: async (page) => {
      await page.getByRole('button', { name: 'Reset service account password' }).click();
      return dialog(page, 'Reset service account password');
    },
  },
  {
    name: "the audit log's Created filter (date-time pickers)",
    persona: 'superUser',
    url: '/admin/auditlogs',
    open: async (page) => {
      await page.getByRole('button', { name: 'Filter Created' }).click();
      return dialog(page, 'Filter Created');
    },
  },
  {
    name: "the audit log's Type filter",
    persona: 'superUser',
    url: '/admin/auditlogs',
    open: async (page) => {
      await page.getByRole('button', { name: 'Filter Type' }).click();
      return dialog(page, 'Filter Type');
    },
  },
  {
    name: "a date-time picker's calendar (Not before)",
    persona: 'orgAdmin',
    url: `${org}/acceptances`,
    open: async (page) => {
      await page
        .getByRole('treeitem', { name: /^5\.2\.0\.100( |$)/ })
        .first()
        .click();
      const panel = page.getByRole('region', { name: 'Package acceptance' });
      await panel.getByRole('checkbox', { name: 'Not Before' }).check();
      const field = panel.getByRole('button', { name: 'Not before date and time', exact: true });
      await field.click();
      const id = await field.getAttribute('aria-controls');
      return page.locator(`[id="${id ?? ''}"]`);
    },
  },
  {
    name: "the statistics' month picker",
    persona: 'superUser',
    url: '/admin/statistics',
    open: async (page) => {
      const field = page.getByRole('button', { name: 'Month', exact: true });
      await field.click();
      const id = await field.getAttribute('aria-controls');
      return page.locator(`[id="${id ?? ''}"]`);
    },
  },
];

test.describe('accessibility of overlays', { tag: ['@shell', '@dialogs', '@date-inputs'] }, () => {
  test.describe.configure({ timeout: 90_000 });
  for (const overlay of overlayCases) {
    test(`${overlay.name} has no serious or critical violations, light and dark`, async ({ sweepConsole }) => {
      const page = await sweepConsole.open(overlay.persona);
      trackRequests(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await overlay.before?.(page);
      await sweepConsole.visit(page, overlay.url);
      await settledText(page);
      const opened = await overlay.open(page);
      await expect(opened, `${overlay.name} is open`).toBeVisible();
      await settled(page);
      await waitForTransitions(page);
      const light = await violations(page, 'light', { labelInName: true });

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await waitForTransitions(page);
      await expect(opened, `${overlay.name} is still open`).toBeVisible();
      const dark = await violations(page, 'dark', { coloursOnly: true });

      await page.keyboard.press('Escape');
      await expect(opened, `Esc closes ${overlay.name}`).toBeHidden();
      expect([...light, ...dark], `axe violations with ${overlay.name} open`).toEqual([]);
    });
  }
});
