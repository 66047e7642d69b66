import { Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { HistorySubject } from '#/api/queries/record-history';
import { CopyButton } from '#/components/copy-button/copy-button';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm, type EditForm, type EditPageForm } from '#/components/edit-page/use-edit-form';
import type { DeleteOptions } from '#/components/edit-page/use-save-delete';
import { TextField } from '#/components/form-fields/text-field';
import { WriteOnlySecretField } from '#/components/form-fields/write-only-secret-field';
import { useT } from '#/components/i18n/i18n-context';
import { trimmedText } from '#/lib/field-text';
import type { RecordNoun } from '#/lib/grid-wording';
import type { ServerFieldRules } from './server-record';
import {
  HISTORY_SECRET_FIELD,
  KEY_FIELDS,
  SECRET_FIELDS,
  serverFormRules,
  uriProblem,
  writeOnlyValueText,
  type ServerEditValues,
} from './server-rules';
import { OpenUriButton } from './uri-link';

/**
 * The form of a page that edits only the server fields (POS Core instance, deployment server); `source` is the record
 * they come from (the query's data: `useEditForm`'s `source`).
 */
export function useServerEditForm(
  original: ServerEditValues,
  fields: ServerFieldRules,
  source: unknown,
): EditForm<ServerEditValues> {
  const t = useT('servers');
  return useEditForm<ServerEditValues>({
    initialValues: original,
    source,
    validate: serverFormRules(fields, t),
    mergeTogether: [KEY_FIELDS],
  });
}

/** What the page uses of its form (any form whose values include the server fields). */
export interface ServerEditForm extends EditPageForm {
  values: ServerEditValues;
  getInputProps: (path: 'name' | 'uri' | 'jwtSigningKey') => ReturnType<EditForm<ServerEditValues>['getInputProps']>;
  setFieldValue: (path: 'jwtSigningKey', value: string | null) => void;
}

export interface ServerInstanceEditPageProps {
  title: string;
  /** "ID" (POS Core instance), "Deployment Server ID" or "Integration Server ID". */
  idLabel: string;
  /** The record's id; undefined while creating. */
  id: string | undefined;
  /** Whether the server stores a JWT signing key (`hasKey`); the key itself is never answered. */
  hasKey: boolean;
  uriPlaceholder: string;
  fields: ServerFieldRules;
  /** The page's form (`useServerEditForm`, or the integration server's own with `serverFormRules`). */
  form: ServerEditForm;
  /** The record is being created: no id yet, Delete disabled. */
  creating: boolean;
  /** Sends the form's record; rejects (with SPEC 8's message) on failure, navigates away on success. */
  onSave: () => Promise<void>;
  /** Deletes the record, at the version loaded (or the one the admin confirmed deleting at). */
  onDelete: (options: DeleteOptions) => Promise<void>;
  /** Sends the form's values as a new server, after someone else deleted this one (docs/editing.md). */
  onRecreate?: () => Promise<void>;
  /** Reads the record again (its query's refetch): on coming back to the page, after a refused save. */
  reloadRecord?: () => Promise<unknown>;
  /** Labels of the page's own fields beyond Name and Uri (the integration server's Type, Test Instance). */
  moreFieldLabels?: Readonly<Record<string, string>>;
  /** A field's value as the page shows it, for the fields two admins both changed (the key has its own). */
  formatFieldValue?: (field: string, value: unknown) => string | undefined;
  /** The record's saved name and what it is, for the delete confirmation ("Delete POSCore EU West?"). */
  recordName: string;
  recordNoun: RecordNoun;
  /** Cancel and Done. */
  onLeave: () => void;
  /** A hint under Name (the integration server's "Unique name used for token creation"). */
  nameDescription?: ReactNode;
  /** Fields between Name and Uri (the integration server's Type). */
  afterName?: ReactNode;
  /** Dismiss an error with a button of this label (the integration server's "OK", SPEC 4). */
  errorDismissLabel?: string;
  /** The record's kind in its history (an extension of SPEC): its History section below the form, once saved. */
  historyType?: HistorySubject['type'];
  /** Shown under the JWT Signing Key (other fields, the Linked Organisations). */
  children?: ReactNode;
}

