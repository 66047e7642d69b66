import type { QueryFunctionContext } from '@tanstack/react-query';
import { $api, api, dataOf } from '#/api/client';
import { readJsonArray } from '#/api/json-array-stream';
import type { paths } from '#/api/schema.gen';
import { firstRowsOf } from './first-rows';

type UserList = paths['/api/user']['get']['responses'][200]['content']['application/json'];

/**
 * GET api/user: every user (SPEC 7, super users), as the Users grid lists them; the grid's saves refresh it. The
 * answer (23 MB at 100,000 users) is read off the page's thread as it arrives (json-array-stream.ts), through the
 * one client and its transport rules; its first rows are shown meanwhile (first-rows.ts).
 */
export const userListQuery = () => ({
  ...$api.queryOptions('get', '/api/user'),
  queryFn: async ({ signal, client, queryKey }: QueryFunctionContext): Promise<UserList> => {
    const firstRows = firstRowsOf<UserList>(client, queryKey);
    firstRows.drop();
    try {
      const body = api.GET('/api/user', { parseAs: 'stream', signal }).then(dataOf);
      return (await readJsonArray(body, signal, (rows) => firstRows.show(rows as UserList))) as UserList;
    } catch (error) {
      firstRows.drop();
      throw error;
    }
  },
});

/**
 * GET api/user?query=&limit=: the users whose name, email or id contain the text, at most `limit` (the contract's
 * optional search; a server without it answers every user). The command palette's search.
 */
export const userSearchQuery = (query: string, limit: number) =>
  $api.queryOptions('get', '/api/user', { params: { query: { query, limit } } });
