import { LinkType, OrganisationType, SiteNodeType } from '../../src/api/schema.gen';
import { badRequest } from '../errors';
import { TEMPLATE_TYPES, byName } from '../organisation-records';
import { packagesOf, setAuthorisation } from '../packages';
import { organisationTypeNameFrom } from '../rules';
import type { Handlers } from './context';

export const handlers: Handlers = {
  versionsInitialiseOrganisation({ world, me, params, body }) {
    const organisation = world.organisation(params.orgId);
    const orgId = organisation.organisationID;
    const { state } = world;
    if (organisation.initialised) throw badRequest('BadRequest', `${organisation.name} is already initialised`);
    if (!organisation.posCoreInstanceID || !state.posCoreInstances[organisation.posCoreInstanceID])
      throw badRequest('InvalidPOSCoreInstance');
    const template = body.defaultConfigTemplateOrgCode
      ? Object.values(state.organisations).find(
          (o) =>
            o.organisationCode === body.defaultConfigTemplateOrgCode && TEMPLATE_TYPES.includes(o.organisationType),
        )
      : undefined;
    if (body.defaultConfigTemplateOrgCode && !template)
      throw badRequest('BadRequest', `${body.defaultConfigTemplateOrgCode} is not a configuration template`);
    for (const appId of body.authorisedAppIds)
      if (!state.applications[appId]) throw badRequest('BadRequest', `Application ${appId} does not exist`);
    if (body.initialAdminTeamID && !state.teams[body.initialAdminTeamID])
      throw badRequest('BadRequest', `Team ${body.initialAdminTeamID} does not exist`);
    if (body.initialAdminUserID && !state.users[body.initialAdminUserID])
      throw badRequest('BadRequest_UserDoesNotExist');

    for (const appId of body.authorisedAppIds)
      setAuthorisation(world, orgId, appId, packagesOf(world, appId)[0]?.applicationPackageID ?? null);
    const adminLink = (linkType: LinkType, teamUserID: string) => {
      const existing = Object.values(state.links).find(
        (l) => l.organisationID === orgId && l.linkType === linkType && l.teamUserID === teamUserID,
      );
      if (existing)
        state.links[existing.organisationUserLinkID] = { ...existing, isOrgAdmin: true, version: world.nextVersion() };
      else {
        const id = world.newId();
        state.links[id] = {
          organisationUserLinkID: id,
          organisationID: orgId,
          linkType,
          isOrgAdmin: true,
          teamUserID,
          version: world.nextVersion(),
        };
      }
    };
    if (body.initialAdminTeamID) adminLink(LinkType.Team, body.initialAdminTeamID);
    if (body.initialAdminUserID) adminLink(LinkType.User, body.initialAdminUserID);
    // Its POS Core now holds a site for it: a group, an outlet and a till to restrict access and accept versions for.
    if (!Object.values(state.siteNodes).some((n) => n.organisationID === orgId)) {
      const group = world.newId();
      const outlet = world.newId();
      const till = world.newId();
      state.siteNodes[group] = {
        nodeID: group,
        name: `${organisation.name} Sites`.slice(0, 40),
        nodeType: SiteNodeType.OutletGroup,
        parentID: null,
        organisationID: orgId,
      };
      state.siteNodes[outlet] = {
        nodeID: outlet,
        name: organisation.name,
        nodeType: SiteNodeType.Outlet,
        parentID: group,
        organisationID: orgId,
      };
      state.siteNodes[till] = {
        nodeID: till,
        name: 'Till 1',
        nodeType: SiteNodeType.Terminal,
        parentID: outlet,
        organisationID: orgId,
      };
    }
    const initialised = { ...organisation, initialised: true, version: world.nextVersion() };
    state.organisations[orgId] = initialised;
    world.audit(
      'OrganisationInitialised',
      me,
      orgId,
      `Organisation ${organisation.name} initialised (currency ${body.currencyCode}${template ? `, template ${template.organisationCode}` : ''})`,
      world.changeOf('Organisation', organisation, initialised),
    );
    return { organisationID: orgId, initialised: true };
  },

  listOrganisationConfigTemplateOrgs({ world, params }) {
    const ancestors = new Set(
      world.ancestorsOf(world.organisation(params.orgId).organisationID).map((o) => o.organisationID),
    );
    return Object.values(world.state.organisations)
      .filter(
        (o) =>
          TEMPLATE_TYPES.includes(o.organisationType) &&
          o.organisationID !== params.orgId &&
          // A private template is offered below the organisation that owns it.
          (o.organisationType !== OrganisationType.TemplatePrivate || ancestors.has(o.parentOrganisationID ?? '')),
      )
      .sort((a, b) => a.organisationType - b.organisationType || byName(a, b))
      .map((o) => ({
        key: o.organisationCode,
        value: o.name,
        group: organisationTypeNameFrom(world.settings.organisationTypeNames, o.organisationType),
      }));
  },
};
