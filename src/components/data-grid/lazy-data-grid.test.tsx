import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GridRights } from '../../api/schema.gen';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './lazy-data-grid';

interface Thing {
  id: string;
  name: string;
}

const props = {
  title: 'Things',
  rows: [{ id: 't1', name: 'Widget' }],
  getId: (thing: Thing) => thing.id,
  columns: [{ key: 'name' as const, header: 'Name' }],
  rights: GridRights.None,
  onCommit: () => Promise.resolve(),
  onRefresh: vi.fn<() => void>(),
  // Without a router here.
  guard: false,
};

// The grid's code loads once per module instance: this is the only test file that imports ./lazy-data-grid, so its
// first render here is the first in its worker whatever the file order.
describe('DataGrid on demand', () => {
  it('shows a loader until the grid code is in, then the grid; once in, a grid renders at once, with no loader', async () => {
    const first = renderWithProviders(<DataGrid<Thing> {...props} />);
    expect(screen.getByLabelText('Loading Things')).toBeInTheDocument();
    // The grid's code (mantine-react-table and all) is imported cold here: on a busy machine, more than a second.
    expect(await screen.findByRole('heading', { name: 'Things' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading Things')).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<DataGrid<Thing> {...props} title="More things" />);
    // In the same render, not after an update. (What the module in state avoids, React holding back content that
    // replaces a Suspense fallback for up to 300 ms, is a matter of time: the bench shows it, not this test.)
    expect(screen.getByRole('heading', { name: 'More things' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading More things')).not.toBeInTheDocument();
  });
});
