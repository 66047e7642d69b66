import type { Schemas } from '../contract';
import { badRequest, notFound } from '../errors';
import {
  acceptancesOf,
  acceptanceView,
  appSettingsOf,
  authorisedPackageId,
  authorisedVersionField,
  packagesOf,
  setAuthorisation,
} from '../packages';
import type { AcceptanceRecord } from '../state';
import type { Handlers } from './context';

export const handlers: Handlers = {
  versionsListAuthorisations({ world, params }) {
    const organisation = world.organisation(params.orgId);
    return Object.values(world.state.applications).map((app) => {
      const packages = packagesOf(world, app.applicationID);
      const current = authorisedPackageId(world, organisation.organisationID, app.applicationID);
      return {
        applicationID: app.applicationID,
        applicationName: app.applicationName,
        organisation: { organisationID: organisation.organisationID, organisationName: organisation.name },
        currentVersion: packages.find((p) => p.applicationPackageID === current) ?? null,
        latestVersion: packages[0] ?? null,
      };
    });
  },

  versionsListChildAuthorisations({ world, params }) {
    world.organisation(params.orgId);
    const apps = Object.values(world.state.applications);
    const authorised = new Map(
      world.state.authorisations.map((a) => [`${a.organisationID}|${a.applicationID}`, a.applicationPackageID]),
    );
    return world.descendantsOf(params.orgId).flatMap((o) =>
      apps.map((app) => ({
        organisationID: o.organisationID,
        organisationName: o.name,
        applicationID: app.applicationID,
        applicationPackageID: authorised.get(`${o.organisationID}|${app.applicationID}`) ?? null,
      })),
    );
  },

  versionsListPackageAuthorisations({ world, params }) {
    world.organisation(params.orgId);
    if (!world.state.applications[params.appId]) throw notFound('Application', params.appId);
    return packagesOf(world, params.appId);
  },

  versionsBatchAuthorisePackage({ world, me, params, body }) {
    world.organisation(params.orgId);
    const { state } = world;
    if (!state.applications[params.appId]) throw notFound('Application', params.appId);
    const pkg = body.applicationPackageID ? state.packages[body.applicationPackageID] : null;
    if (body.applicationPackageID && pkg?.applicationID !== params.appId)
      throw badRequest('BadRequest', 'The package is not a version of this application');
    const below = new Set(world.descendantsOf(params.orgId).map((o) => o.organisationID));
    const updatedOrgs: Schemas['AuthorisationOrganisation'][] = [];
    const insufficientPOSCoreOrgs: Schemas['AuthorisationOrganisation'][] = [];
    for (const id of body.organisationIDs) {
      if (!below.has(id)) throw badRequest('BadRequest', `Organisation ${id} is not below this organisation`);
      const organisation = world.organisation(id);
      const named = { organisationID: id, organisationName: organisation.name };
      let autoAccepted: AcceptanceRecord | undefined;
      // A version needs a POS Core to run it: an organisation without one cannot take it.
      if (pkg && !organisation.posCoreInstanceID) {
        insufficientPOSCoreOrgs.push(named);
        continue;
      }
      const before = authorisedVersionField(world, id, params.appId);
      setAuthorisation(world, id, params.appId, pkg?.applicationPackageID ?? null);
      if (
        pkg &&
        appSettingsOf(world, id, params.appId).autoAccept &&
        !acceptancesOf(world, id, pkg.applicationPackageID).some((a) => a.rootNodeID === null)
      ) {
        const acceptanceId = world.newId();
        const acceptance: AcceptanceRecord = {
          applicationPackageAcceptanceID: acceptanceId,
          applicationPackageID: pkg.applicationPackageID,
          notBefore: body.autoAcceptNotBeforeDate ?? null,
          rootNodeID: null,
          rootNodeType: null,
          userID: me?.userID ?? id,
          dateTimeAccepted: world.nowIso(),
          organisationID: id,
        };
        state.acceptances[acceptanceId] = acceptance;
        autoAccepted = acceptance;
      }
      updatedOrgs.push(named);
      const app = state.applications[params.appId]?.applicationName ?? params.appId;
      const number = pkg ? `${pkg.majorVersion}.${pkg.minorVersion}.${pkg.buildNumber}.${pkg.revision}` : '';
      world.audit(
        'OrganisationUpdated',
        me,
        id,
        pkg ? `${app} ${number} authorised` : `${app} unauthorised`,
        world.changeOf('Organisation', before, authorisedVersionField(world, id, params.appId), organisation),
      );
      if (autoAccepted)
        world.audit(
          'OrganisationUpdated',
          me,
          id,
          `${app} ${number} accepted for all nodes (auto accept)`,
          world.changeOf('Acceptance', null, acceptanceView(autoAccepted), autoAccepted),
        );
    }
    return { updatedOrgs, insufficientPOSCoreOrgs };
  },
};
