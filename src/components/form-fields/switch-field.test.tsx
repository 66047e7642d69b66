import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { SwitchField } from './switch-field';

describe('SwitchField', () => {
  it('reflects checked and reports toggles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SwitchField label="Active" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows the on/off labels', () => {
    const { rerender } = renderWithProviders(
      <SwitchField label="Initialised" checked onChange={() => undefined} onLabel="Yes" offLabel="No" />,
    );
    expect(screen.getByRole('switch', { name: 'Initialised' })).toBeChecked();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.queryByText('No')).not.toBeInTheDocument();
    rerender(
      <SwitchField label="Initialised" checked={false} onChange={() => undefined} onLabel="Yes" offLabel="No" />,
    );
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.queryByText('Yes')).not.toBeInTheDocument();
  });

  it('cannot be toggled when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SwitchField label="Active" checked onChange={onChange} readOnly />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
