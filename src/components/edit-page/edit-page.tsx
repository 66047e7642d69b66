import type { ReactNode } from 'react';
import type { HistorySource, HistorySubject } from '#/api/queries/record-history';
import type { RestoreRules } from '#/components/history/history-values';
import { HistorySection } from '#/components/history/lazy-history-section';
import { usePrefetchConflicts } from '#/components/record-conflicts/conflict-block';
import { isForbidden } from '#/lib/call-outcome';
import type { RecordNoun } from '#/lib/grid-wording';
import { EditFormFooter, EditFormFrame, EditPageAlert } from './edit-form-frame';
import { RECORD_NOTICE_BLOCKS, RecordChangesNotice, RecordDeletedNotice } from './lazy-record-notices';
import type { EditPageForm } from './use-edit-form';
import { NO_EDIT_PAGE_GUARD, useEditPageGuard, type EditPageGuard } from './use-edit-page-guard';
import { useReadAgainOnFocus } from './use-read-again-on-focus';
import { useSaveDelete, type DeleteOptions } from './use-save-delete';

/**
 * An edit page (SPEC 2.3, SPEC 4 "Edit pages") composed of its parts: the frame (`EditFormFrame`), the guard
 * (`useEditPageGuard`) and the calls (`useSaveDelete`). A screen with needs beyond these props composes the parts.
 */
export interface EditPageProps {
  /** The page's heading. */
  title: ReactNode;
  /** The record is being fetched. */
  loading?: boolean;
  /** The record failed to load: this message is shown instead of the form. */
  loadError?: string | null;
  /** The failed load's call: when it was refused (403), Not authorised is shown instead of the form and `loadError`. */
  loadFailure?: unknown;
  /** Load the record again: the load error offers a button for it. */
  onRetryLoad?: () => void;
  /** The load-again button's label. Default "Retry". */
  retryLoadLabel?: string;
  /** The record is being loaded again (the button shows it busy). */
  retryingLoad?: boolean;
  /** A record (or a blank record when creating) is present: Save and Delete need one. */
  loaded: boolean;
  /** The record's form (`useEditForm`): its dirtiness and validity decide the buttons; no form, nothing to save. */
  form?: EditPageForm;
  /** Unsaved changes kept outside the form (e.g. a grid's pending edits). */
  otherChanges?: boolean;
  /** Hides Save, Cancel, Delete and `editActions`, and disables the form. */
  readOnly?: boolean;
  /** A record not created yet: Delete is disabled. */
  creating?: boolean;
  /** false disables Save (a rule beyond the form's fields). */
  canSave?: boolean;
  /** A save is in flight (in addition to the page's own tracking of onSave). */
  saving?: boolean;
  /** A message for the error Alert (e.g. the last save error), shown instead of the calls' own. */
  error?: ReactNode;
  /** Makes the error Alert closable; called when it is closed. */
  onDismissError?: () => void;
  /** Dismiss a closable error with a button of this label (e.g. "OK") instead of the close icon. */
  errorDismissLabel?: string;
  /** Sends the record; navigates to the list on success, rejects on failure. See `useSaveDelete`. */
  onSave: () => Promise<void>;
  /** Leaves without saving (the guard does not ask). */
  onCancel: () => void;
  /** Leaves a page with nothing to save. */
  onDone: () => void;
  /**
   * Deletes the record after a confirmation; without it there is no Delete button. The batch carries
   * `deleteVersionsOf(id, options.version ?? the loaded record's version)`.
   */
  onDelete?: (options: DeleteOptions) => Promise<void>;
  /**
   * Someone else deleted the record: sends the admin's values as a new record (`asNewRecord`: no id, no version)
   * and navigates like `onSave`. Without it the page says it cannot create the record and offers Discard only.
   */
  onRecreate?: () => Promise<void>;
  /**
   * Reads the page's record again (its query's `refetch`): when the page regains focus and after a save refused
   * because someone else changed the record. The form (`useEditForm`'s `source`) then merges it with the edits.
   */
  reloadRecord?: () => Promise<unknown>;
  /** The labels of the form's fields, by field: the notice of someone else's changes names them. */
  fieldLabels?: Readonly<Partial<Record<string, string>>>;
  /** A field's value as the form shows it (e.g. an option's name), for the fields both admins changed. */
  formatFieldValue?: (field: string, value: unknown) => string | undefined;
  /** Fields holding an image's data: shown as "An image" when both admins changed them. */
  imageFields?: readonly string[];
  /** The record's name, as saved, for the delete confirmation ("Delete Tom Lee?"). */
  recordName?: string;
  /** What the record is ("Delete this user?" when it has no name); record by default. */
  recordNoun?: RecordNoun;
  /** Extra editing actions next to Save (e.g. Reset password); hidden when read-only. */
  editActions?: ReactNode;
  /** Guard unsaved changes and hold navigation during a call (needs a router). Default true. */
  guard?: boolean;
  /**
   * The record's history (an extension of SPEC): once the record is loaded (not when creating), a History section
   * below the form, opened on demand or by the URL's `#history`. Its Use these values puts the values from before a
   * change into the form as unsaved changes; Save then sends them with the loaded record's version as ever.
   * Its own labels and reading where the history names fields otherwise than the form (else the page's), the
   * mapping of the history's values to the form's, and the fields never put back.
   */
  history?: {
    source: HistorySource;
    subject: HistorySubject;
    fieldLabels?: Readonly<Partial<Record<string, string>>>;
    formatFieldValue?: (field: string, value: unknown) => string | undefined;
  } & RestoreRules;
  /** The form. */
  children?: ReactNode;
}

