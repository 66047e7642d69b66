import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeSessionEnded,
  endSession,
  offerRetry,
  resetSessionEnded,
  resumeSession,
  sessionEndedState,
} from './session-ended';

afterEach(() => resetSessionEnded());

describe('the session-ended state', () => {
  it('ends and opens the dialog; closing keeps it ended; resuming hands back the refused call and clears', () => {
    expect(sessionEndedState()).toEqual({ ended: false, open: false, retry: null });
    endSession();
    expect(sessionEndedState()).toEqual({ ended: true, open: true, retry: null });
    const retry = vi.fn();
    offerRetry(retry);
    expect(sessionEndedState()).toMatchObject({ ended: true, open: true, retry });
    closeSessionEnded();
    expect(sessionEndedState()).toMatchObject({ ended: true, open: false, retry });
    expect(resumeSession()).toBe(retry);
    expect(sessionEndedState()).toEqual({ ended: false, open: false, retry: null });
  });

  it('offers nothing unless the session ended with unsaved work (else Login Required replaced the page)', () => {
    offerRetry(vi.fn());
    expect(sessionEndedState()).toEqual({ ended: false, open: false, retry: null });
  });

  it('a withdrawn call is no longer offered; a newer offer is not withdrawn by an older one', () => {
    endSession();
    const first = vi.fn();
    const withdrawFirst = offerRetry(first);
    withdrawFirst();
    expect(sessionEndedState().retry).toBeNull();
    offerRetry(first);
    const second = vi.fn();
    offerRetry(second);
    withdrawFirst();
    expect(sessionEndedState().retry).toBe(second);
  });
});
