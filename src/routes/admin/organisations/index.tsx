import { createFileRoute } from '@tanstack/react-router';
import { OrganisationsScreen } from '../../../features/organisations/organisations-screen';
import {
  integrationServerValuesQuery,
  organisationTreeFilteredQuery,
  organisationTreeRootsQuery,
  parentValuesQuery,
  posCoreInstanceValuesQuery,
} from '../../../features/organisations/organisations-queries';
import { validateOrganisationsSearch } from '../../../lib/organisation-form';

export const Route = createFileRoute('/admin/organisations/')({
  validateSearch: validateOrganisationsSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter }),
  // The page shows its own load failures (an error state with Retry), so the loader only prefetches.
  loader: ({ context, deps }) =>
    Promise.all([
      deps.filter
        ? context.queryClient.prefetchQuery(organisationTreeFilteredQuery(deps.filter))
        : context.queryClient.prefetchQuery(organisationTreeRootsQuery()),
      context.queryClient.prefetchQuery(posCoreInstanceValuesQuery()),
      context.queryClient.prefetchQuery(integrationServerValuesQuery()),
      context.queryClient.prefetchQuery(parentValuesQuery()),
    ]),
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrganisationsScreen
      search={search}
      onSearchChange={(next, { guarded }) => void navigate({ search: next, ignoreBlocker: !guarded })}
    />
  );
}
