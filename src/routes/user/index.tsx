import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSession } from '../../app/guards';
import { userHomePath } from '../../lib/session';

// SPEC 2.1 "/user": redirects to /user/{userId}.
export const Route = createFileRoute('/user/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: userHomePath(requireSession(context)), replace: true });
  },
});
