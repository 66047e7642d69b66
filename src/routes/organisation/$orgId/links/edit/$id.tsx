import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { contractIds } from '#/app/guards';
import { withScreen } from '#/app/route-screen';
import { ensureLinkForEdit, permissionGroupLookupQuery } from '#/features/access/access-queries';

const LinkEditScreen = lazyRouteComponent(() => import('#/features/access/link-edit-screen'), 'LinkEditScreen');

export const Route = createFileRoute('/organisation/$orgId/links/edit/$id')({
  staticData: {
    title: 'shell.route.editAccess',
    record: 'access',
    access: 'organisationAdmin',
    messages: ['access', 'records'],
  },
  params: contractIds({ id: pathIds['/api/organisation/{orgId}/links/{id}/assignments'].id }),
  loader: ({ context, params }) => {
    // The permission groups and the outlets show their own failures (SPEC 8), so they are only prefetched.
    void context.queryClient.prefetchQuery(permissionGroupLookupQuery(params.orgId));
    void context.queryClient.prefetchQuery(siteNodesQuery(params.orgId));
    // Starts loading the link, its assignments and root nodes; the screen shows a failure with SPEC 8's message.
    return withScreen(LinkEditScreen, ensureLinkForEdit(context.queryClient, params.orgId, params.id));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId, id } = Route.useParams();
  return <LinkEditScreen key={`${orgId}/${id}`} orgId={orgId} id={id} />;
}
