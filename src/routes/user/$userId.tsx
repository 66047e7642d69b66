import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../app/guards';
import { userSummaryQuery } from '../../features/account/account-queries';
import { AccountScreen } from '../../features/account/account-screen';

// SPEC 2.6 My Account: signed-in users only.
export const Route = createFileRoute('/user/$userId')({
  staticData: { title: 'shell.route.accountSummary', order: 1 },
  beforeLoad: ({ context }) => {
    requireSession(context);
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(userSummaryQuery(params.userId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { userId } = Route.useParams();
  return <AccountScreen key={userId} userId={userId} />;
}
