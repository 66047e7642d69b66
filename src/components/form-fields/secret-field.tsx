/**
 * SecretField: a secret value (a signing key) under TextField's text rule, in a password input hidden until its
 * "Show <Label>" toggle is pressed. Its own module so that screens without a secret never download PasswordInput.
 */
import '@mantine/core/styles/PasswordInput.css';
import { Box, Group, PasswordInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { useTextInputProps, type TextInputParts } from './text-field';

export interface SecretFieldProps extends TextInputParts {
  onChange: (value: string) => void;
  /** Content beside the input (e.g. a CopyButton). */
  rightSection?: ReactNode;
}

export function SecretField({ onChange, rightSection, ...parts }: SecretFieldProps) {
  const t = useT('forms');
  const [revealed, setRevealed] = useState(false);
  const common = useTextInputProps(parts);
  const { label } = parts;
  return (
    <PasswordInput
      {...common}
      visible={revealed}
      onVisibilityChange={setRevealed}
      // Named, and reachable with Tab (Mantine leaves it out of the tab order); Space toggles it.
      visibilityToggleButtonProps={{
        'aria-label': revealed ? t('forms.textField.hide', { label }) : t('forms.textField.show', { label }),
        tabIndex: 0,
      }}
      inputContainer={
        rightSection
          ? (input) => (
              <Group gap={4} wrap="nowrap">
                <Box flex={1}>{input}</Box>
                {rightSection}
              </Group>
            )
          : undefined
      }
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
