import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, NETWORK_ERROR } from '#/api/transport';
import { TextField } from '#/components/form-fields/text-field';
import {
  endSession,
  resetSessionEnded,
  resumeSession,
  sessionEndedState,
} from '#/components/session-ended/session-ended';
import { hasUnsavedWork } from '#/components/unsaved-work/unsaved-work';
import { OUTCOME_UNKNOWN, SESSION_ENDED_NOT_SAVED } from '#/lib/call-outcome';
import { textRule } from '#/lib/field-text';
import { recordNouns } from '#/lib/grid-wording';
import { renderWithProviders } from '#/test/render';
import { english } from '#/test/translate';
import { EditPage, type EditPageProps } from './edit-page';
import { useEditForm } from './use-edit-form';

const UNSAVED_MESSAGE = 'You have unsaved changes. Leave this page and discard them?';
const histories: RouterHistory[] = [];
afterEach(() => {
  while (histories.length) histories.pop()?.destroy();
});

/** Renders `page` at /items/edit inside a real router whose parent list is /items. */
async function renderInRouter(page: () => ReactElement, { browser = false } = {}) {
  const rootRoute = createRootRoute({
    staticData: { title: 'shell.productTitle', access: 'signedIn' },
    component: () => <Outlet />,
  });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/items',
    staticData: { title: 'shell.route.clients', access: 'signedIn' },
    component: () => <p>Items list</p>,
  });
  const editRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/items/edit',
    staticData: { title: 'shell.route.editClient', access: 'signedIn' },
    component: page,
  });
  let history: RouterHistory;
  if (browser) {
    window.history.replaceState(null, '', '/items/edit');
    history = createBrowserHistory();
  } else {
    history = createMemoryHistory({ initialEntries: ['/items/edit'] });
  }
  histories.push(history);
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute, editRoute]), history });
  const queryClient = new QueryClient();
  const utils = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Edit Team' });
  return { ...utils, router, queryClient };
}

interface HarnessProps {
  save?: () => Promise<void>;
  remove?: () => Promise<void>;
  onDone?: () => void;
  pageProps?: Partial<EditPageProps>;
}

/** A team edit screen: one Name field; save/delete/cancel/done go back to /items. */
function Harness({ save = async () => undefined, remove, onDone, pageProps }: HarnessProps) {
  const router = useRouter();
  const form = useEditForm({
    initialValues: { name: 'Team A' },
    validate: { name: textRule(english, 'Name', { required: true }) },
  });
  const back = () => router.history.push('/items');
  return (
    <EditPage
      title="Edit Team"
      loaded
      form={form}
      onSave={async () => {
        await save();
        back();
      }}
      onCancel={() => {
        form.reset();
        back();
      }}
      onDone={() => {
        onDone?.();
        back();
      }}
      onDelete={
        remove &&
        (async () => {
          await remove();
          back();
        })
      }
      {...pageProps}
    >
      <TextField label="Name" {...form.getInputProps('name')} required />
      <button type="button" onClick={() => form.resetDirty()}>
        Mark saved
      </button>
    </EditPage>
  );
}

const nameInput = () => screen.getByRole('textbox', { name: /Name/ });

