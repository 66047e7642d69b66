import { createFileRoute } from '@tanstack/react-router';
import { IntegrationServersScreen } from '../../../features/servers/integration-servers-screen';
import { integrationServerListQuery } from '../../../features/servers/servers-queries';
import { validateGridSearch } from '../../../lib/grid-search';

export const Route = createFileRoute('/admin/integrationserver/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context }) => context.queryClient.prefetchQuery(integrationServerListQuery()),
  component: IntegrationServersScreen,
});
