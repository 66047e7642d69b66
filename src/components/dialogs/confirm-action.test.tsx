import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { confirmAction } from './confirm-action';

function open(options: Parameters<typeof confirmAction>[0]): Promise<boolean> {
  renderWithProviders(<div />);
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = confirmAction(options);
  });
  return result;
}

describe('confirmAction', () => {
  it('shows the title, message and labels and resolves true on confirm', async () => {
    const user = userEvent.setup();
    const result = open({
      title: 'Delete Row',
      message: 'Are you sure?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      danger: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Row' });
    expect(dialog).toHaveTextContent('Are you sure?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancel', async () => {
    const user = userEvent.setup();
    const result = open({ title: 'Reset', message: 'Reset the password?', confirmLabel: 'OK', cancelLabel: 'Cancel' });
    await screen.findByRole('dialog', { name: 'Reset' });
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe(false);
  });

  it('resolves false when closed with Escape', async () => {
    const user = userEvent.setup();
    const result = open({ title: 'Leave', message: 'Leave now?', confirmLabel: 'Leave', cancelLabel: 'Stay' });
    await screen.findByRole('dialog', { name: 'Leave' });
    expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
  });
});