describe('EditPage buttons', () => {
  it('shows Done (not Save/Cancel) while there are no changes', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    await renderInRouter(() => <Harness onDone={onDone} />);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Items list')).toBeInTheDocument();
  });

  it('shows Save and Cancel once the record has unsaved changes', async () => {
    const user = userEvent.setup();
    await renderInRouter(() => <Harness />);
    await user.type(nameInput(), ' 2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });

  it('shows Done when no record is loaded even if dirty', async () => {
    await renderInRouter(() => <Harness pageProps={{ loaded: false, otherChanges: true }} />);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('saves, then returns to the list without asking about unsaved changes', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => undefined);
    await renderInRouter(() => <Harness save={save} />);
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UNSAVED_MESSAGE)).not.toBeInTheDocument();
  });

  it('a double-click on Save saves once (one call at a time)', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderInRouter(() => <Harness save={save} />);
    await user.type(nameInput(), ' 2');
    const button = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(button);
    button.click();
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stays on the page and shows the message when the save fails', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {
      throw new Error('Team name already in use');
    });
    await renderInRouter(() => <Harness save={save} />);
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team name already in use')).toBeInTheDocument();
    expect(screen.queryByText('Items list')).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Team A 2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('lets the user dismiss a save failure', async () => {
    const user = userEvent.setup();
    await renderInRouter(() => (
      <Harness
        save={async () => {
          throw new Error('Boom');
        }}
      />
    ));
    await user.type(nameInput(), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Boom');
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('shows an error passed by the screen', async () => {
    await renderInRouter(() => <Harness pageProps={{ error: 'Organisation Code is already in use.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Organisation Code is already in use.');
  });

  it('disables Save while canSave is false or while saving', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderInRouter(() => <Harness save={save} />);
    await user.clear(nameInput());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(nameInput(), 'Team B');
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toBeEnabled();
    await user.click(saveButton);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Items list')).toBeInTheDocument();
  });

  it('disables Save when the screen says it is saving', async () => {
    await renderInRouter(() => <Harness pageProps={{ otherChanges: true, saving: true }} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Cancel discards the changes and leaves without asking', async () => {
    const user = userEvent.setup();
    await renderInRouter(() => <Harness />);
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('EditPage delete', () => {
  it('asks for confirmation; Cancel keeps the record', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => undefined);
    await renderInRouter(() => (
      <Harness remove={remove} pageProps={{ recordName: 'Team A', recordNoun: recordNouns.team }} />
    ));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete Team A?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('names a record without a name by what it is', async () => {
    const user = userEvent.setup();
    await renderInRouter(() => (
      <Harness remove={vi.fn(async () => undefined)} pageProps={{ recordNoun: recordNouns.team }} />
    ));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete' })).toHaveTextContent('Delete this team?');
  });

  it('deletes after confirmation and returns to the list, even with unsaved changes', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => undefined);
    await renderInRouter(() => <Harness remove={remove} />);
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UNSAVED_MESSAGE)).not.toBeInTheDocument();
  });

  it('stays and shows the message when the delete fails', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => {
      throw new Error('Team is in use');
    });
    await renderInRouter(() => <Harness remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Team is in use')).toBeInTheDocument();
    expect(screen.queryByText('Items list')).not.toBeInTheDocument();
  });

  it('is disabled while creating', async () => {
    await renderInRouter(() => <Harness remove={async () => undefined} pageProps={{ creating: true }} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('is absent without onDelete', async () => {
    await renderInRouter(() => <Harness />);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('EditPage read-only', () => {
  it('hides Save/Delete/extra actions and disables the form', async () => {
    await renderInRouter(() => (
      <Harness
        remove={async () => undefined}
        pageProps={{ readOnly: true, otherChanges: true, editActions: <button type="button">Reset password</button> }}
      />
    ));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    expect(nameInput()).toBeDisabled();
  });

  it('shows extra actions when editable', async () => {
    await renderInRouter(() => <Harness pageProps={{ editActions: <button type="button">Reset password</button> }} />);
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(nameInput()).toBeEnabled();
  });
});

describe('EditPage loading states', () => {
  it('shows an error state instead of the form when loading failed', async () => {
    await renderInRouter(() => (
      <Harness remove={async () => undefined} pageProps={{ loaded: false, loadError: 'Team not found' }} />
    ));
    expect(screen.getByRole('alert')).toHaveTextContent('Team not found');
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('titles the load error "Failed to load" and offers the load again under it, in one alert', async () => {
    const retry = vi.fn();
    await renderInRouter(() => (
      <Harness
        pageProps={{ loaded: false, loadError: 'Team not found', onRetryLoad: retry, retryLoadLabel: 'Try again' }}
      />
    ));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to loadTeam not foundTry again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows Not authorised instead of the form when the load was refused (403), without Retry; Done leaves', async () => {
    const retry = vi.fn();
    const failure = new ApiFailure(403, 'Forbidden', { code: 'Forbidden', body: { code: 'Forbidden' } });
    await renderInRouter(() => (
      <Harness
        remove={async () => undefined}
        pageProps={{
          loaded: false,
          loadError: 'There was an error updating the record.',
          loadFailure: failure,
          onRetryLoad: retry,
          retryLoadLabel: 'Try again',
        }}
      />
    ));
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.queryByText(/There was an error updating/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
  });

  it('covers the form while loading', async () => {
    await renderInRouter(() => <Harness pageProps={{ loading: true, loaded: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('EditPage errorDismissLabel', () => {
  it('dismisses a failure with a button of that label instead of the close icon', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {
      throw new Error('There was an error updating the record.');
    });
    await renderInRouter(() => <Harness save={save} pageProps={{ errorDismissLabel: 'OK' }} />);
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error updating the record.');
    expect(within(alert).queryByRole('button', { name: 'Dismiss error' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(nameInput()).toHaveValue('Team A 2');
  });
});

describe('EditPage save refused (403)', () => {
  const forbidden = () => new ApiFailure(403, 'Forbidden', { code: 'Forbidden', body: { code: 'Forbidden' } });

  it('stays with what was typed and shows the Forbidden message; the page can be left', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.reject(forbidden()));
    const { router } = await renderInRouter(() => <Harness save={save} />);
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english('errors.code.Forbidden'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not authorised' })).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Team A 2');
    expect(nameInput()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Leaving asks about the unsaved changes, as after any failed save; Leave goes.
    router.history.push('/items');
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
  });

  it("a screen's own message is followed by the Forbidden reason; Cancel leaves", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() =>
      Promise.reject(
        new Error(`There was a problem saving changes. (${english('errors.code.Forbidden')})`, { cause: forbidden() }),
      ),
    );
    await renderInRouter(() => <Harness save={save} />);
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`There was a problem saving changes. (${english('errors.code.Forbidden')})`),
    ).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Team A 2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
  });
});

describe('EditPage unsaved-changes guard', () => {
  it('asks before leaving with unsaved changes; Stay keeps the page, Leave goes', async () => {
    const user = userEvent.setup();
    const { router } = await renderInRouter(() => <Harness />);
    await user.type(nameInput(), ' 2');

    router.history.push('/items');
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(UNSAVED_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nameInput()).toHaveValue('Team A 2');
    expect(screen.queryByText('Items list')).not.toBeInTheDocument();

    router.history.push('/items');
    const again = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
  });

  it('does not ask without unsaved changes', async () => {
    const { router } = await renderInRouter(() => <Harness />);
    router.history.push('/items');
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks again after a failed save', async () => {
    const user = userEvent.setup();
    const { router } = await renderInRouter(() => (
      <Harness
        save={async () => {
          throw new Error('Boom');
        }}
      />
    ));
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Boom');
    router.history.push('/items');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  it('guards new edits after the page stayed', async () => {
    const user = userEvent.setup();
    const { router } = await renderInRouter(() => <Harness pageProps={{ onCancel: () => undefined }} />);
    await user.type(nameInput(), ' 2');
    // Cancel that stays on the page (allowance given), then the record is saved/reset and edited again.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Mark saved' }));
    await user.type(nameInput(), ' 3');
    router.history.push('/items');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  it('asks the browser before unloading while dirty', async () => {
    const user = userEvent.setup();
    await renderInRouter(() => <Harness />, { browser: true });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(nameInput(), ' 2');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('renders without a router when guard is false', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(
      <EditPage
        title="Edit Team"
        loaded
        otherChanges
        guard={false}
        onSave={onSave}
        onCancel={() => undefined}
        onDone={() => undefined}
      >
        <p>Form</p>
      </EditPage>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

describe('EditPage while a call is in flight, and when its outcome is not an answer', () => {
  it('is read-only while Save is in flight (the form and the extra actions), editable again after a failure', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    await renderInRouter(() => (
      <Harness save={save} pageProps={{ editActions: <button type="button">Reset password</button> }} />
    ));
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(nameInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark saved' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    await user.type(nameInput(), 'typed meanwhile');
    expect(nameInput()).toHaveValue('Team A 2');

    fail(new ApiFailure(500, 'Internal Server Error'));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(nameInput()).toBeEnabled();
    expect(nameInput()).toHaveValue('Team A 2');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });

  it('without an answer (a network failure, a time-out): says the outcome is unknown and loads what the page shows again', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() =>
      Promise.reject(
        new Error('There was an error updating the record. Network error', {
          cause: new ApiFailure(0, NETWORK_ERROR, { timedOut: true }),
        }),
      ),
    );
    const { queryClient } = await renderInRouter(() => <Harness save={save} />);
    const reload = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        `There was an error updating the record. Network error. ${english(OUTCOME_UNKNOWN.save)}`,
      ),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(nameInput()).toHaveValue('Team A 2');
  });

  it('an answered failure loads nothing again', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.reject(new ApiFailure(400, 'Bad Request.', { code: 'BadRequest' })));
    const { queryClient } = await renderInRouter(() => <Harness save={save} />);
    const reload = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bad Request.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("refused because the session ended (401): the page keeps the changes and says so; the session dialog's Retry sends them again", async () => {
    resetSessionEnded();
    const user = userEvent.setup();
    const save = vi
      .fn<() => Promise<void>>()
      // The shell hears of the 401 first (unsaved work on the page: the session ended, the page stays).
      .mockImplementationOnce(() => {
        endSession();
        return Promise.reject(
          new Error('There was a problem saving changes.', { cause: new ApiFailure(401, 'Unauthorized') }),
        );
      })
      .mockResolvedValueOnce(undefined);
    await renderInRouter(() => <Harness save={save} />);
    await user.type(nameInput(), ' 2');
    expect(hasUnsavedWork()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english(SESSION_ENDED_NOT_SAVED))).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Team A 2');
    expect(sessionEndedState()).toMatchObject({ ended: true, open: true });

    resumeSession()?.();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Items list')).toBeInTheDocument();
    expect(hasUnsavedWork()).toBe(false);
    resetSessionEnded();
  });
});
