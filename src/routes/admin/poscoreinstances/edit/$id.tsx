import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';
import { withScreen } from '#/app/route-screen';
import { NEW_RECORD_ID } from '#/features/servers/new-record-id';
import { posCoreInstanceQuery, posCoreLinkedOrgsQuery } from '#/features/servers/servers-queries';

const PosCoreInstanceEditScreen = lazyRouteComponent(
  () => import('#/features/servers/pos-core-instance-edit-screen'),
  'PosCoreInstanceEditScreen',
);

export const Route = createFileRoute('/admin/poscoreinstances/edit/$id')({
  staticData: {
    title: 'shell.route.editPosCoreInstance',
    record: 'posCoreInstance',
    access: 'superUser',
    createTitle: 'shell.route.createPosCoreInstance',
    order: 3,
    messages: ['servers'],
  },
  // /edit/new creates (a blank record); otherwise the instance is loaded, and its linked organisations prefetched
  // (their failure only means no list, so they do not hold up or fail the page).
  params: contractIds({ id: pathIds['/api/posCoreInstance/{id}'].id }, NEW_RECORD_ID),
  loader: async ({ context, params }) => {
    // The screen downloads while the record is read.
    const screen = withScreen(PosCoreInstanceEditScreen);
    if (params.id === NEW_RECORD_ID) return screen;
    void context.queryClient.prefetchQuery(posCoreLinkedOrgsQuery(params.id));
    await context.queryClient.ensureQueryData(posCoreInstanceQuery(params.id));
    return screen;
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <PosCoreInstanceEditScreen key={id} id={id} />;
}
