import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GridRights } from '#/api/schema.gen';
import { renderWithProviders } from '#/test/render';
import type { DataGridProps } from './data-grid-types';
import { GridStandIn } from './grid-stand-in';

interface Thing {
  id: string;
  name: string;
  colour: string;
  active: boolean;
  code: string;
}

const things: Thing[] = Array.from({ length: 100 }, (_, index) => ({
  id: `t${index}`,
  name: `Thing ${String(index).padStart(3, '0')}`,
  colour: index % 2 ? 'red' : index % 5 ? 'blue' : 'mauve',
  active: index % 3 === 0,
  code: `C${index}`,
}));

const props: DataGridProps<Thing> = {
  title: 'Things',
  rows: things,
  getId: (thing) => thing.id,
  columns: [
    { key: 'name', header: 'Name' },
    {
      key: 'colour',
      header: 'Colour',
      editor: 'select',
      options: [
        { value: 'red', label: 'Red' },
        { value: 'blue', label: 'Blue' },
      ],
    },
    { key: 'active', header: 'Active', editor: 'boolean' },
    { key: 'code', header: 'Code', readOnly: true, render: (thing) => <a href={`#${thing.code}`}>{thing.code}</a> },
  ],
  rights: GridRights.Full,
  onCommit: () => Promise.resolve(),
  onRefresh: () => Promise.resolve(),
};

const view = (q: string, sort?: { id: string; desc: boolean }) => ({ q, sort, set: vi.fn() });
const names = () =>
  screen.getAllByRole('textbox', { name: 'Name', hidden: true }).map((input) => input.getAttribute('value'));

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('GridStandIn', () => {
  it("shows the title, the columns and the first rows the window holds, each cell as the grid draws it, under the grid's loader", () => {
    vi.stubGlobal('innerHeight', 500);
    renderWithProviders(<GridStandIn {...props} />);
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading Things').closest('[role="status"]')).not.toBeNull();
    const headers = screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);
    // The selection column (the rights allow a delete) and the actions column (an edit or a delete) as in the grid.
    expect(headers).toEqual(['', 'Name', 'Colour', 'Active', 'Code', 'Actions']);
    // 500 px hold 10 rows of at least 50 px.
    expect(names()).toEqual(things.slice(0, 10).map((thing) => thing.name));
    const rows = screen.getAllByRole('row', { hidden: true }).slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('textbox', { name: 'Name', hidden: true })).toHaveAttribute('readonly');
    // A select shows its option's label, nothing for a value that is not one of them.
    expect(first.getByRole('textbox', { name: 'Colour', hidden: true })).toHaveValue('');
    expect(within(rows[1] as HTMLElement).getByRole('textbox', { name: 'Colour', hidden: true })).toHaveValue('Red');
    // A check box (ticked for Thing 000), and a read-only column as the screen renders it.
    expect(first.queryByRole('textbox', { name: 'Active', hidden: true })).not.toBeInTheDocument();
    expect(rows[0]?.querySelectorAll('[data-checked]')).toHaveLength(1);
    expect(rows[1]?.querySelectorAll('[data-checked]')).toHaveLength(0);
    expect(first.getByRole('link', { name: 'C0', hidden: true })).toHaveAttribute('href', '#C0');
    // Busy, and nothing in it takes the focus or a click until the grid replaces it.
    expect(screen.getByRole('table', { hidden: true }).closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('table', { hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it('shows text where the grid edits nothing in place (rights without Change)', () => {
    renderWithProviders(<GridStandIn {...props} rights={GridRights.Delete} />);
    // (Within the table: a test before may have left Mantine's textarea measurer in the page.)
    const table = within(screen.getByRole('table', { hidden: true }));
    expect(table.queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
    const first = screen.getAllByRole('row', { hidden: true })[1];
    expect(first).toHaveTextContent('Thing 000');
  });

  it('shows the view the grid opens with: the quick filter and sort of the URL, and the columns the user kept', () => {
    window.localStorage.setItem('data-grid:Things:hidden-columns', JSON.stringify(['colour']));
    renderWithProviders(<GridStandIn {...props} urlState={view('thing 09', { id: 'name', desc: true })} />);
    expect(screen.queryByRole('columnheader', { name: 'Colour', hidden: true })).not.toBeInTheDocument();
    expect(names()).toEqual(
      things
        .slice(90)
        .map((thing) => thing.name)
        .reverse(),
    );
  });

  it("draws an edited column's right section beside its input, as the grid does; a select's never", () => {
    vi.stubGlobal('innerHeight', 50);
    const open = (thing: Thing) => <a href={`#${thing.id}`}>Open {thing.name}</a>;
    const [name, colour, ...rest] = props.columns;
    const columns = [
      { ...name, editorRightSection: open },
      { ...colour, editorRightSection: open },
      ...rest,
    ] as DataGridProps<Thing>['columns'];
    renderWithProviders(<GridStandIn {...props} columns={columns} />);
    const links = screen.getAllByRole('link', { name: /^Open/, hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Open Thing 000']);
    // In the input's own box, after it.
    const input = screen.getByRole('textbox', { name: 'Name', hidden: true });
    expect(input.nextElementSibling).toContainElement(links[0] as HTMLElement);
  });

  it('without rights to delete or edit, has no selection or actions column; without rows, no rows', () => {
    renderWithProviders(<GridStandIn {...props} rows={undefined} rights={GridRights.None} />);
    const headers = screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Colour', 'Active', 'Code']);
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(1);
    expect(screen.getByLabelText('Loading Things')).toBeInTheDocument();
  });
});
