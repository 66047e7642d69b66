import type { Schemas } from './contract';
import { notFound, type WorldError } from './errors';
import { isNewId, runVersionedBatch } from './handlers/context';
import type { TableName, UserRecord, WorldState } from './state';
import type { World } from './world';

/** A stored record of a table. */
export type Row<K extends TableName> = WorldState[K][string];

/**
 * Whose records a call's path names, for a record kept per organisation (or per team): the owner as the path names
 * it (a get reads it unchecked: a record of an unknown organisation is simply not found), the owner checked (a list
 * or a batch of an unknown organisation is that organisation's 404), the field of a record naming its owner, and the
 * owner's records in the table's order.
 */
export interface RecordScope<K extends TableName, Params> {
  named: (params: Params) => string;
  of: (world: World, params: Params) => string;
  owner: (record: Row<K>) => string;
  records: (world: World, owner: string) => Row<K>[];
}

/**
 * One kind of record as the world keeps it, declared once: where it is stored (its table, keyed by its id), its
 * scope (global without one), how its list, get and batch answer it, and how a missing one is refused.
 */
export interface RecordKind<K extends TableName, View, Params = object> {
  table: K;
  /** Its name in a 404 (`Team … does not exist`). */
  what: string;
  view: (world: World, record: Row<K>) => View;
  scope?: RecordScope<K, Params>;
  /** The order of its list; the table's own without. */
  order?: (a: Row<K>, b: Row<K>) => number;
  /** The refusal of an id that names no record (of the owner); a 404 naming it without. */
  missing?: (id: string) => WorldError;
}

/** A record kept per organisation, its owner in `owner` (the organisation's teams, groups, links, accounts). */
export function perOrganisation<K extends TableName>(
  owner: (record: Row<K>) => string,
  records: (world: World, organisationID: string) => Row<K>[],
): RecordScope<K, { orgId: string }> {
  return {
    named: (params) => params.orgId,
    of: (world, params) => world.organisation(params.orgId).organisationID,
    owner,
    records,
  };
}

/** The stored record with that id (of the owner, when the kind has a scope), or undefined. */
function storedOf<K extends TableName, View, Params>(
  world: World,
  kind: RecordKind<K, View, Params>,
  owner: string | undefined,
  id: string,
): Row<K> | undefined {
  // TypeScript reads a record of a table named by a type parameter as any table's record (as record-lists.ts does).
  const record = world.state[kind.table][id] as Row<K> | undefined;
  return record && (!kind.scope || kind.scope.owner(record) === owner) ? record : undefined;
}

/** The stored record with that id (of the owner), or the kind's refusal. */
export function foundOf<K extends TableName, View, Params>(
  world: World,
  kind: RecordKind<K, View, Params>,
  owner: string | undefined,
  id: string,
): Row<K> {
  const record = storedOf(world, kind, owner, id);
  if (!record) throw (kind.missing ?? ((missingId: string) => notFound(kind.what, missingId)))(id);
  return record;
}

/** The kind's list handler: the owner's records (or all), in the kind's order, as answered. */
export function listOf<K extends TableName, View, Params>(kind: RecordKind<K, View, Params>) {
  return ({ world, params }: { world: World; params: Params }): View[] => {
    const records = kind.scope
      ? kind.scope.records(world, kind.scope.of(world, params))
      : [...world.recordsOf(kind.table)];
    if (kind.order) records.sort(kind.order);
    return records.map((record) => kind.view(world, record));
  };
}

/** The kind's get handler: the record the path's `id` names (of the path's owner), as answered. */
export function getOf<K extends TableName, View, Params>(kind: RecordKind<K, View, Params>) {
  return ({ world, params }: { world: World; params: Params & { id: string } }): View =>
    kind.view(world, foundOf(world, kind, kind.scope?.named(params), params.id));
}

/** What a batch's rules get: the call, its owner ('' for a global kind) and the kind's look-ups. */
export interface RecordCall<K extends TableName, Params> {
  world: World;
  me: UserRecord | null;
  params: Params;
  owner: string;
  /** The record a change edits (its id), undefined for a new one (no id, or the all-zero id), or the refusal. */
  edited: (id: string | null | undefined) => Row<K> | undefined;
}

/** What is particular to a kind's batch: the id a change names, its save, and what its delete does. */
export interface BatchRules<K extends TableName, In, View, Params> {
  idOf: (posted: In) => string | null | undefined;
  /** Checks, stores and audits one change; answers the saved record. */
  save: (call: RecordCall<K, Params>, posted: In) => View;
  /** Checks before a delete (a refusal leaves the call's state as it was). */
  refuseDelete?: (call: RecordCall<K, Params>, record: Row<K>, id: string) => void;
  /**
   * What a delete does; removes the record from its table without. It may answer what its history's last entry is to
   * carry beside the record's own fields (a team's members), read before they went.
   */
  deletes?: (call: RecordCall<K, Params>, record: Row<K>, id: string) => Readonly<object> | void;
  /** The audit entry of a delete (`id` the one the call named: the record's key; `fields` what `deletes` answered). */
  deleted: (call: RecordCall<K, Params>, record: Row<K>, id: string, fields: Readonly<object>) => void;
}

/**
 * The kind's versioned batch (SPEC 7, `runVersionedBatch`): the owner checked first, then the version check of every
 * change and delete against the stored record as its list answers it, then the deletes and the changes.
 */
export function batchOf<
  K extends TableName,
  In extends { version?: string },
  View extends { version?: string },
  Params,
>(kind: RecordKind<K, View, Params>, rules: BatchRules<K, In, View, Params>) {
  return (context: {
    world: World;
    me: UserRecord | null;
    params: Params;
    body: { changes?: In[]; deletes?: string[]; deleteVersions?: Record<string, string> } | undefined;
  }): { changes: View[]; deletes: string[] } => {
    const { world, me, params, body } = context;
    const owner = kind.scope ? kind.scope.of(world, params) : '';
    const call: RecordCall<K, Params> = {
      world,
      me,
      params,
      owner,
      edited: (id) => (isNewId(id) ? undefined : foundOf(world, kind, owner, id ?? '')),
    };
    return runVersionedBatch(
      body,
      {
        idOf: rules.idOf,
        current: (id) => {
          const record = storedOf(world, kind, owner, id);
          return record && kind.view(world, record);
        },
      },
      (posted) => rules.save(call, posted),
      (id) => {
        const record = foundOf(world, kind, owner, id);
        rules.refuseDelete?.(call, record, id);
        let fields: Readonly<object> = {};
        if (rules.deletes) fields = rules.deletes(call, record, id) ?? {};
        else delete world.state[kind.table][id];
        rules.deleted(call, record, id, fields);
      },
    );
  };
}

/** Records as the options of a select (key and value), by value. */
export const optionsOf = <T>(
  records: T[],
  key: (r: T) => string | undefined,
  value: (r: T) => string,
): Schemas['OptionValue'][] =>
  records.map((r) => ({ key: key(r) ?? '', value: value(r) })).sort((a, b) => a.value.localeCompare(b.value));
