import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCurrentPage } from './current-page';

describe('useCurrentPage', () => {
  it('reads the page again when the path changes, not when a grid writes its sort or filter to the address', async () => {
    let renders = 0;
    function PageName() {
      renders += 1;
      const { page } = useCurrentPage();
      return <p>{page ? `${page.routeId} ${JSON.stringify(page.params)}` : 'no page'}</p>;
    }
    const root = createRootRoute({
      staticData: { title: 'shell.productTitle', access: 'signedIn', breadcrumb: 'none' },
      component: () => (
        <>
          <PageName />
          <Outlet />
        </>
      ),
    });
    const users = createRoute({
      getParentRoute: () => root,
      path: '/admin/users',
      staticData: { title: 'shell.route.users', access: 'signedIn' },
      validateSearch: (search: Record<string, unknown>) => ({
        order: typeof search.order === 'string' ? search.order : undefined,
      }),
    });
    const user = createRoute({
      getParentRoute: () => root,
      path: '/admin/users/edit/$id',
      staticData: { title: 'shell.route.editUser', access: 'signedIn' },
    });
    const router = createRouter({
      routeTree: root.addChildren([users, user]),
      history: createMemoryHistory({ initialEntries: ['/admin/users'] }),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('/admin/users {}')).toBeInTheDocument();

    const before = renders;
    await act(() => router.navigate({ to: '/admin/users', search: { order: 'shortName' }, replace: true }));
    await act(() => router.navigate({ to: '/admin/users', search: { order: '-shortName' }, replace: true }));
    expect(router.state.location.search).toEqual({ order: '-shortName' });
    expect(renders).toBe(before);

    await act(() => router.navigate({ to: '/admin/users/edit/$id', params: { id: 'u1' } }));
    expect(await screen.findByText('/admin/users/edit/$id {"id":"u1"}')).toBeInTheDocument();
  });
});
