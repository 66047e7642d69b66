/**
 * The types of the e2e build's test hooks (`window.__e2e`, implemented in src/app/e2e-hooks.ts), apart from them so
 * the e2e specs compile without the app.
 */
// Why: docs/decisions/063-e2e-hooks-reuse-one-console.md
export interface E2eHooks {
  /**
   * Leaves the current screen, drops what a fresh start would not have (every query but the start-up's, mutations,
   * Login Required, modals, toasts, the router's loader cache), opens `href` and resolves when its loaders settle.
   * `startupData`: fetch the start-up's currencies and locales again too (the fuzz gives them random data).
   */
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
