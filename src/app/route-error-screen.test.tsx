// The router's error screen: a load the server refused (403) is Not authorised, any other failed load its message.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/transport';
import { renderWithProviders } from '../test/render';
import { RouteErrorScreen } from './route-error';

/** Opens /page, whose loader rejects with `failure`, with the route error screen (and `loadFailedMessage`). */
async function openFailingPage(failure: unknown, loadFailedMessage?: string) {
  const rootRoute = createRootRoute({ staticData: { title: 'shell.productTitle', access: 'signedIn' } });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/page',
    staticData: { title: 'shell.route.users', access: 'signedIn' },
    loader: () => Promise.reject(failure),
    component: () => <p>The page</p>,
    errorComponent: (props) => <RouteErrorScreen {...props} loadFailedMessage={loadFailedMessage} />,
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    staticData: { title: 'shell.route.home', access: 'signedIn' },
    component: () => <p>Home</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, indexRoute]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByTestId('failure-screen');
}

describe('RouteErrorScreen', () => {
  it('shows Not authorised for a load refused with 403, coded or bare, without Try again', async () => {
    for (const failure of [
      new ApiFailure(403, 'Forbidden', { code: 'Forbidden', body: { code: 'Forbidden' } }),
      new ApiFailure(403, 'Forbidden'),
    ]) {
      await openFailingPage(failure);
      expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Send me home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.queryByText('The page')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows Not authorised for a 403 on a route with its own SPEC 8 load message too', async () => {
    await openFailingPage(
      new ApiFailure(403, 'Forbidden', { code: 'Forbidden' }),
      'There was an error loading this service account.',
    );
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.queryByText(/There was an error loading/)).not.toBeInTheDocument();
  });

  it('shows any other failed load with its message and Try again', async () => {
    await openFailingPage(new ApiFailure(500, 'Internal Server Error'));
    expect(screen.getByRole('heading', { name: 'Error...' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