/**
 * The edit page of the server kinds (SPEC 2.4): the POS Core instance, the deployment server (labelled for it) and
 * the integration server (with its own fields in `afterName` and `children`): the id (read-only), Name, Uri and JWT
 * Signing Key, checked against the contract limits before sending. Name and Uri trim (the screens send them through
 * `posCoreToSave`, `deploymentServerToSave`, `integrationServerToSave`). A stored key is never shown: the page says
 * whether one is set and offers to replace it; a new key is sent as typed, and only when typed.
 */
export function ServerInstanceEditPage({
  title,
  idLabel,
  id,
  hasKey,
  uriPlaceholder,
  fields,
  form,
  creating,
  onSave,
  onDelete,
  onRecreate,
  reloadRecord,
  moreFieldLabels,
  formatFieldValue,
  recordName,
  recordNoun,
  onLeave,
  nameDescription,
  afterName,
  errorDismissLabel,
  historyType,
  children,
}: ServerInstanceEditPageProps) {
  const t = useT('servers');
  const values = form.values;
  const nameLabel = t(fields.name.label);
  const uriLabel = t(fields.uri.label);
  const keyLabel = t(fields.jwtSigningKey.label);
  const fieldLabels = useMemo(
    () => ({ name: nameLabel, uri: uriLabel, [KEY_FIELDS[0]]: keyLabel, ...moreFieldLabels }),
    [nameLabel, uriLabel, keyLabel, moreFieldLabels],
  );
  // The history names the secret as the world writes it (`secret`, "Replaced"); the form's is `newSecret`.
  const historyLabels = useMemo(() => {
    const labels: Record<string, string> = { ...fieldLabels };
    const secretLabel = labels[SECRET_FIELDS[0]];
    if (secretLabel === undefined) return labels;
    delete labels[SECRET_FIELDS[0]];
    return { ...labels, [HISTORY_SECRET_FIELD]: secretLabel };
  }, [fieldLabels]);
  // The key is shown as typed or stored, never as its value (the form holds it with its count, `KEY_FIELDS`).
  const valueText = (field: string, value: unknown) =>
    field === KEY_FIELDS[0] ? writeOnlyValueText(t, 'key', value) : formatFieldValue?.(field, value);
  return (
    <EditPage
      title={title}
      loaded
      creating={creating}
      form={form}
      history={
        historyType && id !== undefined && !creating
          ? { source: { kind: 'admin' }, subject: { type: historyType, id }, fieldLabels: historyLabels }
          : undefined
      }
      errorDismissLabel={errorDismissLabel}
      onSave={onSave}
      onCancel={onLeave}
      onDone={onLeave}
      onDelete={onDelete}
      onRecreate={onRecreate}
      reloadRecord={reloadRecord}
      fieldLabels={fieldLabels}
      formatFieldValue={valueText}
      recordName={recordName}
      recordNoun={recordNoun}
    >
      <Stack gap="md" maw={760}>
        <TextInput
          label={idLabel}
          value={id ?? ''}
          placeholder={creating ? t('servers.edit.idPlaceholder') : undefined}
          readOnly
          rightSection={id ? <CopyButton value={id} label={idLabel} /> : null}
        />
        <TextField
          label={nameLabel}
          {...form.getInputProps('name')}
          required={fields.name.required}
          maxLength={fields.name.maxLength}
          trim={fields.name.trim}
          description={nameDescription}
        />
        {afterName}
        <TextField
          label={uriLabel}
          {...form.getInputProps('uri')}
          maxLength={fields.uri.maxLength}
          trim={fields.uri.trim}
          placeholder={uriPlaceholder}
          type="url"
          // Shown at once, as typed (not only once the field has changed).
          error={uriProblem(values.uri, t, uriLabel) ?? undefined}
          rightSection={<OpenUriButton uri={trimmedText(values.uri)} />}
        />
        <WriteOnlySecretField
          label={keyLabel}
          stored={hasKey}
          {...form.getInputProps('jwtSigningKey')}
          onChange={(value) => form.setFieldValue('jwtSigningKey', value)}
          maxLength={fields.jwtSigningKey.maxLength}
          initiallyOpen={creating}
          texts={{
            stored: t('servers.key.stored'),
            none: t('servers.key.none'),
            replace: t('servers.key.replace'),
            set: t('servers.key.set'),
            keep: t('servers.key.keep'),
          }}
        />
        {children}
      </Stack>
    </EditPage>
  );
}
