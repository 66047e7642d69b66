import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { PERSONAS } from '../src/api/mock-prefer';
import {
  IntegrationServerInstanceType,
  LinkType,
  OrganisationType,
  PermissionActionFlags,
  PermissionId,
  RootNodeType,
  ServiceAccountType,
  SiteNodeType,
  UserScope,
} from '../src/api/schema.gen';
import { AUDIT_KINDS, type AuditKind } from './audit';
import type { WorldCheck } from './checks';
import { exampleOf, loadContract, requestExampleOf, type Schemas } from './contract';
import { worldIconUri } from './icons';
import { mailLimitsFrom } from './mail-limits';
import {
  SEED_VERSION,
  TABLES,
  newTable,
  type AcceptanceRecord,
  type OrganisationRecord,
  type UserRecord,
  type WorldState,
} from './state';
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

const ESTATE_ORG = '10000000-0000-4000-8000-000000000005';
/** Assignments and a Head Office Admins membership that the examples imply (team sizes, group counts) but do not list. */
const ESTATE_EXTRA = {
  assignments: [
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
  ],
  headOfficeMembers: [
    ['f0000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000002'],
    ['f0000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005'],
  ],
} as const;

/** An acceptance of a package for all the organisation's nodes, taking effect at once. */
function allNodesAcceptance(
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
    without: [],
    remotePosCore: {
      versionInfo: exampleOf(api, 'getRemotePosCoreVersionInfo', 'ok'),
      exceptionsInfo: exampleOf(api, 'getRemotePosCoreExceptionsInfo', 'ok'),
    },
  };
}

const withPort = (uri: string | null | undefined, port: number | undefined): string | null =>
  uri == null
    ? null
    : port === undefined
      ? uri
      : uri.replace(/^(https?:\/\/(?:localhost|127\.0\.0\.1)):4010\b/, `$1:${port}`);

