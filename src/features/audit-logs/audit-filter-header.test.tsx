import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBlock } from '#/test/held-block';

let held: ReturnType<typeof holdBlock> | undefined;

/** The header, loaded afresh, with its popover held back until the test lets it arrive. */
async function headerWithHeldPopover() {
  held = holdBlock(new URL('./audit-filter-block.tsx', import.meta.url));
  // The providers are loaded afresh too, so the header reads the same contexts they give.
  const { renderWithProviders } = await import('#/test/render');
  const { AuditFilterHeader } = await import('./audit-filter-header');
  return { AuditFilterHeader, renderWithProviders, arrive: held.arrive };
}

afterEach(() => held?.restore());

describe('AuditFilterHeader (its popover loaded on demand)', () => {
  it('opens the filter once the popover is in when it was asked for before', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { AuditFilterHeader, renderWithProviders, arrive } = await headerWithHeldPopover();
    renderWithProviders(
      <AuditFilterHeader<string>
        label="User"
        badge={null}
        initial={() => 'ann'}
        onApply={onApply}
        renderEditor={({ TextEditor }, draft, setDraft, apply) => (
          <TextEditor label="User" draft={draft} setDraft={setDraft} apply={apply} />
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Filter User' }));
    expect(screen.getByRole('button', { name: 'Filter User' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox', { name: 'User' })).not.toBeInTheDocument();

    await arrive();
    const text = await screen.findByRole('textbox', { name: 'User' });
    expect(text).toHaveValue('ann');
    await user.type(text, 'e{Enter}');
    expect(onApply).toHaveBeenCalledWith('anne');
  });

  it('keeps the keyboard on the icon when the popover arrives, and gives it back when the filter closes', async () => {
    const user = userEvent.setup();
    const { AuditFilterHeader, renderWithProviders, arrive } = await headerWithHeldPopover();
    renderWithProviders(
      <AuditFilterHeader<string>
        label="User"
        badge={null}
        initial={() => ''}
        onApply={vi.fn()}
        renderEditor={({ TextEditor }, draft, setDraft, apply) => (
          <TextEditor label="User" draft={draft} setDraft={setDraft} apply={apply} />
        )}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filter User' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await arrive();
    expect(await screen.findByRole('textbox', { name: 'User' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'User' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter User' })).toHaveFocus());
  });

  it('keeps the keyboard on the icon when the popover arrives unasked', async () => {
    const user = userEvent.setup();
    const { AuditFilterHeader, renderWithProviders, arrive } = await headerWithHeldPopover();
    renderWithProviders(
      <AuditFilterHeader<string>
        label="User"
        badge={null}
        initial={() => ''}
        onApply={vi.fn()}
        renderEditor={({ TextEditor }, draft, setDraft, apply) => (
          <TextEditor label="User" draft={draft} setDraft={setDraft} apply={apply} />
        )}
      />,
    );
    await user.tab();
    await arrive();
    expect(screen.getByRole('button', { name: 'Filter User' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'User' })).not.toBeInTheDocument();
  });

  it('shows the editor’s problem and keeps Apply off while it stands', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { AuditFilterHeader, renderWithProviders, arrive } = await headerWithHeldPopover();
    await arrive();
    renderWithProviders(
      <AuditFilterHeader<string>
        label="Message"
        badge="Filtered"
        initial={() => ''}
        problem={(draft) => (draft === '' ? 'Type a word' : null)}
        onApply={onApply}
        renderEditor={({ TextEditor }, draft, setDraft, apply) => (
          <TextEditor label="Message" draft={draft} setDraft={setDraft} apply={apply} />
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Filter Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a word');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'deleted');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('deleted');
  });
});
