import { byName, groupsOf, linksOf, membersOf, pendingInvites, teamsOf } from '../organisation-records';
import type { Handlers } from './context';

export const handlers: Handlers = {
  getOrganisationSummary({ world, params, query }) {
    const organisation = world.organisation(params.orgId);
    const orgId = organisation.organisationID;
    // The contract's optional `childLimit` (Prism has checked it): the first so many children by name.
    const childLimit = query.childLimit === undefined ? Infinity : Number(query.childLimit);
    return {
      organisationID: orgId,
      rootOrganisation: !organisation.parentOrganisationID,
      teams: teamsOf(world, orgId)
        .sort(byName)
        .map((t) => ({ teamID: t.teamID, name: t.name, totalMembers: membersOf(world, t.teamID).length })),
      links: linksOf(world, orgId).map((l) => world.linkView(l)),
      childOrganisations: world
        .childrenOf(orgId)
        .sort(byName)
        .slice(0, childLimit)
        .map((o) => ({ organisationID: o.organisationID, organisationName: o.name, active: o.active })),
      totalPermissionGroups: groupsOf(world, orgId).length,
      pendingInvitations: pendingInvites(world, orgId).map((i) => ({
        organisationUserInviteID: i.organisationUserInviteID,
        email: i.email,
      })),
      serviceAccounts: world.lists
        .where('serviceAccounts', 'organisationID', orgId)
        .sort(byName)
        .map((a) => ({ serviceAccountID: a.serviceAccountID, name: a.name, serviceAccountType: a.serviceAccountType })),
    };
  },
};
