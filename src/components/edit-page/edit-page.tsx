/**
 * EditPage: the shared shell of edit pages (SPEC 2.3 "Common grid and edit-page behaviour", SPEC 4 "Edit pages").
 *
 * Layout: title and action buttons on top, an error Alert, then the form (children) under a LoadingOverlay.
 * - `form` (from `useEditForm`, @mantine/form): the page reads the record's unsaved changes (`form.isDirty()`) and
 *   validity (`form.isValid()`) from it; a save attempt first runs `form.validate()` (every field shows its message;
 *   the first one stops the save). `otherChanges` adds unsaved changes kept outside the form (a grid's pending edits).
 *   A page without a form (a record that failed to load) has nothing to save.
 * - Buttons: Save + Cancel only when a record is `loaded` and has unsaved changes; otherwise Done. Delete (when `onDelete` is
 *   given) unless `readOnly`; disabled while `creating` (and while busy or not loaded). Delete first asks
 *   "Delete" / "Delete Tom Lee?" (Cancel/Delete), naming the record (`recordName`, the saved record's name; "Delete
 *   this user?" without one, from `recordNoun`).
 * - Save is disabled while the form is invalid, while `canSave === false` (a rule beyond the fields) or while saving.
 * - `readOnly` hides Save/Cancel/Delete and `editActions`, and disables every control of the form (children are
 *   wrapped in an invisible `<fieldset disabled>`). While a save or delete is in flight the form and `editActions`
 *   are disabled the same way (read-only until the answer: nothing typed meanwhile can be lost).
 * - `loadError` replaces the form by an error state titled "Failed to load" (never a blank page), LoadingOverlay's
 *   error block: with `onRetryLoad` it offers a button (`retryLoadLabel`, default "Retry") to load again, busy while
 *   `retryingLoad`. `loading` covers the form.
 * - onSave/onDelete: the shell awaits them; the screen navigates to its parent list inside them after success.
 *   They must REJECT on failure: the page then stays and shows the failure's message (or `error`, when given).
 *   A screen's own message keeps the transport's failure as its `cause` (src/lib/call-outcome.ts), so that:
 *   - refused because the session ended (401), the page says the changes were not saved and offers the call to the
 *     session-ended dialog's Retry (src/components/session-ended), which sends it again as the page then stands;
 *   - without an answer (a network failure, a time-out), the page says the outcome is not known and loads again
 *     what it shows (every active query: the record; `useEditForm`'s `source` makes a record saved meanwhile the
 *     form's baseline, so what was saved no longer shows as unsaved).
 * - One call at a time (useOneCallAtATime): a second activation of Save or Delete while one runs (double-click,
 *   Enter again) is ignored, so exactly one request goes out.
 * - Unsaved-changes guard (useUnsavedChangesGuard with the unsaved changes, suspended while saving): navigation away while
 *   dirty asks "Unsaved changes"; navigation started by onSave, onDelete or onCancel passes without asking.
 *   While a save or delete call is in flight, leaving is held (useHoldNavigation): Back, links and the like are
 *   cancelled with a notice until the answer arrives, so a failure is shown on the page it concerns (issue 18).
 *   `guard={false}` renders without them (no router needed).
 * - `errorDismissLabel` (e.g. "OK"): a closable error Alert is dismissed with a button of that label under the
 *   message instead of the close icon (SPEC 4: the integration server page's error message has an OK dismiss).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { errorMessageOf } from '../../api/error-messages';
import { confirmAction } from '../dialogs/confirm-action';
import { LoadingOverlay } from '../loading-overlay/loading-overlay';
import { useOneCallAtATime } from '../form-fields/use-one-call-at-a-time';
import { useHoldNavigation } from './use-hold-navigation';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from './use-unsaved-changes-guard';
import { ErrorAlert } from '../dialogs/error-alert';
import { firstFormError, type EditPageForm } from './use-edit-form';
import { SESSION_ENDED_NOT_SAVED, failureWithOutcome, isOutcomeUnknown, isSessionEnded } from '../../lib/call-outcome';
import { useSessionRetry } from '../session-ended/use-session-retry';
import { deleteQuestion, type RecordNoun } from '../../lib/grid-wording';

export const DELETE_CONFIRM_TITLE = 'Delete';
const RECORD_NOUN: RecordNoun = ['record', 'records'];

export interface EditPageProps {
  title: ReactNode;
  /** The record is being fetched. */
  loading?: boolean;
  /** The record failed to load: this message is shown instead of the form. */
  loadError?: string | null;
  /** Load the record again: the load error offers a button for it. */
  onRetryLoad?: () => void;
  /** The load-again button's label. Default "Retry". */
  retryLoadLabel?: string;
  /** The record is being loaded again (the button shows it busy). */
  retryingLoad?: boolean;
  /** A record (or a blank record when creating) is present. */
  loaded: boolean;
  /** The record's form (`useEditForm`): its dirtiness and validity decide the buttons. */
  form?: EditPageForm;
  /** Unsaved changes kept outside the form (e.g. a grid's pending edits). */
  otherChanges?: boolean;
  readOnly?: boolean;
  creating?: boolean;
  /** false disables Save (a rule beyond the form's fields). */
  canSave?: boolean;
  /** A save is in flight (in addition to the shell's own tracking of onSave). */
  saving?: boolean;
  /** A message to show in the error Alert (e.g. the last save error). */
  error?: ReactNode;
  /** Makes the error Alert closable; called when it is closed. */
  onDismissError?: () => void;
  /** Dismiss a closable error with a button of this label (e.g. "OK") instead of the close icon. */
  errorDismissLabel?: string;
  onSave: () => Promise<void>;
  onCancel: () => void;
  onDone: () => void;
  /** Without it there is no Delete button. */
  onDelete?: () => Promise<void>;
  /** The record's name, as saved, for the delete confirmation ("Delete Tom Lee?"). */
  recordName?: string;
  /** What the record is ("Delete this user?" when it has no name); record by default. */
  recordNoun?: RecordNoun;
  /** Extra editing actions next to Save (e.g. Reset password); hidden when read-only. */
  editActions?: ReactNode;
  /** Render the unsaved-changes guard (needs a router). Default true. */
  guard?: boolean;
  children?: ReactNode;
}

