import { hashKey, type QueryClient } from '@tanstack/react-query';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { currencyListQuery, localeListQuery } from '../api/reference-data';
import { clearLoginRequired } from './auth-state';
import type { createAppRouter } from './router';
import { sessionQuery } from './startup';

/**
 * Test hooks of the e2e build only (`vite build --mode e2e`; `src/main.tsx` imports this module behind
 * `import.meta.env.MODE === 'e2e'`, so no other build contains it). The sweeps of `e2e/` (fuzz, accessibility,
 * error sweeps) open many screens in one loaded console instead of starting the console again for each:
 * `window.__e2e.visit(href)` leaves the current screen, drops what a fresh start would not have (every query but the
 * start-up's session, currencies and locales; every mutation; a Login Required set by a 401; open modals and toasts; the router's cached loader
 * data), then opens `href` through the router, as the address bar would, and resolves when its loaders have settled.
 * Only the session stays as the start-up left it (a case that needs another persona uses another loaded console).
 */
export interface E2eHooks {
  /** `startupData`: fetch the start-up's currencies and locales again too (the fuzz gives them random data). */
  visit(href: string, options?: { startupData?: boolean }): Promise<void>;
}

declare global {
  interface Window {
    __e2e?: E2eHooks;
  }
}

/** A URL that matches no route: the not-found screen, which makes no calls of its own. */
const BETWEEN_VISITS = '/__e2e/between-visits';

export function installE2eHooks(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient): void {
  const kept = new Set([sessionQuery.queryKey, currencyListQuery.queryKey, localeListQuery.queryKey].map(hashKey));
  window.__e2e = {
    async visit(href, options) {
      await router.navigate({ href: BETWEEN_VISITS, ignoreBlocker: true });
      modals.closeAll();
      notifications.clean();
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryHash) });
      queryClient.getMutationCache().clear();
      // A 401 of the last case switched the shell to Login Required; a fresh visit starts from the start-up's session.
      clearLoginRequired();
      if (options?.startupData) {
        await queryClient.refetchQueries({ queryKey: currencyListQuery.queryKey });
        await queryClient.refetchQueries({ queryKey: localeListQuery.queryKey });
      }
      router.clearCache();
      await router.navigate({ href, ignoreBlocker: true });
    },
  };
}
