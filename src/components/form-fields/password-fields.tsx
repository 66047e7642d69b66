/**
 * PasswordFields: the new-password pair of the password screens (SPEC 4 "Password change", SPEC 5 "Password"):
 * change password, accept invitation and confirm reset.
 * - "New Password" (label replaceable) with a strength meter under it: Too short, Very weak, Weak, Average, Strong,
 *   Very strong (`passwordStrength` of src/lib/password-strength.ts), shown once something is typed.
 * - A password under 8 characters shows "Password needs to be at least 8 characters long"; one that starts or ends
 *   with white space "Password cannot start or end with a space".
 * - "Confirm Password" is highlighted invalid ("The passwords do not match") when it is filled and differs from the
 *   new password in any way (no trimming: a password is sent only exactly as confirmed).
 * - Screens keep the pair in their form (`useEditForm`, fields `password` and `confirm`) with `newPasswordRules` of
 *   src/lib/password-strength.ts (same rules), so `form.isValid()` decides whether they may submit.
 * - Passwords never leave the component except through `onPasswordChange`/`onConfirmChange`: the inputs carry no
 *   `name` (so even a native form submission could not serialise them into a URL) and use
 *   `autocomplete="new-password"`.
 * Controlled: the screen owns both values (e.g. to clear them after a failed call).
 */
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import type { ReactNode } from 'react';
import { Group, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import {
  confirmMatches,
  MAX_STRENGTH_SCORE,
  passwordPolicyProblem,
  passwordStrength,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  type PasswordStrengthLevel,
} from '../../lib/password-strength';

const meterColours: Record<PasswordStrengthLevel, string> = {
  tooShort: 'gray',
  veryWeak: 'red',
  weak: 'orange',
  average: 'yellow',
  strong: 'teal',
  veryStrong: 'green',
};

/** The strength meter of a password (nothing while it is empty). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const strength = passwordStrength(password);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="password-strength" data-level={strength.level}>
      <Progress
        value={(strength.score / MAX_STRENGTH_SCORE) * 100}
        color={meterColours[strength.level]}
        size="sm"
        style={{ flex: 1 }}
        aria-label="Password strength"
      />
      <Text size="xs" c="dimmed" miw={72} ta="right" aria-live="polite">
        {strength.label}
      </Text>
    </Group>
  );
}

export interface PasswordFieldsProps {
  password: string;
  onPasswordChange: (value: string) => void;
  confirm: string;
  onConfirmChange: (value: string) => void;
  /** Default "New Password". */
  passwordLabel?: string;
  /** Default "Confirm Password". */
  confirmLabel?: string;
  /** Hint under the new password. */
  description?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
}

export function PasswordFields({
  password,
  onPasswordChange,
  confirm,
  onConfirmChange,
  passwordLabel = 'New Password',
  confirmLabel = 'Confirm Password',
  description,
  disabled = false,
  required = true,
  autoFocus,
}: PasswordFieldsProps) {
  const policyProblem = passwordPolicyProblem(password);
  const mismatch = confirm !== '' && !confirmMatches(password, confirm);

  return (
    <Stack gap="sm">
      <Stack gap={6}>
        <PasswordInput
          label={passwordLabel}
          description={description}
          value={password}
          onChange={(event) => onPasswordChange(event.currentTarget.value)}
          error={policyProblem ?? undefined}
          aria-invalid={policyProblem !== null}
          autoComplete="new-password"
          required={required}
          disabled={disabled}
          autoFocus={autoFocus}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <PasswordStrengthMeter password={password} />
      </Stack>
      <PasswordInput
        label={confirmLabel}
        value={confirm}
        onChange={(event) => onConfirmChange(event.currentTarget.value)}
        error={mismatch ? PASSWORDS_DO_NOT_MATCH_MESSAGE : undefined}
        aria-invalid={mismatch}
        autoComplete="new-password"
        required={required}
        disabled={disabled}
      />
    </Stack>
  );
}
