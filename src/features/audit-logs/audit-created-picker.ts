/**
 * The audit log's Created filter between its date-time pickers and the URL (SPEC 2.4): the bounds live in the URL
 * and the query as ISO date-times; the pickers hold local Dates (minutes). Apart from ./audit-filters.ts
 * so that dayjs stays out of the route's search validation (the first paint).
 */
import dayjs from 'dayjs';

/** An ISO date-time (a Created bound of the URL) as the Date the date-time picker shows; null when not a date. */
export function isoToPickerDate(iso: string | undefined): Date | null {
  if (!iso) return null;
  const date = dayjs(iso);
  return date.isValid() ? date.toDate() : null;
}

/**
 * A picked date-time (local time, minute precision) as the ISO date-time of the URL and the query, or undefined
 * when none is picked. `end` takes the end of that minute, so a "to" bound includes the whole minute.
 */
export function pickerDateToIso(date: Date | null, bound: 'start' | 'end' = 'start'): string | undefined {
  if (date === null) return undefined;
  const minute = dayjs(date).startOf('minute');
  if (!minute.isValid()) return undefined;
  return (bound === 'end' ? minute.endOf('minute') : minute).toISOString();
}
