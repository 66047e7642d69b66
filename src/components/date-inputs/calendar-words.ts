/**
 * Whose words a calendar speaks: its weekday and month names and the days it reads aloud follow the menu language,
 * while the dates it writes keep the display locale's format (docs/i18n.md). Used by ./language-pickers.tsx.
 */

/**
 * The locale of a calendar's words: the display locale when it is in the menu language (en-GB for English, de-AT for
 * German), else the menu language in the display locale's region, so that the long date keeps the region's order
 * where the language has it ("en-DE": 26 October 2026; "de-GB": 26. Oktober 2026).
 */
export function calendarWordsLocale(language: string, displayLocale: string): string {
  const words = new Intl.Locale(language);
  const display = new Intl.Locale(displayLocale);
  if (words.language === display.language) return displayLocale;
  return display.region ? `${words.language}-${display.region}` : words.language;
}

// The dayjs name of each locale whose file has been asked for, once loaded, and the loads under way.
const names = new Map<string, string>();
const loads = new Map<string, Promise<void>>();

/**
 * The registered dayjs locale for `locale`'s words; until its file is in, the load to wait for (a picker suspends on
 * it, so it never shows English names first). A file that cannot be downloaded gives dayjs' English.
 */
export function calendarDayjsLocale(locale: string): string | Promise<void> {
  const name = names.get(locale);
  if (name !== undefined) return name;
  let load = loads.get(locale);
  if (!load) {
    // Imported as the shell imports it (its own chunk), not bundled into the pickers' chunk as a second copy.
    load = import('#/components/locale/dayjs-locales')
      .then((module) => module.loadDatesLocale(locale))
      .then(
        (loaded) => names.set(locale, loaded.name),
        // The download failed: dayjs' built-in English.
        () => names.set(locale, 'en'),
      )
      .then(() => undefined);
    loads.set(locale, load);
  }
  return load;
}
