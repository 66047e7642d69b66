import { LinkType, PermissionActionFlags, PermissionId, UserScope } from '../../src/api/schema.gen';
import { inParentheses } from '../audit';
import { checks } from '../checks';
import type { Schemas } from '../contract';
import { badRequest, conflictOf, forbidden, refuseConflicts, WorldError } from '../errors';
import {
  confirmedEmail,
  dropEmailChanges,
  dropPasswordResets,
  EmailOwners,
  emailKey,
  ownEmailChange,
  profileView,
} from '../identity';
import { joinByInvitation, usableInvite } from '../invitations';
import { countMailRequest } from '../mail-limits';
import { isLongEnoughPassword, isWellFormedEmail } from '../rules';
import { userDefaults, type UserRecord } from '../state';
import type { World } from '../world';
import { isNewId, runVersionedBatch, signedIn, type Handlers } from './context';

/** Passwords refused as too common (change password, password reset). */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'letmein123',
  'welcome1',
  'admin123',
]);
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

const isSuperUser = (user: Pick<UserRecord, 'scopes'>) => (user.scopes ?? []).includes(UserScope.superuser);

/** The same scopes, in any order. */
const sameScopes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((scope) => b.includes(scope)) && b.every((scope) => a.includes(scope));

/**
 * Whether an administrator's save changed a user in more than Server Administrator: that switch is a change of its
 * own, with its own entry (SuperUserGranted, SuperUserRevoked), so the rest of the save is audited only if there is one.
 */
function changedBesidesSuperUser(before: UserRecord, after: UserRecord): boolean {
  const fields = ['shortName', 'fullName', 'email', 'locale', 'defaultCurrencyCode', 'image'] as const;
  const otherScopes = (user: UserRecord) => (user.scopes ?? []).filter((scope) => scope !== UserScope.superuser);
  return (
    fields.some((field) => (before[field] ?? null) !== (after[field] ?? null)) ||
    !sameScopes(otherScopes(before), otherScopes(after))
  );
}

/** Whether any permission group that reaches the user allows `actions` on `permission` (All covers every one). */
function userMay(world: World, user: UserRecord, permission: PermissionId, actions: PermissionActionFlags): boolean {
  if (isSuperUser(user)) return true;
  const links = world.linksReaching(user.userID);
  const groupIds = new Set(
    Object.values(world.state.assignments)
      .filter((a) => links.some((link) => link.organisationUserLinkID === a.organisationUserLinkID))
      .map((a) => a.userPermissionGroupID),
  );
  const organisations = new Set(links.map((link) => link.organisationID));
  return Object.values(world.state.permissionGroups).some(
    (group) =>
      (groupIds.has(group.userPermissionGroupID) ||
        (group.organisationDefault && organisations.has(group.organisationID))) &&
      group.permissions.some(
        (p) =>
          (p.permissionID === permission || p.permissionID === PermissionId.All) &&
          (p.allowedActions & actions) === actions,
      ),
  );
}

/** A user's summary; an invitation's token only for the user themself (`self`), never for a super user reading it. */
function userSummary(world: World, user: UserRecord, self: boolean): Schemas['UserSummary'] {
  const now = world.nowIso();
  const email = emailKey(user.email) || undefined;
  return {
    fullName: user.fullName ?? '',
    locale: user.locale ?? 'en-GB',
    defaultCurrencyCode: user.defaultCurrencyCode ?? 'GBP',
    organisationUserLinks: world.linksReaching(user.userID).map((link) => ({
      organisationUserLinkID: link.organisationUserLinkID,
      organisationID: link.organisationID,
      organisationName: world.state.organisations[link.organisationID]?.name ?? '',
      isOrgAdmin: link.isOrgAdmin,
      linkType: link.linkType,
    })),
    organisationUserInvites: Object.values(world.state.invites)
      .filter((invite) => email !== undefined && invite.email.toLowerCase() === email && invite.expiryDateTimeUTC > now)
      .map((invite) => ({
        organisationUserInviteID: invite.organisationUserInviteID,
        organisationName: world.state.organisations[invite.organisationID]?.name ?? '',
        token: self || !checks(world, 'ownTokens') ? invite.token : null,
        email: invite.email,
      })),
    insightsAggregatesReadAccess: userMay(world, user, PermissionId.Sales_Aggregates, PermissionActionFlags.View),
    insightsTransactionAccess: userMay(world, user, PermissionId.Sales_SalesData, PermissionActionFlags.View),
    insightsAggregatesUpdateAccess: userMay(world, user, PermissionId.Sales_Aggregates, PermissionActionFlags.Update),
    latestConsentDocuments: world.state.consentDocuments.filter((d) =>
      user.consentDocumentIDs.includes(d.consentDocumentID),
    ),
    currentUser: world.userView(user),
  };
}