type ViewProps = Omit<EditPageProps, 'guard'>;

/** The page's unsaved changes: the form's and those kept outside it. */
function hasChanges({ form, otherChanges = false }: Pick<EditPageProps, 'form' | 'otherChanges'>): boolean {
  return (form?.isDirty() ?? false) || otherChanges;
}

export function EditPage({ guard = true, ...props }: EditPageProps) {
  return guard ? <GuardedEditPage {...props} /> : <EditPageView {...props} pageGuard={NO_EDIT_PAGE_GUARD} />;
}

function GuardedEditPage(props: ViewProps) {
  const pageGuard = useEditPageGuard(hasChanges(props) && !props.readOnly, props.saving ?? false);
  return <EditPageView {...props} pageGuard={pageGuard} />;
}

function EditPageView({ pageGuard, ...props }: ViewProps & { pageGuard: EditPageGuard }) {
  const { form, readOnly = false, creating = false, canSave = true, loaded, error, onDismissError } = props;
  const calls = useSaveDelete({
    form,
    onSave: props.onSave,
    onDelete: props.onDelete,
    onRecreate: props.onRecreate,
    reloadRecord: props.reloadRecord,
    recordName: props.recordName,
    recordNoun: props.recordNoun,
    guard: pageGuard.guard,
    reload: pageGuard.reload,
    onBusyChange: pageGuard.setBusy,
  });
  const busy = props.saving && calls.busy === null ? 'save' : calls.busy;
  const loadFailed =
    (props.loadError !== undefined && props.loadError !== null && props.loadError !== '') ||
    isForbidden(props.loadFailure);
  const gone = calls.deleted !== null;
  useReadAgainOnFocus(props.reloadRecord, loaded && !loadFailed && !gone && busy === null);
  // What a refused save or delete shows, downloaded once the page is on screen (a read-only page sends nothing).
  usePrefetchConflicts(!readOnly, RECORD_NOTICE_BLOCKS);
  const showSave = !readOnly && loaded && hasChanges(props) && !loadFailed;
  const errorClosable = Boolean(onDismissError) || (!error && calls.error !== null);
  const dismissError = () => {
    calls.dismissError();
    onDismissError?.();
  };
  const footer = (
    <EditFormFooter
      mode={readOnly ? 'readOnly' : showSave ? 'save' : 'done'}
      busy={busy}
      canSave={(form?.isValid() ?? true) && canSave && !gone}
      on={{ save: () => void calls.save(), cancel: () => calls.cancel(props.onCancel), done: props.onDone }}
      deletion={
        props.onDelete
          ? { onDelete: () => void calls.remove(), disabled: creating || !loaded || loadFailed || gone }
          : undefined
      }
      editActions={props.editActions}
    />
  );
  const { history } = props;
  const useValues =
    form?.setValues && form.getValues
      ? (values: Record<string, unknown>) => form.setValues?.({ ...form.getValues?.(), ...values })
      : undefined;
  const historySection =
    history && loaded && !creating && !loadFailed && !gone && !props.loading ? (
      <HistorySection
        source={history.source}
        subject={history.subject}
        fieldLabels={history.fieldLabels ?? props.fieldLabels}
        formatFieldValue={history.formatFieldValue ?? props.formatFieldValue}
        imageFields={props.imageFields}
        valuesForForm={history.valuesForForm}
        lockedFields={history.lockedFields}
        formValues={form?.getValues?.()}
        onUseValues={useValues}
        disabled={readOnly || busy !== null}
      />
    ) : null;
  const frame = (
    <EditFormFrame
      title={props.title}
      footer={footer}
      alert={
        <>
          <EditPageAlert
            message={error ? error : calls.error}
            onDismiss={errorClosable ? dismissError : undefined}
            dismissLabel={props.errorDismissLabel}
          />
          {calls.deleted ? (
            <RecordDeletedNotice
              during={calls.deleted}
              onCreate={props.onRecreate ? () => void calls.recreate() : undefined}
              onDiscard={() => calls.cancel(props.onDone)}
              busy={busy !== null}
            />
          ) : null}
          {/* Not while saving: a screen may put its own saved record in place meanwhile, which is no one else's. */}
          {form?.merge && !loadFailed && busy !== 'save' ? (
            <RecordChangesNotice
              merge={form.merge}
              fieldLabels={props.fieldLabels}
              formatFieldValue={props.formatFieldValue}
              imageFields={props.imageFields}
              disabled={readOnly || busy !== null}
            />
          ) : null}
        </>
      }
      loadFailure={
        loadFailed
          ? {
              message: props.loadError ?? '',
              onRetry: props.onRetryLoad,
              retryLabel: props.retryLoadLabel,
              retrying: props.retryingLoad,
              failure: props.loadFailure,
            }
          : null
      }
      loading={props.loading}
      locked={{ readOnly, busy: busy !== null }}
    >
      {props.children}
    </EditFormFrame>
  );
  if (!historySection) return frame;
  return (
    <>
      {frame}
      {historySection}
    </>
  );
}