const NO_GUARD: UnsavedChangesGuard = {
  blocked: false,
  allowNavigation: () => undefined,
  restoreGuard: () => undefined,
};

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

export function EditPage({ guard = true, ...props }: EditPageProps) {
  return guard ? <GuardedEditPage {...props} /> : <EditPageView {...props} guardControl={NO_GUARD} reload={() => undefined} />;
}

type ViewProps = Omit<EditPageProps, 'guard'>;

/** The page's unsaved changes: the form's and those kept outside it. */
function hasChanges({ form, otherChanges = false }: Pick<EditPageProps, 'form' | 'otherChanges'>): boolean {
  return (form?.isDirty() ?? false) || otherChanges;
}

function GuardedEditPage(props: ViewProps) {
  const [busy, setBusy] = useState(false);
  const guardControl = useUnsavedChangesGuard(hasChanges(props) && !props.readOnly, {
    suspended: (props.saving ?? false) || busy,
  });
  useHoldNavigation((props.saving ?? false) || busy);
  const queryClient = useQueryClient();
  // What the page shows, loaded again (after a save whose outcome is unknown).
  const reload = () => void queryClient.invalidateQueries();
  return <EditPageView {...props} guardControl={guardControl} onBusyChange={setBusy} reload={reload} />;
}

interface EditPageViewProps extends ViewProps {
  guardControl: UnsavedChangesGuard;
  onBusyChange?: (busy: boolean) => void;
  reload: () => void;
}

type Busy = 'save' | 'delete' | null;

