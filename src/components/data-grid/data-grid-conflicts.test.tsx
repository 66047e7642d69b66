// The data grid: saves refused because someone else saved or deleted the records meanwhile (409, record versions).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '#/api/transport';
import {
  type Client,
  clickAction,
  clients,
  confirmDialog,
  renderGrid,
  rowOf,
  setUpGridLayout,
} from '#/test/data-grid-kit';
import { english } from '#/test/translate';

setUpGridLayout();

type Versioned = Client & { version: string };
type Batch = { changes: Client[]; deletes: string[]; deleteVersions?: Record<string, string> };

const [tillBase = clients[0], kioskBase = clients[1]] = clients;
const till: Versioned = { ...tillBase!, version: 'v1' };
const kiosk: Versioned = { ...kioskBase!, version: 'v1' };
const versioned = [till, kiosk];
// Someone else saved Till meanwhile: another description and no password grant.
const tillTheirs: Versioned = { ...till, description: 'By the door', allowPasswordGrant: false, version: 'v2' };
const kioskTheirs: Versioned = { ...kiosk, description: 'Self service 2', version: 'v2' };

const CONFLICT_MESSAGE = english('errors.code.Conflict_RecordChanged');

function refusal(conflicts: { id: string; current: Client | null }[]) {
  const body = { code: 'Conflict_RecordChanged', conflicts };
  return new ApiFailure(409, 'Conflict', { code: 'Conflict_RecordChanged', body });
}

function nameEditorOf(row: HTMLElement) {
  return within(row).getByRole('textbox', { name: 'Name' });
}

function rowWithName(name: string): HTMLElement {
  const input = screen
    .getAllByRole('textbox', { name: 'Name' })
    .find((element) => element.getAttribute('value') === name);
  const row = input?.closest('tr');
  if (!row) throw new Error(`no row named ${name}`);
  return row;
}

/** Till's name and description edited, Kiosk's description edited; the save refused for Till. */
async function refusedForTill(
  user: ReturnType<typeof renderGrid>['user'],
  onCommit: ReturnType<typeof vi.fn<(batch: Batch) => Promise<unknown>>>,
) {
  const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
  const [tillDescription, kioskDescription] = screen.getAllByRole('textbox', { name: 'Description' });
  if (!tillName || !tillDescription || !kioskDescription) throw new Error('no editors');
  await user.type(tillName, '1');
  await user.type(tillDescription, '!');
  await user.type(kioskDescription, '?');
  onCommit.mockRejectedValueOnce(refusal([{ id: 'c1', current: tillTheirs }]));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent(CONFLICT_MESSAGE);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
}

