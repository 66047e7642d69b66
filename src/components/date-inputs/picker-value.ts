/**
 * @mantine/dates hands a picked value over as a local date string without a time zone ("2026-11-20 07:15:00", a
 * month picker's "2026-11-01"); the screens and their rules keep a Date. The one conversion, for every picker.
 */
import dayjs from 'dayjs';

/** The local Date of a picker's value; null when nothing is picked. */
export function dateOfPickerValue(value: string | null): Date | null {
  return value === null ? null : dayjs(value).toDate();
}
