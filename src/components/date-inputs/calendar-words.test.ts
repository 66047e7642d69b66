import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { calendarDayjsLocale, calendarWordsLocale } from './calendar-words';

describe('calendarWordsLocale', () => {
  it('keeps the display locale when it is in the menu language', () => {
    expect(calendarWordsLocale('en', 'en-GB')).toBe('en-GB');
    expect(calendarWordsLocale('de', 'de-AT')).toBe('de-AT');
    // The QA pseudo-locale is English.
    expect(calendarWordsLocale('en-XA', 'en-US')).toBe('en-US');
  });

  it("gives the menu language in the display locale's region otherwise", () => {
    expect(calendarWordsLocale('de', 'en-GB')).toBe('de-GB');
    expect(calendarWordsLocale('en', 'de-DE')).toBe('en-DE');
    expect(calendarWordsLocale('de', 'fr')).toBe('de');
  });
});

describe('calendarDayjsLocale', () => {
  it('gives the load of a file not asked for before, then its name at once', async () => {
    const pending = calendarDayjsLocale('nb-NO');
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(calendarDayjsLocale('nb-NO')).toBe('nb');
    expect(dayjs.Ls.nb).toBeDefined();
  });

  it("names dayjs' built-in English for a locale without a file", async () => {
    await calendarDayjsLocale('en-US');
    expect(calendarDayjsLocale('en-US')).toBe('en');
  });
});
