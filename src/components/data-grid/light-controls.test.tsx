import { ActionIcon, Combobox, Input, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { markupInTheme, renderWithProviders } from '#/test/render';
import { CellInput, RowActionButton } from './light-controls';

const markup = markupInTheme;

describe('CellInput', () => {
  it("is Mantine's extra-small full-width Input, element for element (its classes, variables and attributes)", () => {
    const change = () => undefined;
    expect(markup(<CellInput aria-label="Short Name" value="Ada" maxLength={5} onChange={change} />)).toBe(
      markup(<Input size="xs" w="100%" aria-label="Short Name" value="Ada" maxLength={5} onChange={change} />),
    );
  });

  it("as a select's stand-in, is the read-only Input with the select's pointer and chevron", () => {
    expect(markup(<CellInput chevron aria-label="Locale" aria-haspopup="listbox" readOnly value="English" />)).toBe(
      markup(
        <Input
          size="xs"
          w="100%"
          aria-label="Locale"
          aria-haspopup="listbox"
          readOnly
          pointer
          value="English"
          rightSection={<Combobox.Chevron size="xs" />}
          rightSectionPointerEvents="none"
        />,
      ),
    );
  });
});

describe('RowActionButton', () => {
  it("is Mantine's subtle ActionIcon in the theme's colour or another, enabled or disabled", () => {
    const click = () => undefined;
    expect(
      markup(
        <RowActionButton aria-label="Edit" onClick={click}>
          <IconPencil size={18} />
        </RowActionButton>,
      ),
    ).toBe(
      markup(
        <ActionIcon variant="subtle" aria-label="Edit" onClick={click}>
          <IconPencil size={18} />
        </ActionIcon>,
      ),
    );
    expect(
      markup(
        <RowActionButton color="red" aria-label="Delete" disabled onClick={click}>
          <IconTrash size={18} />
        </RowActionButton>,
      ),
    ).toBe(
      markup(
        <ActionIcon variant="subtle" color="red" aria-label="Delete" disabled onClick={click}>
          <IconTrash size={18} />
        </ActionIcon>,
      ),
    );
  });

  it('is a button that takes a press, and none while disabled', async () => {
    const user = userEvent.setup();
    const click = vi.fn();
    const { rerender } = renderWithProviders(
      <RowActionButton aria-label="Edit" onClick={click}>
        <IconPencil size={18} />
      </RowActionButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(click).toHaveBeenCalledTimes(1);
    rerender(
      <RowActionButton aria-label="Edit" disabled onClick={click}>
        <IconPencil size={18} />
      </RowActionButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('keeps its classes and variables inside a Tooltip, which gives its child a class name and handlers', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip label="Edit this user">
        <RowActionButton aria-label="Edit" onClick={() => undefined}>
          <IconPencil size={18} />
        </RowActionButton>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: 'Edit this user' })).toBeInTheDocument();
    expect(button).toHaveClass('mantine-focus-auto', 'mantine-ActionIcon-root');
    expect(button.style.getPropertyValue('--ai-hover')).not.toBe('');
  });
});
