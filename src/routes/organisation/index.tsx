import { createFileRoute, redirect } from '@tanstack/react-router';
import { organisationHomeLink } from '#/lib/session';

// SPEC 2.1 "/organisation": redirects to /organisation/{orgId}; the literal text null when no organisation is known.
export const Route = createFileRoute('/organisation/')({
  staticData: { title: 'shell.route.organisationSummary', access: 'signedIn', breadcrumb: 'page-only' },
  beforeLoad: ({ context }) => {
    throw redirect({ ...organisationHomeLink(context.session), replace: true });
  },
});
