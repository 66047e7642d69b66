import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstRowsKey, firstRowsOf } from './first-rows';

describe('a list call’s first rows', () => {
  it('are kept under the list’s key, apart from the list, until dropped', () => {
    const client = new QueryClient();
    const listKey = ['get', '/api/user', {}];
    const firstRows = firstRowsOf<string[]>(client, listKey);
    firstRows.show(['a', 'b']);
    expect(client.getQueryData(firstRowsKey(listKey))).toEqual(['a', 'b']);
    expect(client.getQueryData(listKey)).toBeUndefined();
    firstRows.drop();
    expect(client.getQueryData(firstRowsKey(listKey))).toBeUndefined();
  });
});
