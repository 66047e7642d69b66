/**
 * What a grid says about its records (SPEC 2.3, 4 "Grid editing"): confirmations that name the records they act on
 * ("Delete Tom Lee?", "Delete 3 users?"), what Cancel discards, what a save did, and an empty list told apart from a
 * search that matched nothing. Each grid names its records with a noun (`recordNouns.user`): the keys of its words in
 * the grid's catalogue, counted with the language's plural ("1 user", "3 users"). The texts are made with the
 * screen's message function `t`.
 */
import type { ChangeCounts } from './grid-changes';
import type { MessageKey, Translate } from './messages/catalogues';

type GridKey = MessageKey<'grid'>;

/** A grid's record noun: the keys of its counted form, its plural and one of them unnamed ("this user"). */
export interface RecordNoun {
  /** "{count} user" / "{count} users". */
  count: Extract<GridKey, `grid.records.${string}.count`>;
  /** "users", as in "There are no users yet.". */
  plural: Extract<GridKey, `grid.records.${string}.plural`>;
  /** "this user", as in "Delete this user?". */
  this: Extract<GridKey, `grid.records.${string}.this`>;
}

/** What the screens' records are called (their grids and edit pages); `row` for a grid that names none. */
export const recordNouns = {
  row: { count: 'grid.records.row.count', plural: 'grid.records.row.plural', this: 'grid.records.row.this' },
  record: {
    count: 'grid.records.record.count',
    plural: 'grid.records.record.plural',
    this: 'grid.records.record.this',
  },
  user: { count: 'grid.records.user.count', plural: 'grid.records.user.plural', this: 'grid.records.user.this' },
  client: {
    count: 'grid.records.client.count',
    plural: 'grid.records.client.plural',
    this: 'grid.records.client.this',
  },
  posCoreInstance: {
    count: 'grid.records.posCoreInstance.count',
    plural: 'grid.records.posCoreInstance.plural',
    this: 'grid.records.posCoreInstance.this',
  },
  deploymentServer: {
    count: 'grid.records.deploymentServer.count',
    plural: 'grid.records.deploymentServer.plural',
    this: 'grid.records.deploymentServer.this',
  },
  integrationServer: {
    count: 'grid.records.integrationServer.count',
    plural: 'grid.records.integrationServer.plural',
    this: 'grid.records.integrationServer.this',
  },
  team: { count: 'grid.records.team.count', plural: 'grid.records.team.plural', this: 'grid.records.team.this' },
  member: {
    count: 'grid.records.member.count',
    plural: 'grid.records.member.plural',
    this: 'grid.records.member.this',
  },
  access: {
    count: 'grid.records.access.count',
    plural: 'grid.records.access.plural',
    this: 'grid.records.access.this',
  },
  invitation: {
    count: 'grid.records.invitation.count',
    plural: 'grid.records.invitation.plural',
    this: 'grid.records.invitation.this',
  },
  permissionGroup: {
    count: 'grid.records.permissionGroup.count',
    plural: 'grid.records.permissionGroup.plural',
    this: 'grid.records.permissionGroup.this',
  },
  serviceAccount: {
    count: 'grid.records.serviceAccount.count',
    plural: 'grid.records.serviceAccount.plural',
    this: 'grid.records.serviceAccount.this',
  },
} as const satisfies Record<string, RecordNoun>;

/** The name of one of `recordNouns` (a route's `record`). */
export type RecordNounName = keyof typeof recordNouns;

/** The noun of a grid that names none. */
export const ROW_NOUN: RecordNoun = recordNouns.row;

/** "1 user", "3 users" (the number in the user's display locale). */
export function counted(t: Translate<'grid'>, count: number, noun: RecordNoun): string {
  return t(noun.count, { count });
}

/** "a", "a and b", "a, b and c" (a summary has at most three parts, one per kind of change). */
function listed(t: Translate<'grid'>, parts: readonly string[]): string {
  const [first = '', second, third] = parts;
  if (second === undefined) return first;
  if (third === undefined) return t('grid.list.two', { first, second });
  return t('grid.list.three', { first, second, third });
}

