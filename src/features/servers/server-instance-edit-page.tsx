import { useState, type ReactNode } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { CopyButton } from '../../components/copy-button/copy-button';
import { EditPage } from '../../components/edit-page/edit-page';
import { TextField } from '../../components/form-fields/text-field';
import { isDirty } from '../../lib/dirty';
import { trimmedText } from '../../lib/field-text';
import { serverProblem, uriProblem, type ServerFieldRules } from './server-rules';
import { OpenUriButton } from './uri-link';

/** The fields this page edits (SPEC 3: name, uri, jwtSigningKey). */
export interface ServerEditValues {
  name: string;
  uri: string;
  jwtSigningKey: string | null;
}

export function serverEditValues(record: { name: string; uri: string; jwtSigningKey?: string | null }): ServerEditValues {
  return { name: record.name, uri: record.uri, jwtSigningKey: record.jwtSigningKey ?? null };
}

export interface ServerInstanceEditPageProps {
  title: string;
  /** "ID" (POS Core instance) or "Deployment Server ID". */
  idLabel: string;
  /** The record's id; undefined while creating. */
  id: string | undefined;
  uriPlaceholder: string;
  fields: ServerFieldRules;
  original: ServerEditValues;
  /** The record is being created: no id yet, Delete disabled. */
  creating: boolean;
  /** Sends the record; rejects (with SPEC 8's message) on failure, navigates away on success. */
  onSave: (values: ServerEditValues) => Promise<void>;
  onDelete: () => Promise<void>;
  /** Cancel and Done. */
  onLeave: () => void;
  /** Shown under the form (the POS Core instance's Linked Organisations). */
  children?: ReactNode;
}

/**
 * The edit page of a POS Core instance, also used (labelled for it) for the deployment server (SPEC 2.4):
 * the id (read-only), Name, Uri and JWT Signing Key (hidden until revealed, with a copy button), checked against the
 * contract limits before sending. Name and Uri trim (the screens send them through `posCoreToSave` /
 * `deploymentServerToSave`); the key is checked and sent as typed.
 */
export function ServerInstanceEditPage({
  title,
  idLabel,
  id,
  uriPlaceholder,
  fields,
  original,
  creating,
  onSave,
  onDelete,
  onLeave,
  children,
}: ServerInstanceEditPageProps) {
  const [values, setValues] = useState<ServerEditValues>(original);
  const [showErrors, setShowErrors] = useState(false);
  const dirty = isDirty(original, values);
  const problem = serverProblem(values, fields);
  const set = <K extends keyof ServerEditValues>(key: K, value: ServerEditValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <EditPage
      title={title}
      loaded
      creating={creating}
      dirty={dirty}
      canSave={problem === null}
      onSave={async () => {
        setShowErrors(true);
        if (problem) throw new Error(problem);
        await onSave(values);
      }}
      onCancel={onLeave}
      onDone={onLeave}
      onDelete={onDelete}
    >
      <Stack gap="md" maw={760}>
        <TextInput
          label={idLabel}
          value={id ?? ''}
          placeholder={creating ? 'Assigned when saved' : undefined}
          readOnly
          rightSection={id ? <CopyButton value={id} label={idLabel} /> : null}
        />
        <TextField
          label={fields.name.label}
          value={values.name}
          onChange={(value) => set('name', value)}
          required={fields.name.required}
          maxLength={fields.name.maxLength}
          trim={fields.name.trim}
          showErrors={showErrors}
        />
        <TextField
          label={fields.uri.label}
          value={values.uri}
          onChange={(value) => set('uri', value)}
          maxLength={fields.uri.maxLength}
          trim={fields.uri.trim}
          placeholder={uriPlaceholder}
          type="url"
          error={uriProblem(values.uri, fields.uri.label) ?? undefined}
          rightSection={<OpenUriButton uri={trimmedText(values.uri)} />}
        />
        <TextField
          label={fields.jwtSigningKey.label}
          value={values.jwtSigningKey}
          onChange={(value) => set('jwtSigningKey', value === '' ? null : value)}
          maxLength={fields.jwtSigningKey.maxLength}
          autoComplete="off"
          secret
          rightSection={<CopyButton value={values.jwtSigningKey ?? ''} label={fields.jwtSigningKey.label} />}
        />
        {children}
      </Stack>
    </EditPage>
  );
}
