import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSession } from '#/app/guards';
import { landingLink } from '#/lib/session';

// SPEC 2.1 "/": super user -> /admin; organisation admin -> /organisation/{org id}; anyone else -> /user/{user id}.
export const Route = createFileRoute('/')({
  staticData: { title: 'shell.route.home', access: 'signedIn', breadcrumb: 'none' },
  beforeLoad: ({ context }) => {
    throw redirect({ ...landingLink(requireSession(context), context.pages()), replace: true });
  },
});
