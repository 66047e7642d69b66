/**
 * PasswordFields: the controlled new-password pair of change password, accept invitation and confirm reset
 * (SPEC 4 "Password change", SPEC 5 "Password"), with a strength meter; rules in src/lib/password-strength.ts.
 * Why the inputs have no `name` and no trimming: docs/decisions/061-passwords-sent-as-typed-and-not-kept.md
 */
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import { Group, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import {
  confirmMatches,
  MAX_STRENGTH_SCORE,
  passwordPolicyProblem,
  passwordStrength,
  PASSWORDS_DO_NOT_MATCH,
  type PasswordStrengthLevel,
} from '#/lib/password-strength';

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
  const t = useT('forms');
  if (password === '') return null;
  const strength = passwordStrength(password);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="password-strength" data-level={strength.level}>
      <Progress
        value={(strength.score / MAX_STRENGTH_SCORE) * 100}
        color={meterColours[strength.level]}
        size="sm"
        style={{ flex: 1 }}
        aria-label={t('forms.password.strengthMeter')}
      />
      <Text size="xs" c="dimmed" miw={72} ta="right" aria-live="polite">
        {t(strength.label)}
      </Text>
    </Group>
  );
}

export interface PasswordFieldsProps {
  password: string;
  onPasswordChange: (value: string) => void;
  confirm: string;
  onConfirmChange: (value: string) => void;
  /** Default "New Password" (in the user's language). */
  passwordLabel?: string;
  /** Default "Confirm Password" (in the user's language). */
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
  passwordLabel,
  confirmLabel,
  description,
  disabled = false,
  required = true,
  autoFocus,
}: PasswordFieldsProps) {
  const t = useT('forms');
  const policyProblem = passwordPolicyProblem(t, password);
  const mismatch = confirm !== '' && !confirmMatches(password, confirm);

  return (
    <Stack gap="sm">
      <Stack gap={6}>
        <PasswordInput
          label={passwordLabel ?? t('forms.password.newLabel')}
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
        label={confirmLabel ?? t('forms.password.confirmLabel')}
        value={confirm}
        onChange={(event) => onConfirmChange(event.currentTarget.value)}
        error={mismatch ? t(PASSWORDS_DO_NOT_MATCH) : undefined}
        aria-invalid={mismatch}
        autoComplete="new-password"
        required={required}
        disabled={disabled}
      />
    </Stack>
  );
}
