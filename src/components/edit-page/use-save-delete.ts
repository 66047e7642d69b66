import { useLayoutEffect, useRef, useState } from 'react';
import { SESSION_ENDED_NOT_SAVED, failureWithOutcome, isOutcomeUnknown, isSessionEnded } from '../../lib/call-outcome';
import { deleteQuestion, recordNouns, type RecordNoun } from '../../lib/grid-wording';
import { confirmAction } from '../dialogs/confirm-action';
import { useT } from '../i18n/i18n-context';
import { useErrorMessage } from '../i18n/use-error-message';
import { useSessionRetry } from '../session-ended/use-session-retry';
import { firstFormError, type EditPageForm } from './use-edit-form';
import { useOneCallAtATime } from './use-one-call-at-a-time';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

const RECORD_NOUN: RecordNoun = recordNouns.record;

/** Which call is in flight. */
export type SaveDeleteBusy = 'save' | 'delete' | null;

export interface SaveDeleteOptions {
  /** The record's form: a save attempt first runs its `validate()`; the first message stops the save. */
  form?: EditPageForm;
  /** Sends the record and navigates on success; must reject on failure (the page stays and shows the message). */
  onSave: () => Promise<void>;
  /** Deletes the record after the confirmation; rejects on failure like `onSave`. */
  onDelete?: () => Promise<void>;
  /** The record's name as saved, for the confirmation ("Delete Tom Lee?"). */
  recordName?: string;
  /** What the record is, for the confirmation without a name ("Delete this user?"); record by default. */
  recordNoun?: RecordNoun;
  /** The page's unsaved-changes guard: let through while a call runs (it navigates on success), restored on failure. */
  guard: UnsavedChangesGuard;
  /** Loads again what the page shows, after a call whose outcome is unknown. */
  reload: () => void;
  /** Hears when a call starts (true) and settles (false), e.g. to hold navigation meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

export interface SaveDelete {
  busy: SaveDeleteBusy;
  /** The last call's failure, as the page shows it. */
  error: string | null;
  dismissError: () => void;
  save: () => Promise<void>;
  /** Asks first, naming the record; the confirmation and the call are one call (a double-click opens one dialog). */
  remove: () => Promise<void>;
  /** Leaves without saving: the guard lets the navigation through. */
  cancel: (leave: () => void) => void;
}

/**
 * The Save and Delete calls of an editing page: one at a time, a session that ended (401) offers the call again, an
 * unknown outcome reloads the page's data (docs/decisions/030-edit-page-calls.md).
 */
export function useSaveDelete({
  form,
  onSave,
  onDelete,
  recordName = '',
  recordNoun = RECORD_NOUN,
  guard,
  reload,
  onBusyChange,
}: SaveDeleteOptions): SaveDelete {
  const tErrors = useT('errors');
  const t = useT('forms');
  const tGrid = useT('grid');
  const errorMessage = useErrorMessage();
  const [busy, setBusyState] = useState<SaveDeleteBusy>(null);
  const oneCall = useOneCallAtATime();
  const [error, setError] = useState<string | null>(null);
  const sessionRetry = useSessionRetry();

  const setBusy = (next: SaveDeleteBusy) => {
    setBusyState(next);
    onBusyChange?.(next !== null);
  };

  const run = async (kind: 'save' | 'delete', action: () => Promise<void>, fallback: string) => {
    setError(null);
    setBusy(kind);
    guard.allowNavigation();
    sessionRetry.withdraw();
    try {
      await action();
    } catch (failure) {
      guard.restoreGuard();
      if (isSessionEnded(failure)) {
        setError(tErrors(SESSION_ENDED_NOT_SAVED));
        sessionRetry.offer(() => void latestActions.current[kind]());
      } else {
        setError(failureWithOutcome(tErrors, errorMessage(failure, { emptyFallback: fallback }), failure, kind));
        if (isOutcomeUnknown(failure)) reload();
      }
    } finally {
      setBusy(null);
    }
  };

  const validateThenSave = async () => {
    const check = form?.validate();
    if (check?.hasErrors) throw new Error(firstFormError(t, check.errors));
    await onSave();
  };
  const save = () => oneCall.run(() => run('save', validateThenSave, t('forms.editPage.saveFailed')));
  const deleteConfirmed = () =>
    onDelete ? run('delete', onDelete, t('forms.editPage.deleteFailed')) : Promise.resolve();

  const remove = () =>
    oneCall.run(async () => {
      if (!onDelete) return;
      const confirmed = await confirmAction({
        title: t('forms.editPage.deleteTitle'),
        message: deleteQuestion(tGrid, [recordName], recordNoun),
        confirmLabel: t('forms.editPage.delete'),
        cancelLabel: t('forms.dialog.cancel'),
        danger: true,
      });
      if (confirmed) await deleteConfirmed();
    });

  // The calls as they stand at each render, for the session-ended dialog's Retry (a confirmed delete is not asked again).
  const latestActions = useRef({ save, delete: deleteConfirmed });
  useLayoutEffect(() => {
    latestActions.current = { save, delete: () => oneCall.run(deleteConfirmed) };
  });

  const cancel = (leave: () => void) => {
    setError(null);
    guard.allowNavigation();
    leave();
  };

  return { busy, error, dismissError: () => setError(null), save, remove, cancel };
}
