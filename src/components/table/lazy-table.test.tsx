import { screen } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBlock } from '#/test/held-block';
import { renderInFreshEnglish } from '#/test/render-afresh';

let held: ReturnType<typeof holdBlock> | undefined;

/**
 * The wrapper, loaded afresh, with its block held back until the test lets it arrive; `render` renders inside the
 * message context loaded afresh with it (the one the wrapper's loader label reads), in English.
 */
async function wrapperWithHeldBlock() {
  held = holdBlock(new URL('./table-block.ts', import.meta.url));
  const { Table } = await import('./lazy-table');
  const render = (ui: ReactElement) => renderInFreshEnglish(ui);
  return { Table, render, arrive: held.arrive, failToArrive: held.failToArrive };
}

afterEach(() => held?.restore());

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('Table (loaded on demand)', () => {
  it('holds the table’s place with a loader, then shows Mantine’s table with its parts', async () => {
    const { Table, render, arrive } = await wrapperWithHeldBlock();
    await render(
      <Table.ScrollContainer minWidth={500}>
        <Table striped aria-label="Versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Component</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Auth</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    expect(screen.getByLabelText('Loading Versions')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await arrive();
    // (Found once drawn: a busy worker can take a little longer than the arrival itself.)
    const table = await screen.findByRole('table', { name: 'Versions' });
    expect(table).toHaveClass('mantine-Table-table');
    expect(screen.getByRole('cell', { name: 'Auth' }).closest('tr')).toHaveAttribute('data-striped');
    expect(screen.getByRole('cell', { name: 'Auth' })).toBeInTheDocument();
    expect(table.closest('.mantine-TableScrollContainer-scrollContainerInner')).not.toBeNull();
    expect(screen.queryByLabelText('Loading Versions')).not.toBeInTheDocument();
  });

  it('fails the render when the table cannot be downloaded (the route shows the chunk failure)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Table, render, failToArrive } = await wrapperWithHeldBlock();
    await render(
      <Boundary>
        <Table aria-label="Versions">
          <Table.Tbody />
        </Table>
      </Boundary>,
    );
    await failToArrive();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
