import { $api } from '#/api/client';

/**
 * GET /admin/summary/: the global summary of the Administration page (SPEC 7). The command palette reads it too
 * (it offers Create or Edit Deployment Server as the summary's Deployment Server card does): one factory, one cache
 * entry.
 */
export const adminSummaryQuery = () => $api.queryOptions('get', '/admin/summary/');
