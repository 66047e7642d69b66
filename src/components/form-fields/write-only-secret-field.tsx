/**
 * WriteOnlySecretField: a machine secret the server never answers (a JWT signing key, a remote order server secret).
 * It shows only whether one is stored; "Replace" opens an input for a new one, sent only when typed. Browsers are
 * told not to offer it as the admin's own password (`autocomplete="off"`).
 */
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';

// The input is needed only once a key is replaced or a record created: its code (PasswordInput) comes beside the
// page's data instead of in the page's own; a read-only stand-in with the same label holds its place meanwhile.
const useSecretFieldBlock = onDemandBlock(() => import('./secret-field'));

export interface WriteOnlySecretTexts {
  /** "Key set". */
  stored: string;
  /** "No key". */
  none: string;
  /** "Replace key" (when one is stored). */
  replace: string;
  /** "Set key" (when none is stored). */
  set: string;
  /** "Keep current key": closes the input and forgets what was typed. */
  keep: string;
}

export interface WriteOnlySecretFieldProps {
  label: string;
  /** Whether the server stores one (`hasKey`, `hasSecret`). */
  stored: boolean;
  /** The new value typed; null (or '') sends nothing, which keeps the stored one. */
  value?: string | null;
  onChange: (value: string | null) => void;
  maxLength?: number;
  error?: ReactNode;
  description?: ReactNode;
  texts: WriteOnlySecretTexts;
  /** The input is open from the start (a record being created has nothing stored to keep). */
  initiallyOpen?: boolean;
}

export function WriteOnlySecretField({
  label,
  stored,
  value,
  onChange,
  maxLength,
  error,
  description,
  texts,
  initiallyOpen = false,
}: WriteOnlySecretFieldProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const t = useT();
  const block = useSecretFieldBlock();
  const status = (
    <Badge variant="light" color={stored ? 'green' : 'gray'}>
      {stored ? texts.stored : texts.none}
    </Badge>
  );
  if (!open) {
    return (
      <Input.Wrapper label={label} description={description} inputWrapperOrder={['label', 'input', 'description']}>
        <Group gap="sm" mt={4}>
          {status}
          <Button variant="default" size="xs" onClick={() => setOpen(true)}>
            {stored ? texts.replace : texts.set}
          </Button>
        </Group>
      </Input.Wrapper>
    );
  }
  return (
    <Stack gap={4}>
      {block.status === 'loaded' ? (
        <block.module.SecretField
          label={label}
          value={value ?? ''}
          onChange={(typed) => onChange(typed === '' ? null : typed)}
          maxLength={maxLength}
          error={error}
          description={description}
          autoComplete="off"
          autoFocus={!initiallyOpen}
        />
      ) : (
        <TextInput
          label={label}
          description={description}
          readOnly
          aria-busy={block.status === 'loading'}
          error={block.status === 'failed' ? t('shell.chunkFailed.text') : undefined}
        />
      )}
      <Group gap="sm">
        {status}
        {stored ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              onChange(null);
              setOpen(false);
            }}
          >
            {texts.keep}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
