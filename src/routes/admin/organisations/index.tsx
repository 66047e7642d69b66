import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import {
  integrationServerValuesQuery,
  organisationTreeFilteredFlatQuery,
  organisationTreeRootsQuery,
  parentValuesQuery,
  posCoreInstanceValuesQuery,
} from '#/features/organisations/organisations-queries';
import { validateOrganisationsSearch } from '#/features/organisations/organisations-search';

const OrganisationsScreen = lazyRouteComponent(
  () => import('#/features/organisations/organisations-screen'),
  'OrganisationsScreen',
);

export const Route = createFileRoute('/admin/organisations/')({
  staticData: { title: 'shell.route.organisations', access: 'superUser', order: 6, messages: ['organisations'] },
  validateSearch: validateOrganisationsSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter }),
  // The page shows its own load failures (an error state with Retry), so the loader only prefetches. A new filter
  // on the open page ('stay') does not wait for the matching tree: the page keeps its filter box and shows the tree
  // loading, instead of the router's full-page pending screen (held at least 500 ms once shown).
  loader: ({ context, deps, cause }) => {
    const tree = deps.filter
      ? context.queryClient.prefetchQuery(organisationTreeFilteredFlatQuery(deps.filter))
      : context.queryClient.prefetchQuery(organisationTreeRootsQuery());
    const options = Promise.all([
      context.queryClient.prefetchQuery(posCoreInstanceValuesQuery()),
      context.queryClient.prefetchQuery(integrationServerValuesQuery()),
      context.queryClient.prefetchQuery(parentValuesQuery()),
    ]);
    return withScreen(
      OrganisationsScreen,
      cause === 'stay' ? options.then(() => undefined) : Promise.all([tree, options]).then(() => undefined),
    );
  },
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
