import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('shows the message as an alert titled Error, without a close button by default', () => {
    renderWithProviders(<ErrorAlert>The invitation has expired.</ErrorAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('The invitation has expired.');
    expect(screen.queryByRole('button', { name: 'Dismiss error' })).toBeNull();
  });

  it('takes another title', () => {
    renderWithProviders(<ErrorAlert title="Failed to load">Not found</ErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
  });

  it('offers Dismiss error when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    renderWithProviders(<ErrorAlert onDismiss={onDismiss}>Save failed</ErrorAlert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('hides the close button when the screen dismisses it another way', () => {
    renderWithProviders(
      <ErrorAlert onDismiss={() => undefined} dismissible={false}>
        Save failed
      </ErrorAlert>,
    );
    expect(screen.queryByRole('button', { name: 'Dismiss error' })).toBeNull();
  });
});
