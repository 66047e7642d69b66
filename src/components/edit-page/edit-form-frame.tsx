import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { useT } from '#/components/i18n/i18n-context';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** A record that failed to load: shown instead of the form ("Failed to load"), never a blank page. */
export interface LoadFailure {
  message: string;
  /** Load the record again: the error offers a button for it. */
  onRetry?: () => void;
  /** The button's label; "Retry" by default. */
  retryLabel?: string;
  /** The record is being loaded again (the button shows it busy). */
  retrying?: boolean;
  /** The failed call: a refusal (403) shows Not authorised instead of the message (LoadingOverlay's `failure`). */
  failure?: unknown;
}

export interface EditFormFrameProps {
  /** The page's heading. */
  title: ReactNode;
  /** The buttons beside the title (`EditFormFooter`). */
  footer: ReactNode;
  /** The error Alert above the form (`EditPageAlert`). */
  alert?: ReactNode;
  /** Replaces the form when the record failed to load. */
  loadFailure?: LoadFailure | null;
  /** The record is being fetched: the form is covered. */
  loading?: boolean;
  /**
   * The form's controls are disabled: `readOnly` (marked `data-readonly`), or `busy` while a call is in flight
   * (nothing typed meanwhile can be lost).
   */
  locked?: { readOnly: boolean; busy: boolean };
  /** The form. */
  children?: ReactNode;
}

/** The presentational frame of an edit page: title and buttons, error Alert, then the form. */
export function EditFormFrame({
  title,
  footer,
  alert,
  loadFailure,
  loading = false,
  locked,
  children,
}: EditFormFrameProps) {
  const t = useT('forms');
  const readOnly = locked?.readOnly ?? false;
  const busy = locked?.busy ?? false;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2}>{title}</Title>
        <Group gap="xs">{footer}</Group>
      </Group>
      {alert}
      {loadFailure ? (
        <LoadingOverlay
          error={loadFailure.message}
          failure={loadFailure.failure}
          errorTitle={t('forms.editPage.loadFailed')}
          onRetry={loadFailure.onRetry}
          retryLabel={loadFailure.retryLabel}
          retrying={loadFailure.retrying}
        />
      ) : (
        <LoadingOverlay loading={loading} minHeight={loading ? 200 : undefined}>
          <fieldset
            disabled={readOnly || busy}
            data-readonly={readOnly || undefined}
            aria-busy={busy || undefined}
            style={FIELDSET_STYLE}
          >
            {children}
          </fieldset>
        </LoadingOverlay>
      )}
    </Stack>
  );
}

export interface EditFormFooterProps {
  /** Save and Cancel (unsaved changes), or Done (nothing to save); nothing editable when read-only. */
  mode: 'save' | 'done' | 'readOnly';
  /** Which call is in flight: its button is busy and every other one disabled. */
  busy: 'save' | 'delete' | null;
  /** Save is enabled (valid form, the page's own rules). */
  canSave: boolean;
  /** The page's Save, Cancel and Done. */
  on: { save: () => void; cancel: () => void; done: () => void };
  /** The Delete button; none without it. */
  deletion?: { onDelete: () => void; disabled: boolean };
  /** Extra editing actions next to Save (e.g. Reset password), disabled while a call is in flight. */
  editActions?: ReactNode;
}

/** The buttons of an edit page: Delete, the extra actions, then Cancel and Save or Done. */
export function EditFormFooter({ mode, busy, canSave, on, deletion, editActions }: EditFormFooterProps) {
  const t = useT('forms');
  const saving = busy === 'save';
  const deleting = busy === 'delete';
  const editable = mode !== 'readOnly';
  return (
    <>
      {editable && deletion && (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconTrash size={16} />}
          disabled={deletion.disabled || saving || deleting}
          loading={deleting}
          onClick={deletion.onDelete}
        >
          {t('forms.editPage.delete')}
        </Button>
      )}
      {editable && editActions ? (
        <fieldset disabled={saving || deleting} style={{ ...FIELDSET_STYLE, display: 'contents' }}>
          {editActions}
        </fieldset>
      ) : null}
      {mode === 'save' ? (
        <>
          <Button variant="default" onClick={on.cancel} disabled={saving || deleting}>
            {t('forms.editPage.cancel')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={on.save}
            disabled={!canSave || saving || deleting}
            loading={saving}
          >
            {t('forms.editPage.save')}
          </Button>
        </>
      ) : (
        <Button onClick={on.done} disabled={saving || deleting}>
          {t('forms.editPage.done')}
        </Button>
      )}
    </>
  );
}

export interface EditPageAlertProps {
  /** The message; no Alert without one. */
  message: ReactNode;
  /** Makes the Alert closable. */
  onDismiss?: () => void;
  /** Dismiss with a button of this label under the message (e.g. "OK") instead of the close icon. */
  dismissLabel?: string;
}

/** The error Alert of an edit page. */
export function EditPageAlert({ message, onDismiss, dismissLabel }: EditPageAlertProps) {
  if (!message) return null;
  return (
    <ErrorAlert onDismiss={onDismiss} dismissible={!dismissLabel}>
      {message}
      {onDismiss && dismissLabel ? (
        <Group justify="flex-end" mt="xs">
          <Button size="xs" color="red" variant="light" onClick={onDismiss}>
            {dismissLabel}
          </Button>
        </Group>
      ) : null}
    </ErrorAlert>
  );
}