/** How many rows the pending changes concern, all kinds together. */
export function changeTotal(counts: ChangeCounts): number {
  return counts.added + counts.changed + counts.deleted;
}

/** "2 users added, 1 user changed and 1 user deleted" (kinds without rows left out). */
export function changeSummary(t: Translate<'grid'>, counts: ChangeCounts, noun: RecordNoun): string {
  const parts: string[] = [];
  if (counts.added) parts.push(t('grid.changes.added', { records: counted(t, counts.added, noun) }));
  if (counts.changed) parts.push(t('grid.changes.changed', { records: counted(t, counts.changed, noun) }));
  if (counts.deleted) parts.push(t('grid.changes.deleted', { records: counted(t, counts.deleted, noun) }));
  return listed(t, parts);
}

/** Cancel's question: "Discard 3 changes: 1 user added, 1 user changed and 1 user deleted?" */
export function discardQuestion(t: Translate<'grid'>, counts: ChangeCounts, noun: RecordNoun): string {
  return t('grid.discard.question', { count: changeTotal(counts), summary: changeSummary(t, counts, noun) });
}

/** What a successful save says: "Saved: 1 user added and 2 users changed." */
export function savedMessage(t: Translate<'grid'>, counts: ChangeCounts, noun: RecordNoun): string {
  return t('grid.saved', { summary: changeSummary(t, counts, noun) });
}

/** Who the rows are: their names when one row (with a name) is concerned, else their count. */
function whom(t: Translate<'grid'>, names: readonly string[], noun: RecordNoun): string {
  if (names.length === 1) {
    const [name = ''] = names;
    return name.trim() ? name.trim() : t(noun.this);
  }
  return counted(t, names.length, noun);
}

/**
 * The delete confirmation's question for the rows' display names (blank when a row has none): "Delete Tom Lee?",
 * "Delete this user?" (one without a name), "Delete 3 users?".
 */
export function deleteQuestion(t: Translate<'grid'>, names: readonly string[], noun: RecordNoun): string {
  return t('grid.delete.question', { records: whom(t, names, noun) });
}

/** A row as a sentence names it: its display name, or "this user" when it has none. */
export function rowCalled(t: Translate<'grid'>, name: string, noun: RecordNoun): string {
  return whom(t, [name], noun);
}

/** Rows named by their name when one (with a name) is concerned, else counted: "Tom Lee", "1 user", "3 users". */
function namedOrCounted(t: Translate<'grid'>, names: readonly string[], noun: RecordNoun): string {
  const name = names.length === 1 ? names[0]?.trim() : undefined;
  return name || counted(t, names.length, noun);
}

/**
 * Before a delete is sent again over records someone else changed meanwhile: "2 users were changed by someone else
 * since you loaded them. Delete anyway?"
 */
export function deleteAnywayQuestion(
  t: Translate<'grid' | 'conflicts'>,
  names: readonly string[],
  noun: RecordNoun,
): string {
  return t('conflicts.grid.deleteAnywayQuestion', { count: names.length, records: namedOrCounted(t, names, noun) });
}

/** Why Save Changes sent nothing: every pending row waits for the admin's choice after someone else's change. */
export function heldBackMessage(t: Translate<'grid' | 'conflicts'>, count: number, noun: RecordNoun): string {
  return t('conflicts.grid.heldBack', { count, records: counted(t, count, noun) });
}

/** What a delete sent at once says when done: "Deleted: Tom Lee.", "Deleted: 3 invitations." */
export function deletedMessage(t: Translate<'grid'>, names: readonly string[], noun: RecordNoun): string {
  return t('grid.delete.done', { records: namedOrCounted(t, names, noun) });
}

/** An empty list: "There are no users yet." */
export function emptyListText(t: Translate<'grid'>, noun: RecordNoun): string {
  return t('grid.empty.list', { records: t(noun.plural) });
}

/** A search that matched nothing: 'No users match "harbour".' */
export function noMatchText(t: Translate<'grid'>, noun: RecordNoun, query: string): string {
  return t('grid.empty.noMatch', { records: t(noun.plural), query: query.trim() });
}
