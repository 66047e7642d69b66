import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { PublicFormCard } from './public-form-card';

describe('PublicFormCard', () => {
  it('names the form, shows the heading, the alerts in order and the link email read-only', () => {
    renderWithProviders(
      <PublicFormCard
        label="Confirm Reset"
        title="Choose a New Password"
        intro="Enter it twice."
        linkProblem="Link unusable."
        error="Call failed."
        email="jo@example.com"
        onSubmit={() => undefined}
      >
        <p>fields</p>
      </PublicFormCard>,
    );
    const form = screen.getByRole('form', { name: 'Confirm Reset' });
    expect(within(form).getByRole('heading', { name: 'Choose a New Password' })).toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([expect.stringContaining('Link unusable.'), expect.stringContaining('Call failed.')]);
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('jo@example.com');
  });

  it('without alerts or email shows only its fields, and a submit calls onSubmit without reloading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <PublicFormCard label="Reset Password" intro="Your address." onSubmit={onSubmit}>
        <button type="submit">Send</button>
      </PublicFormCard>,
    );
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const prevented = vi.fn();
    const listener = (event: Event) => prevented(event.defaultPrevented);
    document.addEventListener('submit', listener);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    document.removeEventListener('submit', listener);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(prevented).toHaveBeenCalledWith(true);
  });
});
