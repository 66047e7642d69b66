/**
 * System health keeps only recent client application states (SPEC 9): a state last updated more than 14 days
 * (1209600000 ms) before now is dropped. A state exactly 14 days old is kept; a state whose time cannot be read
 * is dropped. `now` is injected (the screen passes `new Date()`).
 */

/** SPEC 9: 14 days in milliseconds. */
export const CLIENT_STATE_MAX_AGE_MS = 1_209_600_000;

export interface DatedState {
  dateTimeUpdated: string;
}

/** Whether a state updated at `dateTimeUpdated` is at most 14 days old at `now`. */
export function isRecentClientState(dateTimeUpdated: string, now: Date): boolean {
  const updated = Date.parse(dateTimeUpdated);
  if (Number.isNaN(updated)) return false;
  return now.getTime() - updated <= CLIENT_STATE_MAX_AGE_MS;
}

/** The states that are at most 14 days old (order kept). */
export function recentClientStates<T extends DatedState>(states: readonly T[], now: Date): T[] {
  return states.filter((state) => isRecentClientState(state.dateTimeUpdated, now));
}
