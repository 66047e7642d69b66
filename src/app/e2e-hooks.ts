import { hashKey, type QueryClient } from '@tanstack/react-query';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { currencyListQuery, localeListQuery } from '../api/reference-data';
import { clearLoginRequired } from './auth-state';
import type { createAppRouter } from './router';
import { sessionQuery } from './startup';

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
