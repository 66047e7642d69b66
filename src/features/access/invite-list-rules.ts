import { emailKey, isEmailStructureValid } from '#/lib/email-rule';

/**
 * Invite User, "A list": the addresses an organisation admin pastes or picks from a file, what each one's state is
 * before sending, and how the list is sent (a bounded number of calls at a time, then the failed ones again).
 */

/**
 * Invitations in flight at once. Each `sendinvite` makes the server send an email: a few at a time keeps a list of
 * fifty quick without a burst that the mail server or a rate limit refuses (429), and leaves most of the browser's
 * six connections to the server free for the screen's own loads.
 */
export const INVITES_IN_FLIGHT = 3;

/** An address of the list; `id` tells apart two entries of the same text (a duplicate removed alone). */
export interface ListEntry {
  id: number;
  email: string;
}

/**
 * Before sending: `malformed` fails SPEC 5's email structure, `tooLong` the contract's maximum, `duplicate` repeats an
 * earlier entry (any case), `member` is the email of a user who already has access, `invited` has a pending
 * invitation; `ready` is sent.
 */
export type EntryState = 'malformed' | 'tooLong' | 'duplicate' | 'member' | 'invited' | 'ready';

/** What the server made of one address: sent, refused (with its message), or no answer (with what that means). */
export type SendOutcome = { kind: 'sent' } | { kind: 'failed' | 'unknown'; message: string };

/** The addresses the organisation knows, in lower case: pending invitations and the users with access. */
export interface KnownEmails {
  invited: ReadonlySet<string>;
  members: ReadonlySet<string>;
}

/**
 * 1 MB (binary): a list file of addresses, or of a few columns per person, of many thousands; a larger file is refused
 * from its size before it is read (how many one list may send is a limit of its own).
 */
export const INVITE_FILE_MAX_BYTES = 1024 * 1024;

/** Whether a picked file of `bytes` is refused, unread. */
export function inviteFileTooLarge(bytes: number): boolean {
  return bytes > INVITE_FILE_MAX_BYTES;
}

/** Segments of a file read between two pauses for the browser (some milliseconds), or fewer when they are long. */
const SEGMENTS_PER_SLICE = 1000;
const CHARACTERS_PER_SLICE = 32 * 1024;

const QUOTED = /"[^"]*"/g;
const ANGLED = /<([^<>]*)>/g;
const SEPARATORS = /[\n\r,;]+/;

/** A list's segments: the text between new lines, commas and semicolons, once quoted names are blanked. */
function emailSegments(text: string): string[] {
  return text.replace(QUOTED, ' ').split(SEPARATORS);
}

/**
 * Adds the addresses of a segment to `emails`: in the "Name <email>" form its address alone; any other word as typed.
 * One at a time: spreading a segment of many thousand words into one call ran out of stack.
 */
function addSegmentEmails(segment: string, emails: string[]): void {
  const angled = [...segment.matchAll(ANGLED)].map((match) => (match[1] ?? '').trim());
  const words = segment.replace(ANGLED, ' ').split(/\s+/);
  // Beside an angled address, a word without an @ is part of its name.
  const kept = angled.length > 0 ? words.filter((word) => word.includes('@')) : words;
  for (const email of angled) emails.push(email);
  for (const email of kept) emails.push(email);
}

/**
 * The addresses of a pasted list, in order: separated by new lines, commas, semicolons or spaces. A segment in the
 * "Name <email>" form (the name may be quoted, `"Doe, Jane" <jane@example.com>`) gives its address alone; any other
 * word is kept as typed, so that a typo is shown rather than lost.
 */
export function splitEmailList(text: string): string[] {
  const emails: string[] = [];
  for (const segment of emailSegments(text)) addSegmentEmails(segment, emails);
  return emails.filter((email) => email !== '');
}

/**
 * The addresses of a picked file (.csv or .txt): as a pasted list, keeping only the cells with an @, so that a CSV's
 * header and its other columns (names, roles) are skipped. Read in slices of segments with `pause` (a new task of the
 * browser's) between them, so that a large file leaves the page responsive.
 */
