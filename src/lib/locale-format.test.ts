import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  displayLocale,
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  megabytesRoundedUp,
  formatNumber,
  formatTime,
  supportedLocale,
  timeZoneLabel,
} from './locale-format';

// Intl puts (narrow) no-break spaces in some locales' texts (en-US "07:15 AM", fr-FR "1 234"); compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// The `utc` cases do not depend on the machine's time zone; the local ones build their instant in local time.
const instant = '2026-11-20T07:15:42Z';

describe('displayLocale: which locale the console formats in', () => {
  it("takes the user's locale first when it is in the language spoken", () => {
    expect(displayLocale('de', 'de-DE', ['en-US'])).toBe('de-DE');
    expect(displayLocale('de', 'de-AT', ['de-DE'])).toBe('de-AT');
    expect(displayLocale('en', 'en-US', ['de-DE'])).toBe('en-US');
    // The pseudo-locale is English.
    expect(displayLocale('en-XA', 'en-US', [])).toBe('en-US');
  });

  it('writes the language spoken, not a profile locale of another language (German over en-GB: 05.12.2026)', () => {
    const german = displayLocale('de', 'en-GB', ['en-GB']);
    expect(german).toBe('de');
    expect(formatDate('2026-12-05T12:00:00Z', german)).toBe('05.12.2026');
    expect(displayLocale('en', 'de-DE', [])).toBe(DEFAULT_LOCALE);
    expect(displayLocale('en-XA', 'de-DE', [])).toBe(DEFAULT_LOCALE);
  });

  it("falls back to the browser's languages in the language spoken when the user's locale is unset, empty, unknown or another language's", () => {
    expect(displayLocale('en', undefined, ['fr-FR', 'en-US'])).toBe('en-US');
    expect(displayLocale('de', null, ['de-DE'])).toBe('de-DE');
    expect(displayLocale('en', '', ['en-US'])).toBe('en-US');
    expect(displayLocale('en', '  ', ['en-US'])).toBe('en-US');
    expect(displayLocale('de', 'not a locale!', ['de-CH'])).toBe('de-CH');
    expect(displayLocale('de', 'en-GB', ['en-US', 'de-AT'])).toBe('de-AT');
  });

  it('ends with the language itself, SPEC default en-GB for English, when nothing else is usable', () => {
    expect(displayLocale('en', undefined, [])).toBe(DEFAULT_LOCALE);
    expect(displayLocale('en', '***', ['%%'])).toBe('en-GB');
    expect(displayLocale('de', '***', ['fr-FR'])).toBe('de');
    expect(displayLocale('***', undefined, [])).toBe('en-GB');
  });

  it('canonicalises the tag (case, underscore)', () => {
    expect(supportedLocale('en-gb')).toBe('en-GB');
    expect(supportedLocale('de_DE')).toBe('de-DE');
    expect(supportedLocale('')).toBeNull();
    expect(supportedLocale(undefined)).toBeNull();
  });
});

describe('formatDate', () => {
  it('writes the date in the locale', () => {
    expect(formatDate('2026-11-20T12:00:00Z', 'de-DE')).toBe('20.11.2026');
    expect(formatDate('2026-11-20T12:00:00Z', 'en-US')).toBe('11/20/2026');
    expect(formatDate('2026-11-20T12:00:00Z', 'en-GB')).toBe('20/11/2026');
  });

  it('in UTC when asked, whatever the local zone', () => {
    expect(formatDate('2026-11-20T23:30:00-05:00', 'de-DE', { utc: true })).toBe('21.11.2026');
  });

  it('gives back a text that is not a date as received, and nothing for nothing', () => {
    expect(formatDate('soon', 'de-DE')).toBe('soon');
    expect(formatDate(null, 'de-DE')).toBe('');
    expect(formatDate(undefined, 'en-US')).toBe('');
    expect(formatDate('', 'en-US')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes date and time in the locale', () => {
    expect(plain(formatDateTime(instant, 'de-DE', { utc: true }))).toBe('20.11.2026, 07:15 UTC');
    expect(plain(formatDateTime(instant, 'en-US', { utc: true }))).toBe('11/20/2026, 07:15 AM UTC');
    expect(plain(formatDateTime(instant, 'en-GB', { utc: true }))).toBe('20/11/2026, 07:15 UTC');
    // Under a header that names the zone, the time alone.
    expect(plain(formatDateTime(instant, 'en-GB', { utc: 'unnamed' }))).toBe('20/11/2026, 07:15');
    expect(plain(formatDateTime(instant, 'de-DE', { utc: 'unnamed' }))).toBe('20.11.2026, 07:15');
  });

  it('adds seconds when asked', () => {
    expect(plain(formatDateTime(instant, 'de-DE', { utc: true, seconds: true }))).toBe('20.11.2026, 07:15:42 UTC');
    expect(plain(formatDateTime(instant, 'en-US', { utc: true, seconds: true }))).toBe('11/20/2026, 07:15:42 AM UTC');
  });

  it('shows a UTC time in UTC and says so, whatever the offset it was written with', () => {
    expect(plain(formatDateTime('2026-11-20T09:15:00+02:00', 'en-GB', { utc: true }))).toBe('20/11/2026, 07:15 UTC');
  });

  it('shows local times in the local zone without naming it', () => {
    const local = new Date(2026, 10, 20, 7, 15, 42);
    expect(plain(formatDateTime(local, 'de-DE'))).toBe('20.11.2026, 07:15');
    expect(plain(formatDateTime(local, 'en-US', { seconds: true }))).toBe('11/20/2026, 07:15:42 AM');
  });

  it('names the local zone when asked (the zone the browser shows it in)', () => {
    const local = new Date(2026, 10, 20, 7, 15, 42);
    const zone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' })
      .formatToParts(local)
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    expect(plain(formatDateTime(local, 'en-GB', { seconds: true, zone: true }))).toBe(`20/11/2026, 07:15:42 ${zone}`);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDateTime(Date.parse(instant), 'de-DE', { utc: true })).toBe(
      formatDateTime(new Date(instant), 'de-DE', { utc: true }),
    );
  });

  it('gives back a text that is not a date as received', () => {
    expect(formatDateTime('yesterday', 'en-GB')).toBe('yesterday');
    expect(formatDateTime(null, 'en-GB')).toBe('');
  });
});

