import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { SecretField, type SecretFieldProps } from './secret-field';

function Controlled(
  props: Omit<SecretFieldProps, 'value' | 'onChange'> & { initial?: string; onValue?: (v: string) => void },
) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <SecretField
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('SecretField', () => {
  it('keeps a secret hidden until its reveal toggle is pressed, with the right section beside the input', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(
      <Controlled
        label="JWT Signing Key"
        initial="key-123"
        maxLength={128}
        onValue={onValue}
        rightSection={<button type="button">Copy JWT Signing Key</button>}
      />,
    );
    const input = screen.getByLabelText('JWT Signing Key', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('key-123');
    expect(screen.getByRole('button', { name: 'Copy JWT Signing Key' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show JWT Signing Key' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide JWT Signing Key' }));
    expect(input).toHaveAttribute('type', 'password');

    await user.clear(input);
    await user.type(input, 'k2');
    expect(onValue).toHaveBeenLastCalledWith('k2');
  });

  it('counts toward its limit and names the problem beyond it, like a text field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled label="JWT Signing Key" initial="abc" maxLength={4} />);
    expect(screen.getByTestId('text-field-counter')).toHaveTextContent('3/4');
    expect(screen.queryByText('JWT Signing Key must be at most 4 characters')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('JWT Signing Key', { selector: 'input' }), 'de');
    expect(screen.getByTestId('text-field-counter')).toHaveTextContent('5/4');
    expect(screen.getByText('JWT Signing Key must be at most 4 characters')).toBeInTheDocument();
  });
});
