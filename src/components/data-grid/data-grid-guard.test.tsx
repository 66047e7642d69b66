// The data grid: the unsaved changes guard.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GridRights } from '#/api/schema.gen';
import { hasUnsavedWork } from '#/components/unsaved-work/unsaved-work';
import { type Client, clients, columns, getId, blank, setUpGridLayout } from '#/test/data-grid-kit';
import { renderWithProviders } from '#/test/render';
import { DataGrid } from './data-grid';

setUpGridLayout();

describe('DataGrid', () => {
  describe('unsaved changes guard (as on edit pages)', () => {
    function renderRouted() {
      const rootRoute = createRootRoute({
        staticData: { title: 'shell.productTitle', access: 'signedIn' },
        component: () => <Outlet />,
      });
      const gridRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/grid',
        staticData: { title: 'shell.route.clients', access: 'signedIn' },
        component: () => (
          <DataGrid<Client>
            title="Clients"
            rows={clients}
            getId={getId}
            columns={columns}
            rights={GridRights.Full}
            newRow={blank}
            onCommit={() => Promise.resolve({})}
            onRefresh={() => undefined}
          />
        ),
      });
      const otherRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/other',
        staticData: { title: 'shell.route.users', access: 'signedIn' },
        component: () => <p>Other page</p>,
      });
      const router = createRouter({
        routeTree: rootRoute.addChildren([gridRoute, otherRoute]),
        history: createMemoryHistory({ initialEntries: ['/grid'] }),
      });
      const view = renderWithProviders(
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      return { ...view, router, user: userEvent.setup() };
    }

    it("asks before leaving with pending changes (Stay keeps them, Leave goes), and counts them as the page's unsaved work", async () => {
      const { router, user, unmount } = renderRouted();
      const [first] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!first) throw new Error('no name editor');
      expect(hasUnsavedWork()).toBe(false);
      await user.type(first, '2');
      await waitFor(() => expect(hasUnsavedWork()).toBe(true));

      router.history.push('/other');
      const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
      expect(ask).toHaveTextContent('You have unsaved changes. Leave this page and discard them?');
      await user.click(within(ask).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
      expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Till2');

      router.history.push('/other');
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }),
      );
      expect(await screen.findByText('Other page')).toBeInTheDocument();
      expect(hasUnsavedWork()).toBe(false);
      unmount();
    });

    it('does not ask about a navigation to the same list with another view: the page and its changes stay', async () => {
      const { router, user, unmount } = renderRouted();
      const [first] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!first) throw new Error('no name editor');
      await user.type(first, '2');
      await waitFor(() => expect(hasUnsavedWork()).toBe(true));
      act(() => router.history.push('/grid?q=till'));
      await waitFor(() => expect(router.state.resolvedLocation?.search).toEqual({ q: 'till' }));
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Till2');
      unmount();
    });

    it('does not ask without pending changes, nor after Cancel', async () => {
      const { router, user, unmount } = renderRouted();
      const [first] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!first) throw new Error('no name editor');
      await user.type(first, '2');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(hasUnsavedWork()).toBe(false));
      router.history.push('/other');
      expect(await screen.findByText('Other page')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
      unmount();
    });
  });
});
