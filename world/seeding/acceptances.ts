import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { exampleOf } from '../contract';
import { SEED_VERSION, type AcceptanceRecord, type WorldState } from '../state';
import { ESTATE_ORG } from './names';

/** An acceptance of a package for all the organisation's nodes, taking effect at once. */
export function allNodesAcceptance(
  organisationID: string,
  applicationPackageID: string,
  userID: string,
  dateTimeAccepted: string,
): AcceptanceRecord {
  return {
    applicationPackageAcceptanceID: faker.string.uuid(),
    applicationPackageID,
    notBefore: null,
    rootNodeID: null,
    rootNodeType: null,
    userID,
    dateTimeAccepted,
    organisationID,
  };
}

/** Harbour Fish Bar's acceptances (per node, and of every version the tree shows fully accepted) and app settings. */
export function estateAcceptances(api: OpenAPIBackend, state: WorldState): void {
  const tree = exampleOf(api, 'versionsGetAcceptancesTree');
  const oldVersions = exampleOf(api, 'versionsListOldVersions');
  const nodeAcceptances = exampleOf(api, 'versionsListPackageAcceptances');
  for (const acceptance of nodeAcceptances)
    state.acceptances[acceptance.applicationPackageAcceptanceID] = { ...acceptance, organisationID: ESTATE_ORG };
  const acceptor = nodeAcceptances[0]?.userID ?? '';
  for (const pkg of [...tree.flatMap((app) => app.packages), ...oldVersions]) {
    if (!pkg.fullyAccepted || !pkg.dateTimeAccepted) continue;
    const acceptance = allNodesAcceptance(ESTATE_ORG, pkg.applicationPackageID, acceptor, pkg.dateTimeAccepted);
    state.acceptances[acceptance.applicationPackageAcceptanceID] = acceptance;
  }
  for (const app of tree) {
    state.appSettings.push({
      ...app.appSettings,
      version: SEED_VERSION,
      organisationID: ESTATE_ORG,
      applicationID: app.applicationID,
    });
  }
}
