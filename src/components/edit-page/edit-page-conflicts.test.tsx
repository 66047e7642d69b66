import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { TextField } from '#/components/form-fields/text-field';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { renderWithProviders } from '#/test/render';
import { EditPage } from './edit-page';
import { useEditForm } from './use-edit-form';
import type { DeleteOptions } from './use-save-delete';

interface Team {
  teamID?: string;
  version?: string;
  name: string;
  city: string;
}

const REFUSED =
  'Someone else changed this record after you opened it. Nothing was saved; check their changes and save again.';
const NOTICE = 'Someone else saved this record';

/** A 409 naming the record as it is now (null: deleted), as the transport gives it. */
const refusal = (id: string, current: Team | null) =>
  new ApiFailure(409, 'Conflict', {
    code: 'Conflict_RecordChanged',
    body: { code: 'Conflict_RecordChanged', conflicts: [{ id, current }] },
  });

/** The server's record, changed by "someone else" in the tests; versioned unless told otherwise. */
function fakeServer(record: Team | null) {
  const server = {
    record,
    reads: 0,
    /** Someone else saves the record. */
    change(patch: Partial<Team>) {
      if (!server.record) return;
      const version = server.record.version === undefined ? undefined : String(Number(server.record.version) + 1);
      server.record = { ...server.record, ...patch, ...(version === undefined ? {} : { version }) };
    },
    read: async (): Promise<Team> => {
      server.reads += 1;
      if (!server.record) throw new ApiFailure(404, 'Not Found');
      return { ...server.record };
    },
    save: vi.fn(async (sent: Team) => {
      const now = server.record;
      if (!now) throw refusal(sent.teamID ?? '', null);
      if (now.version !== undefined && sent.version !== now.version) throw refusal(now.teamID ?? '', now);
      server.record = { ...sent, ...(now.version === undefined ? {} : { version: String(Number(now.version) + 1) }) };
    }),
    create: vi.fn(async (_sent: Omit<Team, 'teamID' | 'version'>) => undefined),
    remove: vi.fn(async (id: string, body: { deleteVersions?: Record<string, string> }) => {
      const now = server.record;
      const sentVersion = body.deleteVersions?.[id];
      if (now && sentVersion !== undefined && sentVersion !== now.version) throw refusal(id, now);
      if (!now && sentVersion !== undefined) throw refusal(id, null);
      server.record = null;
    }),
  };
  return server;
}
type Server = ReturnType<typeof fakeServer>;

/** A team's edit page as a screen writes it: its record from a query, the form merging each new load. */
function TeamPage({ server, canCreate }: { server: Server; canCreate: boolean }) {
  const router = useRouter();
  const { data: original, refetch } = useSuspenseQuery({ queryKey: ['team', 't1'], queryFn: server.read });
  const form = useEditForm<Team>({ initialValues: original, source: original });
  const back = () => router.history.push('/items');
  return (
    <EditPage
      title="Edit Team"
      loaded
      form={form}
      onSave={async () => {
        await server.save(form.getValues());
        back();
      }}
      onRecreate={
        canCreate
          ? async () => {
              await server.create(asNewRecord(form.getValues(), 'teamID'));
              back();
            }
          : undefined
      }
      onDelete={async ({ version }: DeleteOptions) => {
        await server.remove('t1', deleteVersionsOf('t1', version ?? original.version));
        back();
      }}
      reloadRecord={refetch}
      fieldLabels={{ name: 'Name', city: 'City' }}
      recordName={original.name}
      onCancel={back}
      onDone={back}
    >
      <TextField label="Name" {...form.getInputProps('name')} />
      <TextField label="City" {...form.getInputProps('city')} />
    </EditPage>
  );
}

const histories: RouterHistory[] = [];
afterEach(() => {
  while (histories.length) histories.pop()?.destroy();
});

