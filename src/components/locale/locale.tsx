import { DatesProvider } from '@mantine/dates';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLanguage } from '#/components/i18n/i18n-context';
import { DEFAULT_LOCALE, displayLocale } from '#/lib/locale-format';
import type { DatesLocale } from './dayjs-locales';

/**
 * The display locale, decided here once, in the language the console speaks (`displayLocale`): the user's
 * `User.locale` when it is in that language, else the browser's that is, else the language's own (English: en-GB).
 * Screens read it with `useLocale()`; the date pickers get it from the DatesProvider, its dayjs file loaded on demand.
 */
const LocaleContext = createContext<string>(DEFAULT_LOCALE);

/** The display locale (a canonical BCP 47 tag) for `formatDate`, `formatDateTime`, `formatNumber`... */
export function useLocale(): string {
  return useContext(LocaleContext);
}

function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Until (or unless) the locale's dayjs file is loaded, the pickers use dayjs' built-in English. */
const BUILT_IN: DatesLocale = { name: 'en', firstDayOfWeek: 0 };

export function LocaleProvider({
  userLocale,
  children,
}: {
  userLocale: string | null | undefined;
  children: ReactNode;
}) {
  const { language } = useLanguage();
  const locale = useMemo(() => displayLocale(language, userLocale, browserLocales()), [language, userLocale]);
  const [dates, setDates] = useState<DatesLocale>(BUILT_IN);
  useEffect(() => {
    let current = true;
    import('./dayjs-locales')
      .then((module) => module.loadDatesLocale(locale))
      .then(
        (loaded) => {
          if (current) setDates(loaded);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [locale]);
  const settings = useMemo(() => ({ locale: dates.name, firstDayOfWeek: dates.firstDayOfWeek }), [dates]);
  return (
    <LocaleContext.Provider value={locale}>
      <DatesProvider settings={settings}>{children}</DatesProvider>
    </LocaleContext.Provider>
  );
}
