import { $api, api, dataOf } from '#/api/client';
import { readJsonArray } from '#/api/json-array-stream';
import type { paths } from '#/api/schema.gen';

type UserList = paths['/api/user']['get']['responses'][200]['content']['application/json'];

/**
 * GET api/user: every user (SPEC 7, super users), as the Users grid lists them; the grid's saves refresh it. The
 * answer (23 MB at 100,000 users) is read off the page's thread as it arrives (json-array-stream.ts), through the
 * one client and its transport rules.
 */
export const userListQuery = () => ({
  ...$api.queryOptions('get', '/api/user'),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<UserList> => {
    const body = dataOf(await api.GET('/api/user', { parseAs: 'stream', signal }));
    return (body ? await readJsonArray(body, signal) : body) as UserList;
  },
});

/**
 * GET api/user?query=&limit=: the users whose name, email or id contain the text, at most `limit` (the contract's
 * optional search; a server without it answers every user). The command palette's search.
 */
export const userSearchQuery = (query: string, limit: number) =>
  $api.queryOptions('get', '/api/user', { params: { query: { query, limit } } });
