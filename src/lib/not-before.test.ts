import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  notBeforeWords,
  defaultNotBefore,
  formatDuration,
  formatUtcDateTime,
  fromDateTimeLocalValue,
  isoOrNull,
  isTimeOfDay,
  nextUtcTimeOfDay,
  notBeforeMessage,
  notBeforeOf,
  notBeforeProblem,
  parseUtcDateTime,
  timeOfDayAt,
  toDateTimeLocalValue,
  toIsoSeconds,
  tomorrow,
  utcTimeOfDay,
} from './not-before';

// A fixed clock: 14 November 2026, 09:30:15 local time.
const now = new Date(2026, 10, 14, 9, 30, 15);
const words = notBeforeWords(english);
const germanWords = notBeforeWords(german);

describe('Tomorrow and the 06:00 default', () => {
  it('Tomorrow is now plus one day, at the same time', () => {
    expect(tomorrow(now)).toEqual(new Date(2026, 10, 15, 9, 30, 15));
    expect(now).toEqual(new Date(2026, 10, 14, 9, 30, 15));
  });

  it('Tomorrow rolls over months and years', () => {
    expect(tomorrow(new Date(2026, 11, 31, 23, 0))).toEqual(new Date(2027, 0, 1, 23, 0));
  });

  it('the default not-before is 06:00 the next day', () => {
    expect(defaultNotBefore(now)).toEqual(new Date(2026, 10, 15, 6, 0, 0, 0));
    expect(defaultNotBefore(new Date(2026, 10, 30, 23, 59))).toEqual(new Date(2026, 11, 1, 6, 0));
    expect(defaultNotBefore(new Date(2026, 10, 14, 0, 0))).toEqual(new Date(2026, 10, 15, 6, 0));
  });
});

describe('notBeforeMessage', () => {
  it('says a past time takes effect immediately', () => {
    expect(notBeforeMessage(words, new Date(2026, 10, 13, 6, 0), now)).toBe(
      'The time selected is in the past. It will take effect immediately.',
    );
  });

  it('treats now itself as past', () => {
    expect(notBeforeMessage(words, new Date(now.getTime()), now)).toBe(words.past);
  });

  it('says how long until a future time takes effect', () => {
    expect(notBeforeMessage(words, defaultNotBefore(now), now)).toBe('It will take effect in 20 hours and 29 minutes.');
    expect(notBeforeMessage(words, tomorrow(now), now)).toBe('It will take effect in 1 day.');
    expect(notBeforeMessage(words, new Date(now.getTime() + 30_000), now)).toBe(
      'It will take effect in less than a minute.',
    );
  });
});

describe('formatDuration', () => {
  it('lists days, hours and minutes that are not zero', () => {
    expect(formatDuration(words, 60_000)).toBe('1 minute');
    expect(formatDuration(words, 2 * 3_600_000)).toBe('2 hours');
    expect(formatDuration(words, 86_400_000 + 2 * 3_600_000 + 5 * 60_000)).toBe('1 day, 2 hours and 5 minutes');
    expect(formatDuration(words, 3 * 86_400_000 + 60_000)).toBe('3 days and 1 minute');
    expect(formatDuration(words, 59_999)).toBe('less than a minute');
    expect(formatDuration(words, -5)).toBe('less than a minute');
  });

  it('says it in German, in the dative "in" takes', () => {
    expect(notBeforeMessage(germanWords, defaultNotBefore(now), now)).toBe(
      'Die Version wird in 20 Stunden und 29 Minuten wirksam.',
    );
    expect(formatDuration(germanWords, 86_400_000 + 2 * 3_600_000 + 5 * 60_000)).toBe('1 Tag, 2 Stunden und 5 Minuten');
    expect(formatDuration(germanWords, 3 * 86_400_000)).toBe('3 Tagen');
    expect(formatDuration(germanWords, 0)).toBe('weniger als einer Minute');
  });
});

