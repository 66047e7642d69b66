// The data grid: failed saves and loads, a save in flight.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GridRights } from '#/api/schema.gen';
import { ApiFailure, NETWORK_ERROR } from '#/api/transport';
import {
  endSession,
  resetSessionEnded,
  resumeSession,
  sessionEndedState,
} from '#/components/session-ended/session-ended';
import { OUTCOME_UNKNOWN } from '#/lib/call-outcome';
import {
  type Client,
  blank,
  clients,
  columns,
  getId,
  renderGrid,
  rowOf,
  confirmDialog,
  clickAction,
  setUpGridLayout,
} from '#/test/data-grid-kit';
import { renderPageInRouter } from '#/test/page-in-router';
import { english } from '#/test/translate';
import { DataGrid } from './data-grid';

setUpGridLayout();

describe('DataGrid', () => {
  it('shows the failure of a commit in an Error modal; OK refreshes and keeps the edits to try again', async () => {
    const onCommit = vi.fn<(batch: { changes: Client[]; deletes: string[] }) => Promise<unknown>>(() =>
      Promise.reject(new Error('Organisation Code is already in use.')),
    );
    const { user, onRefresh } = renderGrid({ onCommit });
    const names = await screen.findAllByRole('textbox', { name: 'Name' });
    const first = names[0];
    if (!first) throw new Error('no name editor');
    await user.type(first, 'x');
    const typed = screen.getAllByRole('textbox', { name: 'Name' }).map((input) => input.getAttribute('value'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Organisation Code is already in use.')).toBeInTheDocument();
    expect(onCommit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Name' }).map((input) => input.getAttribute('value'))).toEqual(typed);
    expect(typed).toContain('Tillx');

    onCommit.mockResolvedValueOnce({});
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
    expect(onCommit.mock.calls[1]).toEqual(onCommit.mock.calls[0]);
    await waitFor(() => expect(screen.queryByText('Unsaved')).not.toBeInTheDocument());
  });

  it('shows the coded message of a rejected commit', async () => {
    const onCommit = vi.fn(() => Promise.reject({ status: 400, body: { code: 'BadRequest_UserDoesNotExist' } }));
    const { user } = renderGrid({ onCommit, inlineEdit: false });
    await clickAction(user, rowOf('Till'), 'Delete');
    await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Error' })).findByText('User does not exist.'),
    ).toBeInTheDocument();
  });

  it('shows a failed load in the Error modal, opened on OK: Enter refreshes', async () => {
    const { user, onRefresh } = renderGrid({ rows: undefined, error: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Your request has been rejected')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
  });

  describe('a save in flight', () => {
    it('makes the grid read-only until its answer (cells, row actions and editing buttons disabled), then gives the focus back', async () => {
      let answer: () => void = () => undefined;
      const onCommit = vi.fn(() => new Promise<unknown>((resolve) => (answer = () => resolve({}))));
      const { user } = renderGrid({ onCommit });
      const [first, second] = await screen.findAllByRole('textbox', { name: 'Description' });
      if (!first || !second) throw new Error('no description editors');
      await user.type(first, '!');
      await user.click(second);
      // Saved from the keyboard, the focus in a cell: Save Changes is pressed without moving it.
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));

      for (const input of screen.getAllByRole('textbox', { name: /^(Name|Description)$/ }))
        expect(input).toBeDisabled();
      for (const box of screen.getAllByRole('checkbox', { name: /^(Yes|No)$/ })) expect(box).toBeDisabled();
      const kiosk = second.closest('tr');
      if (!kiosk) throw new Error('no row');
      for (const button of within(kiosk).getAllByRole('button')) expect(button).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await user.type(second, 'typed meanwhile');
      expect(second).toHaveValue('Self service');

      act(() => answer());
      await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Description' })[1]).toBeEnabled());
      expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
      expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Description' })[1]);
    });

    it('without an answer (a network failure, a time-out): says the outcome is unknown, loads the list again, and keeps only what the list does not show as saved', async () => {
      const onCommit = vi.fn(() => Promise.reject(new ApiFailure(0, NETWORK_ERROR, { timedOut: true })));
      const { user, onRefresh, rerenderWith } = renderGrid({ onCommit });
      const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
      const [, kioskDescription] = screen.getAllByRole('textbox', { name: 'Description' });
      if (!tillName || !kioskDescription) throw new Error('no editors');
      await user.type(tillName, '2');
      await user.type(kioskDescription, '!');
      expect(screen.getAllByText('Unsaved')).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      expect(dialog).toHaveTextContent(`Network error. ${english(OUTCOME_UNKNOWN.list)}`);
      expect(onRefresh).toHaveBeenCalledTimes(1);
      // The list as loaded again: the name reached the server, the description did not.
      rerenderWith({ onCommit, rows: [{ ...clients[0]!, name: 'Till2' }, clients[1]!] });
      await waitFor(() => expect(screen.getAllByText('Unsaved')).toHaveLength(1));
      const till = screen.getAllByRole('textbox', { name: 'Name' })[0]?.closest('tr');
      if (!till) throw new Error('no row');
      expect(within(till).getByRole('textbox', { name: 'Name' })).toHaveValue('Till2');
      expect(within(till).queryByText('Unsaved')).not.toBeInTheDocument();
      expect(screen.getAllByRole('textbox', { name: 'Description' })[1]).toHaveValue('Self service!');
    });

    it("refused because the session ended (401): no Error modal; the change stays pending and the session dialog's Retry sends it again", async () => {
      resetSessionEnded();
      const onCommit = vi.fn<(batch: { changes: Client[]; deletes: string[] }) => Promise<unknown>>(() =>
        Promise.reject(new ApiFailure(401, 'Unauthorized')),
      );
      const { user, unmount } = renderGrid({ onCommit });
      const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!tillName) throw new Error('no name editor');
      await user.type(tillName, '2');
      // What the shell does first when a call is answered 401 with unsaved work on the page.
      onCommit.mockImplementationOnce(() => {
        endSession();
        return Promise.reject(new ApiFailure(401, 'Unauthorized'));
      });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(sessionEndedState().retry).not.toBeNull());
      expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
      expect(screen.getByText('Unsaved')).toBeInTheDocument();

      onCommit.mockResolvedValueOnce({});
      act(() => void resumeSession()?.());
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
      expect(onCommit.mock.calls[1]).toEqual(onCommit.mock.calls[0]);
      await waitFor(() => expect(screen.queryByText('Unsaved')).not.toBeInTheDocument());
      unmount();
      resetSessionEnded();
    });
  });

  describe('a failed load', () => {
    it("opens the Error modal once: OK loads again; a failure again shows in the grid's place with Retry", async () => {
      const { user, onRefresh, rerenderWith } = renderGrid({
        rows: undefined,
        error: new ApiFailure(500, 'Internal Server Error'),
      });
      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(onRefresh).toHaveBeenCalledTimes(1);
      // Loading again (a query without rows has no error while it runs), then failing again.
      rerenderWith({ rows: undefined, error: null, loading: true });
      rerenderWith({ rows: undefined, error: new ApiFailure(500, 'Internal Server Error'), loading: false });
      const inline = await screen.findByRole('alert');
      expect(inline).toHaveTextContent('Failed to load');
      expect(inline).toHaveTextContent('Internal Server Error');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
      await user.click(within(inline).getByRole('button', { name: 'Retry' }));
      expect(onRefresh).toHaveBeenCalledTimes(2);
      rerenderWith({ rows: undefined, error: new ApiFailure(0, NETWORK_ERROR), refreshing: false });
      expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
      expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();

      // Loaded at last: the rows; a later failure opens the modal again.
      rerenderWith({ rows: clients, error: null });
      expect(await screen.findAllByRole('textbox', { name: 'Name' })).toHaveLength(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      rerenderWith({ rows: clients, error: new ApiFailure(500, 'Internal Server Error') });
      expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    });

    it("closed with Escape (or ×, or a click outside) it does not load again: the failure shows in the grid's place", async () => {
      const { user, onRefresh } = renderGrid({ rows: undefined, error: new ApiFailure(500, 'Internal Server Error') });
      await screen.findByRole('dialog', { name: 'Error' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
      expect(onRefresh).not.toHaveBeenCalled();
      const inline = screen.getByRole('alert');
      expect(inline).toHaveTextContent('Internal Server Error');
      expect(within(inline).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it('with rows still shown, the failure shows above them and the rows stay usable', async () => {
      const { user, rerenderWith } = renderGrid();
      await screen.findAllByRole('textbox', { name: 'Name' });
      rerenderWith({ error: new ApiFailure(500, 'Internal Server Error') });
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }),
      );
      rerenderWith({ error: new ApiFailure(500, 'Bad Gateway') });
      expect(await screen.findByRole('alert')).toHaveTextContent('Bad Gateway');
      expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toBeEnabled();
    });

    it("a 401 shows in the grid's place at once (the shell says the session ended)", async () => {
      renderGrid({ rows: undefined, error: new ApiFailure(401, 'Unauthorized') });
      expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
      expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
    });
  });

  describe('refused to the role (403)', () => {
    const forbidden = () => new ApiFailure(403, 'Forbidden', { code: 'Forbidden', body: { code: 'Forbidden' } });

    /** The grid of a page whose list the test can refuse later ("Refuse the list"), with a router for its links. */
    function RefusableGrid({
      initial,
      onCommit,
    }: {
      initial: Client[] | undefined;
      onCommit?: () => Promise<unknown>;
    }) {
      const [error, setError] = useState<ApiFailure | null>(initial ? null : forbidden());
      return (
        <>
          <button type="button" onClick={() => setError(forbidden())}>
            Refuse the list
          </button>
          <DataGrid<Client>
            title="Clients"
            rows={initial}
            error={error}
            getId={getId}
            columns={columns}
            rights={GridRights.Full}
            newRow={blank}
            onCommit={onCommit ?? (() => Promise.resolve({}))}
            onRefresh={() => undefined}
            guard={false}
          />
        </>
      );
    }

    it('a first load refused shows Not authorised in place of the grid: no Error modal, no Retry, no toolbar', async () => {
      await renderPageInRouter(() => <RefusableGrid initial={undefined} />);
      expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Send me home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('in German', async () => {
      await renderPageInRouter(() => <RefusableGrid initial={undefined} />, { language: 'de' });
      expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Fehler' })).not.toBeInTheDocument();
    });

    it('a load again refused with edits pending shows Not authorised above the rows, which keep the edits', async () => {
      const user = userEvent.setup();
      await renderPageInRouter(() => <RefusableGrid initial={clients} />);
      const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!tillName) throw new Error('no name editor');
      await user.type(tillName, '2');
      await user.click(screen.getByRole('button', { name: 'Refuse the list' }));
      expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Till2');
      expect(screen.getByText('Unsaved')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    });

    it('a save refused shows the Forbidden message in the Error modal; OK keeps every pending row, and Cancel discards them', async () => {
      const onCommit = vi.fn(() => Promise.reject(forbidden()));
      const { user } = renderGrid({ onCommit });
      const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!tillName) throw new Error('no name editor');
      await user.type(tillName, '2');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const added = screen.getAllByRole('textbox', { name: 'Name' })[0];
      if (!added) throw new Error('no new row');
      await user.type(added, 'Bar');
      const kiosk = screen.getByDisplayValue('Kiosk').closest('tr');
      if (!kiosk) throw new Error('no Kiosk row');
      await clickAction(user, kiosk, 'Delete');
      await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
      const typed = screen.getAllByRole('textbox', { name: 'Name' }).map((input) => input.getAttribute('value'));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      expect(dialog).toHaveTextContent(english('errors.code.Forbidden'));
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
      expect(screen.getAllByRole('textbox', { name: 'Name' }).map((input) => input.getAttribute('value'))).toEqual(
        typed,
      );
      expect(typed).toEqual(expect.arrayContaining(['Bar', 'Till2']));
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      expect(screen.queryByRole('heading', { name: 'Not authorised' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(within(await confirmDialog('Discard changes')).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument());
    });
  });
});
