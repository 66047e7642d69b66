import { $api } from '#/api/client';

/** GET api/user: every user (SPEC 7, super users), as the Users grid lists them; the grid's saves refresh it. */
export const userListQuery = () => $api.queryOptions('get', '/api/user');

/**
 * GET api/user?query=&limit=: the users whose name, email or id contain the text, at most `limit` (the contract's
 * optional search; a server without it answers every user). The command palette's search.
 */
export const userSearchQuery = (query: string, limit: number) =>
  $api.queryOptions('get', '/api/user', { params: { query: { query, limit } } });
