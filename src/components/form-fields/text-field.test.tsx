import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(
  props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string; onValue?: (v: string) => void },
) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('shows the label, placeholder and hint and reports typed text', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(
      <Controlled label="Full Name" placeholder="Jane Doe" description="As shown on receipts" onValue={onValue} />,
    );
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAttribute('placeholder', 'Jane Doe');
    expect(screen.getByText('As shown on receipts')).toBeInTheDocument();
    await user.type(input, 'Ann');
    expect(input).toHaveValue('Ann');
    expect(onValue).toHaveBeenLastCalledWith('Ann');
  });

  it('a trimming field counts and checks the text without leading and trailing spaces', () => {
    renderWithProviders(<Controlled label="Currency Code" maxLength={4} trim initial="  GBP  " />);
    expect(screen.getByTestId('text-field-counter')).toHaveTextContent('3/4');
    expect(screen.queryByText('Currency Code must be at most 4 characters')).not.toBeInTheDocument();
  });

  it('a field that does not trim counts every character', () => {
    renderWithProviders(<Controlled label="Secret" maxLength={4} initial="  GBP  " />);
    expect(screen.getByTestId('text-field-counter')).toHaveTextContent('7/4');
    expect(screen.getByText('Secret must be at most 4 characters')).toBeInTheDocument();
  });

  it('shows the counter only near the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled label="Short Name" maxLength={10} initial="abcdef" />);
    expect(screen.queryByTestId('text-field-counter')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Short Name' }), 'gh');
    expect(screen.getByTestId('text-field-counter')).toHaveTextContent('8/10');
  });

  it('shows the max length message when exceeded and does not truncate', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled label="Short Name" maxLength={5} initial="abcde" />);
    const input = screen.getByRole('textbox', { name: 'Short Name' });
    expect(screen.queryByText('Short Name must be at most 5 characters')).not.toBeInTheDocument();
    await user.type(input, 'f');
    expect(input).toHaveValue('abcdef');
    expect(screen.getByText('Short Name must be at most 5 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('text-field-counter')).toHaveTextContent('6/5');
  });

  it('keeps no touched state: the required message comes from the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled label="Name" required />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    await user.click(input);
    await user.tab();
    await user.type(input, 'x');
    await user.clear(input);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(input).toBeRequired();
  });

  it("shows the form's message with its blur and focus handlers", async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const onFocus = vi.fn();
    renderWithProviders(
      <Controlled label="Name" required error="Name is required" onBlur={onBlur} onFocus={onFocus} />,
    );
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(input);
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("prefers an external error to the limit's message", () => {
    renderWithProviders(
      <Controlled label="Code" maxLength={3} initial="ABCD" error="Organisation Code is already in use." />,
    );
    expect(screen.getByText('Organisation Code is already in use.')).toBeInTheDocument();
    expect(screen.queryByText('Code must be at most 3 characters')).not.toBeInTheDocument();
  });

  it('is read-only when asked', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled label="Code" readOnly initial="ABC" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('readonly');
    await user.type(input, 'x');
    expect(onValue).not.toHaveBeenCalled();
    expect(input).toHaveValue('ABC');
  });

  it('renders a multi-line field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled label="Description" multiline maxLength={512} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'line 1{enter}line 2');
    expect(area).toHaveValue('line 1\nline 2');
  });
});
