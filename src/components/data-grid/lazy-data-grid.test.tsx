import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GridRights } from '#/api/schema.gen';

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

/**
 * The wrapper and the providers as fresh module instances: the grid's code loads once per instance, and test files
 * share their worker's modules, so another file may have loaded it already.
 */
async function freshWrapper() {
  vi.resetModules();
  const { renderWithProviders } = await import('#/test/render');
  const { DataGrid } = await import('./lazy-data-grid');
  return { renderWithProviders, DataGrid };
}

describe('DataGrid on demand', { timeout: 60_000 }, () => {
  it('shows its stand-in until the grid code is in, then the grid; once in, a grid renders at once, without it', async () => {
    const { renderWithProviders, DataGrid } = await freshWrapper();
    const first = renderWithProviders(<DataGrid<Thing> {...props} />);
    // The stand-in: the title and the rows, read-only under the grid's loader (grid-stand-in.test.tsx).
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading Things')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Widget', hidden: true })).toBeInTheDocument();
    // The grid's code (mantine-react-table and all) is imported cold here: on a busy machine, more than a second.
    expect(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading Things')).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<DataGrid<Thing> {...props} title="More things" />);
    // In the same render, not after an update. (What the module in state avoids, React holding back content that
    // replaces a Suspense fallback for up to 300 ms, is a matter of time: the bench shows it, not this test.)
    expect(screen.getByRole('heading', { name: 'More things' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading More things')).not.toBeInTheDocument();
  });
});
