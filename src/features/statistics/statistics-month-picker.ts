/**
 * The statistics month (SPEC 9: YYYY-MM) to and from the month picker's Date. Apart from
 * ./statistics-month.ts so that dayjs stays out of the route's search validation (the first paint).
 */
import dayjs from 'dayjs';

const MONTH_FORMAT = 'YYYY-MM';

/** The month (YYYY-MM) of a local date. */
export function monthOf(date: Date): string {
  return dayjs(date).format(MONTH_FORMAT);
}

/** The local date of the first day of a month (for the month picker). */
export function dateOfMonth(month: string): Date {
  return dayjs(`${month}-01`).startOf('month').toDate();
}

/** The picker's date of the URL's month (none without one). */
export const dateOfSearchedMonth = (month: string | undefined) => (month ? dateOfMonth(month) : null);
