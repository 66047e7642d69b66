import type { Schemas } from '../contract';
import { badRequest, conflictOf, refuseConflicts } from '../errors';
import type { OrganisationRecord } from '../state';
import type { Handlers } from './context';

function profileView(organisation: OrganisationRecord): Schemas['OrganisationProfile'] {
  return { version: organisation.version, organisationID: organisation.organisationID, name: organisation.name };
}

export const handlers: Handlers = {
  getOrganisationProfile: ({ world, params }) => profileView(world.organisation(params.orgId)),

  saveOrganisationProfile({ world, me, params, body }) {
    // The profile is the organisation itself: its version is the organisation's.
    const stored = world.state.organisations[params.orgId];
    refuseConflicts([conflictOf(params.orgId, body.version, stored && profileView(stored))]);
    const organisation = world.organisation(params.orgId);
    const name = body.name.trim();
    if (!name) throw badRequest('BadRequest', 'An organisation needs a name');
    const saved: OrganisationRecord = { ...organisation, name, version: world.nextVersion() };
    world.state.organisations[saved.organisationID] = saved;
    world.audit(
      'OrganisationUpdated',
      me,
      saved.organisationID,
      `Organisation profile saved: name ${organisation.name} -> ${name}`,
      world.changeOf('Organisation', organisation, saved),
    );
    return profileView(saved);
  },

  listOrganisationSiteNodes({ world, params }) {
    world.organisation(params.orgId);
    return Object.values(world.state.siteNodes)
      .filter((n) => n.organisationID === params.orgId)
      .map(({ organisationID: _org, ...node }) => node);
  },
};
