import { $api } from '../../api/client';

/** GET /admin/summary/: the global summary of the Administration page (SPEC 7). */
export const adminSummaryQuery = () => $api.queryOptions('get', '/admin/summary/');