/**
 * The fields a save may set, named one by one: never the id, version, password, consents or a read-only field (the
 * contract refuses a property it does not declare; what it declares read-only is the world's).
 */
function userFields(posted: Schemas['UserChange']) {
  type Editable = 'fullName' | 'email' | 'locale' | 'defaultCurrencyCode' | 'image' | 'scopes';
  const fields: Pick<UserRecord, 'shortName'> & Partial<Pick<UserRecord, Editable>> = { shortName: posted.shortName };
  if (posted.fullName !== undefined) fields.fullName = posted.fullName;
  if (posted.email !== undefined) fields.email = posted.email;
  if (posted.locale !== undefined) fields.locale = posted.locale;
  if (posted.defaultCurrencyCode !== undefined) fields.defaultCurrencyCode = posted.defaultCurrencyCode;
  if (posted.image !== undefined) fields.image = posted.image;
  if (posted.scopes !== undefined) fields.scopes = [...posted.scopes];
  return fields;
}

/** Removes a user and everything that points at them (links, memberships). */
function removeUser(world: World, userID: string): void {
  const { state } = world;
  delete state.users[userID];
  dropEmailChanges(world, userID);
  for (const [id, link] of Object.entries(state.links)) {
    if (link.linkType === LinkType.User && link.teamUserID === userID) delete state.links[id];
  }
  for (const [id, member] of Object.entries(state.teamMembers))
    if (member.userID === userID) delete state.teamMembers[id];
}

function passwordProblem(password: string): 'tooShort' | 'tooCommon' | null {
  if (!isLongEnoughPassword(password)) return 'tooShort';
  return isCommonPassword(password) ? 'tooCommon' : null;
}

/** What the user search reads of a user: names, email and id in lower case. */
const searchTextOf = (user: UserRecord) =>
  [user.shortName, user.fullName, user.email, user.userID].join('\u0000').toLowerCase();

