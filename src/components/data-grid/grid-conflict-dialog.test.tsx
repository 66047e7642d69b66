// The Resolve conflict dialog of a row someone else changed: what it shows of their change beside the admin's.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyChanges, type GridChanges } from '#/lib/grid-changes';
import { ROW_NOUN } from '#/lib/grid-wording';
import { renderWithProviders } from '#/test/render';
import { english } from '#/test/translate';
import type { DataGridColumn } from './data-grid-types';
import { RowConflictDialog } from './grid-conflict-dialog';

interface Till {
  tillID: string;
  version: string;
  name: string;
  role: string;
  active: boolean;
  note: string;
  secret: string;
}

const columns: DataGridColumn<Till>[] = [
  { key: 'name', header: 'Name', namesRow: true },
  {
    key: 'role',
    header: 'Role',
    editor: 'select',
    options: [
      { value: 'r1', label: 'Cashier' },
      { value: 'r2', label: 'Manager' },
    ],
  },
  { key: 'active', header: 'Active', editor: 'boolean' },
  { key: 'note', header: 'Note' },
];

const base: Till = { tillID: 't1', version: 'v1', name: 'Till', role: 'r1', active: true, note: 'Front', secret: 'a' };

/** The admin edited `mine` over `base`; the save was refused, someone else's record being `theirs`. */
function refused(mine: Partial<Till>, theirs: Till): GridChanges<Till> {
  return { ...emptyChanges<Till>(), changed: { t1: mine }, bases: { t1: base }, conflicts: { t1: theirs } };
}

function renderDialog(
  changes: GridChanges<Till>,
  { recreate = true, recreateNote }: { recreate?: boolean; recreateNote?: (loaded: Till) => string | undefined } = {},
) {
  renderWithProviders(
    <RowConflictDialog
      rowKey="t1"
      changes={changes}
      columns={columns}
      words={{ yes: english('grid.cell.yes'), no: english('grid.cell.no') }}
      rowName={(record) => record?.name ?? ''}
      recordNoun={ROW_NOUN}
      actions={{ apply: vi.fn(), discard: vi.fn(), recreate: recreate ? vi.fn() : undefined }}
      recreateNote={recreateNote}
      onClose={vi.fn()}
    />,
  );
}

/** Each body row of a table as its cells' texts (the field's name first). */
function rowsOf(table: HTMLElement): string[][] {
  const [, ...body] = within(table).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('RowConflictDialog: a row someone else changed', () => {
  it('shows each field only they changed with their value (taken) and mine before it, as the cells show them', async () => {
    renderDialog(
      refused({ name: 'Till 1' }, { ...base, version: 'v2', role: 'r2', active: false, note: '', secret: 'b' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(dialog).toHaveTextContent('They changed: Role, Active, and Note.');
    const table = await within(dialog).findByRole('table', { name: 'Fields they changed' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'Their value (now taken)', 'Your value before']);
    // The secret is no column of the grid: taken without a word.
    expect(rowsOf(table)).toEqual([
      ['Role', 'Manager', 'Cashier'],
      ['Active', 'No', 'Yes'],
      ['Note', '(empty)', 'Front'],
    ]);
    expect(within(dialog).queryByRole('table', { name: 'Fields you both changed' })).not.toBeInTheDocument();
  });

  it('a field both changed is among the choices, not the fields taken', async () => {
    renderDialog(
      refused({ role: 'r2', note: 'Back' }, { ...base, version: 'v2', role: 'r1', note: 'Side', active: false }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(dialog).toHaveTextContent('They changed: Active.');
    const taken = await within(dialog).findByRole('table', { name: 'Fields they changed' });
    expect(rowsOf(taken)).toEqual([['Active', 'No', 'Yes']]);
    const choices = within(dialog).getByRole('table', { name: 'Fields you both changed' });
    expect(rowsOf(choices).map((cells) => cells.slice(0, 3))).toEqual([['Note', 'Side', 'Back']]);
  });
});

describe('RowConflictDialog: a row someone else deleted', () => {
  const deleted = (): GridChanges<Till> => ({ ...refused({ name: 'Till 1' }, base), conflicts: { t1: null } });
  const secretLost = (loaded: Till) => (loaded.secret ? 'Its secret is not created again.' : undefined);

  it('says what Create it again cannot bring back of the record as loaded', async () => {
    renderDialog(deleted(), { recreateNote: secretLost });
    const dialog = await screen.findByRole('dialog', { name: 'Deleted by someone else' });
    expect(dialog).toHaveTextContent('Its secret is not created again.');
    // Named as it was saved ("Till"), not by the admin's unsaved new name ("Till 1").
    expect(dialog).toHaveTextContent(/Someone else deleted .*Till.* after you began editing it/);
    expect(dialog).not.toHaveTextContent('Till 1');
    expect(within(dialog).getByRole('button', { name: 'Create it again' })).toBeInTheDocument();
  });

  it('says nothing of it where the record cannot be created again, or nothing is lost', async () => {
    renderDialog(deleted(), { recreate: false, recreateNote: secretLost });
    const dialog = await screen.findByRole('dialog', { name: 'Deleted by someone else' });
    expect(dialog).not.toHaveTextContent('Its secret is not created again.');
    expect(within(dialog).queryByRole('button', { name: 'Create it again' })).not.toBeInTheDocument();
  });
});
