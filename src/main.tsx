import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// Mantine's stylesheets per component (src/app/mantine-styles.ts); blocks loaded on demand bring their own.
import './app/mantine-styles';
// The message catalogues, registered before anything asks for one.
import './catalogue-sources';
import { App, BootScreen } from './app/app';
import { listenForLoginRequired } from './app/auth-state';
import { rootOptions } from './app/route-error';
import { runStartup } from './app/startup';
import { startI18n } from './components/i18n/i18n-start';
import { createAppRouter } from './router';

declare global {
  interface Window {
    /** The console's QueryClient, in the e2e build only (see below). */
    __e2eQueryClient?: QueryClient;
  }
}

const found = document.getElementById('root');
if (!found) throw new Error('The page has no #root element');
const container: HTMLElement = found;

/** Whether a 401 now means "Login Required" (SPEC 7): from the end of the first start-up on (see below). */
let listeningForLogin = false;

/**
 * Starts the console in `root`: the boot screen, SPEC 4's start-up calls, then the router at the address bar's URL.
 * The e2e build starts it again in the same page (`window.__e2e.restart`, src/app/e2e-hooks.ts); `isCurrent` tells
 * a start-up that a newer one has begun, so that it renders nothing.
 */
async function startConsole(root: Root, isCurrent: () => boolean = () => true): Promise<void> {
  // The shell's messages download beside the start-up calls (the boot screen speaks the likely language); the
  // profile's locale settles the language.
  const language = startI18n();
  root.render(<BootScreen i18n={language.store} />);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // The e2e build only: e2e/secrets.spec.ts reads the query and mutation caches (no password or secret may stay there).
  if (__QA_SWITCHES__ && import.meta.env.MODE === 'e2e') window.__e2eQueryClient = queryClient;

  const startup = await runStartup(queryClient);
  const i18n = await language.settle(startup.session?.user.locale);
  if (!isCurrent()) return;
  // A failed start-up call is the start-up's own result (SPEC 4: a 401 session is Login Required, a failed locale
  // list an empty one); only calls after it switch the shell to Login Required.
  if (!listeningForLogin) {
    listenForLoginRequired();
    listeningForLogin = true;
  }
  const router = createAppRouter({ queryClient, messages: i18n, ...startup });
  // Test hooks of the e2e build only (src/app/e2e-hooks.ts).
  if (__QA_SWITCHES__ && import.meta.env.MODE === 'e2e') {
    const hooks = await import('./app/e2e-hooks');
    if (!isCurrent()) return;
    hooks.installE2eHooks({ router, queryClient, container, root }, startConsole);
  }
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

await startConsole(createRoot(container, rootOptions));
