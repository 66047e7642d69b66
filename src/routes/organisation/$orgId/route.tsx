import { createFileRoute, Outlet } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';

// Every /organisation/:orgId route is for that organisation's admins and super users (SPEC 6): the root route's
// guard reads `access`.
export const Route = createFileRoute('/organisation/$orgId')({
  staticData: { title: 'shell.route.organisationSummary', access: 'organisationAdmin', breadcrumb: 'none' },
  // SPEC 2.1: `/organisation` leads to /organisation/null when no organisation is known (then Not authorised).
  params: contractIds({ orgId: pathIds['/api/Organisation/summary/{orgId}'].orgId }, 'null'),
  component: Outlet,
});
