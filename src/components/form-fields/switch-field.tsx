/**
 * SwitchField: a labelled Mantine Switch. `onLabel`/`offLabel` (e.g. "Yes"/"No") show inside the track.
 * `readOnly` makes it non-interactive (rendered disabled).
 */
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SwitchFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onLabel?: string;
  offLabel?: string;
  description?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  error?: ReactNode;
  name?: string;
}

export function SwitchField({
  label,
  checked,
  onChange,
  onLabel,
  offLabel,
  description,
  disabled = false,
  readOnly = false,
  error,
  name,
}: SwitchFieldProps) {
  return (
    <Switch
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onLabel={onLabel}
      offLabel={offLabel}
      size={onLabel || offLabel ? 'lg' : 'md'}
      description={description}
      disabled={disabled || readOnly}
      error={error}
      name={name}
    />
  );
}
