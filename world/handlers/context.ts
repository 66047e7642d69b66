import type { Persona } from '../../src/api/mock-prefer';
import type { Body, Ok, OperationId, PathParams, QueryParams } from '../contract';
import { conflictOf, refuseConflicts, WorldError } from '../errors';
import type { UserRecord } from '../state';
import type { World } from '../world';

/** What a handler gets: the world, who is asking (the persona's user; null when logged out) and the typed request. */
export interface Context<Op extends OperationId> {
  world: World;
  persona: Persona;
  me: UserRecord | null;
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: Body<Op>;
}

/** A handler answers the operation's 200 body, typed by the contract; a refusal is a thrown WorldError. */
export type Handler<Op extends OperationId> = (context: Context<Op>) => Ok<Op>;

/** The operations an area models; the others answer 501, so Prism answers them from the contract's examples. */
export type Handlers = { [Op in OperationId]?: Handler<Op> };

/** The signed-in user, or 401 (the persona is logged out). */
export function signedIn(context: { me: UserRecord | null }): UserRecord {
  if (!context.me) throw new WorldError(401, 'Unauthorized', 'Login required');
  return context.me;
}

/**
 * The one batch rule of SPEC 7: `changes` are inserted (no id) or updated (id), `deletes` removed; the answer
 * carries the saved records and the ids deleted. `save` and `remove` do the work and any refusal.
 */
export function runBatch<In, Out>(
  body: { changes?: In[]; deletes?: string[] } | undefined,
  save: (record: In) => Out,
  remove: (id: string) => void,
): { changes: Out[]; deletes: string[] } {
  const deletes = body?.deletes ?? [];
  for (const id of deletes) remove(id);
  return { changes: (body?.changes ?? []).map(save), deletes };
}

/** How a versioned batch finds the stored record a change or a delete names, for the version check. */
export interface StoredRecords<In> {
  /** The id a change names; none (or the all-zero id) for a new record, which has no version to be stale. */
  idOf: (record: In) => string | null | undefined;
  /** The record with that id as the call's list answers it (with its version), or undefined when there is none. */
  current: (id: string) => { version?: string } | undefined;
}

/**
 * runBatch for the records a save can be refused for (optional optimistic concurrency): before anything is applied,
 * every change sent with `version` and every delete with an entry in `deleteVersions` is compared with the stored
 * record, and when one is stale (changed since, or deleted) the whole call is refused with 409, naming each stale
 * record as it stands now. A record sent without a version is saved whatever its version (last write wins). The call
 * as a whole runs in a transaction (World.transaction, app.ts), so a refusal midway applies nothing either.
 */
export function runVersionedBatch<In extends { version?: string }, Out>(
  body: { changes?: In[]; deletes?: string[]; deleteVersions?: Record<string, string> } | undefined,
  stored: StoredRecords<In>,
  save: (record: In) => Out,
  remove: (id: string) => void,
): { changes: Out[]; deletes: string[] } {
  const changed = (body?.changes ?? []).map((record) => {
    const id = stored.idOf(record);
    return isNewId(id) ? null : conflictOf(id ?? '', record.version, stored.current(id ?? ''));
  });
  const versions = body?.deleteVersions ?? {};
  // An own entry only: an id such as `__proto__` must not read the object's prototype as its version.
  const deleted = (body?.deletes ?? []).map((id) =>
    conflictOf(id, Object.hasOwn(versions, id) ? versions[id] : undefined, stored.current(id)),
  );
  refuseConflicts([...changed, ...deleted]);
  return runBatch(body, save, remove);
}

/** An id as the console sends it for a new record: missing, empty or the all-zero GUID (SPEC 9). */
export function isNewId(id: string | null | undefined): boolean {
  return !id || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id);
}
