import { useLayoutEffect, useRef, useState } from 'react';
import { confirmAction } from '#/components/dialogs/confirm-action';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { useLaterT } from '#/components/i18n/use-later-t';
import { recordConflictsOf, type RecordConflict } from '#/components/record-conflicts/record-conflict';
import { useSessionRetry } from '#/components/session-ended/use-session-retry';
import {
  SESSION_ENDED_NOT_SAVED,
  apiFailureOf,
  failureWithOutcome,
  isOutcomeUnknown,
  isSessionEnded,
} from '#/lib/call-outcome';
import { deleteQuestion, recordNouns, type RecordNoun } from '#/lib/grid-wording';
import { versionOf } from '#/lib/record-version';
import { undecidedFields } from './record-changes';
import { firstFormError, type EditPageForm } from './use-edit-form';
import { useOneCallAtATime } from './use-one-call-at-a-time';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

const RECORD_NOUN: RecordNoun = recordNouns.record;

/** Which call is in flight. */
export type SaveDeleteBusy = 'save' | 'delete' | null;

/** How the delete is sent. */
export interface DeleteOptions {
  /**
   * The version to delete at, when the admin confirmed deleting a record someone else changed meanwhile (the version
   * the refusal named); otherwise the record's version as loaded (`deleteVersionsOf`).
   */
  version?: string;
}

/** A call refused because someone else changed the record (its first entry: as it is now, or null if deleted). */
type Refusal = RecordConflict[];

/** What the session-ended dialog's Retry sends again. */
type RetryKind = 'save' | 'delete' | 'recreate';

export interface SaveDeleteOptions {
  /** The record's form: a save attempt first runs its `validate()`; the first message stops the save. */
  form?: EditPageForm;
  /** Sends the record and navigates on success; must reject on failure (the page stays and shows the message). */
  onSave: () => Promise<void>;
  /** Deletes the record after the confirmation; rejects on failure like `onSave`. */
  onDelete?: (options: DeleteOptions) => Promise<void>;
  /** Sends the admin's values as a new record, after someone else deleted this one; navigates like `onSave`. */
  onRecreate?: () => Promise<void>;
  /** The record's name as saved, for the confirmation ("Delete Tom Lee?"). */
  recordName?: string;
  /** What the record is, for the confirmation without a name ("Delete this user?"); record by default. */
  recordNoun?: RecordNoun;
  /** The page's unsaved-changes guard: let through while a call runs (it navigates on success), restored on failure. */
  guard: UnsavedChangesGuard;
  /** Loads again what the page shows, after a call whose outcome is unknown. */
  reload: () => void;
  /** Reads the page's record again, after someone else changed it; `reload` without it. */
  reloadRecord?: () => Promise<unknown>;
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
  /** Someone else deleted the record: found by a save or by a delete; null otherwise. */
  deleted: 'save' | 'delete' | null;
  /** Creates the record again from the admin's values (`onRecreate`). */
  recreate: () => Promise<void>;
}

/**
 * The Save and Delete calls of an editing page: one at a time, a session that ended (401) offers the call again, an
 * unknown outcome reloads the page's data (docs/decisions/030-edit-page-calls.md), and a save or delete refused
 * because someone else changed or deleted the record (409) keeps the edits and shows theirs (docs/editing.md).
 */
