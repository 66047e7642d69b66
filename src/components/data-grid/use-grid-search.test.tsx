import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { validateGridSearch } from '../../lib/grid-search';
import type { DataGridUrlState } from './data-grid';
import { useGridSearch } from './use-grid-search';

const histories: RouterHistory[] = [];
afterEach(() => {
  while (histories.length) histories.pop()?.destroy();
});

/** A list screen at /items (its search validated as a grid route's) that records each urlState it renders with. */
async function renderList(url: string) {
  const seen: DataGridUrlState[] = [];
  function Screen() {
    const urlState = useGridSearch();
    seen.push(urlState);
    return <p>Items: {urlState.q || '(no filter)'}</p>;
  }
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const listRoute = createRoute({ getParentRoute: () => rootRoute, path: '/items', validateSearch: validateGridSearch, component: Screen });
  const otherRoute = createRoute({ getParentRoute: () => rootRoute, path: '/other', component: () => <p>Other page</p> });
  const history = createMemoryHistory({ initialEntries: [url] });
  histories.push(history);
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute, otherRoute]), history });
  render(<RouterProvider router={router} />);
  await screen.findByText(url.startsWith('/items') ? /^Items:/ : 'Other page');
  return { seen, router };
}

describe('useGridSearch', () => {
  it("opens with the URL's filter and sort", async () => {
    const { seen } = await renderList('/items?q=ann&order=shortName.desc');
    expect(seen.at(-1)).toMatchObject({ q: 'ann', sort: { id: 'shortName', desc: true } });
  });

  it("opens with the filter and sort of the URL navigated to from another page (e.g. back from an edit page)", async () => {
    const { seen, router } = await renderList('/other');
    // (This test router is not the app's registered one, so the URL is given as the browser's history would.)
    act(() => router.history.push('/items?q=bob&order=email.desc'));
    expect(await screen.findByText('Items: bob')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ q: 'bob', sort: { id: 'email', desc: true } });
  });

  it('ignores a malformed sort and an absent filter', async () => {
    const { seen } = await renderList('/items?order=shortName.sideways');
    expect(seen.at(-1)).toMatchObject({ q: '', sort: undefined });
  });

  it("writes the grid's changes to the URL, replacing the entry, without rendering the screen again", async () => {
    const { seen, router } = await renderList('/items?q=ann');
    const renders = seen.length;
    const entries = router.history.length;
    act(() => seen[0]?.set({ sort: { id: 'email', desc: false } }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'ann', order: 'email.asc' }));
    act(() => seen[0]?.set({ q: '' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ order: 'email.asc' }));
    expect(router.history.length).toBe(entries);
    expect(seen.length).toBe(renders);
    expect(new Set(seen).size).toBe(1);
  });
});
