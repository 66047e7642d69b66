import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { GridRights } from '../../api/schema.gen';
import { renderWithProviders } from '../../test/render';
import { DataGrid, measureRow, type DataGridColumn, type DataGridHandle, type DataGridProps } from './data-grid';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiFailure, NETWORK_ERROR } from '../../api/transport';
import { OUTCOME_UNKNOWN } from '../../lib/call-outcome';
import { endSession, resetSessionEnded, resumeSession, sessionEndedState } from '../session-ended/session-ended';
import { hasUnsavedWork } from '../unsaved-work/unsaved-work';
import { UNSAVED_MESSAGE } from '../edit-page/use-unsaved-changes-guard';
import { EXPORT_CSV_DESCRIPTION } from './export-csv-button';

interface Client {
  clientID?: string;
  name: string;
  description: string;
  allowPasswordGrant: boolean;
}

const clients: Client[] = [
  { clientID: 'c1', name: 'Till', description: 'Front till', allowPasswordGrant: true },
  { clientID: 'c2', name: 'Kiosk', description: 'Self service', allowPasswordGrant: false },
];

const columns: DataGridColumn<Client>[] = [
  { key: 'clientID', header: 'ID', width: 300, readOnly: true },
  { key: 'name', header: 'Name', width: 300, maxLength: 8, namesRow: true },
  { key: 'description', header: 'Description', width: 500 },
  { key: 'allowPasswordGrant', header: 'Allow Password Grant', width: 200, editor: 'boolean' },
];

const getId = (client: Client): string => client.clientID ?? '';
const blank = (): Client => ({ clientID: '', name: '', description: '', allowPasswordGrant: false });

// jsdom has no layout: give the scroll container and the rows sizes so the row virtualiser renders rows.
const layout = {
  rect: Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect'),
  height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
};

beforeAll(() => {
  const sizeOf = (element: Element) => (element.tagName === 'TR' ? { width: 1400, height: 40 } : { width: 1400, height: 800 });
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value(this: Element) {
      const { width, height } = sizeOf(this);
      return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) };
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return sizeOf(this).height;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return sizeOf(this).width;
    },
  });
});

// Notices raised by one test (a save) are not queued for the next.
afterEach(() => notifications.clean());

