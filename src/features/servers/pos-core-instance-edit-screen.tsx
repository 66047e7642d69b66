import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { asNewRecord } from '#/components/record-conflicts/record-versions';
import { recordNouns } from '#/lib/grid-wording';
import { LinkedOrganisations, linkedOrganisationsProps } from './linked-organisations';
import { NEW_RECORD_ID } from './new-record-id';
import { ServerKindForm, type ServerKind } from './server-kind-form';
import { posCoreFields, type PosCoreInstanceChange } from './server-record';
import { blankPosCoreInstance, posCoreToSave } from './server-rules';
import { posCoreInstanceQuery, posCoreLinkedOrgsQuery, usePosCoreInstanceBatch } from './servers-queries';

/** The POS Core instance as a server kind: its words, fields and list. */
const posCoreKind: ServerKind<PosCoreInstanceChange> = {
  texts: {
    title: 'servers.posCore.edit.title',
    createTitle: 'servers.posCore.edit.createTitle',
    id: 'servers.posCore.edit.id',
    uriPlaceholder: 'servers.posCore.edit.uriPlaceholder',
    saved: 'servers.posCore.edit.saved',
    deleted: 'servers.posCore.edit.deleted',
  },
  fields: posCoreFields,
  recordNoun: recordNouns.posCoreInstance,
  historyType: 'PosCoreInstance',
  leaveTo: '/admin/poscoreinstances',
  idOf: (instance) => instance.posCoreInstanceID,
  toSave: posCoreToSave,
  asNew: (instance) => asNewRecord(instance, 'posCoreInstanceID'),
};

interface PosCoreInstanceFormProps {
  /** The instance as loaded, or a blank one (no id yet) when creating. */
  original: PosCoreInstanceChange;
  creating: boolean;
  /** Reads the instance again (not while creating). */
  reloadRecord?: () => Promise<unknown>;
}

function PosCoreInstanceForm({ original, creating, reloadRecord }: PosCoreInstanceFormProps) {
  const batch = usePosCoreInstanceBatch();
  const id = original.posCoreInstanceID;
  const linked = useQuery({ ...posCoreLinkedOrgsQuery(id ?? ''), enabled: !creating && id !== undefined });
  return (
    <ServerKindForm
      kind={posCoreKind}
      batch={batch}
      original={original}
      creating={creating}
      reloadRecord={reloadRecord}
    >
      {creating ? null : <LinkedOrganisations {...linkedOrganisationsProps(linked)} />}
    </ServerKindForm>
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
