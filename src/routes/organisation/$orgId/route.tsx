import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireOrganisationAdmin } from '../../../app/guards';

// Every /organisation/:orgId route is for that organisation's admins and super users (SPEC 6).
export const Route = createFileRoute('/organisation/$orgId')({
  staticData: { title: 'shell.route.organisationSummary', breadcrumb: 'none' },
  beforeLoad: ({ context, params }) => {
    requireOrganisationAdmin(context, params.orgId);
  },
  component: Outlet,
});