export function useSaveDelete({
  form,
  onSave,
  onDelete,
  onRecreate,
  recordName = '',
  recordNoun = RECORD_NOUN,
  guard,
  reload,
  reloadRecord,
  onBusyChange,
}: SaveDeleteOptions): SaveDelete {
  const tErrors = useT('errors');
  const t = useT('forms');
  const tGrid = useT('grid');
  // Loaded after the first paint (the page prefetches them); a call needing them waits for them.
  const conflictWords = useLaterT('conflicts');
  const errorMessage = useErrorMessage();
  const [busy, setBusyState] = useState<SaveDeleteBusy>(null);
  const oneCall = useOneCallAtATime();
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<'save' | 'delete' | null>(null);
  const sessionRetry = useSessionRetry();

  const setBusy = (next: SaveDeleteBusy) => {
    setBusyState(next);
    onBusyChange?.(next !== null);
  };

  /** Runs a call; a refusal because of someone else's change is returned for the caller to answer, not shown. */
  const run = async (
    kind: 'save' | 'delete',
    action: () => Promise<void>,
    fallback: string,
    again: RetryKind = kind,
  ): Promise<Refusal | null> => {
    setError(null);
    setBusy(kind);
    guard.allowNavigation();
    sessionRetry.withdraw();
    try {
      await action();
      return null;
    } catch (failure) {
      guard.restoreGuard();
      const refusal = recordConflictsOf(apiFailureOf(failure));
      if (refusal !== null) return refusal;
      if (isSessionEnded(failure)) {
        setError(tErrors(SESSION_ENDED_NOT_SAVED));
        sessionRetry.offer(() => void latestActions.current[again]());
      } else {
        setError(failureWithOutcome(tErrors, errorMessage(failure, { emptyFallback: fallback }), failure, kind));
        if (isOutcomeUnknown(failure)) reload();
      }
      return null;
    } finally {
      setBusy(null);
    }
  };

  // Their record as it is now, read again, so the form merges it with the edits.
  const showTheirs = () => {
    if (reloadRecord) void reloadRecord();
    else reload();
  };

  const answerSaveRefusal = (refusal: Refusal, failure: string) => {
    const conflict = refusal[0];
    // Deleted: reading it again would fail and empty the form; the admin chooses instead.
    if (conflict && conflict.current === null) {
      setDeleted('save');
      return;
    }
    setError(failure);
    showTheirs();
  };

  const saveRefused = tErrors('errors.code.Conflict_RecordChanged');
  const validateThenSave = async (send: () => Promise<void>) => {
    if (form?.merge && undecidedFields(form.merge).length > 0) {
      // The notice asking for the choice is on screen; if its words could not be downloaded, the refusal says why.
      const tConflicts = conflictWords.t;
      throw new Error(tConflicts ? tConflicts('conflicts.otherSave.decideFirst') : saveRefused);
    }
    const check = form?.validate();
    if (check?.hasErrors) throw new Error(firstFormError(t, check.errors));
    await send();
  };
  const save = () =>
    oneCall.run(async () => {
      const refusal = await run('save', () => validateThenSave(onSave), t('forms.editPage.saveFailed'));
      if (refusal) answerSaveRefusal(refusal, saveRefused);
    });
  const recreateNow = async () => {
    if (!onRecreate) return;
    const refusal = await run('save', () => validateThenSave(onRecreate), t('forms.editPage.saveFailed'), 'recreate');
    if (refusal) answerSaveRefusal(refusal, saveRefused);
  };
  const recreate = () => oneCall.run(recreateNow);

  const deleteConfirmed = async (version?: string): Promise<void> => {
    if (!onDelete) return;
    const refusal = await run('delete', () => onDelete({ version }), t('forms.editPage.deleteFailed'));
    if (!refusal) return;
    const current = refusal[0]?.current ?? null;
    if (refusal[0] && current === null) {
      setDeleted('delete');
      return;
    }
    const theirVersion = versionOf(current);
    // Without the question's words (they could not be downloaded) nothing is deleted: the refusal says why.
    const tConflicts = theirVersion === undefined ? null : await conflictWords.load().catch(() => null);
    const anyway =
      theirVersion !== undefined &&
      tConflicts !== null &&
      (await confirmAction({
        title: tConflicts('conflicts.deleteAnyway.title'),
        message: tConflicts('conflicts.deleteAnyway.message'),
        confirmLabel: tConflicts('conflicts.deleteAnyway.confirm'),
        cancelLabel: t('forms.dialog.cancel'),
        danger: true,
      }));
    if (anyway) {
      await deleteConfirmed(theirVersion);
      return;
    }
    if (tConflicts === null) setError(saveRefused);
    showTheirs();
  };

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
  const latestActions = useRef<Record<RetryKind, () => Promise<void>>>({
    save,
    delete: () => deleteConfirmed(),
    recreate: recreateNow,
  });
  useLayoutEffect(() => {
    latestActions.current = {
      save,
      delete: () => oneCall.run(() => deleteConfirmed()),
      recreate: () => oneCall.run(recreateNow),
    };
  });

  const cancel = (leave: () => void) => {
    setError(null);
    guard.allowNavigation();
    leave();
  };

  return { busy, error, dismissError: () => setError(null), save, remove, cancel, deleted, recreate };
}