function EditPageView({
  title,
  loading = false,
  loadError,
  onRetryLoad,
  retryLoadLabel,
  retryingLoad,
  loaded,
  form,
  otherChanges,
  readOnly = false,
  creating = false,
  canSave = true,
  saving: savingProp = false,
  error,
  onDismissError,
  errorDismissLabel,
  onSave,
  onCancel,
  onDone,
  onDelete,
  recordName = '',
  recordNoun = RECORD_NOUN,
  editActions,
  guardControl,
  onBusyChange,
  reload,
  children,
}: EditPageViewProps) {
  const [busy, setBusyState] = useState<Busy>(null);
  const oneCall = useOneCallAtATime();
  const [actionError, setActionError] = useState<string | null>(null);
  // The refused call the session-ended dialog may send again (withdrawn once a call is sent again, or on leaving).
  const sessionRetry = useSessionRetry();

  const setBusy = (next: Busy) => {
    setBusyState(next);
    onBusyChange?.(next !== null);
  };

  const saving = savingProp || busy === 'save';
  const deleting = busy === 'delete';
  const hasLoadError = loadError !== undefined && loadError !== null && loadError !== '';
  const dirty = hasChanges({ form, otherChanges });
  const valid = form?.isValid() ?? true;
  const showSaveCancel = !readOnly && loaded && dirty && !hasLoadError;

  const run = async (kind: 'save' | 'delete', action: () => Promise<void>, fallback: string) => {
    setActionError(null);
    setBusy(kind);
    guardControl.allowNavigation();
    sessionRetry.withdraw();
    try {
      await action();
    } catch (failure) {
      guardControl.restoreGuard();
      if (isSessionEnded(failure)) {
        setActionError(SESSION_ENDED_NOT_SAVED);
        sessionRetry.offer(() => void latestActions.current[kind]());
      } else {
        setActionError(failureWithOutcome(errorMessageOf(failure, { emptyFallback: fallback }), failure, kind));
        if (isOutcomeUnknown(failure)) reload();
      }
    } finally {
      setBusy(null);
    }
  };

  // A save attempt shows every field's message; the first one stops it (Save is disabled meanwhile anyway).
  const validateThenSave = async () => {
    const check = form?.validate();
    if (check?.hasErrors) throw new Error(firstFormError(check.errors));
    await onSave();
  };
  const handleSave = () => oneCall.run(() => run('save', validateThenSave, 'Save failed.'));

  // The confirmation is part of the one call: a double-click opens one dialog, and nothing else starts meanwhile.
  const handleDelete = () =>
    oneCall.run(async () => {
      if (!onDelete) return;
      const confirmed = await confirmAction({
        title: DELETE_CONFIRM_TITLE,
        message: deleteQuestion([recordName], recordNoun),
        confirmLabel: 'Delete',
        danger: true,
      });
      if (confirmed) await run('delete', onDelete, 'Delete failed.');
    });

  // The calls as they stand at each render, for the session-ended dialog's Retry (the same change, sent again; a
  // delete already confirmed is not asked again).
  const latestActions = useRef({ save: handleSave, delete: () => (onDelete ? run('delete', onDelete, 'Delete failed.') : Promise.resolve()) });
  useLayoutEffect(() => {
    latestActions.current = {
      save: handleSave,
      delete: () => (onDelete ? oneCall.run(() => run('delete', onDelete, 'Delete failed.')) : Promise.resolve()),
    };
  });

  const handleCancel = () => {
    setActionError(null);
    guardControl.allowNavigation();
    onCancel();
  };

  const shownError: ReactNode = error ? error : actionError;
  const errorClosable = Boolean(onDismissError) || (!error && actionError !== null);
  const dismissError = () => {
    setActionError(null);
    onDismissError?.();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2}>{title}</Title>
        <Group gap="xs">
          {!readOnly && onDelete && (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={creating || !loaded || hasLoadError || saving || deleting}
              loading={deleting}
              onClick={() => void handleDelete()}
            >
              Delete
            </Button>
          )}
          {!readOnly && editActions ? (
            <fieldset disabled={saving || deleting} style={{ ...FIELDSET_STYLE, display: 'contents' }}>
              {editActions}
            </fieldset>
          ) : null}
          {showSaveCancel ? (
            <>
              <Button variant="default" onClick={handleCancel} disabled={saving || deleting}>
                Cancel
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={() => void handleSave()}
                disabled={!valid || !canSave || saving || deleting}
                loading={saving}
              >
                Save
              </Button>
            </>
          ) : (
            <Button onClick={onDone} disabled={saving || deleting}>
              Done
            </Button>
          )}
        </Group>
      </Group>

      {shownError ? (
        <ErrorAlert onDismiss={errorClosable ? dismissError : undefined} dismissible={!errorDismissLabel}>
          {shownError}
          {errorClosable && errorDismissLabel ? (
            <Group justify="flex-end" mt="xs">
              <Button size="xs" color="red" variant="light" onClick={dismissError}>
                {errorDismissLabel}
              </Button>
            </Group>
          ) : null}
        </ErrorAlert>
      ) : null}

      {hasLoadError ? (
        <LoadingOverlay
          error={loadError}
          errorTitle="Failed to load"
          onRetry={onRetryLoad}
          retryLabel={retryLoadLabel}
          retrying={retryingLoad}
        />
      ) : (
        <LoadingOverlay loading={loading} minHeight={loading ? 200 : undefined}>
          <fieldset
            disabled={readOnly || saving || deleting}
            data-readonly={readOnly || undefined}
            aria-busy={saving || deleting || undefined}
            style={FIELDSET_STYLE}
          >
            {children}
          </fieldset>
        </LoadingOverlay>
      )}
    </Stack>
  );
}
