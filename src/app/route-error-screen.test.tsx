// The router's error screen: a load the server refused (403) is Not authorised, any other failed load its message.
import {
  type ErrorComponentProps,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { renderWithProviders } from '#/test/render';
import { AccessDenied } from './guards';
import { RouteErrorScreen } from './route-error';

/**
 * Opens /page (or its edit page /page/edit/7, a user), whose loader rejects with `failure`, with the route error
 * screen (and `loadFailedMessage`).
 */
async function openFailingPage(failure: unknown, loadFailedMessage?: string, path = '/page') {
  const rootRoute = createRootRoute({ staticData: { title: 'shell.productTitle', access: 'signedIn' } });
  const failing = {
    loader: () => Promise.reject(failure),
    component: () => <p>The page</p>,
    errorComponent: (props: ErrorComponentProps) => (
      <RouteErrorScreen {...props} loadFailedMessage={loadFailedMessage} />
    ),
  };
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/page',
    staticData: { title: 'shell.route.users', access: 'signedIn' },
    ...failing,
  });
  const editRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/page/edit/$id',
    staticData: { title: 'shell.route.editUser', access: 'signedIn', record: 'user' },
    ...failing,
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    staticData: { title: 'shell.route.home', access: 'signedIn' },
    component: () => <p>Home</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, editRoute, indexRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
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

  it("says whose page the guard turned the user away from: another user's, an organisation's admins', the server's", async () => {
    for (const [failure, reason] of [
      [new AccessDenied('notAuthorised', 'self'), "It is another user's page."],
      [new AccessDenied('notAuthorised', 'organisationAdmin'), 'It is for the administrators of this organisation.'],
      [new AccessDenied('notAuthorised', 'superUser'), 'It is for server administrators.'],
      // The server refused a load of a page the user may open: no page of theirs names another role.
      [new ApiFailure(403, 'Forbidden'), 'It is for administrators of another area.'],
    ] as const) {
      await openFailingPage(failure);
      expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
      expect(screen.getByText(`You do not have access to this page. ${reason}`)).toBeInTheDocument();
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

  it('says an edit page’s record no longer exists (404), with a way back to the list and no Try again', async () => {
    const gone = new ApiFailure(404, 'User 7 does not exist', { code: 'NotFound', body: { code: 'NotFound' } });
    await openFailingPage(gone, 'There was an error loading this user.', '/page/edit/7');
    // Until the screen's code has arrived, the failure already says what happened.
    expect(screen.getByText('It was deleted, or the link you followed is out of date.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This user no longer exists' })).toBeInTheDocument();
    expect(screen.getByText('It was deleted, or the link you followed is out of date.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/page');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/NotFound|does not exist/)).not.toBeInTheDocument();
  });

  it('shows a 404 on a page that loads no record by its id as any failed load', async () => {
    await openFailingPage(new ApiFailure(404, 'Not Found'));
    expect(screen.getByRole('heading', { name: 'Error...' })).toBeInTheDocument();
    expect(screen.queryByText(/no longer exists/)).not.toBeInTheDocument();
  });

  it('shows any other failed load with its message and Try again', async () => {
    await openFailingPage(new ApiFailure(500, 'Internal Server Error'));
    expect(screen.getByRole('heading', { name: 'Error...' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
