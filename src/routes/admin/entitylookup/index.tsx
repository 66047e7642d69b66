import { createFileRoute } from '@tanstack/react-router';
import { entityLookupQuery } from '#/features/entity-lookup/entity-lookup-queries';
import { EntityLookupScreen } from '#/features/entity-lookup/entity-lookup-screen';
import { validateEntityLookupSearch } from '#/features/entity-lookup/entity-lookup-search';

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
  loader: ({ context, deps }) => (deps.q ? context.queryClient.prefetchQuery(entityLookupQuery(deps.q)) : undefined),
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EntityLookupScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
