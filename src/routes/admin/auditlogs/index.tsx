import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { toAuditQuery, validateAuditSearch } from '#/features/audit-logs/audit-filters';
import { auditDescriptionsQuery, auditLogQuery } from '#/features/audit-logs/audit-logs-queries';
import { auditPageSize } from '#/features/audit-logs/audit-paging';

const AuditLogsScreen = lazyRouteComponent(() => import('#/features/audit-logs/audit-logs-screen'), 'AuditLogsScreen');

export const Route = createFileRoute('/admin/auditlogs/')({
  staticData: { title: 'shell.route.auditLogs', access: 'superUser', order: 10, messages: ['auditLogs'] },
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  // The page shows its own failures (error state), so the loader only prefetches (same keys as the screen).
  loader: ({ context, deps }) =>
    withScreen(
      AuditLogsScreen,
      Promise.all([
        context.queryClient.prefetchQuery(auditDescriptionsQuery()),
        context.queryClient.prefetchQuery(auditLogQuery(toAuditQuery(deps, auditPageSize(window.innerHeight)))),
      ]),
    ),
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogsScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
