import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { HistorySubject } from '#/api/queries/record-history';
import { notifySuccess } from '#/components/dialogs/notify';
import { useT } from '#/components/i18n/i18n-context';
import { deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import type { RecordNoun } from '#/lib/grid-wording';
import type { MessageKey } from '#/lib/messages/catalogues';
import { ServerInstanceEditPage, useServerEditForm } from './server-instance-edit-page';
import type { ServerFieldRules } from './server-record';
import { RECORD_UPDATE_ERROR, failureWith, serverEditValues } from './server-rules';

/** What a server kind's record holds that its edit page reads (POS Core instance, deployment server). */
interface ServerKindRecord {
  name: string;
  uri: string;
  hasKey?: boolean;
  keyVersion?: number;
  version?: string;
}

/** A server kind that has only the server fields: its words, fields, record and where its page returns to. */
export interface ServerKind<R extends ServerKindRecord> {
  texts: Record<'title' | 'createTitle' | 'id' | 'uriPlaceholder' | 'saved' | 'deleted', MessageKey<'servers'>>;
  fields: ServerFieldRules;
  recordNoun: RecordNoun;
  /** Save, Cancel, Done, a save or a delete return here (SPEC 2.4). */
  leaveTo: '/admin/poscoreinstances' | '/admin';
  idOf: (record: R) => string | undefined;
  /** The record as sent. */
  toSave: (record: R) => R;
  /** The admin's values as a new record (no id, no version). */
  asNew: (record: R) => R;
  /** The record's kind in its history (its History section). */
  historyType: HistorySubject['type'];
}

/** The kind's batch mutation (its hook belongs to the caller, so each kind keeps its own cache effects). */
export interface ServerKindBatch<R> {
  mutateAsync: (variables: {
    body: { changes?: R[]; deletes?: string[]; deleteVersions?: Record<string, string> };
  }) => Promise<unknown>;
  reset: () => void;
}

interface ServerKindFormProps<R extends ServerKindRecord> {
  kind: ServerKind<R>;
  batch: ServerKindBatch<R>;
  /** The server as loaded, or a blank one (no id yet) when creating. */
  original: R;
  creating: boolean;
  /** Reads the server again (not while creating). */
  reloadRecord?: () => Promise<unknown>;
  /** Below the server fields (the POS Core instance's linked organisations). */
  children?: ReactNode;
}

/** The edit page of a server kind with only the server fields: ID (read-only), Name, Uri and JWT Signing Key. */
export function ServerKindForm<R extends ServerKindRecord>({
  kind,
  batch,
  original,
  creating,
  reloadRecord,
  children,
}: ServerKindFormProps<R>) {
  const t = useT('servers', 'errors');
  const navigate = useNavigate();
  const form = useServerEditForm(serverEditValues(original), kind.fields, original);
  const id = kind.idOf(original);
  const leave = () => navigate({ to: kind.leaveTo });
  const commit = async (body: Parameters<ServerKindBatch<R>['mutateAsync']>[0]['body'], done: string) => {
    try {
      await batch.mutateAsync({ body });
    } catch (failure) {
      throw failureWith(t, RECORD_UPDATE_ERROR, failure);
    } finally {
      // The call carried the JWT Signing Key: gone from the MutationCache at once.
      batch.reset();
    }
    notifySuccess(done);
    await leave();
  };
  const edited = (): R => ({ ...original, ...form.getValues() });

  return (
    <ServerInstanceEditPage
      title={creating ? t(kind.texts.createTitle) : t(kind.texts.title)}
      idLabel={t(kind.texts.id)}
      id={id}
      hasKey={Boolean(original.hasKey)}
      uriPlaceholder={t(kind.texts.uriPlaceholder)}
      fields={kind.fields}
      form={form}
      creating={creating}
      onSave={() => commit({ changes: [kind.toSave(edited())], deletes: [] }, t(kind.texts.saved))}
      onRecreate={() => commit({ changes: [kind.toSave(kind.asNew(edited()))], deletes: [] }, t(kind.texts.saved))}
      reloadRecord={reloadRecord}
      onDelete={({ version }) =>
        commit(
          { changes: [], deletes: id ? [id] : [], ...deleteVersionsOf(id ?? '', version ?? original.version) },
          t(kind.texts.deleted),
        )
      }
      recordName={original.name}
      recordNoun={kind.recordNoun}
      historyType={kind.historyType}
      onLeave={() => void leave()}
    >
      {children}
    </ServerInstanceEditPage>
  );
}
