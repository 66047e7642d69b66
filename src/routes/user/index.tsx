import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSession } from '#/app/guards';
import { userHomeLink } from '#/lib/session';

// SPEC 2.1 "/user": redirects to /user/{userId}.
export const Route = createFileRoute('/user/')({
  staticData: { title: 'shell.route.accountSummary', access: 'signedIn', breadcrumb: 'page-only' },
  beforeLoad: ({ context }) => {
    throw redirect({ ...userHomeLink(requireSession(context)), replace: true });
  },
});
