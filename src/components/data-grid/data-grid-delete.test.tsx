// The data grid: deleting rows, one or a selection.
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridRights } from '#/api/schema.gen';
import {
  type Client,
  clients,
  renderGrid,
  rowOf,
  confirmDialog,
  clickAction,
  setUpGridLayout,
} from '#/test/data-grid-kit';
import type { DataGridProps } from './data-grid';

setUpGridLayout();

/** Presses a row's Delete from the keyboard and confirms it with Enter in the Delete Row dialog. */
async function deleteByKeyboard(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  act(() => within(row).getByRole('button', { name: 'Delete' }).focus());
  await user.keyboard('{Enter}');
  const dialog = await confirmDialog('Delete Row');
  // The dialog takes the focus a moment after it opens; then its Delete gets it.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  act(() => within(dialog).getByRole('button', { name: 'Delete' }).focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The row whose Name editor shows `name`. */
const editedRow = async (name: string) => {
  const row = (await screen.findByDisplayValue(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('DataGrid', () => {
  it('asks before deleting; Cancel keeps the row', async () => {
    const { user } = renderGrid({ inlineEdit: false });
    await clickAction(user, rowOf('Kiosk'), 'Delete');
    const dialog = await confirmDialog('Delete Row');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Row' })).not.toBeInTheDocument());
    expect(screen.getByText('Kiosk')).toBeInTheDocument();
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
  });

  it('marks a row for deletion and commits exactly its id with Save Changes', async () => {
    const { user, onCommit, onRefresh } = renderGrid();
    const rowsBefore = await screen.findAllByRole('textbox', { name: 'Name' });
    const kioskRow = rowsBefore[1]?.closest('tr');
    if (!kioskRow) throw new Error('no Kiosk row');
    await clickAction(user, kioskRow, 'Delete');
    const dialog = await confirmDialog('Delete Row');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(onCommit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith({ changes: [], deletes: ['c2'] });
    await waitFor(() => expect(onRefresh).toHaveBeenCalled());
  });

  it('a marked deletion can be undone', async () => {
    const { user } = renderGrid();
    const names = await screen.findAllByRole('textbox', { name: 'Name' });
    const row = names[0]?.closest('tr');
    if (!row) throw new Error('no row');
    await clickAction(user, row, 'Delete');
    await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo delete' }));
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('without in-place editing, confirming a delete commits it at once', async () => {
    const { user, onCommit, onRefresh } = renderGrid({ inlineEdit: false });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await clickAction(user, rowOf('Till'), 'Delete');
    await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith({ changes: [], deletes: ['c1'] });
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
  });

  describe('selection and bulk delete', () => {
    it('offers row checkboxes and a select-all only with Delete rights', async () => {
      renderGrid({ rights: GridRights.Insert | GridRights.Change });
      await screen.findAllByRole('textbox', { name: 'Name' });
      expect(screen.queryByRole('checkbox', { name: 'Toggle select all' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Toggle select row' })).not.toBeInTheDocument();
    });

    it('select-all, one confirmation, then the rows are pending deletes sent in one batch', async () => {
      const { user, onCommit, onRefresh } = renderGrid();
      await screen.findAllByRole('textbox', { name: 'Name' });
      expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
      await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
      const dialog = await confirmDialog('Delete Rows');
      expect(within(dialog).getByText('Delete 2 rows?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(screen.getAllByText('Deleted')).toHaveLength(2));
      expect(onCommit).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
      expect(onCommit).toHaveBeenCalledWith({ changes: [], deletes: ['c1', 'c2'] });
      await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('checkbox', { name: 'Toggle select all' })).not.toBeChecked();
    });

    it('Cancel in the confirmation deletes nothing', async () => {
      const { user } = renderGrid();
      await screen.findAllByRole('textbox', { name: 'Name' });
      const [, second] = screen.getAllByRole('checkbox', { name: 'Toggle select row' });
      if (!second) throw new Error('no second row');
      await user.click(second);
      await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
      const dialog = await confirmDialog('Delete Rows');
      expect(within(dialog).getByText('Delete Kiosk?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Rows' })).not.toBeInTheDocument());
      expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeInTheDocument();
    });

    it('without in-place editing, commits the selected ids at once; a failure keeps the selection and shows the message', async () => {
      const onCommit = vi.fn<(batch: { changes: Client[]; deletes: string[] }) => Promise<unknown>>(() =>
        Promise.reject({ status: 400, body: { code: 'BadRequest_UserDoesNotExist' } }),
      );
      const { user, onRefresh } = renderGrid({ inlineEdit: false, onCommit });
      await screen.findByText('Till');
      await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
      await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
      await user.click(within(await confirmDialog('Delete Rows')).getByRole('button', { name: 'Delete' }));

      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(dialog).getByText('User does not exist.')).toBeInTheDocument();
      expect(onCommit).toHaveBeenCalledWith({ changes: [], deletes: ['c1', 'c2'] });
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('checkbox', { name: 'Toggle select all' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Delete selected (2)' })).toBeInTheDocument();

      onCommit.mockResolvedValueOnce({});
      await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
      await user.click(within(await confirmDialog('Delete Rows')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument());
      expect(onRefresh).toHaveBeenCalledTimes(2);
    });

    it('a failed Save Changes keeps the pending deletes and the selection', async () => {
      const onCommit = vi.fn<(batch: { changes: Client[]; deletes: string[] }) => Promise<unknown>>(() =>
        Promise.reject(new Error('Bad Request.')),
      );
      const { user } = renderGrid({ onCommit });
      await screen.findAllByRole('textbox', { name: 'Name' });
      await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
      await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
      await user.click(within(await confirmDialog('Delete Rows')).getByRole('button', { name: 'Delete' }));
      await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(screen.getAllByText('Deleted')).toHaveLength(2);
      expect(screen.getByRole('checkbox', { name: 'Toggle select all' })).toBeChecked();
    });
  });

  describe('the focus after a delete from the keyboard', () => {
    it("a confirmed delete gives the focus to the row's Undo delete, and Undo gives it to Delete again", async () => {
      const { user } = renderGrid();
      const kiosk = await editedRow('Kiosk');
      await deleteByKeyboard(user, kiosk);
      expect(within(kiosk).getByText('Deleted')).toBeInTheDocument();
      await waitFor(() => expect(within(kiosk).getByRole('button', { name: 'Undo delete' })).toHaveFocus());

      await user.keyboard('{Enter}');
      expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
      await waitFor(() => expect(within(kiosk).getByRole('button', { name: 'Delete' })).toHaveFocus());
    });

    it("a delete sent at once gives the focus to the Delete of the row now in the deleted row's place", async () => {
      let rerender: ((changes: Partial<DataGridProps<Client>>) => void) | null = null;
      // The list loaded again, without the deleted record.
      const onRefresh = vi.fn(() => rerender?.({ rows: clients.filter((client) => client.clientID !== 'c1') }));
      const view = renderGrid({ inlineEdit: false, onRefresh });
      rerender = view.rerenderWith;
      await deleteByKeyboard(view.user, rowOf('Till'));

      await waitFor(() => expect(view.onCommit).toHaveBeenCalledWith({ changes: [], deletes: ['c1'] }));
      await waitFor(() => expect(screen.queryByText('Till')).not.toBeInTheDocument());
      await waitFor(() => expect(within(rowOf('Kiosk')).getByRole('button', { name: 'Delete' })).toHaveFocus());
    });

    it("an added row's Delete gives the focus to the next row's Delete", async () => {
      const { user } = renderGrid();
      await editedRow('Till');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const added = screen.getByText('New').closest('tr');
      if (!added) throw new Error('no added row');
      act(() => within(added).getByRole('button', { name: 'Delete' }).focus());
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
      const till = await editedRow('Till');
      await waitFor(() => expect(within(till).getByRole('button', { name: 'Delete' })).toHaveFocus());
    });
  });
});
