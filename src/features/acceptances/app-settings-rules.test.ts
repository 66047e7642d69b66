import { describe, expect, it } from 'vitest';
import { english } from '#/test/translate';
import {
  TIME_OF_DAY_REQUIRED,
  appSettingsForm,
  appSettingsTimeProblem,
  appSettingsToSave,
  sameAppSettings,
  type AppSettings,
  type AppSettingsForm,
} from './app-settings-rules';

const settings = (autoAccept: boolean, notBeforeTimeUTC: string | null, version?: string): AppSettings => ({
  autoAccept,
  notBeforeTimeUTC,
  ...(version === undefined ? {} : { version }),
});

describe('app settings rules', () => {
  it('reads a saved schedule as its UTC time of day, and none as immediately at the default hour', () => {
    expect(appSettingsForm(settings(true, '2026-01-02 21:30:00'))).toEqual({
      autoAccept: true,
      when: 'scheduled',
      time: '21:30',
    });
    expect(appSettingsForm(settings(false, null))).toEqual({ autoAccept: false, when: 'immediately', time: '06:00' });
  });

  it('counts only what would be saved as a change', () => {
    const on: AppSettingsForm = { autoAccept: true, when: 'scheduled', time: '06:00' };
    expect(sameAppSettings(on, { ...on, time: '07:00' })).toBe(false);
    expect(sameAppSettings({ ...on, autoAccept: false }, { ...on, autoAccept: false, when: 'immediately' })).toBe(true);
    expect(sameAppSettings({ ...on, when: 'immediately' }, { ...on, when: 'immediately', time: '09:00' })).toBe(true);
    expect(sameAppSettings(on, { ...on, when: 'immediately' })).toBe(false);
    expect(sameAppSettings(on, { ...on, autoAccept: false })).toBe(false);
  });

  it('asks for a time of day only when scheduled', () => {
    const scheduled: AppSettingsForm = { autoAccept: true, when: 'scheduled', time: '' };
    expect(appSettingsTimeProblem('', scheduled)).toBe(TIME_OF_DAY_REQUIRED);
    expect(appSettingsTimeProblem('', { ...scheduled, when: 'immediately' })).toBeNull();
    expect(appSettingsTimeProblem('08:15', scheduled)).toBeNull();
    expect(english(TIME_OF_DAY_REQUIRED)).toBe('Choose a time of day');
  });

  it('sends the next occurrence of the time of day, or null', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(appSettingsToSave({ autoAccept: true, when: 'scheduled', time: '08:15' }, now)).toEqual({
      autoAccept: true,
      notBeforeTimeUTC: '2026-03-02 08:15:00',
    });
    expect(appSettingsToSave({ autoAccept: true, when: 'immediately', time: '08:15' }, now)).toEqual({
      autoAccept: true,
      notBeforeTimeUTC: null,
    });
    expect(appSettingsToSave({ autoAccept: false, when: 'scheduled', time: '08:15' }, now)).toEqual({
      autoAccept: false,
      notBeforeTimeUTC: null,
    });
  });

  it('sends back the version the settings were loaded at, when the server gives one', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const loaded = appSettingsForm(settings(true, null, 'v4'));
    expect(loaded.version).toBe('v4');
    expect(appSettingsToSave(loaded, now)).toEqual({ version: 'v4', autoAccept: true, notBeforeTimeUTC: null });
    expect(sameAppSettings(loaded, { ...loaded, version: 'v5' })).toBe(true);
  });
});
