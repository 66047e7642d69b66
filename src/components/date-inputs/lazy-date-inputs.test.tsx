import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MonthPickerInput } from './lazy-date-inputs';

describe('pickers loaded on demand', () => {
  it('hold the place with a busy read-only field until the picker has loaded, then show the picker and its value', async () => {
    const { container } = renderWithProviders(
      <MonthPickerInput
        label="Month"
        placeholder="Pick a month"
        value={new Date(2025, 4, 1)}
        onChange={() => undefined}
      />,
    );
    // The picker's code is not there yet: a read-only stand-in, marked busy (it does not show the value).
    const standIn = screen.getByRole('textbox', { name: 'Month' });
    expect(standIn).toHaveAttribute('readonly');
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('May 2025')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });
});
