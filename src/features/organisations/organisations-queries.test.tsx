import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '#/api/client';
import { firstRowsKey } from '#/api/queries/first-rows';
import type { OrganisationFlatTree } from './organisation-flat-tree';
import type { OrganisationTreeNode } from './organisation-tree';
import { flattenOrganisationTree } from './organisation-tree-read';
import {
  organisationTreeFilteredBytesQuery,
  organisationTreeFilteredFlatQuery,
  useFilteredOrganisationTree,
} from './organisations-queries';

const node = (id: string): OrganisationTreeNode => ({ id, name: id, nameSuffix: null, hasChildren: false });
const top: OrganisationFlatTree = { flat: flattenOrganisationTree([node('top')]), entities: new Map() };
const whole: OrganisationTreeNode[] = [node('whole')];

/** The filtered tree's call, answered with the whole tree once `answer` is called. */
function heldAnswer() {
  let answer: () => void = () => undefined;
  vi.spyOn(api, 'GET').mockImplementation(
    (() =>
      new Promise((resolve) => {
        answer = () =>
          resolve({ data: new TextEncoder().encode(JSON.stringify(whole)).buffer, response: new Response() });
      })) as unknown as typeof api.GET,
  );
  return () => answer();
}

function renderFilteredTree(client: QueryClient, filter: string | undefined) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFilteredOrganisationTree(filter), { wrapper });
}

describe('the filtered organisation tree of the Organisations page', () => {
  it('shows the top of a large tree while the rest is read, then the whole tree alone', async () => {
    const answer = heldAnswer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderFilteredTree(client, 'north');
    await waitFor(() => expect(api.GET).toHaveBeenCalled());
    // What the call's reader publishes when the answer's top is parsed (below).
    client.setQueryData(firstRowsKey(organisationTreeFilteredFlatQuery('north').queryKey), top);
    await waitFor(() => expect(result.current.shown).toBe(top));
    expect(result.current.shownPart).toBe('top');
    expect(result.current.query.data).toBeUndefined();

    answer();
    await waitFor(() => expect(result.current.query.data?.flat.count).toBe(1));
    // A new part: the page's tree takes the whole afresh (every node expanded), not as more of the top.
    expect(result.current.shown).toBe(result.current.query.data);
    expect(result.current.shownPart).toBe('whole');
  });

  it('shows no top without a filter', () => {
    heldAnswer();
    const client = new QueryClient();
    client.setQueryData(firstRowsKey(organisationTreeFilteredFlatQuery('').queryKey), top);
    const { result } = renderFilteredTree(client, undefined);
    expect(result.current.shown).toBeUndefined();
    expect(api.GET).not.toHaveBeenCalled();
  });
});

describe("the filtered tree's bytes", () => {
  /** The call answered with `bytes`; what happened, in order. */
  function answered(bytes: ArrayBuffer, steps: string[]) {
    vi.spyOn(api, 'GET').mockImplementation((async () => {
      steps.push('call');
      return { data: bytes, response: new Response() };
    }) as unknown as typeof api.GET);
  }

  it("start the reader as the call goes out, and publish the tree's top as its first rows while the rest is read", async () => {
    const steps: string[] = [];
    const bytes = new ArrayBuffer(8);
    answered(bytes, steps);
    const client = new QueryClient();
    let finish: (tree: string) => void = () => undefined;
    const query = organisationTreeFilteredBytesQuery<string>('north', {
      start: () => steps.push('start'),
      read: (read, onFirst) => {
        steps.push(read === bytes ? 'read the answer' : 'read something else');
        onFirst('top');
        return new Promise((resolve) => (finish = resolve));
      },
    });
    client.setQueryData(firstRowsKey(query.queryKey), 'a top of an earlier load');
    const whole = client.fetchQuery(query);
    await vi.waitFor(() => expect(client.getQueryData(firstRowsKey(query.queryKey))).toBe('top'));
    finish('whole');
    expect(await whole).toBe('whole');
    expect(steps).toEqual(['start', 'call', 'read the answer']);
  });

  it('leave the first rows when the load is given up: a newer load of the same filter shows its own', async () => {
    answered(new ArrayBuffer(8), []);
    const client = new QueryClient();
    const query = organisationTreeFilteredBytesQuery<string>('north', {
      start: () => undefined,
      read: (_, onFirst, signal) => {
        onFirst('top');
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const given = client.fetchQuery(query).catch(() => 'given up');
    await vi.waitFor(() => expect(client.getQueryData(firstRowsKey(query.queryKey))).toBe('top'));
    client.setQueryData(firstRowsKey(query.queryKey), 'the newer top');
    await client.cancelQueries({ queryKey: query.queryKey });
    expect(await given).toBe('given up');
    expect(client.getQueryData(firstRowsKey(query.queryKey))).toBe('the newer top');
  });

  it('drop the first rows when the read fails, so the failure is shown instead', async () => {
    answered(new ArrayBuffer(8), []);
    const client = new QueryClient();
    const query = organisationTreeFilteredBytesQuery<string>('north', {
      start: () => undefined,
      read: (_, onFirst) => {
        onFirst('top');
        return Promise.reject(new SyntaxError('not JSON'));
      },
    });
    await expect(client.fetchQuery(query)).rejects.toThrow('not JSON');
    expect(client.getQueryData(firstRowsKey(query.queryKey))).toBeUndefined();
  });
});
