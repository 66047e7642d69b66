/** SPEC 9: the statistics month is formatted YYYY-MM. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** A search param as a month, or undefined. */
export function parseMonth(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return isMonth(text) ? text : undefined;
}

/** The `monthStart` of `POST /api/Statistics/monthlyAllPOSCores`: the first day of the month (YYYY-MM-01). */
export function monthStart(month: string): string {
  return `${month}-01`;
}

/** The download address of a month's statistics (SPEC 7). */
export function statisticsDownloadPath(month: string): string {
  return `/api/Statistics/DownloadMonthlyStatistics?date=${encodeURIComponent(month)}`;
}
