/**
 * Test hooks of the e2e build only (`vite build --mode e2e`; `src/main.tsx` imports this module behind
 * `import.meta.env.MODE === 'e2e'`, so no other build contains it). The sweeps of `e2e/` (fuzz, accessibility,
 * error sweeps) open many screens in one loaded console instead of starting the console again for each:
 * `window.__e2e.visit(href)` leaves the current screen, drops what a fresh start would not have (every query but the
 * start-up's session, currencies and locales; every mutation; a Login Required set by a 401; open modals and toasts; the router's cached loader
 * data), then opens `href` through the router, as the address bar would, and resolves when its loaders have settled.
 * Only the session stays as the start-up left it (a case that needs another persona uses another loaded console).
 *
 * The types live here, apart from the hooks (src/app/e2e-hooks.ts), so the e2e specs see `window.__e2e` without
 * compiling the app.
 */
export interface E2eHooks {
  /** `startupData`: fetch the start-up's currencies and locales again too (the fuzz gives them random data). */
  visit(href: string, options?: { startupData?: boolean }): Promise<void>;
  /**
   * Starts the console again at `href` in this page, as opening the URL would, but without loading the page's
   * code again: the screen and every query go, the start-up's calls (session, currencies, locales) are made again
   * through whatever routes the test has set, and the router starts at `href`. Returns at once, as a navigation
   * returns when the document has loaded: the boot screen and the start-up follow.
   */
  restart(href: string): void;
  /** Takes the console down until the next `restart`: no screen, no calls (between two screen tests). */
  park(): void;
}

declare global {
  interface Window {
    __e2e?: E2eHooks;
  }
}