describe('yyyy-mm-dd hh:mm:ss (UTC)', () => {
  it('formats in UTC', () => {
    expect(formatUtcDateTime(new Date(Date.UTC(2026, 10, 14, 6, 0, 0)))).toBe('2026-11-14 06:00:00');
    expect(formatUtcDateTime(new Date(Date.UTC(2027, 0, 2, 23, 5, 9)))).toBe('2027-01-02 23:05:09');
  });

  it('parses what it formats, and nothing else', () => {
    expect(parseUtcDateTime('2026-11-14 06:00:00')).toEqual(new Date(Date.UTC(2026, 10, 14, 6, 0, 0)));
    expect(parseUtcDateTime('2026-11-14T06:00:00Z')).toBeNull();
    expect(parseUtcDateTime('2026-02-30 06:00:00')).toBeNull();
    expect(parseUtcDateTime(null)).toBeNull();
  });

  it('reads the time of day', () => {
    expect(utcTimeOfDay('2026-11-14 06:00:00')).toBe('06:00');
    expect(utcTimeOfDay(null)).toBeNull();
  });
});

describe('a daily time of day (UTC)', () => {
  const clock = new Date(Date.UTC(2026, 10, 14, 9, 30, 0));

  it('accepts hh:mm only', () => {
    expect(isTimeOfDay('06:00')).toBe(true);
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('6:00')).toBe(false);
    expect(isTimeOfDay('')).toBe(false);
  });

  it('is its next occurrence: later today, or tomorrow when it has passed', () => {
    expect(nextUtcTimeOfDay('18:15', clock)).toEqual(new Date(Date.UTC(2026, 10, 14, 18, 15)));
    expect(nextUtcTimeOfDay('06:00', clock)).toEqual(new Date(Date.UTC(2026, 10, 15, 6, 0)));
    expect(nextUtcTimeOfDay('09:30', clock)).toEqual(new Date(Date.UTC(2026, 10, 15, 9, 30)));
    expect(nextUtcTimeOfDay('bad', clock)).toBeNull();
  });
});

describe('datetime-local values and ISO', () => {
  it('round-trips a local date-time', () => {
    const value = toDateTimeLocalValue(new Date(2026, 10, 15, 6, 0));
    expect(value).toBe('2026-11-15T06:00');
    expect(fromDateTimeLocalValue(value)).toEqual(new Date(2026, 10, 15, 6, 0));
  });

  it('rejects empty or impossible values', () => {
    expect(fromDateTimeLocalValue('')).toBeNull();
    expect(fromDateTimeLocalValue('2026-02-30T06:00')).toBeNull();
    expect(fromDateTimeLocalValue(undefined)).toBeNull();
  });

  it('writes ISO without milliseconds', () => {
    expect(toIsoSeconds(new Date(Date.UTC(2026, 10, 15, 6, 0, 0, 123)))).toBe('2026-11-15T06:00:00Z');
  });
});

describe('timeOfDayAt', () => {
  it('writes a whole hour as hh:mm', () => {
    expect(timeOfDayAt(6)).toBe('06:00');
    expect(timeOfDayAt(18)).toBe('18:00');
  });
});

describe('notBeforeProblem (SPEC 5)', () => {
  it('needs a time only when the Not Before is on', () => {
    expect(notBeforeProblem(words, false, '')).toBeNull();
    expect(notBeforeProblem(words, true, '')).toBe('Choose a date and time');
    expect(notBeforeProblem(words, true, '2026-11-15T25:00')).toBe('Choose a date and time');
    expect(notBeforeProblem(words, true, '2026-11-15T06:00')).toBeNull();
  });
});

describe('not before helpers', () => {
  it('sends the checked time as ISO with seconds, nothing when unchecked or not a time', () => {
    expect(notBeforeOf({ checked: false, text: '2026-03-01T10:00' })).toBeNull();
    expect(notBeforeOf({ checked: true, text: '' })).toBeNull();
    expect(notBeforeOf({ checked: true, text: '2026-03-01T10:00' })).toMatch(/^2026-03-01T\d\d:00:00/);
  });

  it('normalises a saved time, keeping a text that is not a time', () => {
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull('')).toBeNull();
    expect(isoOrNull('soon')).toBe('soon');
    expect(isoOrNull('2026-03-01T10:00:00.000Z')).toBe(isoOrNull('2026-03-01T10:00:00Z'));
  });
});
