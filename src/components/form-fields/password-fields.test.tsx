import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { PasswordFields } from './password-fields';

const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function Controlled({ passwordLabel }: { passwordLabel?: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <PasswordFields
      password={password}
      onPasswordChange={setPassword}
      confirm={confirm}
      onConfirmChange={setConfirm}
      passwordLabel={passwordLabel}
    />
  );
}

describe('PasswordFields', () => {
  it('shows the two fields with no meter and no message while empty', () => {
    renderWithProviders(<Controlled />);
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'password');
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
    expect(screen.queryByText('Password needs to be at least 8 characters long')).not.toBeInTheDocument();
  });

  it('gives the inputs no name and new-password autocomplete', () => {
    renderWithProviders(<Controlled />);
    for (const input of [screen.getByLabelText(/^New Password/), screen.getByLabelText(/^Confirm Password/)]) {
      expect(input).not.toHaveAttribute('name');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
    }
  });

  it('shows the minimum length message and the meter as the password is typed', () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText(/^New Password/);
    set(input, 'aaaaaaA');
    expect(screen.getByText('Password needs to be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Too short');
    set(input, 'aaaaaaA1');
    expect(screen.queryByText('Password needs to be at least 8 characters long')).not.toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Average');
    set(input, 'aaaaaaA1!');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong');
    set(input, 'aaaaaaA1!bbbbbbb');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Very strong');
  });

  it('highlights a confirm that differs in any way, outer spaces included', () => {
    renderWithProviders(<Controlled />);
    set(screen.getByLabelText(/^New Password/), 'Harbour-Lights-1');
    const confirm = screen.getByLabelText(/^Confirm Password/);
    set(confirm, 'Harbour-Lights');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    set(confirm, ' Harbour-Lights-1 ');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    set(confirm, 'Harbour-Lights-1');
    expect(screen.queryByText('The passwords do not match')).not.toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a new password that starts or ends with a space, saying so', () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText(/^New Password/);
    set(input, 'Secret123! ');
    expect(screen.getByText('Password cannot start or end with a space')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    set(input, 'Secret 123!');
    expect(screen.queryByText('Password cannot start or end with a space')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('takes another label for the new password', () => {
    renderWithProviders(<Controlled passwordLabel="Password" />);
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });
});
