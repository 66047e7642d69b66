import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { holdBlock } from '#/test/held-block';
import { renderWithProviders } from '#/test/render';

let held: ReturnType<typeof holdBlock> | undefined;

/** The wrapper, loaded afresh, with its block held back until the test lets it arrive. */
async function wrapperWithHeldBlock() {
  held = holdBlock(new URL('./tooltip-block.ts', import.meta.url));
  const { Tooltip } = await import('./lazy-tooltip');
  return { Tooltip, arrive: held.arrive, failToArrive: held.failToArrive };
}

afterEach(() => held?.restore());

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
