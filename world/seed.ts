import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { PERSONAS } from '../src/api/mock-prefer';
import { AUDIT_KINDS, type AuditKind } from './audit';
import type { WorldCheck } from './checks';
import { exampleOf, requestExampleOf } from './contract';
import { writeOnlyFieldsFrom } from './history';
import { mailLimitsFrom } from './mail-limits';
import { estateAcceptances } from './seeding/acceptances';
import { estateAccess, generateAccess, generateInvite } from './seeding/access';
import { estateEmailChange } from './seeding/account';
import { estateAuditLog } from './seeding/audit-logs';
import { authorisationSeeder, estateAuthorisations } from './seeding/authorisations';
import { estateClients } from './seeding/clients';
import { seedHistories } from './seeding/histories';
import { estateSiteNodes, generateSites } from './seeding/organisation-profile';
import { estateOrganisations, generateOrganisations } from './seeding/organisations';
import { estatePasswordReset } from './seeding/password-reset';
import { estatePermissionGroups, generatePermissionGroups } from './seeding/permission-groups';
import { estateServers } from './seeding/servers';
import { estateServiceAccounts, generateServiceAccount } from './seeding/service-accounts';
import { estateTeams, generateTeams } from './seeding/teams';
import { estateUsers, generateUsers, peopleOrganisations } from './seeding/users';
import { SEED_VERSION, TABLES, newTable, type WorldState } from './state';
import { World, type PersonaUser, type WorldSettings } from './world';

/**
 * The world's first state: the contract's own estate (every example describes it, docs/mock-estate.md), so the
 * personas, Harbour Fish Bar and its teams are what the example mock shows, and around it organisations, users and
 * their records made by faker from a fixed seed. The same options give the same world (times are relative to the
 * start: invitations and reset links stay valid for a while after it).
 */
export interface SeedOptions {
  /** faker's seed. */
  seed: number;
  /** Organisations in all (at least the estate's). */
  orgs: number;
  /** Users in all (at least the estate's). */
  users: number;
  /**
   * The port the estate's POS Core and deployment server addresses point at. The contract's examples point at the
   * mock (4010); on `npm start` the remote version and error calls then reach the Prism proxy in front of the world.
   */
  remotePort?: number;
  /** Checks left out, for the conformance kit's tests only (world/checks.ts). */
  without?: readonly WorldCheck[];
}

export const defaultSeedOptions: SeedOptions = { seed: 1, orgs: 40, users: 120 };

export function emptyState(): WorldState {
  const state = {
    rootNodes: [],
    authorisations: [],
    appSettings: [],
    consentDocuments: [],
    audit: [],
    outbox: [],
    mailRequests: [],
    lastVersion: Number(SEED_VERSION),
  } as Partial<WorldState>;
  for (const name of TABLES) (state as Record<string, unknown>)[name] = newTable();
  return state as WorldState;
}

/** The settings the world reads from the contract: who each persona is, the audit types, the service's versions. */
export function settingsFrom(api: OpenAPIBackend): WorldSettings {
  const personas = {} as WorldSettings['personas'];
  for (const persona of PERSONAS) {
    if (persona === 'loggedOut') continue;
    const [user, organisation] = exampleOf(api, 'sessionGetCurrent', persona);
    personas[persona] = {
      userID: user.userID ?? '',
      organisationID: organisation?.organisationID ?? null,
    } satisfies PersonaUser;
  }
  const descriptions = exampleOf(api, 'listAuditLogDescriptions');
  const auditTypes = {} as Record<AuditKind, number>;
  for (const kind of AUDIT_KINDS) {
    const found = descriptions.find((description) => description.enumName === kind);
    if (!found) throw new Error(`The contract's audit descriptions have no ${kind}`);
    auditTypes[kind] = found.type;
  }
  const typeSchema = (api.definition.components?.schemas?.OrganisationType ?? {}) as {
    enum?: number[];
    'x-enum-descriptions'?: string[];
  };
  const organisationTypeNames: Record<number, string> = {};
  (typeSchema.enum ?? []).forEach((type, index) => {
    const name = typeSchema['x-enum-descriptions']?.[index];
    if (name) organisationTypeNames[type] = name;
  });
  return {
    personas,
    auditTypes,
    versions: exampleOf(api, 'getAdminSummary', 'estate').versions,
    defaultPassword: requestExampleOf(api, 'userChangePassword').oldPassword,
    organisationTypeNames,
    locales: exampleOf(api, 'localeList'),
    currencies: exampleOf(api, 'currencyList'),
    auditDescriptions: descriptions,
    mailLimits: mailLimitsFrom(api),
    writeOnly: writeOnlyFieldsFrom(api),
    without: [],
    remotePosCore: {
      versionInfo: exampleOf(api, 'getRemotePosCoreVersionInfo', 'ok'),
      exceptionsInfo: exampleOf(api, 'getRemotePosCoreExceptionsInfo', 'ok'),
    },
  };
}

/**
 * The contract's estate, read from its examples, area by area (world/seed/<area>.ts). The order is the seed's: the
 * invitations and acceptances draw from the one seeded faker, so the same options give the same world.
 */
function estate(api: OpenAPIBackend, state: WorldState, world: World, remotePort: number | undefined): void {
  estateUsers(api, state, world);
  estateOrganisations(api, state);
  estateClients(api, state);
  estateServers(api, state, remotePort);
  estateTeams(api, state);
  estatePermissionGroups(api, state);
  estateSiteNodes(api, state);
  estateServiceAccounts(api, state);
  estateAccess(api, state, world);
  estatePasswordReset(api, state, world);
  estateEmailChange(api, state, world);
  estateAuthorisations(api, state);
  estateAcceptances(api, state);
  estateAuditLog(api, state);
}

/**
 * Organisations, users and their records around the estate, from faker with the options' seed, in the order they
 * draw from it: the organisations, the users, then each organisation's own groups, teams, access, sites, accounts,
 * invitations and authorised versions.
 */
function generate(api: OpenAPIBackend, state: WorldState, world: World, options: SeedOptions): void {
  const root = generateOrganisations(state, options.orgs);
  const peopleOrgs = peopleOrganisations(state);
  const usersByOrg = generateUsers(api, state, world, options.users, peopleOrgs, root);
  const authorise = authorisationSeeder(state, root);
  for (const organisation of peopleOrgs) {
    const orgId = organisation.organisationID;
    const people = usersByOrg.get(orgId) ?? [];
    const managers = generatePermissionGroups(state, orgId);
    const teams = generateTeams(state, orgId, people);
    generateAccess(state, orgId, people, teams, managers);
    generateServiceAccount(state, organisation, generateSites(state, organisation));
    const admin = people[0];
    generateInvite(state, world, organisation, admin);
    authorise(organisation, admin);
  }
}

/** A world made from the contract and the options (the contract already loaded). */
export function createWorld(api: OpenAPIBackend, options: SeedOptions = defaultSeedOptions, now?: () => Date): World {
  const state = emptyState();
  const world = new World(state, { ...settingsFrom(api), without: options.without ?? [] }, now);
  faker.seed(options.seed);
  // Seeding writes as a call does: the lists of records it reads are not kept past it.
  world.lists.whileWriting(() => {
    estate(api, state, world, options.remotePort);
    generate(api, state, world, options);
    seedHistories(world);
  });
  return world;
}
