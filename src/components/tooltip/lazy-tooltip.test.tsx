import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';

/**
 * Loads a fresh copy of the wrapper whose block arrives when the test says so (`release`), or fails (`fail`), so the
 * time before the tooltip is there can be seen.
 */
async function wrapperWithHeldBlock() {
  let release!: () => void;
  let fail!: () => void;
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('Failed to fetch dynamically imported module'));
  });
  vi.resetModules();
  vi.doMock('./tooltip-block', async () => {
    await gate;
    return vi.importActual<typeof import('./tooltip-block')>('./tooltip-block');
  });
  const { Tooltip } = await import('./lazy-tooltip');
  const settle = async (action: () => void) => {
    action();
    await act(async () => {
      // The wrapper's own import of the block was made first, so it has settled when this one has.
      await import('./tooltip-block').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { Tooltip, arrive: () => settle(release), failToArrive: () => settle(fail) };
}

afterEach(() => {
  vi.doUnmock('./tooltip-block');
  vi.resetModules();
});

describe('Tooltip (loaded on demand)', () => {
  it('shows its child alone until the tooltip is in, then the tooltip on hover', async () => {
    const user = userEvent.setup();
    const { Tooltip, arrive } = await wrapperWithHeldBlock();
    renderWithProviders(
      <Tooltip label="Refresh the list">
        <button type="button">Refresh</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await arrive();
    const button = screen.getByRole('button', { name: 'Refresh' });
    await user.unhover(button);
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the list');
  });

  it('gives the keyboard focus back to a child that had it when the tooltip arrives', async () => {
    const user = userEvent.setup();
    const { Tooltip, arrive } = await wrapperWithHeldBlock();
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <Tooltip label="Copy">
          <button type="button">Copy Client ID</button>
        </Tooltip>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy Client ID' })).toHaveFocus();

    await arrive();
    expect(screen.getByRole('button', { name: 'Copy Client ID' })).toHaveFocus();
  });

  it('leaves the focus where it is when the child did not have it', async () => {
    const user = userEvent.setup();
    const { Tooltip, arrive } = await wrapperWithHeldBlock();
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <Tooltip label="Copy">
          <button type="button">Copy Client ID</button>
        </Tooltip>
      </>,
    );
    await user.tab();
    await arrive();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('keeps the child alone when the tooltip cannot be downloaded', async () => {
    const user = userEvent.setup();
    const { Tooltip, failToArrive } = await wrapperWithHeldBlock();
    renderWithProviders(
      <Tooltip label="Copy">
        <button type="button">Copy Client ID</button>
      </Tooltip>,
    );
    await failToArrive();
    await user.hover(screen.getByRole('button', { name: 'Copy Client ID' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
