import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it('reads a picker day in the locale’s long form, with the German full stop', () => {
    expect(dayLabel('2026-10-26', 'de-DE')).toBe('26. Oktober 2026');
    expect(dayLabel('2026-10-26', 'en-GB')).toBe('26 October 2026');
    expect(dayLabel('2026-10-26 00:00:00', 'en-US')).toBe('October 26, 2026');
    expect(dayLabel('not a day', 'en-GB')).toBe('not a day');
  });
});
