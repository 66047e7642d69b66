import { createRootRouteWithContext, type ErrorComponentProps } from '@tanstack/react-router';
import { requireAccess } from '#/app/guards';
import { Layout } from '#/app/layout';
import { afterPageScreen, holdForPageScreen } from '#/app/page-first';
import { preloadDataGrid } from '#/components/data-grid/preload-data-grid';
import { preloadMessages } from '#/components/i18n/preload-messages';
import type { RouterContext } from '#/components/session/session-context';
import { showsGrid } from '#/lib/route-meta';

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { title: 'shell.productTitle', access: 'anonymous', breadcrumb: 'none' },
  // Runs first when a URL is matched, before any route's code is fetched (docs/decisions/011-grid-preload.md), and
  // turns away a visitor who may not open a matched route (each route's `access`) before anything is loaded. The
  // grid's code is asked for once the page's screen is in (docs/decisions/086-grid-stand-in.md).
  beforeLoad: ({ matches, context, preload }) => {
    if (!preload) holdForPageScreen();
    if (showsGrid(matches)) void afterPageScreen().then(preloadDataGrid);
    preloadMessages(context.messages, matches);
    requireAccess(context, matches);
  },
  component: RootComponent,
  errorComponent: RootErrorComponent,
});

function RootComponent() {
  const { session, sessionFailure } = Route.useRouteContext();
  return <Layout session={session} sessionFailure={sessionFailure} />;
}

/** The guard's answer (Not authorised, Login Required) inside the console's frame, as any page's failure is. */
function RootErrorComponent(props: ErrorComponentProps) {
  const { session, sessionFailure } = Route.useRouteContext();
  return <Layout session={session} sessionFailure={sessionFailure} failure={props} />;
}