/** The contract's estate, read from its examples. */
function estate(api: OpenAPIBackend, state: WorldState, world: World, remotePort: number | undefined): void {
  const password = world.defaultPassword;
  state.consentDocuments = exampleOf(api, 'consentDocumentList');
  const consentIds = state.consentDocuments.map((document) => document.consentDocumentID);
  for (const user of exampleOf(api, 'userList')) {
    const userID = user.userID ?? '';
    state.users[userID] = { ...user, userID, version: SEED_VERSION, password, consentDocumentIDs: [...consentIds] };
  }
  for (const organisation of exampleOf(api, 'listOrganisations')) {
    const organisationID = organisation.organisationID ?? '';
    state.organisations[organisationID] = { ...organisation, organisationID, version: SEED_VERSION };
  }
  for (const client of exampleOf(api, 'listClients'))
    state.clients[client.clientID ?? ''] = { ...client, version: SEED_VERSION };
  // The examples answer only whether a key (or secret) is stored; the seed stores one where they say so.
  const storedKey = (answered: { hasKey?: boolean; name: string }) =>
    answered.hasKey ? `seed-key-${answered.name.toLowerCase().replace(/\W+/g, '-')}` : null;
  for (const { hasKey, ...instance } of exampleOf(api, 'listPosCoreInstances')) {
    state.posCoreInstances[instance.posCoreInstanceID ?? ''] = {
      ...instance,
      version: SEED_VERSION,
      jwtSigningKey: storedKey({ hasKey, name: instance.name }),
      uri: withPort(instance.uri, remotePort) ?? '',
      versionUri: withPort(instance.versionUri, remotePort),
      stagingUri: withPort(instance.stagingUri, remotePort),
      exceptionsUri: withPort(instance.exceptionsUri, remotePort),
    };
  }
  for (const { hasKey, ...instance } of exampleOf(api, 'listDeploymentServerInstances')) {
    state.deploymentServers[instance.deploymentServerInstanceID ?? ''] = {
      ...instance,
      version: SEED_VERSION,
      jwtSigningKey: storedKey({ hasKey, name: instance.name }),
      uri: withPort(instance.uri, remotePort) ?? '',
      versionUri: withPort(instance.versionUri, remotePort),
      exceptionsUri: withPort(instance.exceptionsUri, remotePort),
    };
  }
  for (const { hasKey, hasSecret, ...instance } of exampleOf(api, 'listIntegrationServerInstances')) {
    state.integrationServers[instance.integrationServerInstanceID ?? ''] = {
      ...instance,
      version: SEED_VERSION,
      jwtSigningKey: storedKey({ hasKey, name: instance.name }),
      secret: hasSecret ? `seed-secret-${instance.name.toLowerCase().replace(/\W+/g, '-')}` : null,
    };
  }

  // Harbour Fish Bar: the organisation every organisation-area example describes.
  for (const team of exampleOf(api, 'listOrganisationTeams', 'harbourFishBar')) {
    const teamID = team.teamID ?? '';
    state.teams[teamID] = {
      teamID,
      name: team.name,
      ownerOrganisationID: team.ownerOrganisationID ?? ESTATE_ORG,
      version: SEED_VERSION,
    };
  }
  const members = [
    ...exampleOf(api, 'listOrganisationTeamMembers', 'barStaff'),
    ...exampleOf(api, 'listOrganisationTeamMembers', 'kitchenManagers'),
  ];
  for (const member of members) {
    const teamUserLinkID = member.teamUserLinkID ?? '';
    state.teamMembers[teamUserLinkID] = {
      teamUserLinkID,
      teamID: member.teamID,
      userID: member.userID,
      version: SEED_VERSION,
    };
  }
  const headOffice = Object.values(state.teams).find((team) => team.name === 'Head Office Admins');
  for (const [teamUserLinkID, userID] of ESTATE_EXTRA.headOfficeMembers) {
    if (headOffice)
      state.teamMembers[teamUserLinkID] = { teamUserLinkID, teamID: headOffice.teamID, userID, version: SEED_VERSION };
  }
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
  for (const [id, organisationUserLinkID, userPermissionGroupID] of ESTATE_EXTRA.assignments) {
    state.assignments[id] = { userPermissionGroupAssignmentID: id, organisationUserLinkID, userPermissionGroupID };
  }
  for (const node of exampleOf(api, 'listOrganisationLinkRootNodes', 'barStaff')) {
    state.rootNodes.push({
      organisationUserLinkID: node.organisationUserLinkID ?? '',
      nodeID: node.nodeID,
      nodeType: node.nodeType,
    });
  }
  for (const node of exampleOf(api, 'listOrganisationSiteNodes', 'harbourFishBar')) {
    state.siteNodes[node.nodeID] = { ...node, organisationID: ESTATE_ORG };
  }
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
  const resetExample = requestExampleOf(api, 'passwordResetValidate');
  const resetUser = world.userByEmail(resetExample.email);
  if (resetUser) {
    state.passwordResets[resetExample.token] = {
      token: resetExample.token,
      email: resetExample.email,
      userID: resetUser.userID,
      expiryDateTimeUTC: world.daysFromNow(1),
    };
  }
  // Uma's change of email waiting for its link (the confirmation's example).
  const emailChange = requestExampleOf(api, 'userConfirmEmail');
  const changedUser = exampleOf(api, 'userConfirmEmail').userID ?? '';
  if (state.users[changedUser]) {
    state.emailChanges[emailChange.token] = {
      token: emailChange.token,
      userID: changedUser,
      email: emailChange.email,
      expiryDateTimeUTC: world.daysFromNow(1),
    };
  }

  // Applications, their packages, authorisations and Harbour Fish Bar's acceptances; the icons are the world's own.
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

  const byName = new Map(Object.values(state.organisations).map((o) => [o.name, o.organisationID]));
  for (const entry of exampleOf(api, 'queryAuditLog').reverse()) {
    state.audit.push({
      ...entry,
      organisationID: entry.organisationName ? (byName.get(entry.organisationName) ?? null) : null,
    });
  }
}

