import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';
import { withScreen } from '#/app/route-screen';
import { userSummaryQuery } from '#/features/account/account-queries';

const AccountScreen = lazyRouteComponent(() => import('#/features/account/account-screen'), 'AccountScreen');

// SPEC 2.6 My Account: the user themself and super users.
export const Route = createFileRoute('/user/$userId')({
  staticData: { title: 'shell.route.accountSummary', access: 'self', order: 1, messages: ['account', 'records'] },
  params: contractIds({ userId: pathIds['/api/User/summary/{userId}'].userId }),
  loader: ({ context, params }) =>
    withScreen(AccountScreen, context.queryClient.ensureQueryData(userSummaryQuery(params.userId))),
  component: RouteComponent,
});

function RouteComponent() {
  const { userId } = Route.useParams();
  return <AccountScreen key={userId} userId={userId} />;
}
