import { describe, expect, it } from 'vitest';
import { CLIENT_STATE_MAX_AGE_MS, isRecentClientState, recentClientStates } from './client-state-age';

const now = new Date('2026-11-14T09:00:00Z');

describe('the 14-day cut-off', () => {
  it('is 1209600000 ms', () => {
    expect(CLIENT_STATE_MAX_AGE_MS).toBe(1_209_600_000);
    expect(CLIENT_STATE_MAX_AGE_MS).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('keeps a state up to exactly 14 days old and drops an older one', () => {
    expect(isRecentClientState('2026-11-14T08:45:12Z', now)).toBe(true);
    expect(isRecentClientState('2026-10-31T09:00:00Z', now)).toBe(true);
    expect(isRecentClientState('2026-10-31T08:59:59.999Z', now)).toBe(false);
    expect(isRecentClientState('2026-09-01T10:15:00Z', now)).toBe(false);
  });

  it('keeps a state dated after now (clock skew)', () => {
    expect(isRecentClientState('2026-11-15T00:00:00Z', now)).toBe(true);
  });

  it('drops a state whose time cannot be read', () => {
    expect(isRecentClientState('yesterday', now)).toBe(false);
  });

  it('filters a list, keeping the order', () => {
    const states = [
      { id: 'a', dateTimeUpdated: '2026-11-14T08:02:41Z' },
      { id: 'b', dateTimeUpdated: '2026-09-01T10:15:00Z' },
      { id: 'c', dateTimeUpdated: '2026-11-13T23:58:30Z' },
    ];
    expect(recentClientStates(states, now).map((s) => s.id)).toEqual(['a', 'c']);
  });
});
