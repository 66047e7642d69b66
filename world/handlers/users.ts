import { LinkType, PermissionActionFlags, PermissionId, UserScope } from '../../src/api/schema.gen';
import { inParentheses } from '../audit';
import { checks } from '../checks';
import type { Schemas } from '../contract';
import { badRequest } from '../errors';
import { dropEmailChanges, dropPasswordResets, EmailOwners, emailKey } from '../identity';
import { removeLinkWithRecord, teamMembersField } from '../organisation-records';
import { batchOf, type RecordKind } from '../record-handling';
import { userDefaults, type UserRecord } from '../state';
import { sameScopes, userFields } from '../user-changes';
import type { World } from '../world';
import type { Handlers } from './context';

const isSuperUser = (user: Pick<UserRecord, 'scopes'>) => (user.scopes ?? []).includes(UserScope.superuser);
/**
 * Whether an administrator's save changed a user in more than Server Administrator: that switch is a change of its
 * own, with its own entry (SuperUserGranted, SuperUserRevoked), so the rest of the save is audited only if there is one.
 */
function changedBesidesSuperUser(before: UserRecord, after: UserRecord): boolean {
  // Every field but the version and the scopes (compared apart), so a field the contract adds counts too.
  const fields = (Object.keys(after) as (keyof UserRecord)[]).filter((field) => !['version', 'scopes'].includes(field));
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
 * Removes a user and everything that points at them (links, memberships); each link's history ends, and each team's
 * `members` loses them, in an entry of its own.
 */
function removeUser(world: World, me: UserRecord | null, user: UserRecord): void {
  const { state } = world;
  const label = world.userLabel(user);
  for (const link of Object.values(state.links))
    if (link.linkType === LinkType.User && link.teamUserID === user.userID)
      removeLinkWithRecord(world, me, link, 'user deleted');
  const teams = new Set(
    Object.values(state.teamMembers)
      .filter((member) => member.userID === user.userID)
      .map((member) => member.teamID),
  );
  const before = new Map([...teams].map((teamID) => [teamID, teamMembersField(world, teamID)]));
  for (const [id, member] of Object.entries(state.teamMembers))
    if (member.userID === user.userID) delete state.teamMembers[id];
  for (const [teamID, members] of before) {
    const team = state.teams[teamID];
    if (!team) continue;
    world.audit(
      'OrganisationUpdated',
      me,
      team.ownerOrganisationID,
      `Team ${team.name}: member ${label} removed (user deleted)`,
      world.changeOf('Team', members, teamMembersField(world, teamID), team),
    );
  }
  delete state.users[user.userID];
  dropEmailChanges(world, user.userID);
}
/** What the user search reads of a user: names, email and id in lower case. */
const searchTextOf = (user: UserRecord) =>
  [user.shortName, user.fullName, user.email, user.userID].join('\u0000').toLowerCase();
/** The users of the service, answered without their passwords. */
const USERS: RecordKind<'users', Schemas['User']> = {
  table: 'users',
  what: 'User',
  view: (world, user) => world.userView(user),
  missing: () => badRequest('BadRequest_UserDoesNotExist'),
};

export const handlers: Handlers = {
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

  userBatch(context) {
    const { world, me } = context;
    const { state } = world;
    const emails = new EmailOwners(world);
    return batchOf(USERS, {
      idOf: (posted: Schemas['UserChange']) => posted.userID,
      save({ edited }, posted) {
        const before = edited(posted.userID);
        if (!before) {
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
          world.audit(
            'UserCreated',
            me,
            null,
            `User ${world.userLabel(user)}${inParentheses(user.email)} created`,
            world.changeOf('User', null, world.userView(user)),
          );
          return world.userView(user);
        }
        const user: UserRecord = { ...before, ...userFields(posted), version: world.nextVersion() };
        emails.claim(user.userID, user.email);
        state.users[user.userID] = user;
        // An administrator's save is the user's word: a change waiting for its link ends, and an address replaced
        // takes its reset links with it.
        dropEmailChanges(world, user.userID);
        if (emailKey(user.email) !== emailKey(before.email)) dropPasswordResets(world, user.userID);
        const superUserChanged = isSuperUser(before) !== isSuperUser(user);
        const history = world.changeOf('User', world.userView(before), world.userView(user));
        if (superUserChanged) {
          const granted = isSuperUser(user);
          world.audit(
            granted ? 'SuperUserGranted' : 'SuperUserRevoked',
            me,
            null,
            `Server administrator ${granted ? 'granted to' : 'revoked from'} ${world.userLabel(user)}`,
            { ...history, changes: history.changes.filter((change) => change.field === 'scopes') },
          );
        }
        // An administrator's edit (ProfileUpdated is one's own); the switch alone has its one entry above, which
        // carries the scopes, so this one carries the other fields.
        if (!superUserChanged) world.audit('UserUpdated', me, null, `User ${world.userLabel(user)} updated`, history);
        else if (changedBesidesSuperUser(before, user))
          world.audit('UserUpdated', me, null, `User ${world.userLabel(user)} updated`, {
            ...history,
            changes: history.changes.filter((change) => change.field !== 'scopes'),
          });
        return world.userView(user);
      },
      deletes: (_call, user) => removeUser(world, me, user),
      deleted: (_call, user) =>
        world.audit(
          'UserDeleted',
          me,
          null,
          `User ${world.userLabel(user)} deleted`,
          world.changeOf('User', world.userView(user), null),
        ),
    })(context);
  },
};
