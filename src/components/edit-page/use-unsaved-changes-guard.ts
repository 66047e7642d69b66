/**
 * useUnsavedChangesGuard(dirty, options?): asks "Unsaved changes" (Stay / Leave) before any navigation leaves unsaved
 * changes, and the browser's question on reload. The one guard of edit pages, grids and panels.
 */
// Why: docs/decisions/080-editing-guards.md
import { modals } from '@mantine/modals';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { hasUnsavedWork, useUnsavedWork } from '#/components/unsaved-work/unsaved-work';
import type { Translate } from '#/lib/messages/catalogues';

/**
 * Opens the "Unsaved changes" Stay/Leave modal in the user's language (it renders outside the language provider, so
 * its texts are made here); `answer` hears the choice once. Returns the close (no answer).
 */
function askAboutUnsavedChanges(t: Translate<'forms'>, answer: (leave: boolean) => void): () => void {
  let answered = false;
  const once = (leave: boolean) => {
    if (answered) return;
    answered = true;
    answer(leave);
  };
  const modalId = modals.openConfirmModal({
    title: t('forms.unsaved.title'),
    children: t('forms.unsaved.message'),
    centered: true,
    labels: { confirm: t('forms.unsaved.leave'), cancel: t('forms.unsaved.stay') },
    confirmProps: { color: 'red' },
    onConfirm: () => once(true),
    onCancel: () => once(false),
    onClose: () => once(false),
  });
  return () => {
    if (answered) return;
    answered = true;
    modals.close(modalId);
  };
}

/**
 * Before a change inside the page that drops a block's unsaved changes (another tree row's panel): resolves true at
 * once without unsaved work, else asks "Unsaved changes" (Leave: true, Stay: false) in the language of `t`.
 */
export function confirmDiscardUnsavedWork(t: Translate<'forms'>): Promise<boolean> {
  if (!hasUnsavedWork()) return Promise.resolve(true);
  return new Promise((resolve) => {
    askAboutUnsavedChanges(t, resolve);
  });
}

export interface UnsavedChangesGuardOptions {
  /** Do not ask while true (e.g. while a save is in flight). */
  suspended?: boolean;
  /** Do not ask about a navigation to the same path with another search: the page is not left. */
  allowSearchChanges?: boolean;
}

export interface UnsavedChangesGuard {
  /** A navigation is waiting for the user's answer. */
  blocked: boolean;
  /** Let navigations through without asking (see the file comment for when the allowance ends). */
  allowNavigation: () => void;
  /** End an allowance given by allowNavigation. */
  restoreGuard: () => void;
}

export function useUnsavedChangesGuard(dirty: boolean, options: UnsavedChangesGuardOptions = {}): UnsavedChangesGuard {
  const suspended = options.suspended ?? false;
  const allowSearchChanges = options.allowSearchChanges ?? false;
  const t = useT('forms');
  useUnsavedWork(dirty);
  const activeRef = useRef(dirty && !suspended);
  const allowedRef = useRef(false);
  const previousDirtyRef = useRef(dirty);

  useEffect(() => {
    // New edits after the page stayed (e.g. it was reset or re-saved) end any allowance.
    if (dirty && !previousDirtyRef.current) allowedRef.current = false;
    previousDirtyRef.current = dirty;
    activeRef.current = dirty && !suspended;
  }, [dirty, suspended]);

  const shouldBlock = useCallback(() => activeRef.current && !allowedRef.current, []);
  const shouldBlockNavigation = useCallback(
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      shouldBlock() && !(allowSearchChanges && current.pathname === next.pathname),
    [shouldBlock, allowSearchChanges],
  );

  const resolver = useBlocker({
    shouldBlockFn: shouldBlockNavigation,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });

  useEffect(() => {
    if (resolver.status !== 'blocked') return undefined;
    const { proceed, reset } = resolver;
    // Closing on unmount/re-run does not answer (StrictMode re-runs effects while still blocked).
    return askAboutUnsavedChanges(t, (leave) => (leave ? proceed() : reset()));
  }, [resolver, t]);

  const allowNavigation = useCallback(() => {
    allowedRef.current = true;
  }, []);
  const restoreGuard = useCallback(() => {
    allowedRef.current = false;
  }, []);

  return { blocked: resolver.status === 'blocked', allowNavigation, restoreGuard };
}
