import { createFileRoute } from '@tanstack/react-router';
import { toAuditQuery, validateAuditSearch } from '#/features/audit-logs/audit-filters';
import { auditDescriptionsQuery, auditLogQuery } from '#/features/audit-logs/audit-logs-queries';
import { AuditLogsScreen } from '#/features/audit-logs/audit-logs-screen';
import { auditPageSize } from '#/features/audit-logs/audit-paging';

export const Route = createFileRoute('/admin/auditlogs/')({
  staticData: { title: 'shell.route.auditLogs', access: 'superUser', order: 10, messages: ['auditLogs'] },
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  // The page shows its own failures (error state), so the loader only prefetches (same keys as the screen).
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(auditDescriptionsQuery()),
      context.queryClient.prefetchQuery(auditLogQuery(toAuditQuery(deps, auditPageSize(window.innerHeight)))),
    ]),
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogsScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
