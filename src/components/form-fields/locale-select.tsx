/**
 * LocaleSelect: locale picker over the start-up locale list (`{ code, name }`); never empty, default "en-GB"
 * (SPEC 5, 9). See CodeSelect for the behaviour.
 */
import type { ReactNode } from 'react';
import { CodeSelect, type CodeName } from './code-select';

export const DEFAULT_LOCALE = 'en-GB';

export interface LocaleSelectProps {
  value: string | null | undefined;
  onChange: (code: string) => void;
  options: readonly CodeName[];
  /** Default "Locale". */
  label?: ReactNode;
  description?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  error?: ReactNode;
}

export function LocaleSelect({ label = 'Locale', ...rest }: LocaleSelectProps) {
  return <CodeSelect label={label} defaultCode={DEFAULT_LOCALE} {...rest} />;
}
