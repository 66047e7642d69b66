import { $api } from '#/api/client';
import type { AuditQuery } from './audit-filters';

/** GET /api/auditlog/descriptions: names, categories and code names of the audit log types. */
export const auditDescriptionsQuery = () =>
  $api.queryOptions('get', '/api/auditlog/descriptions', {}, { staleTime: 5 * 60_000 });

/** POST /api/auditlog/query: one page of entries matching the filters. */
export const auditLogQuery = (body: AuditQuery) => $api.queryOptions('post', '/api/auditlog/query', { body });
