import { describe, expect, it } from 'vitest';
import { dateOfPickerValue } from './picker-value';

describe('a picker value as a Date', () => {
  it('reads a date and time as local time, to the second', () => {
    expect(dateOfPickerValue('2026-11-20 07:15:00')).toEqual(new Date(2026, 10, 20, 7, 15, 0));
    expect(dateOfPickerValue('2025-06-30 23:59:59')).toEqual(new Date(2025, 5, 30, 23, 59, 59));
  });

  it("reads a month picker's first day as local midnight", () => {
    expect(dateOfPickerValue('2025-05-01')).toEqual(new Date(2025, 4, 1));
  });

  it('is null when nothing is picked', () => {
    expect(dateOfPickerValue(null)).toBeNull();
  });
});