afterAll(() => {
  if (layout.rect) Object.defineProperty(Element.prototype, 'getBoundingClientRect', layout.rect);
  if (layout.height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', layout.height);
  if (layout.width) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', layout.width);
});

function renderGrid(overrides: Partial<DataGridProps<Client>> = {}, { notifications = false } = {}) {
  const onCommit = vi.fn<(batch: { changes: Client[]; deletes: string[] }) => Promise<unknown>>(() => Promise.resolve({}));
  const onRefresh = vi.fn<() => void>();
  const props: DataGridProps<Client> = {
    title: 'Clients',
    rows: clients,
    getId,
    columns,
    rights: GridRights.Full,
    newRow: blank,
    onCommit,
    onRefresh,
    // The guard needs a router (its own tests below give it one).
    guard: false,
    ...overrides,
  };
  const user = userEvent.setup();
  const tree = (current: DataGridProps<Client>) => (
    <>
      {notifications && <Notifications />}
      <DataGrid {...current} />
    </>
  );
  const view = renderWithProviders(tree(props));
  // The same tree with some props changed, so the grid stays mounted (as a screen passing new rows or columns).
  const rerenderWith = (changes: Partial<DataGridProps<Client>>) => view.rerender(tree({ ...props, ...changes }));
  return { ...view, user, rerenderWith, onCommit: props.onCommit === onCommit ? onCommit : vi.mocked(props.onCommit), onRefresh };
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

async function confirmDialog(name: string) {
  return screen.findByRole('dialog', { name });
}

/**
 * Clicks a row's action as a mouse does: it moves over the row's actions first (which mounts their tooltips, see
 * ActionsSlot), then presses what is there. (user-event would press the element it was given, gone by then.)
 */
async function clickAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, name: string) {
  await user.hover(within(row).getByRole('button', { name }));
  await user.click(within(row).getByRole('button', { name }));
}

describe('DataGrid', () => {
  it('renders the title, headers and rows', async () => {
    renderGrid({ inlineEdit: false });
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Description/ })).toBeInTheDocument();
    expect(await screen.findByText('Till')).toBeInTheDocument();
    expect(screen.getByText('Self service')).toBeInTheDocument();
    expect(within(rowOf('Till')).getByRole('checkbox', { name: 'Yes' })).toBeChecked();
    expect(within(rowOf('Kiosk')).getByRole('checkbox', { name: 'No' })).not.toBeChecked();
  });

  it('edits cells in place and marks the row Unsaved; Save Changes commits the merged record', async () => {
    const { user, onCommit, onRefresh } = renderGrid();
    const names = await screen.findAllByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    const first = names[0];
    if (!first) throw new Error('no name editor');
    await user.type(first, 's');
    expect(await screen.findByText('Unsaved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith({
      changes: [{ clientID: 'c1', name: 'Tills', description: 'Front till', allowPasswordGrant: true }],
      deletes: [],
    });
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('adds an editable row on top; typing shows Unsaved and commits it without its id', async () => {
    const { user, onCommit } = renderGrid();
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const names = await screen.findAllByRole('textbox', { name: 'Name' });
    expect(names).toHaveLength(3);
    const added = names[0];
    if (!added) throw new Error('no added row');
    expect(added).toHaveValue('');
    expect(added).toHaveFocus();
    await user.type(added, 'Pad');
    expect(screen.getByText('Unsaved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith({
      changes: [{ name: 'Pad', description: '', allowPasswordGrant: false }],
      deletes: [],
    });
  });

  it('does not count an added row that is still empty', async () => {
    const { user } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('Cancel discards pending changes', async () => {
    const { user, onCommit } = renderGrid();
    const descriptions = await screen.findAllByRole('textbox', { name: 'Description' });
    const first = descriptions[0];
    if (!first) throw new Error('no description editor');
    await user.clear(first);
    await user.type(first, 'Back till');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Description' })[0]).toHaveValue('Front till');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('reaches the next editable cell with Tab, skipping read-only ones', async () => {
    const { user } = renderGrid();
    const names = await screen.findAllByRole('textbox', { name: 'Name' });
    names[0]?.focus();
    await user.tab();
    expect(screen.getAllByRole('textbox', { name: 'Description' })[0]).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('checkbox', { name: 'Yes' })[0]).toHaveFocus();
  });

  it('sizes columns from the column widths', async () => {
    const { container } = renderGrid();
    await screen.findAllByRole('textbox', { name: 'Name' });
    const style = container.querySelector('table')?.getAttribute('style') ?? '';
    expect(style).toContain('--col-description-size: 500');
    expect(style).toContain('--col-allowPasswordGrant-size: 200');
    expect(style).toContain('--col-mrt_grid_status-size: 140');
  });

  it('stops text editors at the column maxLength', async () => {
    const { user } = renderGrid();
    const names = await screen.findAllByRole('textbox', { name: 'Name' });
    const first = names[0];
    if (!first) throw new Error('no name editor');
    await user.clear(first);
    await user.type(first, 'abcdefghijkl');
    expect(first).toHaveValue('abcdefgh');
  });

  it('toggles boolean cells', async () => {
    const { user, onCommit } = renderGrid();
    await user.click(await screen.findByRole('checkbox', { name: 'No' }));
    expect(screen.getAllByRole('checkbox', { name: 'Yes' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onCommit).toHaveBeenCalledWith({
        changes: [{ clientID: 'c2', name: 'Kiosk', description: 'Self service', allowPasswordGrant: true }],
        deletes: [],
      }),
    );
  });

  it('a select cell shows its option label until it is focused or pressed; then the select takes its place (options open on a press) and chooses', async () => {
    const kinds = [
      { value: 'Front till', label: 'Front till (FT)' },
      { value: 'Self service', label: 'Self service (SS)' },
    ];
    const { user, onCommit } = renderGrid({
      columns: [
        { key: 'name', header: 'Name', width: 300 },
        { key: 'description', header: 'Kind', width: 300, editor: 'select', options: kinds },
      ],
    });
    const [till, kiosk] = await screen.findAllByRole('textbox', { name: 'Kind' });
    if (!till || !kiosk) throw new Error('no select cells');
    expect(till).toHaveValue('Front till (FT)');
    expect(kiosk).toHaveValue('Self service (SS)');

    // The focus (Tab, say): the select replaces the stand-in and keeps the focus; the keyboard opens it.
    act(() => till.focus());
    await waitFor(() => expect(document.activeElement).not.toBe(till));
    const focused = document.activeElement;
    if (!(focused instanceof HTMLInputElement)) throw new Error('the focus was lost');
    expect(focused).toHaveAccessibleName('Kind');
    expect(focused).toHaveValue('Front till (FT)');
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Self service (SS)' }));
    expect(await screen.findByText('Unsaved')).toBeInTheDocument();

    // A press: the select takes its place with the focus and its options open.
    await user.click(kiosk);
    await user.click(await screen.findByRole('option', { name: 'Front till (FT)' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith({
      changes: [
        { clientID: 'c1', name: 'Till', description: 'Self service', allowPasswordGrant: true },
        { clientID: 'c2', name: 'Kiosk', description: 'Front till', allowPasswordGrant: false },
      ],
      deletes: [],
    });
  });

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
    expect(await within(await screen.findByRole('dialog', { name: 'Error' })).findByText('User does not exist.')).toBeInTheDocument();
  });

  it('shows a failed load in the Error modal', async () => {
    const { user, onRefresh } = renderGrid({ rows: undefined, error: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Your request has been rejected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
  });

  it('with rights None offers no add, delete or in-place editing', async () => {
    renderGrid({ rights: GridRights.None });
    expect(await screen.findByText('Till')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('Change without Delete edits in place but offers no delete', async () => {
    renderGrid({ rights: GridRights.Change });
    expect(await screen.findAllByRole('textbox', { name: 'Name' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('shows an Edit action per row only with an edit redirect', async () => {
    const editRedirect = vi.fn<(id: string) => void>();
    const { user } = renderGrid({ editRedirect, inlineEdit: false });
    await clickAction(user, rowOf('Kiosk'), 'Edit');
    expect(editRedirect).toHaveBeenCalledWith('c2');
  });

  it('has no Edit action without an edit redirect', async () => {
    renderGrid({ inlineEdit: false });
    expect(await screen.findByText('Till')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('without inline insert, Add calls onAdd', async () => {
    const onAdd = vi.fn<() => void>();
    const { user } = renderGrid({ allowInlineInsert: false, onAdd });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(2);
  });

  it('filters rows with the search box', async () => {
    const { user } = renderGrid({ inlineEdit: false });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'self');
    await waitFor(() => expect(screen.queryByText('Till')).not.toBeInTheDocument());
    expect(screen.getByText('Kiosk')).toBeInTheDocument();
  });

  it('sorts by a column header', async () => {
    const { user } = renderGrid({ inlineEdit: false });
    const order = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent ?? '');
    await screen.findByText('Till');
    expect(order()[0]).toContain('Till');
    await user.click(screen.getByRole('button', { name: 'Sort by Name ascending' }));
    await waitFor(() => expect(order()[0]).toContain('Kiosk'));
    await user.click(screen.getByRole('button', { name: /^Sort(ed)? by Name/ }));
    await waitFor(() => expect(order()[0]).toContain('Till'));
  });

  it('renders only the visible part of a large list', async () => {
    const many: Client[] = Array.from({ length: 20000 }, (_, index) => ({
      clientID: `id${index}`,
      name: `Client ${index}`,
      description: '',
      allowPasswordGrant: false,
    }));
    renderGrid({ rows: many, inlineEdit: false });
    expect(await screen.findByText('Client 0')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });

  it('gives a new view of a long list its first rows first, busy until the whole view is in; a sort reorders at once; select-all covers the whole view meanwhile; a refresh is not shortened', async () => {
    const many = (prefix: string): Client[] =>
      Array.from({ length: 150 }, (_, index) => ({
        clientID: `id${index}`,
        name: `${prefix} ${String(index).padStart(3, '0')}`,
        description: '',
        allowPasswordGrant: false,
      }));
    const { user, rerenderWith } = renderGrid({ rows: many('Client'), inlineEdit: false });
    const container = () => {
      const table = screen.getByRole('table');
      if (!table.parentElement) throw new Error('no table container');
      return table.parentElement;
    };
    // The first render of the answer: the first rows, busy; then the whole view.
    expect(container()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Client 000')).toBeInTheDocument();
    await waitFor(() => expect(container()).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    // Another order: the table reorders the rows it has, at once (never busy).
    await user.click(screen.getByRole('button', { name: 'Sort by Name ascending' }));
    await user.click(screen.getByRole('button', { name: /^Sort(ed)? by Name/ }));
    expect(await screen.findByText('Client 149')).toBeInTheDocument();
    expect(container()).toHaveAttribute('aria-busy', 'false');
    // Another filter (every row has an "e"): busy again, its first rows in the current order at once, then the
    // whole view again.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'e' } });
    await waitFor(() => expect(container()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Client 149')).toBeInTheDocument();
    // Select-all while only the first rows are in the table (a synchronous click, so still in that phase) still selects
    // every row in view, and clears them again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    expect(container()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('button', { name: 'Delete selected (150)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
    await waitFor(() => expect(container()).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    // A refresh of the same view (new rows, same order and filter) is given whole at once: never busy.
    rerenderWith({ rows: many('Renamed') });
    expect(await screen.findByText('Renamed 149')).toBeInTheDocument();
    expect(container()).toHaveAttribute('aria-busy', 'false');
  });

  it("measures a row at its laid-out height, never below a row's height (the table's last row has no bottom border)", () => {
    type Instance = Parameters<typeof measureRow>[2];
    const known = new Map<number, number>([[3, 64]]);
    const instance = {
      indexFromElement: (element: Element) => Number(element.getAttribute('data-index')),
      measurementsCache: Array.from({ length: 5 }, (_, index) => ({ size: known.get(index) ?? 51 })),
    } as unknown as Instance;
    const row = (index: number) => {
      const element = document.createElement('tr');
      element.setAttribute('data-index', String(index));
      return element;
    };
    const entry = (blockSize: number) => ({ borderBoxSize: [{ blockSize, inlineSize: 1400 }] }) as unknown as ResizeObserverEntry;
    expect(measureRow(row(0), entry(50), instance)).toBe(51);
    expect(measureRow(row(0), entry(72.6), instance)).toBe(73);
    // Before its ResizeObserver entry: what is known of the row, without a layout.
    expect(measureRow(row(3), undefined, instance)).toBe(64);
    expect(measureRow(row(1), undefined, instance)).toBe(51);
  });

  it('holds its full height while the rows load, so the answer\'s first render fills it; then fits its rows', () => {
    const { rerenderWith } = renderGrid({ rows: undefined, loading: true, height: 600 });
    const container = () => screen.getByRole('table').parentElement;
    expect(container()).toHaveStyle({ height: '600px' });
    expect(container()?.style.maxHeight).toBe('');
    rerenderWith({ rows: clients, loading: false, height: 600 });
    expect(container()).toHaveStyle({ maxHeight: '600px' });
    expect(container()?.style.height).toBe('');
  });

  it('does not hold the full height after a failed load (no rows, not loading)', () => {
    renderGrid({ rows: undefined, loading: false, error: new Error('down'), height: 600 });
    const container = screen.getAllByRole('table')[0]?.parentElement;
    expect(container).toHaveStyle({ maxHeight: '600px' });
    expect(container?.style.height).toBe('');
  });

  it('sorts again when a column\'s texts change after the rows (e.g. labels that load later)', async () => {
    const labelled = (labels: Record<string, string>): DataGridColumn<Client>[] => [
      { key: 'name', header: 'Name', width: 300 },
      { key: 'description', header: 'Kind', width: 300, readOnly: true, text: (row) => labels[row.clientID ?? ''] ?? '' },
    ];
    const firstRowText = () => within(screen.getAllByRole('row')[1] ?? document.body).getByText(/Till|Kiosk/).textContent;
    const { user, rerenderWith } = renderGrid({ columns: labelled({}), inlineEdit: false });
    await user.click(screen.getByRole('button', { name: 'Sort by Kind ascending' }));
    // No labels yet: a tie, so the answer's order.
    await waitFor(() => expect(firstRowText()).toBe('Till'));
    rerenderWith({ columns: labelled({ c1: 'Zulu', c2: 'Alpha' }) });
    await waitFor(() => expect(firstRowText()).toBe('Kiosk'));
  });

  it('handleRef adds a pending row from outside the grid (read-only cells filled), sent without its id; onDirtyChange follows', async () => {
    const handle = createRef<DataGridHandle<Client>>();
    const onDirtyChange = vi.fn<(dirty: boolean) => void>();
    const { user, onCommit } = renderGrid({
      allowInlineInsert: false,
      idKey: 'clientID',
      handleRef: handle,
      onDirtyChange,
      rights: GridRights.Insert | GridRights.Delete,
    });
    await screen.findByText('Till');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    act(() => handle.current?.addRow({ name: 'Pad', description: 'From outside' }));
    expect(await screen.findByText('Unsaved')).toBeInTheDocument();
    expect(within(rowOf('Pad')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(handle.current?.addedRecords()).toEqual([
      { clientID: '', name: 'Pad', description: 'From outside', allowPasswordGrant: false },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onCommit).toHaveBeenCalledWith({
        changes: [{ name: 'Pad', description: 'From outside', allowPasswordGrant: false }],
        deletes: [],
      }),
    );
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it("handleRef's save() saves what is pending as Save Changes does, and tells whether it did", async () => {
    const handle = createRef<DataGridHandle<Client>>();
    const { onCommit } = renderGrid({
      allowInlineInsert: false,
      idKey: 'clientID',
      handleRef: handle,
      rights: GridRights.Insert | GridRights.Delete,
    });
    await screen.findByText('Till');
    let saved: boolean | undefined;
    await act(async () => {
      saved = await handle.current?.save();
    });
    expect(saved).toBe(true);
    expect(onCommit).not.toHaveBeenCalled();
    act(() => handle.current?.addRow({ name: 'Pad' }));
    await screen.findByText('Unsaved');
    onCommit.mockImplementationOnce(() => Promise.reject(new Error('Rejected')));
    await act(async () => {
      saved = await handle.current?.save();
    });
    expect(saved).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('readOnlyOnceSaved: a key is typed in an added row but read-only in saved rows', async () => {
    const keyed: DataGridColumn<Client>[] = [{ ...columns[0]!, readOnly: false, readOnlyOnceSaved: true }, ...columns.slice(1)];
    const { user, onCommit } = renderGrid({ columns: keyed, idKey: 'clientID' });
    await screen.findByText('c1');
    expect(within(rowOf('c1')).queryByRole('textbox', { name: 'ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const id = await screen.findByRole('textbox', { name: 'ID' });
    await user.type(id, 'c3');
    await user.type(within(id.closest('tr') as HTMLElement).getByRole('textbox', { name: 'Name' }), 'Pad');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onCommit).toHaveBeenCalledWith({
        changes: [{ clientID: 'c3', name: 'Pad', description: '', allowPasswordGrant: false }],
        deletes: [],
      }),
    );
  });

  it('editorRightSection shows content at the end of a text editor, from the current record', async () => {
    const linked: DataGridColumn<Client>[] = columns.map((column) =>
      column.key === 'description'
        ? { ...column, editorRightSection: (client: Client) => <a href={`#${client.description}`}>open</a> }
        : column,
    );
    renderGrid({ columns: linked });
    await screen.findByText('c1');
    expect(within(rowOf('c1')).getByRole('link', { name: 'open' })).toHaveAttribute('href', '#Front till');
  });

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
    const noun = ['client', 'clients'] as const;
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
      expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Cancel', 'Delete']));
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
      const { user } = renderGrid({ recordNoun: noun, inlineEdit: false, rows: [{ ...clients[0], name: '' } as Client] });
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
      const [first] = within(screen.getByRole('heading', { name: 'Quiet' }).closest('div')?.parentElement ?? document.body).getAllByRole('textbox', {
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
      expect(screen.getAllByRole('textbox', { name: 'Name' }).map((input) => (input as HTMLInputElement).value)).toEqual(['Till', 'Kiosk']);
      expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
      expect(onCommit).not.toHaveBeenCalled();
    });

    it('tells an empty list from a search that matched nothing, which it offers to clear', async () => {
      const { user, rerenderWith } = renderGrid({ recordNoun: noun, inlineEdit: false, rows: undefined, loading: true });
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
      const onCommit = vi.fn<(batch: { changes: Client[]; deletes: string[] }) => Promise<unknown>>(() => Promise.reject(new Error('Bad Request.')));
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

  describe('Export CSV', () => {
    function captureDownloads() {
      const files: { name: string; blob: Blob }[] = [];
      const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        files.push({ name: '', blob: blob as Blob });
        return 'blob:test';
      });
      const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        const last = files.at(-1);
        if (last) last.name = this.download;
      });
      return { files, restore: () => [created, revoked, clicked].forEach((spy) => spy.mockRestore()) };
    }

    it('writes the rows in view, sorted and filtered, in the visible columns, as the cells show them', async () => {
      const downloads = captureDownloads();
      try {
        const { user } = renderGrid({ inlineEdit: false, rows: [...clients, { clientID: 'c3', name: '=cmd', description: 'a, "b"', allowPasswordGrant: true }] });
        await screen.findByText('Till');
        await user.type(screen.getByRole('textbox', { name: 'Search' }), 'i');
        await user.click(screen.getByRole('button', { name: 'Sort by Name ascending' }));
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(downloads.files).toHaveLength(1));
        const [file] = downloads.files;
        expect(file?.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
        expect(await file?.blob.text()).toBe(
          'ID,Name,Description,Allow Password Grant\r\nc2,Kiosk,Self service,No\r\nc1,Till,Front till,Yes',
        );
      } finally {
        downloads.restore();
      }
    });

    it('writes pending edits as shown, after a UTF-8 byte-order mark, and its description says so', async () => {
      const downloads = captureDownloads();
      try {
        const { user } = renderGrid({
          columns: [...columns.slice(0, 2), { key: 'description', header: 'Description', width: 500, exportFields: [{ header: 'Notes', text: (client) => `[${client.description}]` }] }],
        });
        const [till] = await screen.findAllByRole('textbox', { name: 'Name' });
        if (!till) throw new Error('no Name editor');
        await user.clear(till);
        await user.type(till, 'Zoë');
        expect(await screen.findByText('Unsaved')).toBeInTheDocument();
        const exportButton = screen.getByRole('button', { name: 'Export CSV' });
        expect(exportButton).toHaveAccessibleDescription(EXPORT_CSV_DESCRIPTION);
        expect(EXPORT_CSV_DESCRIPTION).toContain('pending edits included');
        await user.click(exportButton);
        await waitFor(() => expect(downloads.files).toHaveLength(1));
        const bytes = new Uint8Array(await downloads.files[0]!.blob.arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
          '\uFEFFID,Name,Notes\r\nc1,Zoë,[Front till]\r\nc2,Kiosk,[Self service]',
        );
      } finally {
        downloads.restore();
      }
    });

    it('says "Nothing to export" for an empty view and writes no file', async () => {
      const downloads = captureDownloads();
      try {
        const { user } = renderGrid({ inlineEdit: false }, { notifications: true });
        await screen.findByText('Till');
        await user.type(screen.getByRole('textbox', { name: 'Search' }), 'no such row');
        await waitFor(() => expect(screen.queryByText('Till')).not.toBeInTheDocument());
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(await screen.findByText('Nothing to export')).toBeInTheDocument();
        expect(downloads.files).toHaveLength(0);
      } finally {
        downloads.restore();
      }
    });
  });

  describe('columns', () => {
    it('hides a column with the column chooser and remembers only its id per grid', async () => {
      window.localStorage.clear();
      const { user, unmount } = renderGrid({ inlineEdit: false });
      await screen.findByText('Front till');
      await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
      await user.click(await screen.findByRole('switch', { name: 'Description' }));
      await waitFor(() => expect(screen.queryByText('Front till')).not.toBeInTheDocument());
      expect(window.localStorage.getItem('data-grid:Clients:hidden-columns')).toBe('["description"]');
      unmount();

      renderGrid({ inlineEdit: false });
      await screen.findByText('Till');
      expect(screen.queryByText('Front till')).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: /Description/ })).not.toBeInTheDocument();
      window.localStorage.clear();
    });
  });

  describe('the column chooser', () => {
    const headers = () =>
      screen
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim() ?? '')
        .filter(Boolean);

    it('Hide all hides every column and Show all shows them again, each remembered per grid; no pin controls', async () => {
      window.localStorage.clear();
      const { user, unmount } = renderGrid({ inlineEdit: false });
      await screen.findByText('Front till');
      await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
      const chooser = await screen.findByRole('dialog', { name: 'Show/Hide columns' });
      // Every control of the chooser has a name, and none pins a column.
      for (const button of within(chooser).getAllByRole('button')) expect(button).toHaveAccessibleName();
      expect(within(chooser).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hide all', 'Show all']);

      await user.click(within(chooser).getByRole('button', { name: 'Hide all' }));
      await waitFor(() => expect(headers()).toEqual(['Status', 'Actions']));
      for (const name of ['ID', 'Name', 'Description', 'Allow Password Grant']) {
        expect(within(chooser).getByRole('switch', { name })).not.toBeChecked();
      }
      expect(JSON.parse(window.localStorage.getItem('data-grid:Clients:hidden-columns') ?? '[]')).toEqual([
        'clientID',
        'name',
        'description',
        'allowPasswordGrant',
      ]);
      unmount();

      const again = renderGrid({ inlineEdit: false });
      await waitFor(() => expect(headers()).toEqual(['Status', 'Actions']));
      await again.user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
      await again.user.click(within(await screen.findByRole('dialog', { name: 'Show/Hide columns' })).getByRole('button', { name: 'Show all' }));
      await waitFor(() => expect(headers()).toEqual(['Status', 'ID', 'Name', 'Description', 'Allow Password Grant', 'Actions']));
      expect(window.localStorage.getItem('data-grid:Clients:hidden-columns')).toBeNull();
      window.localStorage.clear();
    });
  });

  describe('quick filter and sort in the URL', () => {
    it('opens with the URL state and reports each change', async () => {
      const set = vi.fn();
      const { user } = renderGrid({ inlineEdit: false, urlState: { q: 'i', sort: { id: 'name', desc: true }, set } });
      await screen.findByText('Till');
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('i');
      const order = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent ?? '');
      expect(order()[0]).toContain('Till');
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'o');
      expect(set).toHaveBeenLastCalledWith({ q: 'io' });
      await user.clear(screen.getByRole('textbox', { name: 'Search' }));
      await user.click(screen.getByRole('button', { name: /^Sort(ed)? by Name/ }));
      expect(set).toHaveBeenLastCalledWith({ sort: undefined });
    });
  });

  it('follows a view that a navigation from outside the grid gives the page (a link to the bare address)', async () => {
    let follow: ((view: { q: string; sort: { id: string; desc: boolean } | undefined }) => void) | undefined;
    const set = vi.fn();
    renderGrid({
      inlineEdit: false,
      urlState: {
        q: 'kiosk',
        sort: { id: 'name', desc: true },
        set,
        subscribe: (listener) => {
          follow = listener;
          return () => (follow = undefined);
        },
      },
    });
    await screen.findByText('Kiosk');
    expect(screen.queryByText('Till')).not.toBeInTheDocument();
    act(() => follow?.({ q: '', sort: undefined }));
    expect(await screen.findByText('Till')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Sort by Name/ })).toBeInTheDocument();
    // The grid does not write back what the URL gave it.
    expect(set).not.toHaveBeenCalled();
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

      for (const input of screen.getAllByRole('textbox', { name: /^(Name|Description)$/ })) expect(input).toBeDisabled();
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
      expect(dialog).toHaveTextContent(`Network error. ${OUTCOME_UNKNOWN.list}`);
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

    it('refused because the session ended (401): no Error modal; the change stays pending and the session dialog\'s Retry sends it again', async () => {
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
    it('opens the Error modal once: OK loads again; a failure again shows in the grid\'s place with Retry', async () => {
      const { user, onRefresh, rerenderWith } = renderGrid({ rows: undefined, error: new ApiFailure(500, 'Internal Server Error') });
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

    it('closed with Escape (or ×, or a click outside) it does not load again: the failure shows in the grid\'s place', async () => {
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
      await user.click(within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }));
      rerenderWith({ error: new ApiFailure(500, 'Bad Gateway') });
      expect(await screen.findByRole('alert')).toHaveTextContent('Bad Gateway');
      expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toBeEnabled();
    });

    it('a 401 shows in the grid\'s place at once (the shell says the session ended)', async () => {
      renderGrid({ rows: undefined, error: new ApiFailure(401, 'Unauthorized') });
      expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
      expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
    });
  });

  describe('unsaved changes guard (as on edit pages)', () => {
    function renderRouted() {
      const rootRoute = createRootRoute({ staticData: { title: 'Test' }, component: () => <Outlet /> });
      const gridRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/grid',
        staticData: { title: 'Grid' },
        component: () => <DataGrid<Client> title="Clients" rows={clients} getId={getId} columns={columns} rights={GridRights.Full} newRow={blank} onCommit={() => Promise.resolve({})} onRefresh={() => undefined} />,
      });
      const otherRoute = createRoute({ getParentRoute: () => rootRoute, path: '/other', staticData: { title: 'Other' }, component: () => <p>Other page</p> });
      const router = createRouter({
        routeTree: rootRoute.addChildren([gridRoute, otherRoute]),
        history: createMemoryHistory({ initialEntries: ['/grid'] }),
      });
      const view = renderWithProviders(
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      return { ...view, router, user: userEvent.setup() };
    }

    it('asks before leaving with pending changes (Stay keeps them, Leave goes), and counts them as the page\'s unsaved work', async () => {
      const { router, user, unmount } = renderRouted();
      const [first] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!first) throw new Error('no name editor');
      expect(hasUnsavedWork()).toBe(false);
      await user.type(first, '2');
      await waitFor(() => expect(hasUnsavedWork()).toBe(true));

      router.history.push('/other');
      const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
      expect(ask).toHaveTextContent(UNSAVED_MESSAGE);
      await user.click(within(ask).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
      expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Till2');

      router.history.push('/other');
      await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByText('Other page')).toBeInTheDocument();
      expect(hasUnsavedWork()).toBe(false);
      unmount();
    });

    it('does not ask about a navigation to the same list with another view: the page and its changes stay', async () => {
      const { router, user, unmount } = renderRouted();
      const [first] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!first) throw new Error('no name editor');
      await user.type(first, '2');
      await waitFor(() => expect(hasUnsavedWork()).toBe(true));
      act(() => router.history.push('/grid?q=till'));
      await waitFor(() => expect(router.state.resolvedLocation?.search).toEqual({ q: 'till' }));
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Till2');
      unmount();
    });

    it('does not ask without pending changes, nor after Cancel', async () => {
      const { router, user, unmount } = renderRouted();
      const [first] = await screen.findAllByRole('textbox', { name: 'Name' });
      if (!first) throw new Error('no name editor');
      await user.type(first, '2');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(hasUnsavedWork()).toBe(false));
      router.history.push('/other');
      expect(await screen.findByText('Other page')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
      unmount();
    });
  });
});
