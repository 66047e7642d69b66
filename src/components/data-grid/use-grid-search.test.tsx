import {
  useBlocker,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validateGridSearch } from '#/lib/grid-search';
import type { DataGridUrlState, DataGridView } from './data-grid';
import { useGridSearch } from './use-grid-search';

const histories: RouterHistory[] = [];
afterEach(() => {
  while (histories.length) histories.pop()?.destroy();
});

/** A list screen at /items (its search validated as a grid route's) that records each urlState it renders with. */
async function renderList(url: string, { blockLeaving = false } = {}) {
  const seen: DataGridUrlState[] = [];
  function Screen() {
    const urlState = useGridSearch();
    // As the grid's guard of unsaved changes does.
    useBlocker({ shouldBlockFn: () => blockLeaving });
    seen.push(urlState);
    return <p>Items: {urlState.q || '(no filter)'}</p>;
  }
  const rootRoute = createRootRoute({
    staticData: { title: 'shell.productTitle', access: 'signedIn' },
    component: () => <Outlet />,
  });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/items',
    staticData: { title: 'shell.route.clients', access: 'signedIn' },
    validateSearch: validateGridSearch,
    component: Screen,
  });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/other',
    staticData: { title: 'shell.route.users', access: 'signedIn' },
    component: () => <p>Other page</p>,
  });
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

  it('opens with the filter and sort of the URL navigated to from another page (e.g. back from an edit page)', async () => {
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

  it('tells the grid about a navigation from outside it that gives the page another view (the bare address, Back), without rendering the screen again', async () => {
    const { seen, router } = await renderList('/items?q=ann&order=email.desc');
    const renders = seen.length;
    const views: DataGridView[] = [];
    const unsubscribe = seen[0]?.subscribe?.((view) => views.push(view));
    act(() => router.history.push('/items'));
    await waitFor(() => expect(views).toEqual([{ q: '', sort: undefined }]));
    act(() => router.history.back());
    await waitFor(() => expect(views).toHaveLength(2));
    expect(views[1]).toEqual({ q: 'ann', sort: { id: 'email', desc: true } });
    // Another page is not the grid's business.
    act(() => router.history.push('/other?q=bob'));
    await screen.findByText('Other page');
    expect(views).toHaveLength(2);
    expect(seen.length).toBe(renders);
    unsubscribe?.();
  });

  it('does not tell the grid about its own writes, even those the router resolves after the next one (typing)', async () => {
    const { seen, router } = await renderList('/items');
    const views: DataGridView[] = [];
    const unsubscribe = seen[0]?.subscribe?.((view) => views.push(view));
    act(() => {
      seen[0]?.set({ q: 'a' });
      seen[0]?.set({ q: 'ab' });
      seen[0]?.set({ sort: { id: 'email', desc: false } });
    });
    await waitFor(() => expect(router.state.resolvedLocation?.search).toEqual({ q: 'ab', order: 'email.asc' }));
    act(() => seen[0]?.set({ q: '' }));
    await waitFor(() => expect(router.state.resolvedLocation?.search).toEqual({ order: 'email.asc' }));
    expect(views).toEqual([]);
    unsubscribe?.();
  });

  it("writes the grid's changes while leaving the page would be asked about (unsaved changes): the page is not left", async () => {
    const { seen, router } = await renderList('/items', { blockLeaving: true });
    act(() => seen[0]?.set({ q: 'ann' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'ann' }));
  });
});
