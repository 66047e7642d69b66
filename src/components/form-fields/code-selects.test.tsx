import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { CurrencySelect, LocaleSelect } from './code-select';

const locales = [
  { code: 'en-GB', name: 'English (United Kingdom)' },
  { code: 'en-US', name: 'English (United States)' },
  { code: 'fr-FR', name: 'French (France)' },
];
const currencies = [
  { code: 'GBP', name: 'Pound Sterling' },
  { code: 'EUR', name: 'Euro' },
  { code: 'USD', name: 'US Dollar' },
];

describe('LocaleSelect', () => {
  it('shows en-GB and reports it when the value is empty', async () => {
    const onChange = vi.fn();
    renderWithProviders(<LocaleSelect value="" options={locales} onChange={onChange} />);
    expect(await screen.findByRole('combobox', { name: 'Locale', busy: false })).toHaveValue(
      'en-GB - English (United Kingdom)',
    );
    expect(onChange).toHaveBeenCalledWith('en-GB');
  });

  it('keeps a set value and lets the user choose another, never empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('fr-FR');
      return (
        <LocaleSelect
          value={value}
          options={locales}
          onChange={(code) => {
            setValue(code);
            onChange(code);
          }}
        />
      );
    }
    renderWithProviders(<Harness />);
    const input = await screen.findByRole('combobox', { name: 'Locale', busy: false });
    expect(input).toHaveValue('fr-FR - French (France)');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'United States');
    await user.click(await screen.findByRole('option', { name: 'en-US - English (United States)' }));
    expect(onChange).toHaveBeenLastCalledWith('en-US');
    expect(onChange).not.toHaveBeenCalledWith('');
    expect(input).toHaveValue('en-US - English (United States)');
  });

  it('shows the default even when the locale list is empty', async () => {
    renderWithProviders(<LocaleSelect value={undefined} options={[]} onChange={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'Locale', busy: false })).toHaveValue('en-GB');
  });

  it('does not report the default when read-only', async () => {
    const onChange = vi.fn();
    renderWithProviders(<LocaleSelect value="" options={locales} onChange={onChange} readOnly />);
    expect(await screen.findByRole('combobox', { name: 'Locale', busy: false })).toHaveValue(
      'en-GB - English (United Kingdom)',
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CurrencySelect', () => {
  it('shows GBP and reports it when the value is null', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <CurrencySelect value={null} options={currencies} onChange={onChange} label="Default Currency" />,
    );
    expect(await screen.findByRole('combobox', { name: 'Default Currency', busy: false })).toHaveValue(
      'GBP - Pound Sterling',
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('GBP');
  });

  it('reports a chosen currency', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<CurrencySelect value="GBP" options={currencies} onChange={onChange} />);
    await user.click(await screen.findByRole('combobox', { name: 'Currency', busy: false }));
    await user.click(await screen.findByRole('option', { name: 'EUR - Euro' }));
    expect(onChange).toHaveBeenCalledWith('EUR');
  });
});