async function renderTeamPage(server: Server, { canCreate = true } = {}) {
  const rootRoute = createRootRoute({
    staticData: { title: 'shell.productTitle', access: 'signedIn' },
    component: () => <Outlet />,
  });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/items',
    staticData: { title: 'shell.route.teams', access: 'signedIn' },
    component: () => <p>Items list</p>,
  });
  const editRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/items/edit',
    staticData: { title: 'shell.route.editTeam', access: 'signedIn' },
    component: () => (
      <Suspense fallback={<p>Loading</p>}>
        <TeamPage server={server} canCreate={canCreate} />
      </Suspense>
    ),
  });
  const history = createMemoryHistory({ initialEntries: ['/items/edit'] });
  histories.push(history);
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute, editRoute]), history });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Edit Team' });
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** The admin comes back to the page (another window or tab had the focus). */
const comeBack = () => act(() => void fireEvent.focus(window));
const notice = () => screen.queryByRole('status', { name: NOTICE });

async function replace(name: string, text: string) {
  const user = userEvent.setup();
  await user.clear(field(name));
  await user.type(field(name), text);
  return user;
}

describe('EditPage: someone else saved the record meanwhile', () => {
  it('on coming back, takes the fields only they changed, keeps mine, names theirs; Save sends the new version', async () => {
    const server = fakeServer({ teamID: 't1', version: '1', name: 'Bar', city: 'Leeds' });
    await renderTeamPage(server);
    const user = await replace('City', 'York');
    server.change({ name: 'Bar staff' });
    comeBack();
    await waitFor(() => expect(field('Name')).toHaveValue('Bar staff'));
    expect(field('City')).toHaveValue('York');
    // The notice is loaded after the page's first paint.
    await waitFor(() => expect(notice()).toHaveTextContent('They changed Name while you were editing.'));
    // Their value, now in the form, beside the one I had.
    const taken = await within(notice() ?? document.body).findByRole('table', { name: 'Fields they changed' });
    expect(within(taken).getByRole('row', { name: /Name/ })).toHaveTextContent(/^NameBar staffBar$/);
    expect(screen.queryByRole('table', { name: 'Fields you both changed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(server.save).toHaveBeenCalledWith({ teamID: 't1', version: '2', name: 'Bar staff', city: 'York' });
  });

  it('a field both changed: their value and mine side by side; Save sends nothing until chosen, then the choice', async () => {
    const server = fakeServer({ teamID: 't1', version: '1', name: 'Bar', city: 'Leeds' });
    await renderTeamPage(server);
    const user = await replace('Name', 'Bar team');
    server.change({ name: 'Bar staff' });
    comeBack();
    const table = await screen.findByRole('table', { name: 'Fields you both changed' });
    expect(within(table).getByRole('row', { name: /Name/ })).toHaveTextContent(/Bar staff.*Bar team/);
    expect(field('Name')).toHaveValue('Bar team');
    await waitFor(() => expect(notice()).toHaveTextContent('You both changed the fields below.'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Choose which value to keep for each field you both changed/)).toBeInTheDocument();
    expect(server.save).not.toHaveBeenCalled();

    const keep = screen.getByRole('radiogroup', { name: 'Keep which Name' });
    await user.click(within(keep).getByRole('radio', { name: 'Theirs' }));
    expect(field('Name')).toHaveValue('Bar staff');
    await user.click(within(keep).getByRole('radio', { name: 'Mine' }));
    expect(field('Name')).toHaveValue('Bar team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(server.save).toHaveBeenCalledWith({ teamID: 't1', version: '2', name: 'Bar team', city: 'Leeds' });
  });

  it('a Save refused (409): the coded message, the typed values kept, the record read again and merged', async () => {
    const server = fakeServer({ teamID: 't1', version: '1', name: 'Bar', city: 'Leeds' });
    await renderTeamPage(server);
    const user = await replace('Name', 'Bar team');
    server.change({ city: 'Hull' });
    const readsBefore = server.reads;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(field('Name')).toHaveValue('Bar team');
    await waitFor(() => expect(field('City')).toHaveValue('Hull'));
    expect(server.reads).toBe(readsBefore + 1);
    await waitFor(() => expect(notice()).toHaveTextContent('They changed City while you were editing.'));
    const taken = await screen.findByRole('table', { name: 'Fields they changed' });
    expect(within(taken).getByRole('row', { name: /City/ })).toHaveTextContent(/^CityHullLeeds$/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(server.save).toHaveBeenLastCalledWith({ teamID: 't1', version: '2', name: 'Bar team', city: 'Hull' });
  });

  it('no version and nothing typed: a new load simply shows the new record, no notice', async () => {
    const server = fakeServer({ teamID: 't1', name: 'Bar', city: 'Leeds' });
    await renderTeamPage(server);
    server.change({ name: 'Bar staff' });
    comeBack();
    await waitFor(() => expect(field('Name')).toHaveValue('Bar staff'));
    expect(notice()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});

describe('EditPage: someone else deleted the record meanwhile', () => {
  it('a Save refused as deleted reads nothing again; Create it again sends my values as a new record', async () => {
    const server = fakeServer({ teamID: 't1', version: '1', name: 'Bar', city: 'Leeds' });
    await renderTeamPage(server);
    const user = await replace('Name', 'Bar team');
    server.record = null;
    const readsBefore = server.reads;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const gone = await screen.findByRole('alert', { name: 'Someone else deleted this record' });
    expect(gone).toHaveTextContent('Nothing was saved. Create it again with your values, or discard your changes.');
    expect(server.reads).toBe(readsBefore);
    expect(field('Name')).toHaveValue('Bar team');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(gone).getByRole('button', { name: 'Create it again' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(server.create).toHaveBeenCalledWith({ name: 'Bar team', city: 'Leeds' });
  });

  it('Discard leaves for the list without asking; a page that cannot create offers Discard only', async () => {
    const server = fakeServer({ teamID: 't1', version: '1', name: 'Bar', city: 'Leeds' });
    await renderTeamPage(server, { canCreate: false });
    const user = await replace('Name', 'Bar team');
    server.record = null;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const gone = await screen.findByRole('alert', { name: 'Someone else deleted this record' });
    expect(gone).toHaveTextContent('this record cannot be created again here');
    expect(within(gone).queryByRole('button', { name: 'Create it again' })).not.toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.create).not.toHaveBeenCalled();
  });
});

describe('EditPage: deleting a record someone else changed asks first', () => {
  async function deleteRefused(server: Server) {
    await renderTeamPage(server);
    const user = userEvent.setup();
    server.change({ city: 'Hull' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const first = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const asked = await screen.findByRole('dialog', { name: 'Record changed' });
    expect(asked).toHaveTextContent('Someone else changed this record since you opened it. Delete it anyway?');
    expect(server.remove).toHaveBeenCalledWith('t1', { deleteVersions: { t1: '1' } });
    return { user, asked };
  }

  it('yes: sends the delete again at the version the refusal named', async () => {
    const server = fakeServer({ teamID: 't1', version: '1', name: 'Bar', city: 'Leeds' });
    const { user, asked } = await deleteRefused(server);
    await user.click(within(asked).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(server.remove).toHaveBeenLastCalledWith('t1', { deleteVersions: { t1: '2' } });
    expect(server.record).toBeNull();
  });

  it('no: keeps the page and shows their record', async () => {
    const server = fakeServer({ teamID: 't1', version: '1', name: 'Bar', city: 'Leeds' });
    const { user, asked } = await deleteRefused(server);
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(field('City')).toHaveValue('Hull'));
    expect(server.remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Items list')).not.toBeInTheDocument();
  });

  it('without versions, deletes as before (no deleteVersions sent)', async () => {
    const server = fakeServer({ teamID: 't1', name: 'Bar', city: 'Leeds' });
    await renderTeamPage(server);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(server.remove).toHaveBeenCalledWith('t1', {});
  });
});
