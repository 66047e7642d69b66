/**
 * Unsaved work on the page: every editing block that holds changes the user has not saved yet (an edit page's form,
 * a grid's pending edits, a panel's form) registers here while it does (`useUnsavedWork(dirty)`; the unsaved-changes
 * guard does it for every page it guards). The shell reads it when the session ends: with unsaved work the page
 * stays, with its work, and a dialog explains (src/components/session-ended); without any, Login Required replaces
 * it (src/app/auth-state.ts). Only the fact is kept, in memory: never what was typed (passwords, secrets).
 */
import { useEffect } from 'react';

const entries = new Set<symbol>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Registers one piece of unsaved work; the returned function unregisters it (once). */
export function registerUnsavedWork(): () => void {
  const entry = Symbol('unsaved work');
  entries.add(entry);
  changed();
  return () => {
    if (entries.delete(entry)) changed();
  };
}

/** Whether the page holds unsaved work now. */
export function hasUnsavedWork(): boolean {
  return entries.size > 0;
}

/** Tells `listener` whenever unsaved work is registered or unregistered; returns the unsubscribe function. */
export function onUnsavedWorkChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Keeps the calling block registered as unsaved work while `dirty` (and mounted). */
export function useUnsavedWork(dirty: boolean): void {
  useEffect(() => (dirty ? registerUnsavedWork() : undefined), [dirty]);
}
