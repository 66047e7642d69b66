import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WriteOnlySecretField } from './write-only-secret-field';

const texts = { stored: 'Key set', none: 'No key', replace: 'Replace key', set: 'Set key', keep: 'Keep current key' };

function Harness({ stored, onValue }: { stored: boolean; onValue: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <WriteOnlySecretField
      label="JWT Signing Key"
      stored={stored}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      texts={texts}
    />
  );
}

describe('WriteOnlySecretField', () => {
  it('shows only whether a key is stored, and no input until Replace is pressed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness stored onValue={onValue} />);
    expect(screen.getByText('Key set')).toBeInTheDocument();
    expect(screen.queryByLabelText('JWT Signing Key')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace key' }));
    const input = screen.getByLabelText('JWT Signing Key');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveValue('');
    await user.type(input, 'new-key');
    expect(onValue).toHaveBeenLastCalledWith('new-key');
    await user.click(screen.getByRole('button', { name: 'Keep current key' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.queryByLabelText('JWT Signing Key')).not.toBeInTheDocument();
  });

  it('offers Set key when none is stored', () => {
    renderWithProviders(<Harness stored={false} onValue={() => undefined} />);
    expect(screen.getByText('No key')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set key' })).toBeInTheDocument();
  });
});
