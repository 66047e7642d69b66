import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';
import { withScreen } from '#/app/route-screen';
import { NEW_RECORD_ID } from '#/features/servers/new-record-id';
import { integrationLinkedOrgsQuery, integrationServerQuery } from '#/features/servers/servers-queries';

const IntegrationServerEditScreen = lazyRouteComponent(
  () => import('#/features/servers/integration-server-edit-screen'),
  'IntegrationServerEditScreen',
);

export const Route = createFileRoute('/admin/integrationserver/edit/$id')({
  staticData: {
    title: 'shell.route.editIntegrationServerInstance',
    record: 'integrationServer',
    access: 'superUser',
    createTitle: 'shell.route.createIntegrationServerInstance',
    order: 9,
    messages: ['records', 'servers'],
  },
  // /edit/new creates (a blank record). Otherwise the record is fetched without failing the route: SPEC 4, 8 show a
  // failed fetch on the page ("There was an error updating the record." with an OK dismiss), so this only prefetches.
  params: contractIds({ id: pathIds['/api/integrationServerInstance/{id}'].id }, NEW_RECORD_ID),
  loader: async ({ context, params }) => {
    // The screen downloads while the record is read.
    const screen = withScreen(IntegrationServerEditScreen);
    if (params.id === NEW_RECORD_ID) return screen;
    void context.queryClient.prefetchQuery(integrationLinkedOrgsQuery(params.id));
    await context.queryClient.prefetchQuery(integrationServerQuery(params.id));
    return screen;
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <IntegrationServerEditScreen key={id} id={id} />;
}
