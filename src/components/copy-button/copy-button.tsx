/**
 * CopyButton: a small icon button that copies `value` (an id, a secret) to the clipboard, built on Mantine's
 * CopyButton. Tooltip "Copy", then "Copied" for `timeout` ms; the button is named "Copy <label>" for
 * assistive technology and tests (e.g. "Copy Client ID").
 */
import { ActionIcon, CopyButton as MantineCopyButton, type MantineSize } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';

export interface CopyButtonProps {
  /** The text copied to the clipboard. */
  value: string;
  /** What is copied, for the accessible name "Copy <label>". */
  label: string;
  size?: MantineSize;
  /** How long "Copied" shows, in ms (default 1500). */
  timeout?: number;
  disabled?: boolean;
}

export function CopyButton({ value, label, size = 'sm', timeout = 1500, disabled = false }: CopyButtonProps) {
  const t = useT('forms');
  return (
    <MantineCopyButton value={value} timeout={timeout}>
      {({ copied, copy }) => (
        <Tooltip
          label={copied ? t('forms.copy.copied') : t('forms.copy.copy')}
          withArrow
          position="right"
          closeDelay={50}
        >
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size={size}
            onClick={copy}
            disabled={disabled || value === ''}
            aria-label={t('forms.copy.label', { label })}
            data-copied={copied || undefined}
          >
            {copied ? <IconCheck size="70%" /> : <IconCopy size="70%" />}
          </ActionIcon>
        </Tooltip>
      )}
    </MantineCopyButton>
  );
}