describe('DataGrid: records someone else saved meanwhile', () => {
  it('a refused save keeps every change, marks the refused row, loads the list again and then saves the rest', async () => {
    const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
    const { user, onRefresh } = renderGrid({ rows: versioned, onCommit });
    await refusedForTill(user, onCommit);

    expect(onCommit.mock.calls[0]?.[0]).toEqual({
      changes: [
        { ...till, name: 'Till1', description: 'Front till!' },
        { ...kiosk, description: 'Self service?' },
      ],
      deletes: [],
    });
    expect(onRefresh).toHaveBeenCalled();
    const tillRow = rowWithName('Till1');
    expect(tillRow).toHaveAttribute('data-conflict', 'changed');
    expect(within(tillRow).getByText('Changed by someone else')).toBeInTheDocument();
    expect(within(tillRow).getByText('Unsaved')).toBeInTheDocument();
    const kioskRow = rowWithName('Kiosk');
    expect(kioskRow).not.toHaveAttribute('data-conflict');
    expect(within(kioskRow).getByText('Unsaved')).toBeInTheDocument();
    expect(within(kioskRow).getByRole('textbox', { name: 'Description' })).toHaveValue('Self service?');

    // Save Changes sends the rest; the refused row stays pending and marked until the admin chooses.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
    expect(onCommit.mock.calls[1]?.[0]).toEqual({ changes: [{ ...kiosk, description: 'Self service?' }], deletes: [] });
    await waitFor(() => expect(within(rowWithName('Kiosk')).queryByText('Unsaved')).not.toBeInTheDocument());
    expect(within(rowWithName('Till1')).getByText('Changed by someone else')).toBeInTheDocument();

    // With only the refused row pending, Save Changes says why it sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const why = await screen.findByRole('dialog', { name: 'Please check the changes' });
    expect(why).toHaveTextContent(
      '1 row was changed or deleted by someone else meanwhile: choose what to keep with Resolve conflict in its row.',
    );
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('Resolve conflict: their changes taken, the fields both changed chosen; Apply sends their version and the chosen values', async () => {
    const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
    const { user, rerenderWith } = renderGrid({ rows: versioned, onCommit });
    await refusedForTill(user, onCommit);
    // The list loaded again.
    rerenderWith({ rows: [tillTheirs, kiosk], onCommit });

    await clickAction(user, rowWithName('Till1'), 'Resolve conflict');
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    // Named as saved ("Till"), not by the admin's unsaved "Till1".
    expect(dialog).toHaveTextContent('Someone else changed Till after you began editing it.');
    expect(dialog).toHaveTextContent('They changed: Allow Password Grant.');
    const table = within(dialog).getByRole('table', { name: 'Fields you both changed' });
    expect(within(table).getByText('By the door')).toBeInTheDocument();
    expect(within(table).getByText('Front till!')).toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    const keep = within(dialog).getByRole('radiogroup', { name: 'Keep which Description' });
    await user.click(within(keep).getByRole('radio', { name: 'Mine' }));
    await user.click(apply);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).not.toBeInTheDocument(),
    );

    const tillRow = rowWithName('Till1');
    expect(tillRow).not.toHaveAttribute('data-conflict');
    expect(within(tillRow).getByText('Unsaved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
    expect(onCommit.mock.calls[1]?.[0]).toEqual({
      changes: [
        { ...tillTheirs, name: 'Till1', description: 'Front till!' },
        { ...kiosk, description: 'Self service?' },
      ],
      deletes: [],
    });
  });

  it('Discard my changes: the row shows their record, nothing of it pending', async () => {
    const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
    const { user, rerenderWith } = renderGrid({ rows: versioned, onCommit });
    await refusedForTill(user, onCommit);
    rerenderWith({ rows: [tillTheirs, kiosk], onCommit });

    await clickAction(user, rowWithName('Till1'), 'Resolve conflict');
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard my changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).not.toBeInTheDocument(),
    );
    const tillRow = rowWithName('Till');
    await waitFor(() => expect(within(tillRow).queryByText('Unsaved')).not.toBeInTheDocument());
    expect(within(tillRow).getByRole('textbox', { name: 'Description' })).toHaveValue('By the door');
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument();
  });

  describe('a record someone deleted', () => {
    async function deletedTill() {
      const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
      const view = renderGrid({ rows: versioned, onCommit });
      const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!tillName) throw new Error('no name editor');
      await view.user.type(tillName, '1');
      onCommit.mockRejectedValueOnce(refusal([{ id: 'c1', current: null }]));
      await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await view.user.click(
        within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }),
      );
      // The list loaded again no longer has Till: its row stays in view, marked, until the admin chooses.
      view.rerenderWith({ rows: [kiosk], onCommit });
      const tillRow = rowWithName('Till1');
      expect(tillRow).toHaveAttribute('data-conflict', 'deleted');
      expect(within(tillRow).getByText('Deleted by someone else')).toBeInTheDocument();
      await clickAction(view.user, tillRow, 'Resolve conflict');
      const dialog = await screen.findByRole('dialog', { name: 'Deleted by someone else' });
      expect(dialog).toHaveTextContent('Someone else deleted Till after you began editing it.');
      return { ...view, onCommit, dialog };
    }

    it('Create it again: the row becomes an added row, saved as a new record without id and version', async () => {
      const { user, onCommit, dialog } = await deletedTill();
      await user.click(within(dialog).getByRole('button', { name: 'Create it again' }));
      await waitFor(() => expect(screen.queryByText('Deleted by someone else')).not.toBeInTheDocument());
      expect(nameEditorOf(rowWithName('Till1'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
      expect(onCommit.mock.calls[1]?.[0]).toEqual({
        changes: [{ name: 'Till1', description: 'Front till', allowPasswordGrant: true }],
        deletes: [],
      });
    });

    it('Discard my changes: the row goes', async () => {
      const { user, dialog } = await deletedTill();
      await user.click(within(dialog).getByRole('button', { name: 'Discard my changes' }));
      await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1));
      expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    });
  });

  describe('a record someone deleted before the save (the list loaded again without it)', () => {
    /** Till's name and Kiosk's description edited; someone else deletes Till; the list loads again (Refresh). */
    async function tillGoneMeanwhile(overrides: Parameters<typeof renderGrid>[0] = {}) {
      const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
      const view = renderGrid({ rows: versioned, onCommit, ...overrides }, { notifications: true });
      const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
      const [, kioskDescription] = screen.getAllByRole('textbox', { name: 'Description' });
      if (!tillName || !kioskDescription) throw new Error('no editors');
      await view.user.type(tillName, '1');
      await view.user.type(kioskDescription, '?');
      view.rerenderWith({ rows: [kiosk], onCommit });
      return { ...view, onCommit };
    }

    it('keeps the edit in view, marked; Save Changes sends the rest, says only what it saved, and then says why it sends nothing', async () => {
      const { user, onCommit } = await tillGoneMeanwhile();
      const tillRow = rowWithName('Till1');
      expect(tillRow).toHaveAttribute('data-conflict', 'deleted');
      expect(within(tillRow).getByText('Deleted by someone else')).toBeInTheDocument();
      expect(within(tillRow).getByText('Unsaved')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
      expect(onCommit.mock.calls[0]?.[0]).toEqual({
        changes: [{ ...kiosk, description: 'Self service?' }],
        deletes: [],
      });
      expect(await screen.findByText('Saved: 1 row changed.')).toBeInTheDocument();
      expect(rowWithName('Till1')).toHaveAttribute('data-conflict', 'deleted');

      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      const why = await screen.findByRole('dialog', { name: 'Please check the changes' });
      expect(why).toHaveTextContent(
        '1 row was changed or deleted by someone else meanwhile: choose what to keep with Resolve conflict in its row.',
      );
      expect(onCommit).toHaveBeenCalledTimes(1);
    });

    it('Resolve conflict offers Create it again: saved as a new record without id and version', async () => {
      const { user, onCommit } = await tillGoneMeanwhile();
      await clickAction(user, rowWithName('Till1'), 'Resolve conflict');
      const dialog = await screen.findByRole('dialog', { name: 'Deleted by someone else' });
      expect(dialog).toHaveTextContent('Someone else deleted Till after you began editing it.');
      await user.click(within(dialog).getByRole('button', { name: 'Create it again' }));
      await waitFor(() => expect(screen.queryByText('Deleted by someone else')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
      expect(onCommit.mock.calls[0]?.[0]).toEqual({
        changes: [
          { name: 'Till1', description: 'Front till', allowPasswordGrant: true },
          { ...kiosk, description: 'Self service?' },
        ],
        deletes: [],
      });
    });

    it("marks nothing when the admin's own save deleted the record (its outcome unknown): nothing of it stays", async () => {
      const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() =>
        Promise.reject(new ApiFailure(0, 'Network error', { timedOut: true })),
      );
      const { user, rerenderWith } = renderGrid({ rows: versioned, onCommit });
      const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!tillName) throw new Error('no name editor');
      await user.type(tillName, '1');
      await clickAction(user, rowWithName('Till1'), 'Delete');
      await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }),
      );
      // The list loaded again: the delete had reached the server.
      rerenderWith({ rows: [kiosk], onCommit });
      await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1));
      expect(screen.queryByText('Deleted by someone else')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    });

    it('a grid whose Add opens a create page offers Create it again too, and sends the row as a new record', async () => {
      const { user, onCommit } = await tillGoneMeanwhile({ allowInlineInsert: false, onAdd: () => undefined });
      await clickAction(user, rowWithName('Till1'), 'Resolve conflict');
      const dialog = await screen.findByRole('dialog', { name: 'Deleted by someone else' });
      await user.click(within(dialog).getByRole('button', { name: 'Create it again' }));
      await waitFor(() => expect(screen.queryByText('Deleted by someone else')).not.toBeInTheDocument());
      // A record to add, shown as it will be sent (the grid edits no added row in place).
      const added = rowOf('Till1');
      expect(within(added).getByText('Unsaved')).toBeInTheDocument();
      expect(within(added).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
      expect(onCommit.mock.calls[0]?.[0]?.changes[0]).toEqual({
        name: 'Till1',
        description: 'Front till',
        allowPasswordGrant: true,
      });
    });
  });

  it("after a save the grid stays read-only until the list has loaded again, so the next edit names the saved record's version", async () => {
    let listLoaded: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (listLoaded = resolve)));
    const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
    const { user, rerenderWith } = renderGrid({ rows: versioned, onCommit, onRefresh });
    const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
    if (!tillName) throw new Error('no name editor');
    await user.type(tillName, '1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    // Till still shows as it was before the save (v1): an edit now would name the version the save replaced.
    const [tillDescription] = screen.getAllByRole('textbox', { name: 'Description' });
    expect(tillDescription).toBeDisabled();

    const tillSaved: Versioned = { ...till, name: 'Till1', version: 'v2' };
    rerenderWith({ rows: [tillSaved, kiosk], onCommit, onRefresh });
    act(() => listLoaded());
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Description' })[0]).toBeEnabled());
    const [editor] = screen.getAllByRole('textbox', { name: 'Description' });
    if (!editor) throw new Error('no description editor');
    await user.type(editor, '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
    expect(onCommit.mock.calls[1]?.[0]).toEqual({
      changes: [{ ...tillSaved, description: 'Front till!' }],
      deletes: [],
    });
  });

  describe('deleting records someone else changed', () => {
    async function markKioskAndSave(onCommit: ReturnType<typeof vi.fn<(batch: Batch) => Promise<unknown>>>) {
      const view = renderGrid({ rows: versioned, onCommit });
      await screen.findAllByRole('textbox', { name: 'Name' });
      await clickAction(view.user, rowWithName('Kiosk'), 'Delete');
      await view.user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
      onCommit.mockRejectedValueOnce(refusal([{ id: 'c2', current: kioskTheirs }]));
      await view.user.click(await screen.findByRole('button', { name: 'Save Changes' }));
      const ask = await confirmDialog('Changed by someone else');
      expect(ask).toHaveTextContent('Kiosk was changed by someone else since you loaded it. Delete anyway?');
      return { ...view, ask };
    }

    it('asks first; Delete anyway sends the delete again with the versions the records stand at now', async () => {
      const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
      const { user, ask, onRefresh } = await markKioskAndSave(onCommit);
      expect(onCommit.mock.calls[0]?.[0]).toEqual({ changes: [], deletes: ['c2'], deleteVersions: { c2: 'v1' } });
      expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
      await user.click(within(ask).getByRole('button', { name: 'Delete anyway' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
      expect(onCommit.mock.calls[1]?.[0]).toEqual({ changes: [], deletes: ['c2'], deleteVersions: { c2: 'v2' } });
      await waitFor(() => expect(screen.queryByText('Deleted')).not.toBeInTheDocument());
      expect(onRefresh).toHaveBeenCalledTimes(2);
    });

    it('Cancel keeps the row marked for deletion, with their change shown', async () => {
      const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
      const { user, ask } = await markKioskAndSave(onCommit);
      await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).not.toBeInTheDocument(),
      );
      expect(onCommit).toHaveBeenCalledTimes(1);
      const kioskRow = rowOf('Changed by someone else');
      expect(within(kioskRow).getByText('Deleted')).toBeInTheDocument();
      expect(kioskRow).toHaveAttribute('data-conflict', 'changed');
    });

    it('without in-place editing, a delete sent at once asks too', async () => {
      const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
      const { user } = renderGrid({ rows: versioned, onCommit, inlineEdit: false });
      onCommit.mockRejectedValueOnce(refusal([{ id: 'c1', current: tillTheirs }]));
      await clickAction(user, rowOf('Till'), 'Delete');
      await user.click(within(await confirmDialog('Delete Row')).getByRole('button', { name: 'Delete' }));
      const ask = await confirmDialog('Changed by someone else');
      await user.click(within(ask).getByRole('button', { name: 'Delete anyway' }));
      await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(2));
      expect(onCommit.mock.calls.map(([batch]) => batch)).toEqual([
        { changes: [], deletes: ['c1'], deleteVersions: { c1: 'v1' } },
        { changes: [], deletes: ['c1'], deleteVersions: { c1: 'v2' } },
      ]);
    });
  });

  it("reads the refusal through a screen's own message (its cause), and shows the coded message", async () => {
    const onCommit = vi.fn<(batch: Batch) => Promise<unknown>>(() => Promise.resolve({}));
    const { user } = renderGrid({ rows: versioned, onCommit });
    const [tillName] = await screen.findAllByRole('textbox', { name: 'Name' });
    if (!tillName) throw new Error('no name editor');
    await user.type(tillName, '1');
    const cause = refusal([{ id: 'c1', current: tillTheirs }]);
    onCommit.mockRejectedValueOnce(new Error('There was a problem saving changes.', { cause }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(CONFLICT_MESSAGE);
    expect(rowWithName('Till1')).toHaveAttribute('data-conflict', 'changed');
  });
});
