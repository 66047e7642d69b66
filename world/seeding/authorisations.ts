import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { OrganisationType } from '../../src/api/schema.gen';
import { exampleOf, type Schemas } from '../contract';
import { worldIconUri } from '../icons';
import type { OrganisationRecord, UserRecord, WorldState } from '../state';
import { allNodesAcceptance } from './acceptances';

/** The applications and their packages of the examples, and the authorisations; the icons are the world's own. */
export function estateAuthorisations(api: OpenAPIBackend, state: WorldState): void {
  const addPackage = (pkg: Schemas['ApplicationPackage'] | null | undefined) => {
    if (!pkg) return;
    state.packages[pkg.applicationPackageID] = {
      applicationPackageID: pkg.applicationPackageID,
      applicationID: pkg.applicationID,
      applicationName: pkg.applicationName,
      applicationDescription: pkg.applicationDescription,
      majorVersion: pkg.majorVersion,
      minorVersion: pkg.minorVersion,
      buildNumber: pkg.buildNumber,
      revision: pkg.revision,
      changeNotes: pkg.changeNotes,
      iconUri: worldIconUri(pkg.iconUri),
      dateTimeCreatedUTC: pkg.dateTimeCreatedUTC,
      installerPackageLength: pkg.installerPackageLength,
    };
    state.applications[pkg.applicationID] ??= {
      applicationID: pkg.applicationID,
      applicationName: pkg.applicationName,
      applicationDescription: pkg.applicationDescription,
      iconUri: worldIconUri(pkg.iconUri),
    };
  };
  const authorisations = exampleOf(api, 'versionsListAuthorisations');
  for (const row of authorisations) {
    addPackage(row.currentVersion);
    addPackage(row.latestVersion);
  }
  for (const pkg of exampleOf(api, 'versionsListPackageAuthorisations')) addPackage(pkg);
  const tree = exampleOf(api, 'versionsGetAcceptancesTree');
  const oldVersions = exampleOf(api, 'versionsListOldVersions');
  for (const app of tree) for (const pkg of app.packages) addPackage(pkg);
  for (const pkg of oldVersions) addPackage(pkg);
  for (const row of authorisations) {
    if (row.organisation) {
      state.authorisations.push({
        organisationID: row.organisation.organisationID,
        applicationID: row.applicationID,
        applicationPackageID: row.currentVersion?.applicationPackageID ?? null,
      });
    }
  }
  for (const row of exampleOf(api, 'versionsListChildAuthorisations')) {
    state.authorisations.push({
      organisationID: row.organisationID,
      applicationID: row.applicationID,
      applicationPackageID: row.applicationPackageID,
    });
  }
}

/**
 * The generated authorisations: an initialised organisation is authorised for one of the two newest versions of each
 * application it is not authorised for yet, and a licensee has accepted it for all its nodes one time in two.
 */
export function authorisationSeeder(state: WorldState, root: OrganisationRecord) {
  const packagesByApp = new Map<string, Schemas['ApplicationPackage'][]>();
  for (const pkg of Object.values(state.packages))
    packagesByApp.set(pkg.applicationID, [...(packagesByApp.get(pkg.applicationID) ?? []), pkg]);
  for (const list of packagesByApp.values())
    list.sort((a, b) => (a.dateTimeCreatedUTC < b.dateTimeCreatedUTC ? 1 : -1));
  const authorised = new Set(state.authorisations.map((a) => `${a.organisationID}|${a.applicationID}`));
  return (organisation: OrganisationRecord, admin: UserRecord | undefined): void => {
    const orgId = organisation.organisationID;
    const licensee = organisation.organisationType === OrganisationType.Licensee;
    if (organisation.initialised) {
      for (const [applicationID, packages] of packagesByApp) {
        if (authorised.has(`${orgId}|${applicationID}`)) continue;
        const pkg = faker.helpers.arrayElement(packages.slice(0, 2));
        state.authorisations.push({
          organisationID: orgId,
          applicationID,
          applicationPackageID: pkg.applicationPackageID,
        });
        if (licensee && faker.number.float() < 0.5) {
          const acceptance = allNodesAcceptance(
            orgId,
            pkg.applicationPackageID,
            admin?.userID ?? root.organisationID,
            pkg.dateTimeCreatedUTC,
          );
          state.acceptances[acceptance.applicationPackageAcceptanceID] = acceptance;
        }
      }
    }
  };
}