export async function emailsFromFile(text: string, pause: () => Promise<void>): Promise<string[]> {
  const emails: string[] = [];
  let segments = 0;
  let characters = 0;
  for (const segment of emailSegments(text)) {
    if (segments >= SEGMENTS_PER_SLICE || characters >= CHARACTERS_PER_SLICE) {
      await pause();
      segments = 0;
      characters = 0;
    }
    addSegmentEmails(segment, emails);
    segments += 1;
    characters += segment.length;
  }
  return emails.filter((email) => email.includes('@'));
}

/** `entries` with `emails` added at the end, numbered on from the largest id. */
export function withEmails(entries: readonly ListEntry[], emails: readonly string[]): ListEntry[] {
  const start = entries.reduce((largest, entry) => Math.max(largest, entry.id), 0) + 1;
  return [...entries, ...emails.map((email, index) => ({ id: start + index, email }))];
}

/** The lower-case addresses of the pending invitations and of the user links (a team link has no email). */
export function knownEmails(
  invites: readonly { email: string }[] | undefined,
  links: readonly { userEmail?: string | null }[] | undefined,
): KnownEmails {
  return {
    invited: new Set((invites ?? []).map((invite) => emailKey(invite.email))),
    members: new Set((links ?? []).flatMap((link) => (link.userEmail ? [emailKey(link.userEmail)] : []))),
  };
}

/** Each entry's state before sending, by id; the first of duplicates keeps its own state. */
export function entryStates(
  entries: readonly ListEntry[],
  known: KnownEmails,
  maxLength: number,
): Map<number, EntryState> {
  const seen = new Set<string>();
  const states = new Map<number, EntryState>();
  for (const { id, email } of entries) {
    const key = emailKey(email);
    const first = !seen.has(key);
    seen.add(key);
    if (!isEmailStructureValid(email)) states.set(id, 'malformed');
    else if (email.length > maxLength) states.set(id, 'tooLong');
    else if (!first) states.set(id, 'duplicate');
    else if (known.members.has(key)) states.set(id, 'member');
    else if (known.invited.has(key)) states.set(id, 'invited');
    else states.set(id, 'ready');
  }
  return states;
}

/**
 * What an entry shows: its state, or once sent its outcome. An address without an answer stays without one, as the
 * run's summary counts it; once the pending invitations read back list it, it is `unansweredListed` (no answer, but
 * the invitation is there: not to be sent again).
 */
export type RowStatus = EntryState | SendOutcome['kind'] | 'unansweredListed';

export function entryStatus(
  email: string,
  state: EntryState,
  outcome: SendOutcome | undefined,
  invited: ReadonlySet<string>,
): RowStatus {
  if (!outcome) return state;
  if (outcome.kind === 'unknown' && invited.has(emailKey(email))) return 'unansweredListed';
  return outcome.kind;
}

/** The entries Send sends: ready and not sent yet (a failed one waits for Retry failed). */
export function entriesToSend(
  entries: readonly ListEntry[],
  states: ReadonlyMap<number, EntryState>,
  outcomes: ReadonlyMap<number, SendOutcome>,
): ListEntry[] {
  return entries.filter((entry) => states.get(entry.id) === 'ready' && !outcomes.has(entry.id));
}

/**
 * The entries Retry failed sends again: those the server refused. One without an answer is not among them: it may
 * have been sent (Pending Invitations says).
 */
export function failedEntries(entries: readonly ListEntry[], outcomes: ReadonlyMap<number, SendOutcome>): ListEntry[] {
  return entries.filter((entry) => outcomes.get(entry.id)?.kind === 'failed');
}

/** Entries the admin would lose by leaving: ready ones not sent and refused ones. */
export function hasUnsentEntries(
  entries: readonly ListEntry[],
  states: ReadonlyMap<number, EntryState>,
  outcomes: ReadonlyMap<number, SendOutcome>,
): boolean {
  return entriesToSend(entries, states, outcomes).length > 0 || failedEntries(entries, outcomes).length > 0;
}

/** How many of each state or outcome the list holds, for its summary line. */
export function countByStatus<S extends string>(statuses: Iterable<S>): Partial<Record<S, number>> {
  const counts: Partial<Record<S, number>> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Runs `task` over `items` with at most `limit` at a time, each next item started as one ends, in order. `task`
 * settles each item itself (its failure is an outcome, not a rejection); a rejection stops the run.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
