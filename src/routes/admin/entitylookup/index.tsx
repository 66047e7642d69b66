import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { entityLookupQuery } from '#/features/entity-lookup/entity-lookup-queries';
import { validateEntityLookupSearch } from '#/features/entity-lookup/entity-lookup-search';

const EntityLookupScreen = lazyRouteComponent(
  () => import('#/features/entity-lookup/entity-lookup-screen'),
  'EntityLookupScreen',
);

export const Route = createFileRoute('/admin/entitylookup/')({
  staticData: {
    title: 'shell.route.entityLookup',
    access: 'superUser',
    order: 11,
    messages: ['entityLookup', 'records'],
  },
  validateSearch: validateEntityLookupSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  // No filter, no call (SPEC 5); failures show on the page, so the loader only prefetches.
  loader: ({ context, deps }) =>
    withScreen(EntityLookupScreen, deps.q ? context.queryClient.prefetchQuery(entityLookupQuery(deps.q)) : undefined),
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EntityLookupScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
