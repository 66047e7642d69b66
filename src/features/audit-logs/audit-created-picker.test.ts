import { describe, expect, it } from 'vitest';
import { isoToPickerDate, pickerDateToIso } from './audit-created-picker';

describe('date-time picker conversion', () => {
  it('round-trips a local minute', () => {
    const picked = new Date(2025, 5, 1, 8, 30);
    const iso = pickerDateToIso(picked);
    expect(iso).toBe(picked.toISOString());
    expect(isoToPickerDate(iso)).toEqual(picked);
  });

  it('drops seconds: a "from" bound starts its minute, a "to" bound takes the end of it', () => {
    expect(pickerDateToIso(new Date(2025, 5, 1, 8, 30, 42, 5))).toBe(new Date(2025, 5, 1, 8, 30).toISOString());
    expect(pickerDateToIso(new Date(2025, 5, 30, 23, 59), 'end')).toBe(
      new Date(2025, 5, 30, 23, 59, 59, 999).toISOString(),
    );
  });

  it('gives nothing for nothing, and no date for a text that is not one', () => {
    expect(pickerDateToIso(null)).toBeUndefined();
    expect(pickerDateToIso(new Date(Number.NaN))).toBeUndefined();
    expect(isoToPickerDate(undefined)).toBeNull();
    expect(isoToPickerDate('nonsense')).toBeNull();
  });
});
