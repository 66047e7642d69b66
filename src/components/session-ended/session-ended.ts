/**
 * The session ended while the page held unsaved work (a call answered 401, src/app/auth-state.ts): instead of Login
 * Required the page stays, and a dialog (`SessionEndedHost`) says the changes were not saved, offers to sign in
 * again in a new tab, then Retry. A block whose save or delete was refused offers that call again here
 * (`offerRetry`): Retry checks the session and, once it is back, runs it (the same change, from the page's state).
 * Nothing is stored anywhere but in memory.
 */
import { useSyncExternalStore } from 'react';

export type Retry = () => unknown;

export interface SessionEndedState {
  /** A call was answered 401 while there was unsaved work, and the session has not been found again since. */
  ended: boolean;
  /** The dialog shows (closing it keeps `ended`; the next refused call shows it again). */
  open: boolean;
  /** The refused save or delete to send again once the session is back. */
  retry: Retry | null;
}

const CLEAR: SessionEndedState = { ended: false, open: false, retry: null };
let state: SessionEndedState = CLEAR;
const subscribers = new Set<() => void>();

function set(next: SessionEndedState): void {
  if (next.ended === state.ended && next.open === state.open && next.retry === state.retry) return;
  state = next;
  for (const notify of subscribers) notify();
}

export function sessionEndedState(): SessionEndedState {
  return state;
}

/** A call was answered 401 while the page held unsaved work. */
export function endSession(): void {
  set({ ...state, ended: true, open: true });
}

/**
 * The session ended before `retry`'s call (a save, a delete) got through: Retry sends it again. Returns the withdrawal
 * (the block unmounts, or sends it itself meanwhile). Only while the session has ended with unsaved work (the shell
 * hears of the 401 first): without unsaved work Login Required has replaced the page, and nothing is offered.
 */
export function offerRetry(retry: Retry): () => void {
  if (!state.ended) return () => undefined;
  set({ ended: true, open: true, retry });
  return () => {
    if (state.retry === retry) set({ ...state, retry: null });
  };
}

/** The dialog is closed (the page stays, the session still ended). */
export function closeSessionEnded(): void {
  set({ ...state, open: false });
}

/** The session is back (Retry found it): returns the refused call to send again, if any. */
export function resumeSession(): Retry | null {
  const { retry } = state;
  set(CLEAR);
  return retry;
}

/** Forgets everything (Login Required took over, or the e2e build's next visit). */
export function resetSessionEnded(): void {
  set(CLEAR);
}

export function useSessionEnded(): SessionEndedState {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => state,
  );
}
