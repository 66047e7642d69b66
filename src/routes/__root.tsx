import { createRootRouteWithContext } from '@tanstack/react-router';
import { Layout } from '../app/layout';
import { preloadDataGrid } from '../components/data-grid/preload-data-grid';
import { preloadMessages } from '../components/i18n/preload-messages';
import type { RouterContext } from '../components/session/session-context';
import { showsGrid } from '../lib/route-meta';

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { title: 'shell.productTitle', breadcrumb: 'none' },
  // Runs first when a URL is matched, before any route's code is fetched (docs/decisions/011-grid-preload.md).
  beforeLoad: ({ matches, context }) => {
    if (showsGrid(matches)) preloadDataGrid();
    preloadMessages(context.messages, matches);
  },
  component: RootComponent,
});

function RootComponent() {
  const { session, sessionFailure } = Route.useRouteContext();
  return <Layout session={session} sessionFailure={sessionFailure} />;
}