export const userHandlers: Handlers = {
  localeList: ({ world }) => world.settings.locales,

  currencyList: ({ world }) => world.settings.currencies,

  consentDocumentList: ({ world }) => world.state.consentDocuments,

  sessionGetCurrent({ world, me }) {
    const user = signedIn({ me });
    const personaOrg =
      Object.values(world.settings.personas).find((p) => p.userID === user.userID)?.organisationID ?? null;
    const organisation = personaOrg ? world.state.organisations[personaOrg] : undefined;
    return [
      world.userView(user),
      organisation ? { organisationID: organisation.organisationID, name: organisation.name } : null,
      organisation ? world.isOrgAdmin(user.userID, organisation.organisationID) : false,
    ];
  },

  userGetSummary: ({ world, me, params }) => {
    const user = world.user(params.userId);
    return userSummary(world, user, me?.userID === user.userID);
  },

  userList: ({ world, query }) => {
    const text = query.query?.trim().toLowerCase();
    if (!text) return Object.values(world.state.users).map((user) => world.userView(user));
    // The optional search (the command palette's): users with every word in a name, email or id, closest first.
    const limit = query.limit === undefined ? Infinity : Number(query.limit);
    const words = text.split(/\s+/);
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const found = world.lists
      .search('users', searchTextOf, longest)
      .filter((user) => words.every((word) => searchTextOf(user).includes(word)));
    // Per word, 0 a whole field, 1 the start of a field or of a word in it, 2 inside one; the words' sum ranks.
    const closeness = (user: UserRecord) => {
      const fields = searchTextOf(user).split('\u0000');
      const wordCloseness = (word: string) =>
        Math.min(
          ...fields.map((field) => (field === word ? 0 : field.startsWith(word) || field.includes(` ${word}`) ? 1 : 2)),
        );
      return words.reduce((total, word) => total + wordCloseness(word), 0);
    };
    const ranked = found.map((user, at) => ({ user, at, rank: closeness(user) }));
    ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
    return ranked.slice(0, limit).map(({ user }) => world.userView(user));
  },

  userGet: ({ world, params }) => world.userView(world.user(params.id)),

  userBatch({ world, me, body }) {
    const { state } = world;
    const emails = new EmailOwners(world);
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.userID,
        current: (id) => {
          const user = state.users[id];
          return user && world.userView(user);
        },
      },
      (posted) => {
        if (isNewId(posted.userID)) {
          const user: UserRecord = {
            userID: world.newId(),
            ...userDefaults(),
            ...userFields(posted),
            version: world.nextVersion(),
            password: world.defaultPassword,
            consentDocumentIDs: [],
          };
          emails.claim(user.userID, user.email);
          state.users[user.userID] = user;
          world.audit('UserCreated', me, null, `User ${world.userLabel(user)}${inParentheses(user.email)} created`);
          return world.userView(user);
        }
        const before = state.users[posted.userID ?? ''];
        if (!before) throw badRequest('BadRequest_UserDoesNotExist');
        const user: UserRecord = { ...before, ...userFields(posted), version: world.nextVersion() };
        emails.claim(user.userID, user.email, before.email);
        state.users[user.userID] = user;
        // An administrator's save is the user's word: a change waiting for its link ends, and an address replaced
        // takes its reset links with it.
        dropEmailChanges(world, user.userID);
        if (emailKey(user.email) !== emailKey(before.email)) dropPasswordResets(world, user.userID);
        const superUserChanged = isSuperUser(before) !== isSuperUser(user);
        if (superUserChanged) {
          const granted = isSuperUser(user);
          world.audit(
            granted ? 'SuperUserGranted' : 'SuperUserRevoked',
            me,
            null,
            `Server administrator ${granted ? 'granted to' : 'revoked from'} ${world.userLabel(user)}`,
          );
        }
        // An administrator's edit (ProfileUpdated is one's own); the switch alone has its one entry above.
        if (!superUserChanged || changedBesidesSuperUser(before, user))
          world.audit('UserUpdated', me, null, `User ${world.userLabel(user)} updated`);
        return world.userView(user);
      },
      (id) => {
        const user = state.users[id];
        if (!user) throw badRequest('BadRequest_UserDoesNotExist');
        removeUser(world, id);
        world.audit('UserDeleted', me, null, `User ${world.userLabel(user)} deleted`);
      },
    );
  },

  userChangePassword({ world, me, body }) {
    const user = signedIn({ me });
    if (body.userID !== user.userID) throw forbidden('Only your own password can be changed');
    if (body.oldPassword !== user.password) throw badRequest('PasswordChange_OldPasswordIsIncorrect');
    if (body.newPassword === body.oldPassword)
      throw badRequest('PasswordChange_NewPasswordMustBeDifferentFromOldPassword');
    const problem = passwordProblem(body.newPassword);
    if (problem === 'tooShort') throw badRequest('PasswordChange_NewPasswordIsInvalid');
    if (problem === 'tooCommon') throw badRequest('PasswordChange_NewPasswordIsTooCommon');
    // The password is not part of the user as the contract shows it: its version stays.
    const changed: UserRecord = { ...user, password: body.newPassword };
    world.state.users[user.userID] = changed;
    world.audit('ProfileUpdated', changed, null, `Password of ${world.userLabel(changed)} changed`);
    return world.userView(changed);
  },

  userGetProfile: ({ world, me }) => profileView(world, signedIn({ me })),

  userSaveProfile({ world, me, body }) {
    const user = signedIn({ me });
    if (body.userID !== undefined && body.userID !== user.userID)
      throw forbidden('Only your own profile is saved here');
    // Scopes are changed by a super user on Edit User, never through one's own profile: a save that carries other
    // scopes than the stored ones is refused, not trimmed.
    if (body.scopes !== undefined && !sameScopes(body.scopes, user.scopes ?? [])) {
      throw forbidden('Scopes are not changed through your own profile');
    }
    // A profile saved from an older version (an admin edited this user meanwhile) is refused like any stale save.
    refuseConflicts([conflictOf(user.userID, body.version, world.userView(user))]);
    const { scopes: _scopes, email: _email, ...fields } = userFields(body);
    // A new address waits for its link (identity.ts): the answer keeps the one the user has.
    const email = ownEmailChange(world, user, body.email);
    const saved: UserRecord = { ...user, ...fields, email, version: world.nextVersion() };
    world.state.users[saved.userID] = saved;
    world.audit('ProfileUpdated', saved, null, `Profile of ${world.userLabel(saved)} updated`);
    return profileView(world, saved);
  },

  userConfirmEmail({ world, me, body }) {
    const user = confirmedEmail(world, signedIn({ me }), body.token, body.email);
    const saved: UserRecord = { ...user, version: world.nextVersion() };
    world.state.users[saved.userID] = saved;
    world.audit('ProfileUpdated', saved, null, `Email of ${world.userLabel(saved)} changed to ${saved.email ?? ''}`);
    return profileView(world, saved);
  },

  invitationValidate({ world, body }) {
    const invite = usableInvite(world, body.token, body.email);
    return { resultText: world.userByEmail(invite.email) ? 'Ok_ExistingUser' : 'Ok_NewUser' };
  },

  invitationAccept({ world, body }) {
    const invite = usableInvite(world, body.token, body.email);
    let user = world.userByEmail(invite.email);
    if (user && world.usersOf(invite.organisationID).some((member) => member.userID === user?.userID)) {
      delete world.state.invites[invite.organisationUserInviteID];
      throw badRequest('BadRequest_UserHasAlreadyJoined');
    }
    if (!user) {
      if (!body.userShortName.trim() || !body.userFullName.trim() || passwordProblem(body.userPassword)) {
        throw badRequest('BadRequest_InvitationHasInvalidParameters');
      }
      user = {
        userID: world.newId(),
        shortName: body.userShortName.trim(),
        fullName: body.userFullName.trim(),
        email: invite.email,
        locale: body.locale,
        defaultCurrencyCode: body.defaultCurrency,
        image: null,
        scopes: [],
        version: world.nextVersion(),
        password: body.userPassword,
        consentDocumentIDs: [...body.consentDocumentIds],
      };
      world.state.users[user.userID] = user;
      world.audit(
        'UserCreated',
        user,
        invite.organisationID,
        `User ${world.userLabel(user)}${inParentheses(invite.email)} created by accepting an invitation`,
      );
    }
    joinByInvitation(world, user, invite);
    return { resultText: 'Ok' };
  },

  passwordResetSend({ world, body }) {
    const email = body.email.trim();
    if (!isWellFormedEmail(email)) throw badRequest('BadRequest_InvalidParameters');
    countMailRequest(world, 'passwordReset', { to: email });
    const user = world.userByEmail(email);
    // An address without an account gets the same answer and no mail: the answer does not tell who has an account.
    if (user?.email) {
      const token = world.newToken();
      world.state.passwordResets[token] = {
        token,
        email: user.email,
        userID: user.userID,
        expiryDateTimeUTC: world.daysFromNow(1),
      };
      world.mail({
        kind: 'passwordReset',
        to: user.email,
        subject: 'Reset your password',
        link: `/resetpassword/validate/${encodeURIComponent(token)}/${encodeURIComponent(user.email)}`,
        token,
      });
      // The contract has no type for a reset request (docs/contract-decisions.md, "The audit log").
      world.audit('Unclassified', null, null, `Password reset requested for ${user.email}`);
    }
    return { resultText: 'Ok' };
  },

  passwordResetValidate({ world, body }) {
    const reset = world.state.passwordResets[body.token];
    if (!reset) throw new WorldError(404, 'NotFound_PasswordResetExpiredOrMissing');
    if (reset.expiryDateTimeUTC <= world.nowIso()) throw badRequest('BadRequest_PasswordResetHasExpired');
    if (reset.email.toLowerCase() !== body.email.trim().toLowerCase())
      throw badRequest('BadRequest_PasswordResetHasInvalidParameters');
    return { resultText: 'Ok' };
  },

  passwordResetConfirm({ world, body }) {
    const reset = world.state.passwordResets[body.token];
    if (!reset) throw new WorldError(404, 'NotFound_ExpiredOrMissing');
    if (reset.expiryDateTimeUTC <= world.nowIso()) throw badRequest('BadRequest_Expired');
    if (reset.email.toLowerCase() !== body.email.trim().toLowerCase()) throw badRequest('BadRequest_InvalidParameters');
    const problem = passwordProblem(body.userPassword);
    if (problem === 'tooShort') throw badRequest('BadRequest_PasswordTooShort');
    if (problem === 'tooCommon') throw badRequest('BadRequest_PasswordTooCommon');
    const user = world.state.users[reset.userID];
    if (!user) throw new WorldError(404, 'NotFound_ExpiredOrMissing');
    world.state.users[user.userID] = { ...user, password: body.userPassword };
    for (const [token, other] of Object.entries(world.state.passwordResets))
      if (other.userID === user.userID) delete world.state.passwordResets[token];
    world.audit('ProfileUpdated', user, null, `Password of ${world.userLabel(user)} reset`);
    return { resultText: 'Ok' };
  },
};
