import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSuperUser } from '../../app/guards';

// Every /admin route is for super users only (SPEC 6).
export const Route = createFileRoute('/admin')({
  staticData: { title: 'shell.route.administration', breadcrumb: 'none' },
  beforeLoad: ({ context }) => {
    requireSuperUser(context);
  },
  component: Outlet,
});
