import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { holdBlock } from '#/test/held-block';
import { renderWithProviders } from '#/test/render';
import { renderInFreshEnglish } from '#/test/render-afresh';
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

describe('a click on the stand-in before the picker has arrived', () => {
  let held: ReturnType<typeof holdBlock> | undefined;
  afterEach(() => held?.restore());

  /** A month picker loaded afresh, its code held back until the test lets it arrive. */
  async function heldMonthPicker() {
    const block = holdBlock(new URL('./date-inputs-block.ts', import.meta.url));
    const { MonthPickerInput: HeldMonthPicker } = await import('./lazy-date-inputs');
    await renderInFreshEnglish(
      <HeldMonthPicker label="Month" value={new Date(2025, 4, 1)} onChange={() => undefined} />,
    );
    return block;
  }

  it('opens the picker once it has arrived', async () => {
    held = await heldMonthPicker();
    const standIn = screen.getByRole('textbox', { name: 'Month' });
    await userEvent.setup().click(standIn);
    await held.arrive();
    const picker = await screen.findByRole('button', { name: 'Month' });
    await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'true'));
    // The year's months are there to pick.
    expect(await screen.findByRole('button', { name: 'May' })).toBeInTheDocument();
  });

  it('gives the arrived picker the focus the stand-in had, without opening it', async () => {
    held = await heldMonthPicker();
    screen.getByRole('textbox', { name: 'Month' }).focus();
    await held.arrive();
    const picker = await screen.findByRole('button', { name: 'Month' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAttribute('aria-expanded', 'false');
  });
});