const TEAM_NAMES = [
  'Head Office',
  'Front of House',
  'Kitchen Team',
  'Bar Team',
  'Area Managers',
  'Support Desk',
  'Night Shift',
];
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase() || 'user';
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/** Organisations, users and their records around the estate, from faker with the options' seed. */
function generate(api: OpenAPIBackend, state: WorldState, world: World, options: SeedOptions): void {
  const organisations = Object.values(state.organisations);
  const root = organisations.find((o) => o.organisationType === OrganisationType.Root) ?? organisations[0];
  if (!root) throw new Error('The contract estate has no organisations');
  const codes = new Set(organisations.map((o) => o.organisationCode));
  const kapows = new Set(organisations.map((o) => o.kapow).filter((k): k is string => !!k));
  const posCores = Object.keys(state.posCoreInstances);
  const servers = Object.values(state.integrationServers);
  const serverOf = (type: IntegrationServerInstanceType) =>
    servers.find((s) => s.integrationServerInstanceType === type)?.integrationServerInstanceID ?? null;
  const dealers = organisations.filter((o) => o.organisationType === OrganisationType.Dealer);
  const groups = organisations.filter((o) => o.organisationType === OrganisationType.LicenseeGroup);

  const uniqueCode = (name: string) => {
    const letters =
      name
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 6) || 'ORG';
    let code = letters;
    for (let n = 2; codes.has(code); n++) code = clip(`${letters}${n}`, 16);
    codes.add(code);
    return code;
  };
  const newOrganisation = (type: OrganisationType, parent: OrganisationRecord): OrganisationRecord => {
    const name = clip(faker.company.name(), 32);
    const active = faker.number.float() < 0.9;
    const people = type !== OrganisationType.TemplatePublic && type !== OrganisationType.TemplatePrivate;
    const initialised = active && faker.number.float() < 0.85;
    const licensee = type === OrganisationType.Licensee;
    let kapow: string | null = null;
    if (licensee && faker.number.float() < 0.3) {
      do kapow = `KPW-${faker.string.numeric(5)}`;
      while (kapows.has(kapow));
      kapows.add(kapow);
    }
    const organisation: OrganisationRecord = {
      organisationID: faker.string.uuid(),
      organisationCode: uniqueCode(name),
      name,
      kapow,
      organisationType: type,
      posCoreInstanceID: initialised && (licensee || !people) ? (faker.helpers.arrayElement(posCores) ?? null) : null,
      remoteOrderServerInstanceID:
        initialised && licensee && faker.number.float() < 0.5
          ? serverOf(IntegrationServerInstanceType.RemoteOrderService)
          : null,
      dataExtractionServerInstanceID:
        initialised && licensee && faker.number.float() < 0.3
          ? serverOf(IntegrationServerInstanceType.DataExtractionService)
          : null,
      partnerServerInstanceID:
        initialised && licensee && faker.number.float() < 0.2
          ? serverOf(IntegrationServerInstanceType.PartnerServices)
          : null,
      reportingServerInstanceID:
        initialised && licensee && faker.number.float() < 0.2
          ? serverOf(IntegrationServerInstanceType.ReportingService)
          : null,
      parentOrganisationID: parent.organisationID,
      active,
      initialised,
      version: SEED_VERSION,
    };
    state.organisations[organisation.organisationID] = organisation;
    return organisation;
  };

  // A tree of several levels: dealers under the root, licensee groups under dealers, licensees under both, and
  // templates (public under the root, private under the groups).
  const extraOrgs = Math.max(0, options.orgs - organisations.length);
  for (let i = 0; i < extraOrgs; i++) {
    // Fixed proportions (not a roll per organisation), so even the smallest world has every level and kind.
    if (i % 16 === 0) dealers.push(newOrganisation(OrganisationType.Dealer, root));
    else if (i % 6 === 1)
      groups.push(newOrganisation(OrganisationType.LicenseeGroup, faker.helpers.arrayElement(dealers)));
    else if (i % 25 === 12) newOrganisation(OrganisationType.TemplatePublic, root);
    else if (i % 20 === 9 && groups.length)
      newOrganisation(OrganisationType.TemplatePrivate, faker.helpers.arrayElement(groups));
    else {
      const parent =
        groups.length && faker.number.float() < 0.7
          ? faker.helpers.arrayElement(groups)
          : faker.helpers.arrayElement(dealers);
      newOrganisation(OrganisationType.Licensee, parent);
    }
  }

  // Users, spread over the organisations that have people (the estate's Harbour Fish Bar keeps its own).
  const locales = exampleOf(api, 'localeList').map((l) => l.code);
  const currencies = exampleOf(api, 'currencyList').map((c) => c.code);
  const password = world.defaultPassword;
  const consentIds = state.consentDocuments.map((document) => document.consentDocumentID);
  const peopleOrgs = Object.values(state.organisations).filter(
    (o) =>
      o.organisationID !== ESTATE_ORG &&
      o.organisationType !== OrganisationType.TemplatePublic &&
      o.organisationType !== OrganisationType.TemplatePrivate &&
      o.organisationType !== OrganisationType.ConfigurationDefaults,
  );
  const estateUsers = Object.keys(state.users).length;
  const extraUsers = Math.max(0, options.users - estateUsers);
  const usersByOrg = new Map<string, UserRecord[]>();
  for (let i = 0; i < extraUsers; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const organisation = peopleOrgs[i % peopleOrgs.length] ?? root;
    const domain = `${slug(organisation.organisationCode)}.example`;
    const user: UserRecord = {
      userID: faker.string.uuid(),
      shortName: clip(firstName, 32),
      fullName: clip(`${firstName} ${lastName}`, 64),
      email: clip(`${slug(firstName)}.${slug(lastName)}${i + 1}`, 63 - domain.length) + `@${domain}`,
      locale: faker.helpers.arrayElement(locales),
      defaultCurrencyCode: faker.helpers.arrayElement(currencies),
      image: null,
      scopes: i < 2 ? [UserScope.superuser] : [],
      version: SEED_VERSION,
      password,
      consentDocumentIDs: [...consentIds],
    };
    state.users[user.userID] = user;
    usersByOrg.set(organisation.organisationID, [...(usersByOrg.get(organisation.organisationID) ?? []), user]);
  }

  // Each organisation's own teams, access, permission groups, sites, accounts and invitations.
  const packagesByApp = new Map<string, Schemas['ApplicationPackage'][]>();
  for (const pkg of Object.values(state.packages))
    packagesByApp.set(pkg.applicationID, [...(packagesByApp.get(pkg.applicationID) ?? []), pkg]);
  for (const list of packagesByApp.values())
    list.sort((a, b) => (a.dateTimeCreatedUTC < b.dateTimeCreatedUTC ? 1 : -1));
  const authorised = new Set(state.authorisations.map((a) => `${a.organisationID}|${a.applicationID}`));
  for (const organisation of peopleOrgs) {
    const orgId = organisation.organisationID;
    const people = usersByOrg.get(orgId) ?? [];
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
    const teamNames = faker.helpers.arrayElements(TEAM_NAMES, people.length >= 4 ? 2 : 1);
    const teams = teamNames.map((name) => {
      const teamID = faker.string.uuid();
      state.teams[teamID] = { teamID, name, ownerOrganisationID: orgId, version: SEED_VERSION };
      return teamID;
    });
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

    const licensee = organisation.organisationType === OrganisationType.Licensee;
    let outlets: string[] = [];
    if (licensee && organisation.initialised) {
      const groupId = faker.string.uuid();
      state.siteNodes[groupId] = {
        nodeID: groupId,
        name: `${faker.location.city()} Sites`,
        nodeType: SiteNodeType.OutletGroup,
        parentID: null,
        organisationID: orgId,
      };
      outlets = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
        const outletId = faker.string.uuid();
        state.siteNodes[outletId] = {
          nodeID: outletId,
          name: clip(faker.location.street(), 32),
          nodeType: SiteNodeType.Outlet,
          parentID: groupId,
          organisationID: orgId,
        };
        for (let till = 1; till <= faker.number.int({ min: 1, max: 2 }); till++) {
          const tillId = faker.string.uuid();
          state.siteNodes[tillId] = {
            nodeID: tillId,
            name: `Till ${till}`,
            nodeType: SiteNodeType.Terminal,
            parentID: outletId,
            organisationID: orgId,
          };
        }
        return outletId;
      });
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
    const admin = people[0];
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
  });
  return world;
}

/** Loads the contract and makes the world. */
export async function seedWorld(options: SeedOptions = defaultSeedOptions, now?: () => Date): Promise<World> {
  return createWorld(await loadContract(), options, now);
}
