import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';
import { withScreen } from '#/app/route-screen';
import { clientQuery } from '#/features/clients/clients-queries';

const ClientEditScreen = lazyRouteComponent(() => import('#/features/clients/client-edit-screen'), 'ClientEditScreen');

export const Route = createFileRoute('/admin/clients/edit/$id')({
  staticData: { title: 'shell.route.editClient', record: 'client', access: 'superUser', messages: ['clients'] },
  params: contractIds({ id: pathIds['/api/client/{id}'].id }),
  loader: ({ context, params }) =>
    withScreen(ClientEditScreen, context.queryClient.ensureQueryData(clientQuery(params.id))),
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <ClientEditScreen key={id} id={id} />;
}
