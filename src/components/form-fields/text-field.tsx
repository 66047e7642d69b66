/**
 * TextField: Mantine TextInput/Textarea with the console's text rule (SPEC 5 "Maximum lengths", src/lib/field-text.ts).
 * Messages come from the screen's form or the server (`error`); the field keeps no touched state. `maxLength` is a
 * soft limit: a counter from 80% of it and a message beyond it, rather than silently cutting pasted text.
 */
import { Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { checkedText, textProblem } from '#/lib/field-text';

/** Fraction of `maxLength` from which the counter shows. */
export const COUNTER_FROM = 0.8;

/** Whether the "n/max" counter shows for a value of this length. */
export function showsCounter(length: number, maxLength: number | undefined): boolean {
  return maxLength !== undefined && length >= Math.floor(maxLength * COUNTER_FROM);
}

export interface TextFieldProps {
  label: string;
  /** Optional so that a form's `getInputProps(path)` spreads in as is; absent reads as empty. */
  value?: string | null;
  onChange: (value: string) => void;
  maxLength?: number;
  required?: boolean;
  /** Leading and trailing white space is not part of the value: the limit and counter measure the trimmed text. */
  trim?: boolean;
  placeholder?: string;
  /** Hint under the input. */
  description?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  /** The field's message (from the form, the screen or the server); shown instead of the limit's. */
  error?: ReactNode;
  type?: 'text' | 'email' | 'url' | 'password' | 'search' | 'tel';
  /** A multi-line Textarea (autosizing between `minRows` and `maxRows`). */
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The field a dialog focuses when it opens (Mantine's focus trap), instead of its first button. */
  'data-autofocus'?: boolean;
  name?: string;
  /** Content at the right end of a single-line input (e.g. a CopyButton). */
  rightSection?: ReactNode;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** What TextField and SecretField share: the label, hint, counter and limit message of a text input. */
export type TextInputParts = Pick<
  TextFieldProps,
  | 'label'
  | 'value'
  | 'maxLength'
  | 'required'
  | 'trim'
  | 'placeholder'
  | 'description'
  | 'readOnly'
  | 'disabled'
  | 'error'
  | 'autoComplete'
  | 'autoFocus'
  | 'data-autofocus'
  | 'name'
  | 'onBlur'
  | 'onFocus'
>;

/** The props of a Mantine text input under the console's text rule, with the counter in its hint. */
export function useTextInputProps({
  label,
  value,
  maxLength,
  required = false,
  trim = false,
  placeholder,
  description,
  readOnly = false,
  disabled = false,
  error,
  autoComplete,
  autoFocus,
  'data-autofocus': dialogFocus,
  name,
  onBlur,
  onFocus,
}: TextInputParts) {
  const t = useT('forms');
  const text = value ?? '';

  const measured = checkedText(text, { trim });
  const tooLong = maxLength !== undefined && measured.length > maxLength && !readOnly;
  const shownError: ReactNode = error ? error : tooLong ? textProblem(t, label, text, { maxLength, trim }) : undefined;

  const counter =
    maxLength !== undefined && !readOnly && showsCounter(measured.length, maxLength) ? (
      <span data-testid="text-field-counter" style={{ whiteSpace: 'nowrap', marginLeft: 'auto' }}>
        {measured.length}/{maxLength}
      </span>
    ) : null;
  const descriptionContent =
    description || counter ? (
      <span style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
        {description ? <span>{description}</span> : null}
        {counter}
      </span>
    ) : undefined;

  return {
    label,
    value: text,
    placeholder,
    readOnly,
    disabled,
    required,
    name,
    autoFocus,
    'data-autofocus': dialogFocus || undefined,
    autoComplete,
    description: descriptionContent,
    error: shownError,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    onFocus,
    onBlur,
  };
}

export function TextField({
  onChange,
  type = 'text',
  multiline = false,
  minRows = 3,
  maxRows = 10,
  rightSection,
  ...parts
}: TextFieldProps) {
  const common = useTextInputProps(parts);

  if (multiline) {
    return (
      <Textarea
        {...common}
        autosize
        minRows={minRows}
        maxRows={maxRows}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={type}
      rightSection={rightSection}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
