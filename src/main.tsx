import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
// Mantine's stylesheets per component (src/app/mantine-styles.ts); blocks loaded on demand bring their own.
import './app/mantine-styles';
import { App, BootScreen } from './app/app';
import { createAppRouter } from './app/router';
import { runStartup } from './app/startup';
import { listenForLoginRequired } from './app/auth-state';

declare global {
  interface Window {
    /** The console's QueryClient, in the e2e build only (see below). */
    __e2eQueryClient?: QueryClient;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
root.render(<BootScreen />);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
// The e2e build only: e2e/secrets.spec.ts reads the query and mutation caches (no password or secret may stay there).
if (import.meta.env.MODE === 'e2e') window.__e2eQueryClient = queryClient;

const startup = await runStartup(queryClient);
listenForLoginRequired();
const router = createAppRouter({ queryClient, ...startup });
// Test hooks for the e2e sweeps, in the e2e build only (src/app/e2e-hooks.ts).
if (import.meta.env.MODE === 'e2e') void import('./app/e2e-hooks').then((hooks) => hooks.installE2eHooks(router, queryClient));

root.render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
