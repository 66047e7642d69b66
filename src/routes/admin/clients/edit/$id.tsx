import { createFileRoute } from '@tanstack/react-router';
import { ClientEditScreen } from '../../../../features/clients/client-edit-screen';
import { clientQuery } from '../../../../features/clients/clients-queries';

export const Route = createFileRoute('/admin/clients/edit/$id')({
  staticData: { title: 'shell.route.editClient' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(clientQuery(params.id)),
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <ClientEditScreen key={id} id={id} />;
}
