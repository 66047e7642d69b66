import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { LinkType } from '../../src/api/schema.gen';
import { exampleOf, requestExampleOf } from '../contract';
import { SEED_VERSION, type OrganisationRecord, type UserRecord, type WorldState } from '../state';
import type { World } from '../world';
import { ESTATE_ORG, slug } from './names';

/** Assignments that the examples imply (group counts) but do not list. */
const ESTATE_ASSIGNMENTS = [
  [
    'd0000000-0000-4000-8000-000000000003',
    '50000000-0000-4000-8000-000000000002',
    '40000000-0000-4000-8000-000000000003',
  ],
  [
    'd0000000-0000-4000-8000-000000000004',
    '50000000-0000-4000-8000-000000000004',
    '40000000-0000-4000-8000-000000000002',
  ],
] as const;

/** Harbour Fish Bar's links, their permission groups and outlet restrictions, and the pending invitations. */
export function estateAccess(api: OpenAPIBackend, state: WorldState, world: World): void {
  for (const link of exampleOf(api, 'listOrganisationLinks', 'harbourFishBar')) {
    const id = link.organisationUserLinkID ?? '';
    state.links[id] = {
      organisationUserLinkID: id,
      organisationID: link.organisationID ?? ESTATE_ORG,
      linkType: link.linkType,
      isOrgAdmin: link.isOrgAdmin,
      teamUserID: link.teamUserID,
      version: SEED_VERSION,
    };
  }
  for (const assignment of exampleOf(api, 'listOrganisationLinkAssignments', 'oliver')) {
    const id = assignment.userPermissionGroupAssignmentID ?? '';
    state.assignments[id] = { ...assignment, userPermissionGroupAssignmentID: id };
  }
  for (const [id, organisationUserLinkID, userPermissionGroupID] of ESTATE_ASSIGNMENTS) {
    state.assignments[id] = { userPermissionGroupAssignmentID: id, organisationUserLinkID, userPermissionGroupID };
  }
  for (const node of exampleOf(api, 'listOrganisationLinkRootNodes', 'barStaff')) {
    state.rootNodes.push({
      organisationUserLinkID: node.organisationUserLinkID ?? '',
      nodeID: node.nodeID,
      nodeType: node.nodeType,
    });
  }
  // Pending invitations, with the tokens of the examples' links (the accept example's, Sam's in his summary).
  const acceptExample = requestExampleOf(api, 'invitationAccept');
  const tokenByEmail = new Map<string, string>([[acceptExample.email, acceptExample.token]]);
  const sam = exampleOf(api, 'userGetSummary', 'invited');
  for (const invite of sam.organisationUserInvites) if (invite.token) tokenByEmail.set(invite.email, invite.token);
  const senderOf = (name: string | undefined) =>
    Object.values(state.users).find((user) => world.displayName(user) === name);
  for (const invite of exampleOf(api, 'listOrganisationInvites', 'harbourFishBar')) {
    const id = invite.organisationUserInviteID ?? '';
    const sender = senderOf(invite.senderName);
    state.invites[id] = {
      organisationUserInviteID: id,
      organisationID: ESTATE_ORG,
      email: invite.email,
      isOrgAdmin: invite.isOrgAdmin,
      token: tokenByEmail.get(invite.email) ?? faker.string.alphanumeric(16),
      expiryDateTimeUTC: world.daysFromNow(14),
      senderUserID: sender?.userID ?? null,
      senderName: invite.senderName ?? '',
      permissionGroupIDs: [],
      rootNodes: [],
      teamMembershipIDs: [],
    };
  }
  for (const invite of sam.organisationUserInvites) {
    const organisation = Object.values(state.organisations).find((o) => o.name === invite.organisationName);
    if (!organisation) continue;
    state.invites[invite.organisationUserInviteID] = {
      organisationUserInviteID: invite.organisationUserInviteID,
      organisationID: organisation.organisationID,
      email: invite.email,
      isOrgAdmin: false,
      token: invite.token ?? faker.string.alphanumeric(16),
      expiryDateTimeUTC: world.daysFromNow(14),
      senderUserID: null,
      senderName: 'Priya Patel',
      permissionGroupIDs: [],
      rootNodes: [],
      teamMembershipIDs: [],
    };
  }
}

/**
 * An organisation's generated access: its first user a direct administrator (in Managers), the others directly or
 * through one of its teams, and its first team linked.
 */
export function generateAccess(
  state: WorldState,
  orgId: string,
  people: readonly UserRecord[],
  teams: readonly string[],
  managers: string,
): void {
  people.forEach((user, index) => {
    const direct = index === 0 || faker.number.float() < 0.5;
    if (direct) {
      const linkId = faker.string.uuid();
      state.links[linkId] = {
        organisationUserLinkID: linkId,
        organisationID: orgId,
        linkType: LinkType.User,
        isOrgAdmin: index === 0,
        teamUserID: user.userID,
        version: SEED_VERSION,
      };
      if (index === 0) {
        const id = faker.string.uuid();
        state.assignments[id] = {
          userPermissionGroupAssignmentID: id,
          organisationUserLinkID: linkId,
          userPermissionGroupID: managers,
        };
      }
    }
    if (!direct || faker.number.float() < 0.3) {
      const teamID = faker.helpers.arrayElement(teams);
      const id = faker.string.uuid();
      state.teamMembers[id] = { teamUserLinkID: id, teamID, userID: user.userID, version: SEED_VERSION };
    }
  });
  const firstTeam = teams[0];
  if (firstTeam) {
    const linkId = faker.string.uuid();
    state.links[linkId] = {
      organisationUserLinkID: linkId,
      organisationID: orgId,
      linkType: LinkType.Team,
      isOrgAdmin: false,
      teamUserID: firstTeam,
      version: SEED_VERSION,
    };
  }
}

/** An invitation the organisation's first user sent, for one organisation in four. */
export function generateInvite(
  state: WorldState,
  world: World,
  organisation: OrganisationRecord,
  admin: UserRecord | undefined,
): void {
  const orgId = organisation.organisationID;
  if (admin && faker.number.float() < 0.25) {
    const inviteId = faker.string.uuid();
    state.invites[inviteId] = {
      organisationUserInviteID: inviteId,
      organisationID: orgId,
      email: `${slug(faker.person.firstName())}.${faker.string.numeric(4)}@${slug(organisation.organisationCode)}.example`,
      isOrgAdmin: false,
      token: faker.string.alphanumeric(16),
      expiryDateTimeUTC: world.daysFromNow(faker.number.int({ min: 1, max: 14 })),
      senderUserID: admin.userID,
      senderName: world.displayName(admin),
      permissionGroupIDs: [],
      rootNodes: [],
      teamMembershipIDs: [],
    };
  }
}
