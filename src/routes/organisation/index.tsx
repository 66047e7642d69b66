import { createFileRoute, redirect } from '@tanstack/react-router';
import { organisationHomePath } from '../../lib/session';

// SPEC 2.1 "/organisation": redirects to /organisation/{orgId}; the literal text null when no organisation is known.
export const Route = createFileRoute('/organisation/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: organisationHomePath(context.session), replace: true });
  },
});
