import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { PermissionActionFlags, PermissionId } from '../../src/api/schema.gen';
import { exampleOf } from '../contract';
import { SEED_VERSION, type WorldState } from '../state';
import { ESTATE_ORG } from './names';

/** Harbour Fish Bar's permission groups. */
export function estatePermissionGroups(api: OpenAPIBackend, state: WorldState): void {
  for (const group of exampleOf(api, 'listUserPermissionGroups', 'harbourFishBar')) {
    const id = group.userPermissionGroupID ?? '';
    state.permissionGroups[id] = {
      userPermissionGroupID: id,
      organisationID: ESTATE_ORG,
      name: group.name,
      organisationDefault: group.organisationDefault ?? false,
      permissions: group.permissions ?? [],
      version: SEED_VERSION,
    };
  }
}

/** An organisation's generated permission groups: Everyone (its default) and Managers; answers Managers' id. */
export function generatePermissionGroups(state: WorldState, orgId: string): string {
  const everyone = faker.string.uuid();
  state.permissionGroups[everyone] = {
    userPermissionGroupID: everyone,
    organisationID: orgId,
    name: 'Everyone',
    organisationDefault: true,
    permissions: [{ permissionID: PermissionId.Sales_Aggregates, allowedActions: PermissionActionFlags.View }],
    version: SEED_VERSION,
  };
  const managers = faker.string.uuid();
  state.permissionGroups[managers] = {
    userPermissionGroupID: managers,
    organisationID: orgId,
    name: 'Managers',
    organisationDefault: false,
    permissions: [
      { permissionID: PermissionId.All_Config, allowedActions: PermissionActionFlags.View },
      { permissionID: PermissionId.Sales_SalesData, allowedActions: PermissionActionFlags.View },
      { permissionID: PermissionId.Config_Users, allowedActions: PermissionActionFlags.All },
    ],
    version: SEED_VERSION,
  };
  return managers;
}
