import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { createRoot, type Root } from 'react-dom/client';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { clearLoginRequired } from './auth-state';
import { holdModalEvents } from './modal-events';
import { rootOptions } from './route-error';
import { sessionQuery } from './startup';

/** A URL that matches no route: the not-found screen, which makes no calls of its own. */
const BETWEEN_VISITS = '/__e2e/between-visits';

/** The console as its last start-up left it (src/main.tsx). */
export interface StartedConsole {
  router: RegisteredRouter;
  queryClient: QueryClient;
  container: HTMLElement;
  root: Root;
}

type StartConsole = (root: Root, isCurrent: () => boolean) => Promise<void>;

let current: StartedConsole | null = null;
/** The page's own title (index.html's), which a fresh load starts with: the hooks load before the router sets one. */
const loadedTitle = document.title;
/** Counts the start-ups begun by `restart`: a start-up renders only while it is the latest. */
let generation = 0;

/** Takes the console down: no screen, no calls, no history listener; modals, toasts and Login Required gone. */
function stop(started: StartedConsole): Root {
  void started.queryClient.cancelQueries();
  started.queryClient.clear();
  started.router.history.destroy();
  started.root.unmount();
  modals.closeAll();
  notifications.clean();
  clearLoginRequired();
  document.title = loadedTitle;
  // Held again until the next start-up's modal manager listens, as on a first load (src/app/modal-events.ts).
  holdModalEvents();
  return createRoot(started.container, rootOptions);
}

export function installE2eHooks(started: StartedConsole, startConsole: StartConsole): void {
  current = started;
  // As after a fresh load: a 401 that reached the listener during this start-up (a call of the console taken down,
  // answered late) is not this console's.
  clearLoginRequired();
  const kept = new Set([sessionQuery.queryKey, currencyListQuery.queryKey, localeListQuery.queryKey].map(hashKey));
  window.__e2e = {
    async visit(href, options) {
      if (!current) throw new Error('the console is stopped: restart it first');
      const { router, queryClient } = current;
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
    restart(href) {
      const started = current;
      if (!started) throw new Error('the console is not started');
      current = null;
      const root = stop(started);
      window.history.pushState(null, '', href);
      const mine = ++generation;
      void startConsole(root, () => mine === generation);
      // The next start-up installs its own console here (installE2eHooks), or a newer restart does.
      current = { ...started, root };
    },
    park() {
      const started = current;
      if (!started) return;
      ++generation;
      current = { ...started, root: stop(started) };
    },
  };
}
