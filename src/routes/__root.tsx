import { createRootRouteWithContext } from '@tanstack/react-router';
import { Layout } from '../app/layout';
import { preloadDataGrid } from '../components/data-grid/preload-data-grid';
import type { RouterContext } from '../components/session/session-context';
import { showsGrid } from '../lib/route-meta';

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { title: 'shell.productTitle', breadcrumb: 'none' },
  // Runs first when a URL is matched, before any route's code is fetched (docs/decisions/011-grid-preload.md).
  beforeLoad: ({ matches }) => {
    if (showsGrid(matches)) preloadDataGrid();
  },
  component: RootComponent,
});

function RootComponent() {
  const { session, sessionFailure } = Route.useRouteContext();
  return <Layout session={session} sessionFailure={sessionFailure} />;
}
