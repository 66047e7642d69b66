import { $api } from '../client';

/**
 * GET api/user: every user (SPEC 7, super users). The Users grid lists them and the command palette searches
 * them by name and e-mail: one factory, so both share one cache entry and the grid's saves refresh it.
 */
export const userListQuery = () => $api.queryOptions('get', '/api/user');
