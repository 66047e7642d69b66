/**
 * CurrencySelect: currency picker over the start-up currency list (`{ code, name }`); never empty, default "GBP"
 * (SPEC 5, 9). See CodeSelect for the behaviour.
 */
import type { ReactNode } from 'react';
import { CodeSelect, type CodeName } from './code-select';

export const DEFAULT_CURRENCY = 'GBP';

export interface CurrencySelectProps {
  value: string | null | undefined;
  onChange: (code: string) => void;
  options: readonly CodeName[];
  /** Default "Currency". */
  label?: ReactNode;
  description?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  error?: ReactNode;
}

export function CurrencySelect({ label = 'Currency', ...rest }: CurrencySelectProps) {
  return <CodeSelect label={label} defaultCode={DEFAULT_CURRENCY} {...rest} />;
}
