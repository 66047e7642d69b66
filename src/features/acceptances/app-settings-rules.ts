import type { components } from '#/api/schema.gen';
import type { MessageKey } from '#/lib/messages/catalogues';
import {
  DEFAULT_NOT_BEFORE_HOUR,
  formatUtcDateTime,
  isTimeOfDay,
  nextUtcTimeOfDay,
  timeOfDayAt,
  utcTimeOfDay,
} from '#/lib/not-before';

/** An app's auto-accept settings as edited (SPEC 2.5): on or off, immediately or at a time of day (hh:mm, UTC). */
export interface AppSettingsForm {
  autoAccept: boolean;
  when: 'immediately' | 'scheduled';
  /** hh:mm, UTC */
  time: string;
  /** The version of the settings as loaded (a server that versions them): sent back with the save. */
  version?: string;
}

export const TIME_OF_DAY_REQUIRED = 'acceptances.settings.timeRequired' satisfies MessageKey<'acceptances'>;

const DEFAULT_TIME = timeOfDayAt(DEFAULT_NOT_BEFORE_HOUR);

/** An app's auto-accept settings as the server lists and saves them. */
export type AppSettings = components['schemas']['AppSettings'];

/**
 * The form of an app's saved settings, as the tree lists them or a save answers them (a new schedule starts at the
 * default hour).
 */
export function appSettingsForm(settings: AppSettings): AppSettingsForm {
  const time = utcTimeOfDay(settings.notBeforeTimeUTC);
  return {
    autoAccept: settings.autoAccept,
    when: time === null ? 'immediately' : 'scheduled',
    time: time ?? DEFAULT_TIME,
    ...(settings.version === undefined ? {} : { version: settings.version }),
  };
}

/** The settings are scheduled at a time of day. */
export const isScheduled = (form: AppSettingsForm) => form.autoAccept && form.when === 'scheduled';

/** Two forms save the same settings: what is hidden (the time when immediately, all when off) does not count. */
export function sameAppSettings(a: AppSettingsForm, b: AppSettingsForm): boolean {
  if (a.autoAccept !== b.autoAccept) return false;
  if (!a.autoAccept) return true;
  if (a.when !== b.when) return false;
  return a.when === 'immediately' || a.time === b.time;
}

/** The time's message key: a scheduled setting needs a time of day. */
export function appSettingsTimeProblem(time: string, form: AppSettingsForm): typeof TIME_OF_DAY_REQUIRED | null {
  return isScheduled(form) && !isTimeOfDay(time) ? TIME_OF_DAY_REQUIRED : null;
}

/** The body of `POST .../appsettings/{appId}`: the next occurrence of the time of day, or null (immediately, off). */
export function appSettingsToSave(form: AppSettingsForm, now: Date): AppSettings {
  const at = isScheduled(form) ? nextUtcTimeOfDay(form.time, now) : null;
  return {
    ...(form.version === undefined ? {} : { version: form.version }),
    autoAccept: form.autoAccept,
    notBeforeTimeUTC: at === null ? null : formatUtcDateTime(at),
  };
}
