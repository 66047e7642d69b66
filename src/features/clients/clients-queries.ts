import { $api } from '../../api/client';

/** GET api/client: every client (SPEC 7). */
export const clientListQuery = () => $api.queryOptions('get', '/api/client');

/** GET api/client/{id}: one client (id = the clientID code). */
export const clientQuery = (id: string) => $api.queryOptions('get', '/api/client/{id}', { params: { path: { id } } });
