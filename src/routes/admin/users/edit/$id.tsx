import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';
import { withScreen } from '#/app/route-screen';
import { userQuery } from '#/features/users/users-queries';

const UserEditScreen = lazyRouteComponent(() => import('#/features/users/user-edit-screen'), 'UserEditScreen');

export const Route = createFileRoute('/admin/users/edit/$id')({
  staticData: { title: 'shell.route.editUser', record: 'user', access: 'superUser', messages: ['users'] },
  params: contractIds({ id: pathIds['/api/user/{id}'].id }),
  loader: ({ context, params }) =>
    withScreen(UserEditScreen, context.queryClient.ensureQueryData(userQuery(params.id))),
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <UserEditScreen key={id} id={id} />;
}
