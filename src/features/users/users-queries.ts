import { $api } from '../../api/client';

/** GET api/user: every user (SPEC 7). */
export const userListQuery = () => $api.queryOptions('get', '/api/user');

/** GET api/user/{id}: one user. */
export const userQuery = (id: string) => $api.queryOptions('get', '/api/user/{id}', { params: { path: { id } } });

/** The query keys of every user call, to refresh after a batch. */
export const userListKey = userListQuery().queryKey;
