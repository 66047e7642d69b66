import { createFileRoute } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';
import { UserEditScreen } from '#/features/users/user-edit-screen';
import { userQuery } from '#/features/users/users-queries';

export const Route = createFileRoute('/admin/users/edit/$id')({
  staticData: { title: 'shell.route.editUser', record: 'user', access: 'superUser', messages: ['users'] },
  params: contractIds({ id: pathIds['/api/user/{id}'].id }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(userQuery(params.id)),
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <UserEditScreen key={id} id={id} />;
}
