import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('copies the value and shows "Copied"', async () => {
    // The tooltip's block, transformed before the clock of the hover below starts (a cold transform can take seconds).
    await import('#/components/tooltip/tooltip-block');
    const user = userEvent.setup();
    renderWithProviders(<CopyButton value="client-secret-123" label="Client Secret" />);
    const button = screen.getByRole('button', { name: 'Copy Client Secret' });

    // The tooltip loads on demand: a pointer that arrived before it has to come again.
    await waitFor(
      async () => {
        await user.unhover(button);
        await user.hover(button);
        expect(await screen.findByRole('tooltip', {}, { timeout: 200 })).toHaveTextContent('Copy');
      },
      { timeout: 5000 },
    );

    await user.click(button);
    await expect(navigator.clipboard.readText()).resolves.toBe('client-secret-123');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('is disabled with nothing to copy', () => {
    renderWithProviders(<CopyButton value="" label="Client ID" />);
    expect(screen.getByRole('button', { name: 'Copy Client ID' })).toBeDisabled();
  });
});
