import { MantineProvider, TextInput } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { createI18nStore } from '#/components/i18n/i18n-store';
import type { Session } from '#/lib/session';
import { answeredUser } from '#/test/records';
import { jsdomTheme } from '#/test/render';
import { cataloguesOf } from '#/test/translate';
import { CommandPalette } from './command-palette';

const session: Session = {
  user: answeredUser({ userID: 'u1', shortName: 'Me' }),
  organisation: null,
  isOrgAdmin: false,
  isSuperUser: false,
  isAnonymousScope: false,
};

/** An edit page with one field, guarded while it holds an unsaved change. */
function EditPage() {
  const [name, setName] = useState('Till');
  useUnsavedChangesGuard(name !== 'Till');
  return <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />;
}

/** The palette in a router's root, over an edit page and another page, both of a kind the palette offers. */
async function renderWithPalette() {
  const rootRoute = createRootRoute({
    staticData: { title: 'shell.productTitle', access: 'signedIn' },
    component: () => (
      <>
        <CommandPalette session={session} />
        <Outlet />
      </>
    ),
  });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/page',
    staticData: { title: 'shell.route.users', access: 'signedIn' },
    component: EditPage,
  });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/other',
    staticData: { title: 'shell.route.auditLogs', access: 'signedIn' },
    component: () => <p>Another page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: ['/admin/page'] }),
  });
  render(
    <MantineProvider theme={jsdomTheme}>
      <I18nProvider store={createI18nStore('en', { loaded: cataloguesOf('en') })} numberLocale="en-GB">
        <QueryClientProvider client={new QueryClient()}>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { router, field: await screen.findByRole('textbox', { name: 'Name' }) };
}

describe('the command palette', () => {
  it('Esc gives the focus back to the field it was opened from', async () => {
    const user = userEvent.setup();
    const { field } = await renderWithPalette();
    await user.click(field);
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('a page chosen while the page holds unsaved changes: Stay gives the focus back to the edited field', async () => {
    const user = userEvent.setup();
    const { router, field } = await renderWithPalette();
    await user.type(field, ' (edited)');
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'audit');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/page');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('Till (edited)');
  });
});
