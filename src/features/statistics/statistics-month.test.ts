import { describe, expect, it } from 'vitest';
import { isMonth, monthStart, parseMonth, statisticsDownloadPath } from './statistics-month';
import { dateOfMonth, dateOfSearchedMonth, monthOf } from './statistics-month-picker';

describe('statistics month', () => {
  it('accepts YYYY-MM only', () => {
    expect(isMonth('2025-05')).toBe(true);
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('2025-5')).toBe(false);
    expect(isMonth('2025-05-01')).toBe(false);
    expect(parseMonth(202505)).toBeUndefined();
    expect(parseMonth('2025-12')).toBe('2025-12');
    expect(parseMonth(undefined)).toBeUndefined();
  });

  it('starts the month on its first day', () => {
    expect(monthStart('2025-05')).toBe('2025-05-01');
  });

  it('converts between months and local dates', () => {
    expect(monthOf(new Date(2025, 0, 31))).toBe('2025-01');
    expect(monthOf(dateOfMonth('2024-11'))).toBe('2024-11');
    expect(dateOfMonth('2024-11').getDate()).toBe(1);
  });

  it('builds the download address', () => {
    expect(statisticsDownloadPath('2025-05')).toBe('/api/Statistics/DownloadMonthlyStatistics?date=2025-05');
  });
});

describe('the month picker', () => {
  it('reads the searched month as the picker date, none without one', () => {
    expect(dateOfSearchedMonth(undefined)).toBeNull();
    expect(dateOfSearchedMonth('2026-03')).not.toBeNull();
  });
});