describe('timeZoneLabel', () => {
  it('names a zone and its offset on the day, summer time included', () => {
    expect(plain(timeZoneLabel('en-GB', new Date('2026-01-15T12:00:00Z'), 'Europe/Berlin'))).toBe(
      'Europe/Berlin (GMT+1)',
    );
    expect(plain(timeZoneLabel('en-GB', new Date('2026-07-15T12:00:00Z'), 'Europe/Berlin'))).toBe(
      'Europe/Berlin (GMT+2)',
    );
    expect(plain(timeZoneLabel('en-US', new Date('2026-07-15T12:00:00Z'), 'America/New_York'))).toBe(
      'America/New_York (GMT-4)',
    );
  });

  it('calls UTC just UTC', () => {
    expect(timeZoneLabel('de-DE', new Date(), 'UTC')).toBe('UTC');
  });

  it("names the browser's zone by default", () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(timeZoneLabel('en-GB')).toContain(zone === 'Etc/UTC' ? 'UTC' : zone);
  });
});

describe('formatTime', () => {
  it('writes the time of day in the locale, UTC named', () => {
    expect(plain(formatTime(instant, 'de-DE', { utc: true }))).toBe('07:15 UTC');
    expect(plain(formatTime(instant, 'en-US', { utc: true }))).toBe('07:15 AM UTC');
  });
});

describe('numbers', () => {
  it('groups and separates decimals in the locale', () => {
    expect(formatNumber(1234567.5, 'de-DE')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en-US')).toBe('1,234,567.5');
    expect(formatNumber(2, 'en-GB', 1)).toBe('2.0');
  });

  it('counts with the noun, plural for anything but 1', () => {
    expect(formatCount(1, ['org', 'orgs'], 'de-DE')).toBe('1 org');
    expect(formatCount(0, ['org', 'orgs'], 'en-US')).toBe('0 orgs');
    expect(formatCount(12345, ['transaction', 'transactions'], 'de-DE')).toBe('12.345 transactions');
    expect(formatCount(12345, ['transaction', 'transactions'], 'en-US')).toBe('12,345 transactions');
  });

  it('writes file sizes in binary multiples with the locale separator', () => {
    expect(formatFileSize(512, 'en-GB')).toBe('512 B');
    expect(formatFileSize(1536, 'en-GB')).toBe('1.5 KB');
    expect(formatFileSize(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatFileSize(176 * 1024 * 1024, 'en-US')).toBe('176.0 MB');
    expect(formatFileSize(1.25 * 1024 ** 3, 'de-DE')).toBe('1,25 GB');
  });

  it('gives a size in MB rounded up to a tenth, so one byte over a limit shows over it', () => {
    expect(megabytesRoundedUp(10 * 1024 * 1024)).toBe(10);
    expect(megabytesRoundedUp(10 * 1024 * 1024 + 1)).toBe(10.1);
    expect(megabytesRoundedUp(100 * 1024 * 1024)).toBe(100);
    expect(megabytesRoundedUp(1.25 * 1024 * 1024)).toBe(1.3);
    expect(megabytesRoundedUp(0)).toBe(0);
  });
});
