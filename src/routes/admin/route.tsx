import { createFileRoute, Outlet } from '@tanstack/react-router';

// Every /admin route is for super users only (SPEC 6): the root route's guard reads `access`.
export const Route = createFileRoute('/admin')({
  staticData: { title: 'shell.route.administration', access: 'superUser', breadcrumb: 'none' },
  component: Outlet,
});
