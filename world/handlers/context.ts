import type { Persona } from '../../src/api/mock-prefer';
import type { Body, Ok, OperationId, PathParams, QueryParams } from '../contract';
import { WorldError } from '../errors';
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

/** An id as the console sends it for a new record: missing, empty or the all-zero GUID (SPEC 9). */
export function isNewId(id: string | null | undefined): boolean {
  return !id || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id);
}
