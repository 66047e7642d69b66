/**
 * Not-before times of acceptances and auto-accept settings (SPEC 4 "Acceptance", SPEC 5 "Acceptance form", SPEC 7
 * app settings, SPEC 9). Every rule takes the current time as an argument, so tests pass a fixed instant; every
 * format and parse goes through dayjs (UTC through its plugin), none by hand.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import type { Translate } from './messages/catalogues';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** SPEC 9: the default acceptance not-before is 06:00 the next day. */
export const DEFAULT_NOT_BEFORE_HOUR = 6;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SPEC 7: app settings' notBeforeTimeUTC. */
const UTC_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The forms' local date-time text. */
const LOCAL_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm';
/** A time of day. */
const TIME_OF_DAY_FORMAT = 'HH:mm';

/** SPEC 9 "Tomorrow": now plus one day (the same time of day on the next calendar day). */
export function tomorrow(now: Date): Date {
  return dayjs(now).add(1, 'day').toDate();
}

/** SPEC 9: 06:00 (local time) on the day after `now`. */
export function defaultNotBefore(now: Date): Date {
  return dayjs(now).add(1, 'day').startOf('day').hour(DEFAULT_NOT_BEFORE_HOUR).toDate();
}

/**
 * The words of the not-before texts in the screen's language. Each screen has them in its own area (a screen loads
 * only its area), so the same rules speak for Install Versions and for Version Authorisation.
 */
export interface NotBeforeWords {
  /** A Not Before that is on, without a time. */
  missing: string;
  /** SPEC 5: a time in the past. */
  past: string;
  takesEffectIn: (duration: string) => string;
  lessThanAMinute: string;
  days: (count: number) => string;
  hours: (count: number) => string;
  minutes: (count: number) => string;
  twoParts: (first: string, second: string) => string;
  threeParts: (first: string, second: string, third: string) => string;
}

/** The not-before words, one set for Install Versions and Version Authorisation (its auto-accept not-before). */
export function notBeforeWords(t: Translate<'records'>): NotBeforeWords {
  return {
    missing: t('records.notBefore.missing'),
    past: t('records.notBefore.past'),
    takesEffectIn: (duration) => t('records.notBefore.takesEffectIn', { duration }),
    lessThanAMinute: t('records.notBefore.lessThanAMinute'),
    days: (count) => t('records.notBefore.days', { count }),
    hours: (count) => t('records.notBefore.hours', { count }),
    minutes: (count) => t('records.notBefore.minutes', { count }),
    twoParts: (first, second) => t('records.notBefore.twoParts', { first, second }),
    threeParts: (first, second, third) => t('records.notBefore.threeParts', { first, second, third }),
  };
}

/** "1 day, 2 hours and 5 minutes" (whole minutes; "less than a minute" below one). */
export function formatDuration(words: NotBeforeWords, ms: number): string {
  const totalMinutes = Math.floor(Math.max(ms, 0) / MINUTE);
  if (totalMinutes === 0) return words.lessThanAMinute;
  const days = Math.floor(totalMinutes / (DAY / MINUTE));
  const hours = Math.floor((totalMinutes % (DAY / MINUTE)) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 ? words.days(days) : null,
    hours > 0 ? words.hours(hours) : null,
    minutes > 0 ? words.minutes(minutes) : null,
  ].filter((p): p is string => p !== null);
  const [first = '', second, third] = parts;
  if (second === undefined) return first;
  if (third === undefined) return words.twoParts(first, second);
  return words.threeParts(first, second, third);
}

export function isPast(target: Date, now: Date): boolean {
  return target.getTime() <= now.getTime();
}

/** SPEC 5: the message under a chosen not-before time. */
export function notBeforeMessage(words: NotBeforeWords, target: Date, now: Date): string {
  if (isPast(target, now)) return words.past;
  return words.takesEffectIn(formatDuration(words, target.getTime() - now.getTime()));
}

/** SPEC 7: `yyyy-mm-dd hh:mm:ss` in UTC (app settings' notBeforeTimeUTC). */
export function formatUtcDateTime(date: Date): string {
  return dayjs.utc(date).format(UTC_DATE_TIME_FORMAT);
}

/** Reads `yyyy-mm-dd hh:mm:ss` (UTC); null when the text has another shape or is not a real time. */
export function parseUtcDateTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const parsed = dayjs.utc(text, UTC_DATE_TIME_FORMAT, true);
  return parsed.isValid() ? parsed.toDate() : null;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A `hh:mm` time of day (00:00 to 23:59). */
export function isTimeOfDay(text: string | null | undefined): boolean {
  return TIME_OF_DAY.test(text ?? '');
}

/** The `hh:mm` of a whole hour (the auto-accept schedule's default time of day: 06:00). */
export function timeOfDayAt(hour: number): string {
  return dayjs.utc(0).hour(hour).format(TIME_OF_DAY_FORMAT);
}

/** The `hh:mm` (UTC) of a `yyyy-mm-dd hh:mm:ss` value; null when it cannot be read. */
export function utcTimeOfDay(text: string | null | undefined): string | null {
  const date = parseUtcDateTime(text);
  return date === null ? null : dayjs.utc(date).format(TIME_OF_DAY_FORMAT);
}

/** The next instant (after `now`) at which the UTC clock reads `hh:mm`; null for an invalid time of day. */
export function nextUtcTimeOfDay(timeOfDay: string, now: Date): Date | null {
  const match = TIME_OF_DAY.exec(timeOfDay);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const today = dayjs.utc(now).startOf('day').hour(hours).minute(minutes);
  return (today.isAfter(now) ? today : today.add(1, 'day')).toDate();
}

/** The forms' local date-time text for a date (`yyyy-mm-ddThh:mm`, local time, minutes). */
export function toDateTimeLocalValue(date: Date): string {
  return dayjs(date).format(LOCAL_DATE_TIME_FORMAT);
}

/** Reads a local date-time text (`yyyy-mm-ddThh:mm`, seconds allowed); null when empty or not a real time. */
export function fromDateTimeLocalValue(text: string | null | undefined): Date | null {
  if (!text) return null;
  const parsed = dayjs(text, [LOCAL_DATE_TIME_FORMAT, `${LOCAL_DATE_TIME_FORMAT}:ss`], true);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** SPEC 5: a Not Before that is on needs a time (`text`: the local date-time text); the message, or null. */
export function notBeforeProblem(words: NotBeforeWords, on: boolean, text: string | null | undefined): string | null {
  return on && fromDateTimeLocalValue(text) === null ? words.missing : null;
}

/** An ISO date-time without milliseconds, `yyyy-mm-ddThh:mm:ssZ` (acceptances' notBefore). */
export function toIsoSeconds(date: Date): string {
  return dayjs.utc(date).format('YYYY-MM-DDTHH:mm:ss[Z]');
}

/** The Not Before being edited: whether it is set, and its datetime-local text. */
export interface NotBeforeForm {
  checked: boolean;
  text: string;
}

/** The notBefore a form would send (ISO, seconds), or null (none, or a text that is not a time). */
export function notBeforeOf({ checked, text }: NotBeforeForm): string | null {
  const notBefore = checked ? fromDateTimeLocalValue(text) : null;
  return notBefore === null ? null : toIsoSeconds(notBefore);
}

/** A time as ISO with seconds (a text that is not a time as it is), or null. */
export function isoOrNull(text: string | null | undefined): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : toIsoSeconds(date);
}
