/**
 * What a grid says about its records (SPEC 2.3, 4 "Grid editing"): confirmations that name the records they act on
 * ("Delete Tom Lee?", "Delete 3 users?"), what Cancel discards, what a save did, and an empty list told apart from a
 * search that matched nothing. Each grid names its records with a noun (`['user', 'users']`); counts are English
 * text with the right plural ("1 user", "3 users").
 */
import type { ChangeCounts } from './grid-changes';
import { DEFAULT_LOCALE, formatCount } from './locale-format';

/** A grid's record noun, singular and plural. */
export type RecordNoun = readonly [one: string, other: string];

/** The noun of a grid that names none. */
export const ROW_NOUN: RecordNoun = ['row', 'rows'];

/** What the screens' records are called (their grids and edit pages). */
export const recordNouns = {
  user: ['user', 'users'],
  client: ['client', 'clients'],
  posCoreInstance: ['POS Core instance', 'POS Core instances'],
  deploymentServer: ['deployment server', 'deployment servers'],
  integrationServer: ['integration server', 'integration servers'],
  team: ['team', 'teams'],
  member: ['member', 'members'],
  access: ['access', 'access entries'],
  invitation: ['invitation', 'invitations'],
  permissionGroup: ['permission group', 'permission groups'],
  serviceAccount: ['service account', 'service accounts'],
} as const satisfies Record<string, RecordNoun>;

/** "1 user", "3 users" (the console's texts are English, and so are their numbers). */
export function counted(count: number, noun: RecordNoun): string {
  return formatCount(count, noun, DEFAULT_LOCALE);
}

/** "a, b and c". */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** How many rows the pending changes concern, all kinds together. */
export function changeTotal(counts: ChangeCounts): number {
  return counts.added + counts.changed + counts.deleted;
}

/** "2 users added, 1 user changed and 1 user deleted" (kinds without rows left out). */
export function changeSummary(counts: ChangeCounts, noun: RecordNoun): string {
  const parts: string[] = [];
  if (counts.added) parts.push(`${counted(counts.added, noun)} added`);
  if (counts.changed) parts.push(`${counted(counts.changed, noun)} changed`);
  if (counts.deleted) parts.push(`${counted(counts.deleted, noun)} deleted`);
  return listed(parts);
}

export const DISCARD_TITLE = 'Discard changes';

/** Cancel's question: "Discard 3 changes: 1 user added, 1 user changed and 1 user deleted?" */
export function discardQuestion(counts: ChangeCounts, noun: RecordNoun): string {
  return `Discard ${counted(changeTotal(counts), ['change', 'changes'])}: ${changeSummary(counts, noun)}?`;
}

/** What a successful save says: "Saved: 1 user added and 2 users changed." */
export function savedMessage(counts: ChangeCounts, noun: RecordNoun): string {
  return `Saved: ${changeSummary(counts, noun)}.`;
}

/** Who the rows are: their names when one row (with a name) is concerned, else their count. */
function whom(names: readonly string[], noun: RecordNoun): string {
  if (names.length === 1) {
    const [name = ''] = names;
    return name.trim() ? name.trim() : `this ${noun[0]}`;
  }
  return counted(names.length, noun);
}

/**
 * The delete confirmation's question for the rows' display names (blank when a row has none): "Delete Tom Lee?",
 * "Delete this user?" (one without a name), "Delete 3 users?".
 */
export function deleteQuestion(names: readonly string[], noun: RecordNoun): string {
  return `Delete ${whom(names, noun)}?`;
}

/** What a delete sent at once says when done: "Deleted: Tom Lee.", "Deleted: 3 invitations." */
export function deletedMessage(names: readonly string[], noun: RecordNoun): string {
  return names.length === 1 && names[0]?.trim()
    ? `Deleted: ${names[0].trim()}.`
    : `Deleted: ${counted(names.length, noun)}.`;
}

/** An empty list: "There are no users yet." */
export function emptyListText(noun: RecordNoun): string {
  return `There are no ${noun[1]} yet.`;
}

/** A search that matched nothing: 'No users match "harbour".' */
export function noMatchText(noun: RecordNoun, query: string): string {
  return `No ${noun[1]} match "${query.trim()}".`;
}
