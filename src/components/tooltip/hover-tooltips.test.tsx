import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { HoverTooltip, HoverTooltips } from './hover-tooltips';

function Actions() {
  return (
    <HoverTooltips>
      <HoverTooltip label="Invite a user to this organisation">
        <button type="button" aria-label="Invite">
          +
        </button>
      </HoverTooltip>
      <HoverTooltip label="Configure">
        <button type="button" aria-label="Configure">
          ⚙
        </button>
      </HoverTooltip>
    </HoverTooltips>
  );
}

describe('HoverTooltips', () => {
  // Mantine's tooltip code is in before the first pointer move, as on a screen open for a moment (a cold import of
  // Mantine 9's takes a busy machine longer than the tests' pointer); its arrival is lazy-tooltip.test.tsx's subject.
  beforeAll(async () => {
    await import('./tooltip-block');
  });

  it('mounts no tooltip until a mouse moves over the group, then opens the one of the control under it at once', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Actions />);
    // Nothing of a tooltip in the page before: the controls alone.
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // The control is found by its name, though its tooltip says more.
    await user.hover(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('tooltip', { name: 'Invite a user to this organisation' })).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Configure' }));
    expect(await screen.findByRole('tooltip', { name: 'Configure' })).toBeInTheDocument();
  });

  it('gives the keyboard focus back to the control that had it when the tooltips mount', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Actions />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Configure' })).toHaveFocus();
    await user.hover(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('tooltip', { name: 'Invite a user to this organisation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configure' })).toHaveFocus();
  });

  it('opens no tooltip when the pointer is between the controls, though something around the group has a name', async () => {
    renderWithProviders(
      <section aria-label="Configure">
        <Actions />
      </section>,
    );
    const group = screen.getByRole('button', { name: 'Invite' }).parentElement;
    if (!group) throw new Error('the group is not in the page');
    fireEvent.pointerMove(group, { pointerType: 'mouse', buttons: 0 });
    // The tooltips are mounted (a later move over a control opens its own), but none opened by itself.
    await screen.findByRole('button', { name: 'Configure' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
