/**
 * PasswordFields: the controlled new-password pair of change password, accept invitation and confirm reset
 * (SPEC 4 "Password change", SPEC 5 "Password"), with a strength meter; rules in src/lib/password-strength.ts.
 * Why the inputs have no `name` and no trimming: docs/decisions/061-passwords-sent-as-typed-and-not-kept.md
 */
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import { Group, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
