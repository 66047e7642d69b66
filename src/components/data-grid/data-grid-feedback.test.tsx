// The data grid: row-action tooltips and what the grid tells the user.
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { recordNouns } from '#/lib/grid-wording';
import {
  type Client,
  clients,
  renderGrid,
  rowOf,
  confirmDialog,
  clickAction,
  setUpGridLayout,
} from '#/test/data-grid-kit';
import { type DataGridHandle } from './data-grid';

setUpGridLayout();

describe('DataGrid', () => {
  it('a row action shows its tooltip as soon as the pointer comes over it, the first time too', async () => {
    const { user } = renderGrid({ editRedirect: vi.fn() });
    await screen.findByText('c1');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(within(rowOf('c1')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('tooltip', { name: 'Delete' })).toBeInTheDocument();
    // The row's other action has its tooltip too, once the pointer goes there.
    await user.hover(within(rowOf('c1')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('tooltip', { name: 'Edit' })).toBeInTheDocument();
  });

  it('the tooltips mounting under a moving mouse keep the focus on the action that had it', async () => {
    const { user } = renderGrid({ editRedirect: vi.fn() });
    await screen.findByText('c1');
    act(() => within(rowOf('c1')).getByRole('button', { name: 'Delete' }).focus());
    await user.hover(within(rowOf('c1')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('tooltip', { name: 'Edit' })).toBeInTheDocument();
    expect(document.activeElement).toBe(within(rowOf('c1')).getByRole('button', { name: 'Delete' }));
  });

  it('an action pressed under a still pointer (no move) gets its press', async () => {
    renderGrid();
    await screen.findByText('c1');
    const remove = within(rowOf('c1')).getByRole('button', { name: 'Delete' });
    fireEvent.pointerOver(remove, { pointerType: 'mouse' });
    fireEvent.click(remove);
    expect(await confirmDialog('Delete Row')).toBeInTheDocument();
  });

  it('an action mounted again later (Delete after Undo) does not open its tooltip by itself', async () => {
    const { user } = renderGrid();
    await screen.findByText('c1');
    await clickAction(user, rowOf('c1'), 'Delete');
    await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo delete' }));
    expect(await within(rowOf('c1')).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tooltip', { name: 'Delete' })).not.toBeInTheDocument());
  });

  describe('feedback: confirmations name their records, saves and discards say what they did', () => {
    const noun = recordNouns.client;
    /** The row of the n-th Name editor. */
    const editedRow = (index: number) => {
      const row = screen.getAllByRole('textbox', { name: 'Name' })[index]?.closest('tr');
      if (!row) throw new Error(`no row ${index}`);
      return row;
    };

    it("a row's Delete names it (Delete Row, Cancel/Delete); the selection's counts them", async () => {
      const { user } = renderGrid({ recordNoun: noun });
      await screen.findAllByRole('textbox', { name: 'Name' });
      await clickAction(user, editedRow(0), 'Delete');
      const dialog = await confirmDialog('Delete Row');
      expect(dialog).toHaveTextContent('Delete Till?');
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(expect.arrayContaining(['Cancel', 'Delete']));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // The name as shown, edits included.
      const [, kiosk] = screen.getAllByRole('textbox', { name: 'Name' });
      if (!kiosk) throw new Error('no second row');
      await user.clear(kiosk);
      await user.type(kiosk, 'Kiosk 2');
      await clickAction(user, editedRow(1), 'Delete');
      expect(await confirmDialog('Delete Row')).toHaveTextContent('Delete Kiosk 2?');
      await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
      await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
      expect(await confirmDialog('Delete Rows')).toHaveTextContent('Delete 2 clients?');
    });

    it('a row without a name is "this client"', async () => {
      const { user } = renderGrid({
        recordNoun: noun,
        inlineEdit: false,
        rows: [{ ...clients[0], name: '' } as Client],
      });
      await screen.findByText('Front till');
      await clickAction(user, rowOf('Front till'), 'Delete');
      expect(await confirmDialog('Delete Row')).toHaveTextContent('Delete this client?');
    });

    it('Save Changes says what was saved, by kind and with plurals; a page saving the grid itself is not told twice', async () => {
      const { user } = renderGrid({ recordNoun: noun }, { notifications: true });
      const [till, kiosk] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!till || !kiosk) throw new Error('no name editors');
      await user.type(till, 's');
      await user.type(kiosk, 's');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const [added] = screen.getAllByRole('textbox', { name: 'Name' });
      if (!added) throw new Error('no added row');
      await user.type(added, 'Pad');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Saved: 1 client added and 2 clients changed.')).toBeInTheDocument();

      notifications.clean();
      // The first notice leaves with a transition: gone before the quiet save, so what follows is the save's alone.
      await waitFor(() => expect(screen.queryByText(/^Saved:/)).not.toBeInTheDocument());
      const handle = createRef<DataGridHandle<Client>>();
      renderGrid({ recordNoun: noun, handleRef: handle, title: 'Quiet' }, { notifications: true });
      const [first] = within(
        screen.getByRole('heading', { name: 'Quiet' }).closest('div')?.parentElement ?? document.body,
      ).getAllByRole('textbox', {
        name: 'Name',
      });
      if (!first) throw new Error('no name editor');
      await user.type(first, 'x');
      let saved = false;
      await act(async () => {
        saved = (await handle.current?.save()) ?? false;
      });
      expect(saved).toBe(true);
      expect(screen.queryByText(/^Saved:/)).not.toBeInTheDocument();
    });

    it('a delete sent at once says it is done, naming the record', async () => {
      const { user, onCommit } = renderGrid({ recordNoun: noun, inlineEdit: false }, { notifications: true });
      await screen.findByText('Till');
      await clickAction(user, rowOf('Till'), 'Delete');
      await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledWith({ changes: [], deletes: ['c1'] }));
      expect(await screen.findByText('Deleted: Till.')).toBeInTheDocument();
    });

    it('Cancel discards a single change at once, and asks before discarding more, naming them', async () => {
      const { user, onCommit } = renderGrid({ recordNoun: noun });
      const [till, kiosk] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!till || !kiosk) throw new Error('no name editors');
      await user.type(till, 's');
      await user.type(till, 't');
      await clickAction(user, editedRow(1), 'Delete');
      await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
      // The confirmation leaves with a transition; its own Cancel must be gone before the grid's is clicked.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const [added] = screen.getAllByRole('textbox', { name: 'Name' });
      if (!added) throw new Error('no added row');
      await user.type(added, 'Pad');

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      const ask = await confirmDialog('Discard changes');
      expect(ask).toHaveTextContent('Discard 3 changes: 1 client added, 1 client changed and 1 client deleted?');
      await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getAllByRole('textbox', { name: 'Name' })[1]).toHaveValue('Tillst');
      expect(screen.getByText('Deleted')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(within(await confirmDialog('Discard changes')).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument());
      expect(
        screen.getAllByRole('textbox', { name: 'Name' }).map((input) => (input as HTMLInputElement).value),
      ).toEqual(['Till', 'Kiosk']);
      expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
      expect(onCommit).not.toHaveBeenCalled();
    });

    it('tells an empty list from a search that matched nothing, which it offers to clear', async () => {
      const { user, rerenderWith } = renderGrid({
        recordNoun: noun,
        inlineEdit: false,
        rows: undefined,
        loading: true,
      });
      // Nothing is said about the rows before they are in.
      expect(screen.queryByText(/no clients|No records/i)).not.toBeInTheDocument();
      rerenderWith({ rows: [], loading: false });
      expect(await screen.findByText('There are no clients yet.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

      rerenderWith({ rows: clients, loading: false });
      await screen.findByText('Till');
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zzz');
      expect(await screen.findByText('No clients match "zzz".')).toBeInTheDocument();
      expect(screen.queryByText('No records to display')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(await screen.findByText('Till')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    });
  });
});
