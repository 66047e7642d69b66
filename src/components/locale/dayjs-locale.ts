/**
 * Which dayjs locale file the date pickers need for a display locale: the most specific name
 * dayjs has ("de-at" for de-AT, else "de"), or dayjs' built-in "en" (en-US's conventions) when it has none.
 * The shell loads only that one file, on demand (src/components/locale/dayjs-locales.ts).
 */

/** dayjs' built-in locale (United States English); it needs no file. */
export const DAYJS_BUILT_IN_LOCALE = 'en';

/** The dayjs names to try for a BCP 47 tag, most specific first: "zh-hant-tw" -> zh-hant-tw, zh-tw, zh. */
export function dayjsLocaleCandidates(tag: string): string[] {
  const parts = tag.toLowerCase().replace(/_/g, '-').split('-').filter(Boolean);
  const [language] = parts;
  if (!language) return [];
  const region = parts.slice(1).find((part) => /^([a-z]{2}|\d{3})$/.test(part));
  const candidates = [parts.join('-'), region ? `${language}-${region}` : '', language];
  return candidates.filter((name, index) => name !== '' && candidates.indexOf(name) === index);
}

/** The dayjs locale for a tag among the `available` names (the built-in "en" when none fits). */
export function pickDayjsLocale(tag: string, available: readonly string[]): string {
  return (
    dayjsLocaleCandidates(tag).find((name) => name === DAYJS_BUILT_IN_LOCALE || available.includes(name)) ??
    DAYJS_BUILT_IN_LOCALE
  );
}
