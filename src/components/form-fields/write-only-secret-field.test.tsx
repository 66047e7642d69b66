import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBlock } from '#/test/held-block';
import { renderWithProviders } from '#/test/render';
import { renderInFreshEnglish } from '#/test/render-afresh';
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
    const input = await screen.findByLabelText('JWT Signing Key', { selector: '[autocomplete="off"]' });
    expect(input).toHaveFocus();
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

describe('WriteOnlySecretField before its input has loaded', () => {
  let held: ReturnType<typeof holdBlock> | undefined;
  afterEach(() => held?.restore());

  /** The field loaded afresh, its input's code held back until the test lets it arrive. */
  async function heldField() {
    held = holdBlock(new URL('./secret-field.tsx', import.meta.url));
    const field = await import('./write-only-secret-field');
    const onChange = vi.fn();
    await renderInFreshEnglish(
      <field.WriteOnlySecretField
        label="JWT Signing Key"
        stored={false}
        value={null}
        onChange={onChange}
        texts={texts}
        initiallyOpen
      />,
    );
    return { held, onChange };
  }

  it('holds the input’s place with a read-only busy field of the same label, then takes what is typed', async () => {
    const { held: block, onChange } = await heldField();
    const standIn = screen.getByLabelText('JWT Signing Key');
    expect(standIn).toHaveAttribute('readonly');
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    await block.arrive();
    const input = screen.getByLabelText('JWT Signing Key');
    expect(input).not.toHaveAttribute('readonly');
    await userEvent.setup().type(input, 'k');
    expect(onChange).toHaveBeenLastCalledWith('k');
  });

  it('says so when the input’s code cannot be downloaded', async () => {
    const { held: block } = await heldField();
    await block.failToArrive();
    expect(screen.getByLabelText('JWT Signing Key')).toHaveAttribute('readonly');
    expect(screen.getByText(/could not be downloaded|reload/i)).toBeInTheDocument();
  });
});
