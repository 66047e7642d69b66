import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notifySuccess } from '#/components/dialogs/notify';
import { useT } from '#/components/i18n/i18n-context';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { recordNouns } from '#/lib/grid-wording';
import { LinkedOrganisations, linkedOrganisationsProps } from './linked-organisations';
import { NEW_RECORD_ID } from './new-record-id';
import { ServerInstanceEditPage, useServerEditForm } from './server-instance-edit-page';
import { posCoreFields, type PosCoreInstanceChange, type PosCoreInstanceBatch } from './server-record';
import {
  RECORD_UPDATE_ERROR,
  blankPosCoreInstance,
  failureWith,
  posCoreToSave,
  serverEditValues,
} from './server-rules';
import { posCoreInstanceQuery, posCoreLinkedOrgsQuery, usePosCoreInstanceBatch } from './servers-queries';

interface PosCoreInstanceFormProps {
  /** The instance as loaded, or a blank one (no id yet) when creating. */
  original: PosCoreInstanceChange;
  creating: boolean;
  /** Reads the instance again (not while creating). */
  reloadRecord?: () => Promise<unknown>;
}

function PosCoreInstanceForm({ original, creating, reloadRecord }: PosCoreInstanceFormProps) {
  const t = useT('servers', 'errors');
  const navigate = useNavigate();
  const batch = usePosCoreInstanceBatch();
  const form = useServerEditForm(serverEditValues(original), posCoreFields, original);
  const id = original.posCoreInstanceID;
  const linked = useQuery({ ...posCoreLinkedOrgsQuery(id ?? ''), enabled: !creating && id !== undefined });
  const backToList = () => navigate({ to: '/admin/poscoreinstances' });
  const commit = async (body: PosCoreInstanceBatch, done: string) => {
    try {
      await batch.mutateAsync({ body });
    } catch (failure) {
      throw failureWith(t, RECORD_UPDATE_ERROR, failure);
    } finally {
      // The call carried the JWT Signing Key: gone from the MutationCache at once.
      batch.reset();
    }
    notifySuccess(done);
    await backToList();
  };

  return (
    <ServerInstanceEditPage
      title={creating ? t('servers.posCore.edit.createTitle') : t('servers.posCore.edit.title')}
      idLabel={t('servers.posCore.edit.id')}
      id={id}
      hasKey={Boolean(original.hasKey)}
      uriPlaceholder={t('servers.posCore.edit.uriPlaceholder')}
      fields={posCoreFields}
      form={form}
      creating={creating}
      onSave={() =>
        commit(
          { changes: [posCoreToSave({ ...original, ...form.getValues() })], deletes: [] },
          t('servers.posCore.edit.saved'),
        )
      }
      onRecreate={() =>
        commit(
          {
            changes: [posCoreToSave(asNewRecord({ ...original, ...form.getValues() }, 'posCoreInstanceID'))],
            deletes: [],
          },
          t('servers.posCore.edit.saved'),
        )
      }
      reloadRecord={reloadRecord}
      onDelete={({ version }) =>
        commit(
          {
            changes: [],
            deletes: id ? [id] : [],
            ...deleteVersionsOf(id ?? '', version ?? original.version),
          },
          t('servers.posCore.edit.deleted'),
        )
      }
      recordName={original.name}
      recordNoun={recordNouns.posCoreInstance}
      onLeave={() => void backToList()}
    >
      {creating ? null : <LinkedOrganisations {...linkedOrganisationsProps(linked)} />}
    </ServerInstanceEditPage>
  );
}

function LoadedPosCoreInstance({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(posCoreInstanceQuery(id));
  return <PosCoreInstanceForm original={data} creating={false} reloadRecord={refetch} />;
}

/**
 * Admin > Edit POS Core Instance (SPEC 2.4; create at /admin/poscoreinstances/edit/new): ID (read-only), Name, Uri,
 * JWT Signing Key and the read-only Linked Organisations tree. Saves and deletes through
 * `POST api/POSCoreInstance/batch`; Done, Cancel and a successful save or delete return to /admin/poscoreinstances.
 */
export function PosCoreInstanceEditScreen({ id }: { id: string }) {
  return id === NEW_RECORD_ID ? (
    <PosCoreInstanceForm original={blankPosCoreInstance()} creating />
  ) : (
    <LoadedPosCoreInstance id={id} />
  );
}
