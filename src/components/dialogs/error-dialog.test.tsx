import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { showErrorDialog } from './error-dialog';

describe('showErrorDialog', () => {
  it('shows an Error modal whose OK closes it and calls onOk once', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    renderWithProviders(<div />);
    act(() => {
      showErrorDialog({ title: 'Error', message: 'Your request has been rejected', onOk, okLabel: 'OK' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Your request has been rejected');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('accepts a custom title and calls onOk when dismissed with Escape', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    renderWithProviders(<div />);
    act(() => {
      showErrorDialog({ title: 'Save failed', message: 'Boom', onOk, okLabel: 'OK' });
    });
    await screen.findByRole('dialog', { name: 'Save failed' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  });
});
