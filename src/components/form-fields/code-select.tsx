/**
 * CodeSelect and its presets LocaleSelect and CurrencySelect over the start-up `{ code, name }` lists (the presets name
 * each entry in the console's language where the browser can, `lib/code-names.ts`). SPEC 5 allows
 * no empty value: an empty one becomes the default (SPEC 9: en-GB, GBP) through `onChange`, unless read-only or
 * disabled; the current value stays selectable even when the list lacks it (e.g. failed to load).
 */
import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import { useLanguage, useT } from '#/components/i18n/i18n-context';
import { codeOptionLabel, namedInLanguage, type CodeName } from '#/lib/code-names';
import { DEFAULT_CURRENCY } from '#/lib/currency-code';
import { DEFAULT_LOCALE } from '#/lib/locale-format';
import type { SelectOption } from '#/lib/select-options';
import { SelectField } from './select-field';

export interface CodeSelectProps {
  label: ReactNode;
  value: string | null | undefined;
  onChange: (code: string) => void;
  options: readonly CodeName[];
  defaultCode: string;
  description?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  name?: string;
}

export function CodeSelect({
  label,
  value,
  onChange,
  options,
  defaultCode,
  description,
  readOnly = false,
  disabled = false,
  error,
  name,
}: CodeSelectProps) {
  const empty = value === null || value === undefined || value === '';
  const shown = empty ? defaultCode : value;

  // Only when emptiness changes; the latest onChange and default are read when it runs.
  const fillDefault = useEffectEvent(() => onChange(defaultCode));
  useEffect(() => {
    if (empty && !readOnly && !disabled) fillDefault();
  }, [empty, readOnly, disabled]);

  const selectOptions = useMemo<SelectOption[]>(() => {
    const list = options.map((option) => ({ value: option.code, label: codeOptionLabel(option) }));
    if (!list.some((option) => option.value === shown)) list.unshift({ value: shown, label: shown });
    return list;
  }, [options, shown]);

  return (
    <SelectField
      label={label}
      value={shown}
      onChange={onChange}
      options={selectOptions}
      searchable
      description={description}
      readOnly={readOnly}
      disabled={disabled}
      error={error}
      name={name}
    />
  );
}

/** A preset of CodeSelect: its label (overridable) and default are given. */
export type CodeListSelectProps = Omit<CodeSelectProps, 'label' | 'defaultCode'> & { label?: ReactNode };

/** The list's entries named in the console's language where the browser can (`namedInLanguage`). */
function useNamedOptions(options: readonly CodeName[], kind: 'locale' | 'currency'): CodeName[] {
  const { language } = useLanguage();
  return useMemo(() => namedInLanguage(options, kind, language), [options, kind, language]);
}

/** The locale picker: never empty, default "en-GB", label "Locale" (in the user's language) unless given. */
export function LocaleSelect(props: CodeListSelectProps) {
  const t = useT('forms');
  const { label = t('forms.codeSelect.locale'), options, ...rest } = props;
  const named = useNamedOptions(options, 'locale');
  return <CodeSelect label={label} defaultCode={DEFAULT_LOCALE} options={named} {...rest} />;
}

/** The currency picker: never empty, default "GBP", label "Currency" (in the user's language) unless given. */
export function CurrencySelect(props: CodeListSelectProps) {
  const t = useT('forms');
  const { label = t('forms.codeSelect.currency'), options, ...rest } = props;
  const named = useNamedOptions(options, 'currency');
  return <CodeSelect label={label} defaultCode={DEFAULT_CURRENCY} options={named} {...rest} />;
}
