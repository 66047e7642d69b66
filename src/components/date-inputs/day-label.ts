// Only the date-time picker reads its days aloud: kept with the pickers loaded on demand, out of every first load.

/**
 * A picker's day (`YYYY-MM-DD`) as a screen reader reads its button, in the locale's own long form: "26 October 2026",
 * "26. Oktober 2026" (dayjs' "D MMMM YYYY" misses the German full stop).
 */
export function dayLabel(day: string, locale: string): string {
  const [year = 0, month = 0, date = 0] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return day;
  return longDate(locale).format(new Date(year, month - 1, date));
}

// One formatter per locale: a month's calendar names some 40 days on each render.
const formats = new Map<string, Intl.DateTimeFormat>();
function longDate(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    formats.set(locale, format);
  }
  return format;
}
