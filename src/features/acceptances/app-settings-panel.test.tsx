import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#/api/client';
import { renderWithProviders } from '#/test/render';
import type { AcceptanceTreeApp } from './acceptance-tree';
import { AppSettingsPanel } from './app-settings-panel';
import type { AppSettings } from './app-settings-rules';

const ORG = '10000000-0000-4000-8000-000000000005';
const kitchenDisplay: AcceptanceTreeApp = {
  applicationID: 'a0000000-0000-4000-8000-000000000002',
  applicationName: 'Kitchen Display',
  appSettings: { autoAccept: false, notBeforeTimeUTC: null, version: '1' },
} as AcceptanceTreeApp;

/**
 * The server's side of `POST .../appsettings/{appId}`: each save is kept, and answered with the settings as saved
 * and their next version (as the contract says the save answers).
 */
function fakeServer() {
  const sent: AppSettings[] = [];
  let version = 1;
  const post = ((_path: string, init: { body: AppSettings }) => {
    sent.push(init.body);
    version += 1;
    const saved: AppSettings = { ...init.body, version: String(version) };
    return Promise.resolve({ data: saved, response: new Response(JSON.stringify(saved), { status: 200 }) });
  }) as unknown as typeof api.POST;
  vi.spyOn(api, 'POST').mockImplementation(post);
  return { sent };
}

const histories: RouterHistory[] = [];
afterEach(() => {
  while (histories.length) histories.pop()?.destroy();
});

/** The panel on a page of its own; the tree behind it is not read again meanwhile (`onSaved` only counts). */
async function renderPanel() {
  const onSaved = vi.fn();
  const rootRoute = createRootRoute({
    staticData: { title: 'shell.productTitle', access: 'signedIn' },
    component: () => <Outlet />,
  });
  const panelRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/acceptances',
    staticData: { title: 'shell.route.installVersions', access: 'signedIn' },
    component: () => (
      <AppSettingsPanel orgId={ORG} app={kitchenDisplay} onSaved={onSaved} onReadAgain={() => Promise.resolve()} />
    ),
  });
  const history = createMemoryHistory({ initialEntries: ['/acceptances'] });
  histories.push(history);
  const router = createRouter({ routeTree: rootRoute.addChildren([panelRoute]), history });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('region', { name: 'Auto accept settings' });
  return { onSaved };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const autoAccept = () => screen.getByRole('switch', { name: /Auto accept new versions/ });

describe('AppSettingsPanel', () => {
  it("takes the save's answer as its baseline and version at once: nothing to save, and a second save names the new version", async () => {
    const server = fakeServer();
    const { onSaved } = await renderPanel();
    const user = userEvent.setup();
    expect(save()).toBeDisabled();

    await user.click(autoAccept());
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(server.sent).toEqual([{ version: '1', autoAccept: true, notBeforeTimeUTC: null }]);
    // Saved, before the tree is read again: nothing is left to save.
    expect(autoAccept()).toBeChecked();
    expect(save()).toBeDisabled();

    await user.click(autoAccept());
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(server.sent[1]).toEqual({ version: '2', autoAccept: false, notBeforeTimeUTC: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
