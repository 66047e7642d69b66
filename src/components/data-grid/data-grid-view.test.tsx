// The data grid: rights, the view (search, sort, first rows, columns, URL) and Export CSV.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GridRights } from '#/api/schema.gen';
import { type Client, clients, columns, renderGrid, rowOf, clickAction, setUpGridLayout } from '#/test/data-grid-kit';
import { english } from '#/test/translate';
import { ROWS_MADE_AT_ONCE } from './core-row-model';
import { type DataGridColumn } from './data-grid';
import { measureRow } from './use-grid-table';

/** The table's scrolling container (where the grid says it is busy). */
function tableContainer(): HTMLElement {
  const table = screen.getByRole('table');
  if (!table.parentElement) throw new Error('no table container');
  return table.parentElement;
}

setUpGridLayout();

describe('DataGrid', () => {
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

  it('gives the Status column room only while a row has a status, last before the actions; the edited cell keeps its place and the focus', async () => {
    const columnNames = () =>
      screen
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim() ?? '')
        .filter(Boolean);
    const { user } = renderGrid({});
    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    if (!name) throw new Error('a Name cell');
    expect(columnNames()).not.toContain('Status');
    await user.type(name, '1');
    await waitFor(() => expect(columnNames().slice(-2)).toEqual(['Status', 'Actions']));
    expect(name).toHaveFocus();
    const row = name.closest('tr');
    if (!row) throw new Error('the row of the Name cell');
    expect(within(row).getByText('Unsaved')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Till');
    await waitFor(() => expect(columnNames()).not.toContain('Status'));
  });

  it('filters rows with the search box', async () => {
    const { user } = renderGrid({ inlineEdit: false });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'self');
    await waitFor(() => expect(screen.queryByText('Till')).not.toBeInTheDocument());
    expect(screen.getByText('Kiosk')).toBeInTheDocument();
  });

  it('sorts by a column header', async () => {
    const { user } = renderGrid({ inlineEdit: false });
    const order = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
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
    // The first render of the answer: the first rows, busy; then the whole view.
    expect(tableContainer()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Client 000')).toBeInTheDocument();
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    // Another order: the table reorders the rows it has, at once (never busy).
    await user.click(screen.getByRole('button', { name: 'Sort by Name ascending' }));
    await user.click(screen.getByRole('button', { name: /^Sort(ed)? by Name/ }));
    expect(await screen.findByText('Client 149')).toBeInTheDocument();
    expect(tableContainer()).toHaveAttribute('aria-busy', 'false');
    // Another filter (every row has an "e"): busy again, its first rows in the current order at once, then the
    // whole view again.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'e' } });
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Client 149')).toBeInTheDocument();
    // Select-all while only the first rows are in the table (a synchronous click, so still in that phase) still selects
    // every row in view, and clears them again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    expect(tableContainer()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('button', { name: 'Delete selected (150)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    // A refresh of the same view (new rows, same order and filter) is given whole at once: never busy.
    rerenderWith({ rows: many('Renamed') });
    expect(await screen.findByText('Renamed 149')).toBeInTheDocument();
    expect(tableContainer()).toHaveAttribute('aria-busy', 'false');
  });

  it('gives a long answer that arrives after the grid has shown its loader its first rows first, busy until all are in', async () => {
    const many: Client[] = Array.from({ length: 150 }, (_, index) => ({
      clientID: `id${index}`,
      name: `Client ${String(index).padStart(3, '0')}`,
      description: '',
      allowPasswordGrant: false,
    }));
    const { rerenderWith } = renderGrid({ rows: undefined, loading: true, inlineEdit: false });
    // The grid waits for its rows a while: past the frame and task after which it takes its (empty) view as shown.
    expect(tableContainer()).toHaveAttribute('aria-busy', 'false');
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    rerenderWith({ rows: many, loading: false });
    expect(tableContainer()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Client 000')).toBeInTheDocument();
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'false'));
  });

  it('shows the first rows of a list still being read, busy and read-only, nothing to add, select or export, until all are in', async () => {
    const many: Client[] = Array.from({ length: 150 }, (_, index) => ({
      clientID: `id${index}`,
      name: `Client ${String(index).padStart(3, '0')}`,
      description: '',
      allowPasswordGrant: false,
    }));
    const { rerenderWith, user } = renderGrid({ rows: many.slice(0, 100), loading: true, partial: true });
    expect(await screen.findByDisplayValue('Client 000')).toBeDisabled();
    expect(tableContainer()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Toggle select all' })).toBeDisabled();
    // A search meanwhile finds nothing among the first rows: no "no match" yet, the rest may hold it.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Client 149');
    await waitFor(() => expect(screen.queryByDisplayValue('Client 000')).not.toBeInTheDocument());
    expect(screen.queryByText(english('grid.empty.clearSearch'))).not.toBeInTheDocument();
    rerenderWith({ rows: many, loading: false, partial: false });
    expect(await within(screen.getByRole('table')).findByDisplayValue('Client 149')).toBeEnabled();
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('makes the rows of a large view in slices, busy meanwhile with the rows it had, then shows and sorts them all', async () => {
    const many: Client[] = Array.from({ length: ROWS_MADE_AT_ONCE + 500 }, (_, index) => ({
      clientID: `id${index}`,
      name: `Client ${String(index).padStart(5, '0')}`,
      description: '',
      allowPasswordGrant: false,
    }));
    const { rerenderWith, user } = renderGrid({ rows: many.slice(0, 100), inlineEdit: false });
    expect(await screen.findByText('Client 00000')).toBeInTheDocument();
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'false'));
    // A refresh with many more rows: the rows it had stay, busy, until the new ones' table rows are made.
    rerenderWith({ rows: many });
    expect(tableContainer()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Client 00000')).toBeInTheDocument();
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'false'));
    await user.click(screen.getByRole('button', { name: 'Sort by Name ascending' }));
    await waitFor(() => expect(tableContainer()).toHaveAttribute('aria-busy', 'false'));
    await user.click(screen.getByRole('button', { name: /^Sort(ed)? by Name/ }));
    expect(await screen.findByText(`Client ${String(many.length - 1).padStart(5, '0')}`)).toBeInTheDocument();
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
    const entry = (blockSize: number) =>
      ({ borderBoxSize: [{ blockSize, inlineSize: 1400 }] }) as unknown as ResizeObserverEntry;
    expect(measureRow(row(0), entry(50), instance)).toBe(51);
    expect(measureRow(row(0), entry(72.6), instance)).toBe(73);
    // Before its ResizeObserver entry: what is known of the row, without a layout.
    expect(measureRow(row(3), undefined, instance)).toBe(64);
    expect(measureRow(row(1), undefined, instance)).toBe(51);
  });

  it("holds its full height while the rows load, so the answer's first render fills it; then fits its rows", () => {
    const { rerenderWith } = renderGrid({ rows: undefined, loading: true, height: 600 });
    expect(tableContainer()).toHaveStyle({ height: '600px' });
    expect(tableContainer().style.maxHeight).toBe('');
    rerenderWith({ rows: clients, loading: false, height: 600 });
    expect(tableContainer()).toHaveStyle({ maxHeight: '600px' });
    expect(tableContainer().style.height).toBe('');
  });

  it('does not hold the full height after a failed load (no rows, not loading)', () => {
    renderGrid({ rows: undefined, loading: false, error: new Error('down'), height: 600 });
    const container = screen.getAllByRole('table')[0]?.parentElement;
    expect(container).toHaveStyle({ maxHeight: '600px' });
    expect(container?.style.height).toBe('');
  });

  it("sorts again when a column's texts change after the rows (e.g. labels that load later)", async () => {
    const labelled = (labels: Record<string, string>): DataGridColumn<Client>[] => [
      { key: 'name', header: 'Name', width: 300 },
      {
        key: 'description',
        header: 'Kind',
        width: 300,
        readOnly: true,
        text: (row) => labels[row.clientID ?? ''] ?? '',
      },
    ];
    const firstRowText = () =>
      within(screen.getAllByRole('row')[1] ?? document.body).getByText(/Till|Kiosk/).textContent;
    const { user, rerenderWith } = renderGrid({ columns: labelled({}), inlineEdit: false });
    await user.click(screen.getByRole('button', { name: 'Sort by Kind ascending' }));
    // No labels yet: a tie, so the answer's order.
    await waitFor(() => expect(firstRowText()).toBe('Till'));
    rerenderWith({ columns: labelled({ c1: 'Zulu', c2: 'Alpha' }) });
    await waitFor(() => expect(firstRowText()).toBe('Kiosk'));
  });

  describe('Export CSV', () => {
    function captureDownloads() {
      const files: { name: string; blob: Blob }[] = [];
      const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        files.push({ name: '', blob: blob as Blob });
        return 'blob:test';
      });
      const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        const last = files.at(-1);
        if (last) last.name = this.download;
      });
      return { files, restore: () => [created, revoked, clicked].forEach((spy) => spy.mockRestore()) };
    }

    it('writes the rows in view, sorted and filtered, in the visible columns, as the cells show them', async () => {
      const downloads = captureDownloads();
      try {
        const { user } = renderGrid({
          inlineEdit: false,
          rows: [...clients, { clientID: 'c3', name: '=cmd', description: 'a, "b"', allowPasswordGrant: true }],
        });
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
          columns: [
            ...columns.slice(0, 2),
            {
              key: 'description',
              header: 'Description',
              width: 500,
              exportFields: [{ header: 'Notes', text: (client) => `[${client.description}]` }],
            },
          ],
        });
        const [till] = await screen.findAllByRole('textbox', { name: 'Name' });
        if (!till) throw new Error('no Name editor');
        await user.clear(till);
        await user.type(till, 'Zoë');
        expect(await screen.findByText('Unsaved')).toBeInTheDocument();
        const exportButton = screen.getByRole('button', { name: 'Export CSV' });
        expect(exportButton).toHaveAccessibleDescription(english('grid.toolbar.exportCsvDescription'));
        expect(english('grid.toolbar.exportCsvDescription')).toContain('pending edits included');
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

    it('shows the button busy while the file is written, and a second click meanwhile writes no second file', async () => {
      const downloads = captureDownloads();
      try {
        const { user } = renderGrid({ inlineEdit: false });
        await screen.findByText('Till');
        const exportButton = screen.getByRole('button', { name: 'Export CSV' });
        // Clicks dispatched at once, with nothing awaited between them: the file is still being written.
        fireEvent.click(exportButton);
        expect(exportButton).toHaveAttribute('aria-busy', 'true');
        expect(exportButton).toBeEnabled();
        fireEvent.click(exportButton);
        await waitFor(() => expect(exportButton).toHaveAttribute('aria-busy', 'false'));
        expect(downloads.files).toHaveLength(1);
        await user.click(exportButton);
        await waitFor(() => expect(downloads.files).toHaveLength(2));
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

    it('Hide all hides every column but the one naming the row, Show all shows them again, each remembered per grid; no pin controls', async () => {
      window.localStorage.clear();
      const { user, unmount } = renderGrid({ inlineEdit: false });
      await screen.findByText('Front till');
      await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
      const chooser = await screen.findByRole('dialog', { name: 'Show/Hide columns' });
      // Every control of the chooser has a name, and none pins a column.
      for (const button of within(chooser).getAllByRole('button')) expect(button).toHaveAccessibleName();
      expect(
        within(chooser)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Hide all', 'Show all']);

      await user.click(within(chooser).getByRole('button', { name: 'Hide all' }));
      // One data column stays (an empty grid would export empty lines): the one that names the row.
      await waitFor(() => expect(headers()).toEqual(['Name', 'Actions']));
      for (const name of ['ID', 'Description', 'Allow Password Grant']) {
        expect(within(chooser).getByRole('switch', { name })).not.toBeChecked();
      }
      // The last column shown cannot be switched off.
      expect(within(chooser).getByRole('switch', { name: 'Name' })).toBeChecked();
      expect(within(chooser).getByRole('switch', { name: 'Name' })).toBeDisabled();
      expect(JSON.parse(window.localStorage.getItem('data-grid:Clients:hidden-columns') ?? '[]')).toEqual([
        'clientID',
        'description',
        'allowPasswordGrant',
      ]);
      unmount();

      // A choice stored before that hid every column still shows one.
      window.localStorage.setItem(
        'data-grid:Clients:hidden-columns',
        JSON.stringify(['clientID', 'name', 'description', 'allowPasswordGrant']),
      );
      const again = renderGrid({ inlineEdit: false });
      await waitFor(() => expect(headers()).toEqual(['Name', 'Actions']));
      await again.user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
      await again.user.click(
        within(await screen.findByRole('dialog', { name: 'Show/Hide columns' })).getByRole('button', {
          name: 'Show all',
        }),
      );
      await waitFor(() => expect(headers()).toEqual(['ID', 'Name', 'Description', 'Allow Password Grant', 'Actions']));
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
      const order = () =>
        screen
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent ?? '');
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
});
