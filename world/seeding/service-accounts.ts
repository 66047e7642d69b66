import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { OrganisationType, RootNodeType, ServiceAccountType } from '../../src/api/schema.gen';
import { exampleOf } from '../contract';
import { SEED_VERSION, type OrganisationRecord, type WorldState } from '../state';
import { ESTATE_ORG } from './names';

/** Harbour Fish Bar's service accounts. */
export function estateServiceAccounts(api: OpenAPIBackend, state: WorldState): void {
  for (const account of exampleOf(api, 'listOrganisationServiceAccounts', 'harbourFishBar')) {
    const id = account.serviceAccountID ?? '';
    state.serviceAccounts[id] = {
      serviceAccountID: id,
      organisationID: ESTATE_ORG,
      name: account.name,
      serviceAccountType: account.serviceAccountType,
      rootNodeID: account.rootNodeID ?? null,
      rootNodeType: account.rootNodeType ?? null,
      integrationServerPermissions: account.integrationServerPermissions ?? [],
      version: SEED_VERSION,
    };
  }
}

/** An initialised licensee's POS Server account, restricted to its first outlet. */
export function generateServiceAccount(state: WorldState, organisation: OrganisationRecord, outlets: string[]): void {
  const orgId = organisation.organisationID;
  if (organisation.organisationType !== OrganisationType.Licensee || !organisation.initialised) return;
  const accountId = faker.string.uuid();
  state.serviceAccounts[accountId] = {
    serviceAccountID: accountId,
    organisationID: orgId,
    name: 'POS Server',
    serviceAccountType: ServiceAccountType.POSServer,
    rootNodeID: outlets[0] ?? null,
    rootNodeType: outlets[0] ? RootNodeType.Outlet : null,
    integrationServerPermissions: [],
    version: SEED_VERSION,
  };
}
