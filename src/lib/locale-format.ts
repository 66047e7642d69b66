/**
 * Dates, times and numbers in the display locale, through Intl; the locale is an argument, decided once by
 * `displayLocale` from the language spoken and the user's locale (src/components/locale/locale.tsx hands it to the
 * screens). Values sent to the server never pass through here.
 */

/** SPEC 9: the default locale. */
export const DEFAULT_LOCALE = 'en-GB';

/** The canonical form of a locale tag Intl supports, or null (empty, malformed or unknown to this browser). */
export function supportedLocale(tag: string | null | undefined): string | null {
  const text = tag?.trim().replace(/_/g, '-');
  if (!text) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(text);
    if (!canonical) return null;
    return Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0 ? canonical : null;
  } catch {
    return null;
  }
}

/** The language subtag of a tag (`de-AT` -> `de`, the pseudo-locale `en-XA` -> `en`), or null when it is malformed. */
function languageOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return null;
  }
}

/**
 * The locale the console formats in, always one of the `language` it speaks, so that German words come with German
 * dates (05.12.2026), never with an en-GB profile's 05/12/2026: the user's locale (`User.locale`) when it is in that
 * language (de-AT and de-CH keep their own ways), else the first of the browser's languages that is, else the
 * language's own (English's is SPEC's en-GB).
 */
export function displayLocale(
  language: string,
  userLocale: string | null | undefined,
  browserLocales: readonly string[],
): string {
  const spoken = languageOf(language);
  for (const candidate of [userLocale, ...browserLocales]) {
    const locale = supportedLocale(candidate);
    if (locale && languageOf(locale) === spoken) return locale;
  }
  if (!spoken || spoken === languageOf(DEFAULT_LOCALE)) return DEFAULT_LOCALE;
  return supportedLocale(spoken) ?? DEFAULT_LOCALE;
}

export interface DateTimeOptions {
  /** Show seconds too. */
  seconds?: boolean;
  /**
   * Show the time in UTC, for the times SPEC states in UTC: `true` says so after the time ("UTC"); `'unnamed'` does
   * not, for a column whose header already does ("Expiry (UTC)").
   */
  utc?: boolean | 'unnamed';
  /** Name the browser's time zone after the time ("CEST", "GMT+2"), where a list of times says which zone it uses. */
  zone?: boolean;
}

type DateValue = string | number | Date | null | undefined;

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The date alone, in `locale` (the browser's time zone, or UTC). '' for nothing; the text as received when not a date. */
export function formatDate(value: DateValue, locale: string, options: Pick<DateTimeOptions, 'utc'> = {}): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return dateTimeFormat(locale, { ...DATE_PARTS, ...(options.utc ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** Date and time in `locale`; `utc` shows it in UTC and names the zone. */
export function formatDateTime(value: DateValue, locale: string, options: DateTimeOptions = {}): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return dateTimeFormat(locale, {
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    ...(options.utc === 'unnamed'
      ? { timeZone: 'UTC' }
      : options.utc
        ? { timeZone: 'UTC', timeZoneName: 'short' }
        : options.zone
          ? { timeZoneName: 'short' }
          : {}),
  }).format(date);
}

/**
 * The browser's time zone for a heading or a hint: its name and its offset from UTC on `at` (summer time counts),
 * "Europe/Berlin (GMT+2)"; UTC itself is just "UTC". `timeZone` stands in for the browser's (tests).
 */
export function timeZoneLabel(locale: string, at: Date = new Date(), timeZone?: string): string {
  const zone = timeZone ?? dateTimeFormat(locale, {}).resolvedOptions().timeZone;
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const offset = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${zone} (${offset})` : zone;
}

/** The time of day alone (hours and minutes), in `locale`; `utc` in UTC with the zone named. */
export function formatTime(value: DateValue, locale: string, options: Pick<DateTimeOptions, 'utc'> = {}): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.utc ? { timeZone: 'UTC', timeZoneName: 'short' } : {}),
  }).format(date);
}

/** A number in `locale` (grouping and decimal separators); `fractionDigits` fixes the decimals. */
export function formatNumber(value: number, locale: string, fractionDigits?: number): string {
  const options: Intl.NumberFormatOptions =
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat(locale, options).format(value);
}

/** A count with its noun: "1 org", "1,234 orgs" (the plural for anything but exactly 1). */
export function formatCount(count: number, [one, many]: readonly [string, string], locale: string): string {
  return `${formatNumber(count, locale)} ${count === 1 ? one : many}`;
}

/**
 * A size in MB (binary, as `formatFileSize` counts), rounded up to a tenth: a file refused for being over a limit never
 * shows the limit's own size ("10.1 MB" for 10 MB and one byte).
 */
export function megabytesRoundedUp(bytes: number): number {
  return Math.ceil((bytes * 10) / (1024 * 1024)) / 10;
}

/** A size in bytes: "512 B", "1.5 KB", "176.0 MB", "1.25 GB" (binary multiples; the number in `locale`). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${formatNumber(bytes, locale)} B`;
  if (bytes < 1024 ** 2) return `${formatNumber(bytes / 1024, locale, 1)} KB`;
  if (bytes < 1024 ** 3) return `${formatNumber(bytes / 1024 ** 2, locale, 1)} MB`;
  return `${formatNumber(bytes / 1024 ** 3, locale, 2)} GB`;
}
