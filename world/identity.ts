import { checks } from './checks';
import type { Schemas } from './contract';
import { badRequest, WorldError } from './errors';
import { tableBeneath } from './journal';
import { countMailRequest } from './mail-limits';
import type { UserRecord } from './state';
import type { World } from './world';

/**
 * Who a user is, as the contract says it (docs/contract-decisions.md, "Identity"): an email belongs to one user
 * (compared without regard to case), and a user's own change of it waits for its owner to open the link mailed to the
 * new address, so an address is never a user's until its mailbox has answered.
 */

/** An email's comparison key: trimmed, lower case; '' for none. */
export const emailKey = (email: string | null | undefined): string => (email ?? '').trim().toLowerCase();

/** How long the link of an email change works. */
const EMAIL_CHANGE_DAYS = 1;

/**
 * Each world's users by email key, kept across calls: made from the table once (100,000 users take about 300 ms),
 * then brought up to date with the users the calls since have written. An entry may name a user who no longer has
 * that address (a change put back, a claim whose save was refused): `EmailOwners` checks the user it names.
 */
const emailIndexes = new WeakMap<World, { table: object; owners: Map<string, string> }>();

function emailIndexOf(world: World): Map<string, string> {
  const table = tableBeneath(world.state.users);
  const written = world.takeUsersWritten();
  const kept = emailIndexes.get(world);
  if (kept?.table === table) {
    for (const userID of written) {
      const key = emailKey(table[userID]?.email);
      if (key) kept.owners.set(key, userID);
    }
    return kept.owners;
  }
  const owners = new Map<string, string>();
  for (const user of Object.values(table)) {
    const key = emailKey(user.email);
    if (key) owners.set(key, user.userID);
  }
  emailIndexes.set(world, { table, owners });
  return owners;
}

/**
 * The addresses the users have, for the saves of one call: a change that would give a second user an address
 * already someone's is refused with `BadRequest_EmailAlreadyInUse` (also against another change of the same batch).
 * The users as they are when asked (after the call's deletes, whose addresses are free again).
 */
export class EmailOwners {
  private owners: Map<string, string> | undefined;

  constructor(private readonly world: World) {}

  /** The user who has `key` now, if any. */
  private ownerOf(key: string): string | undefined {
    this.owners ??= emailIndexOf(this.world);
    const userID = this.owners.get(key);
    return userID !== undefined && emailKey(this.world.state.users[userID]?.email) === key ? userID : undefined;
  }

  /** Takes `email` for `userID`, or throws when another user has it; an empty address is no one's. */
  claim(userID: string, email: string | null | undefined): void {
    if (!checks(this.world, 'emailOwnership')) return;
    const key = emailKey(email);
    if (!key) return;
    const owner = this.ownerOf(key);
    if (owner !== undefined && owner !== userID) throw badRequest('BadRequest_EmailAlreadyInUse');
    // The call saves the user next: their address is theirs from here on (for the rest of the batch).
    this.owners?.set(key, userID);
  }
}

/** The own profile as answered: the user, with the address waiting for its confirmation (null when none). */
export function profileView(world: World, user: UserRecord): Schemas['User'] {
  const pending = pendingChangeOf(world, user.userID);
  return { ...world.userView(user), pendingEmail: pending?.email ?? null };
}

function pendingChangeOf(world: World, userID: string) {
  const now = world.nowIso();
  return Object.values(world.state.emailChanges).find(
    (change) => change.userID === userID && change.expiryDateTimeUTC > now,
  );
}

/** Forgets the password reset links sent to a user's address: they go with an address the user no longer has. */
export function dropPasswordResets(world: World, userID: string): void {
  for (const [token, reset] of Object.entries(world.state.passwordResets))
    if (reset.userID === userID) delete world.state.passwordResets[token];
}

/** Forgets every email change a user asked for (a new one replaces them; the user's deletion ends them). */
export function dropEmailChanges(world: World, userID: string): void {
  for (const [token, change] of Object.entries(world.state.emailChanges))
    if (change.userID === userID) delete world.state.emailChanges[token];
}

/**
 * What a user's own profile save does with the email it sends: the address they have (or none sent) keeps it, and a
 * change waiting for its link goes on waiting (a save of other fields sends the stored address); no address removes
 * it at once (nothing to prove); a new one replaces any waiting change and is mailed a link, within the mail limit,
 * and the user keeps the address they had until it is opened. Answers the email to store.
 */
export function ownEmailChange(world: World, user: UserRecord, sent: string | null | undefined): string | null {
  if (sent === undefined || emailKey(sent) === emailKey(user.email)) return user.email ?? null;
  if (!checks(world, 'emailOwnership')) return sent;
  dropEmailChanges(world, user.userID);
  const email = (sent ?? '').trim();
  if (!email) return sent === null ? null : '';
  countMailRequest(world, 'emailChange', { to: email, userID: user.userID });
  const token = world.newToken();
  world.state.emailChanges[token] = {
    token,
    userID: user.userID,
    email,
    expiryDateTimeUTC: world.daysFromNow(EMAIL_CHANGE_DAYS),
  };
  world.mail({
    kind: 'emailChange',
    to: email,
    subject: 'Confirm your new email address',
    link: `/profile/confirmemail/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
    token,
  });
  return user.email ?? null;
}

/**
 * Confirms a user's own email change: the token must be one of theirs and current, the address the one it was sent
 * to, and the address no other user's by now. Answers the user with the new email (not yet stored).
 */
export function confirmedEmail(world: World, me: UserRecord, token: string, email: string): UserRecord {
  const change = Object.hasOwn(world.state.emailChanges, token) ? world.state.emailChanges[token] : undefined;
  if (!change || change.userID !== me.userID || change.expiryDateTimeUTC <= world.nowIso())
    throw new WorldError(404, 'NotFound_EmailChangeExpiredOrMissing');
  if (emailKey(change.email) !== emailKey(email)) throw badRequest('BadRequest_InvalidParameters');
  new EmailOwners(world).claim(me.userID, change.email);
  dropEmailChanges(world, me.userID);
  dropPasswordResets(world, me.userID);
  return { ...me, email: change.email };
}
