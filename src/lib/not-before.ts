/**
 * Not-before times of acceptances and auto-accept settings (SPEC 4 "Acceptance", SPEC 5 "Acceptance form",
 * SPEC 7 app settings, SPEC 9). Every rule takes the current time as an argument (an injected clock), so the
 * screens pass `new Date()` and the tests a fixed instant.
 *
 * - Tomorrow: now plus one (calendar) day, same time of day.
 * - The default acceptance not-before: 06:00 (local time) on the next day.
 * - A time in the past: "The time selected is in the past. It will take effect immediately."; a future one says
 *   how long until it takes effect ("It will take effect in 1 day, 2 hours and 5 minutes.").
 * - App settings carry `notBeforeTimeUTC` as `yyyy-mm-dd hh:mm:ss` in UTC; an auto-accept schedule is a time of
 *   day (UTC), sent as its next occurrence.
 * - Acceptances carry `notBefore` as an ISO date-time (`yyyy-mm-ddThh:mm:ssZ`); the form edits it in local time
 *   through an `<input type="datetime-local">` value (`yyyy-mm-ddThh:mm`).
 */

export const PAST_NOT_BEFORE_MESSAGE = 'The time selected is in the past. It will take effect immediately.';
/** SPEC 9: the default acceptance not-before is 06:00 the next day. */
export const DEFAULT_NOT_BEFORE_HOUR = 6;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** SPEC 9 "Tomorrow": now plus one day (the same time of day on the next calendar day). */
export function tomorrow(now: Date): Date {
  const next = new Date(now.getTime());
  next.setDate(next.getDate() + 1);
  return next;
}

/** SPEC 9: 06:00 (local time) on the day after `now`. */
export function defaultNotBefore(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, DEFAULT_NOT_BEFORE_HOUR, 0, 0, 0);
}

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/** "1 day, 2 hours and 5 minutes" (whole minutes; "less than a minute" below one). */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.floor(Math.max(ms, 0) / MINUTE);
  if (totalMinutes === 0) return 'less than a minute';
  const days = Math.floor(totalMinutes / (DAY / MINUTE));
  const hours = Math.floor((totalMinutes % (DAY / MINUTE)) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 ? unit(days, 'day') : null,
    hours > 0 ? unit(hours, 'hour') : null,
    minutes > 0 ? unit(minutes, 'minute') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

export function isPast(target: Date, now: Date): boolean {
  return target.getTime() <= now.getTime();
}

/** SPEC 5: the message under a chosen not-before time. */
export function notBeforeMessage(target: Date, now: Date): string {
  if (isPast(target, now)) return PAST_NOT_BEFORE_MESSAGE;
  return `It will take effect in ${formatDuration(target.getTime() - now.getTime())}.`;
}

/** SPEC 7: `yyyy-mm-dd hh:mm:ss` in UTC (app settings' notBeforeTimeUTC). */
export function formatUtcDateTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Reads `yyyy-mm-dd hh:mm:ss` (UTC); null when the text has another shape or is not a real time. */
export function parseUtcDateTime(text: string | null | undefined): Date | null {
  const match = UTC_DATE_TIME.exec(text ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined || s === undefined) {
    return null;
  }
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return formatUtcDateTime(date) === text ? date : null;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A `hh:mm` time of day (00:00 to 23:59). */
export function isTimeOfDay(text: string | null | undefined): boolean {
  return TIME_OF_DAY.test(text ?? '');
}

/** The `hh:mm` (UTC) of a `yyyy-mm-dd hh:mm:ss` value; null when it cannot be read. */
export function utcTimeOfDay(text: string | null | undefined): string | null {
  const date = parseUtcDateTime(text);
  return date === null ? null : `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** The next instant (after `now`) at which the UTC clock reads `hh:mm`; null for an invalid time of day. */
export function nextUtcTimeOfDay(timeOfDay: string, now: Date): Date | null {
  const match = TIME_OF_DAY.exec(timeOfDay);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes, 0));
  return today.getTime() > now.getTime() ? today : new Date(today.getTime() + DAY);
}

/** The value of an `<input type="datetime-local">` for a date (local time, minutes). */
export function toDateTimeLocalValue(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Reads an `<input type="datetime-local">` value (local time); null when empty or invalid. */
export function fromDateTimeLocalValue(text: string | null | undefined): Date | null {
  const match = LOCAL_DATE_TIME.exec(text ?? '');
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1, 6).map(Number);
  const s = match[6] === undefined ? 0 : Number(match[6]);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined) return null;
  const date = new Date(y, mo - 1, d, h, mi, s, 0);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

/** An ISO date-time without milliseconds, `yyyy-mm-ddThh:mm:ssZ` (acceptances' notBefore). */
export function toIsoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
