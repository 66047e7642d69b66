import type { Schemas } from './contract';

/**
 * Everything the world keeps: plain JSON (so `--state FILE` can write it as it is), one table per kind of record,
 * keyed by id. Records are the contract's own types; what a screen never reads back (passwords, tokens, owners) sits
 * beside them. Derived values (names on links, counts, summaries) are computed when asked for, never stored.
 */
export type Table<T> = Record<string, T>;

/**
 * A new table. Tables are keyed by ids that requests name, so they have no prototype: `__proto__`, `constructor` or
 * `toString` is an ordinary key that no record has, never an inherited property or the table's prototype.
 */
export function newTable<T>(): Table<T> {
  return Object.create(null) as Table<T>;
}

/** The same records in a table without a prototype (a state file read back, whatever keys it holds). */
export function asTable<T>(records: unknown): Table<T> {
  const table = newTable<T>();
  if (records !== null && typeof records === 'object' && !Array.isArray(records)) {
    // JSON.parse keeps a "__proto__" key as an own property; copying it onto a table without a prototype keeps it so.
    for (const [id, record] of Object.entries(records)) table[id] = record as T;
  }
  return table;
}

export type UserRecord = Schemas['User'] & {
  userID: string;
  /** The password the world checks on change password (the seed gives every user the same, see seed.ts). */
  password: string;
  /** Consent documents the user accepted (the My Account "Consented Agreements"). */
  consentDocumentIDs: string[];
};

export type OrganisationRecord = Schemas['Organisation'] & {
  organisationID: string;
};

export interface TeamRecord {
  teamID: string;
  name: string;
  ownerOrganisationID: string;
}

export interface TeamMemberRecord {
  teamUserLinkID: string;
  teamID: string;
  userID: string;
}

export interface PermissionGroupRecord {
  userPermissionGroupID: string;
  organisationID: string;
  name: string;
  organisationDefault: boolean;
  permissions: Schemas['Permission'][];
}

export interface LinkRecord {
  organisationUserLinkID: string;
  organisationID: string;
  linkType: Schemas['LinkType'];
  isOrgAdmin: boolean;
  teamUserID: string;
}

export interface AssignmentRecord {
  userPermissionGroupAssignmentID: string;
  organisationUserLinkID: string;
  userPermissionGroupID: string;
}

export interface RootNodeRecord {
  organisationUserLinkID: string;
  nodeID: string;
  nodeType: Schemas['RootNodeType'];
}

export interface ServiceAccountRecord {
  serviceAccountID: string;
  organisationID: string;
  name: string;
  serviceAccountType: Schemas['ServiceAccountType'];
  rootNodeID: string | null;
  rootNodeType: Schemas['RootNodeType'] | null;
  integrationServerPermissions: Schemas['PermissionId'][];
}

export interface InviteRecord {
  organisationUserInviteID: string;
  organisationID: string;
  email: string;
  isOrgAdmin: boolean;
  token: string;
  expiryDateTimeUTC: string;
  senderUserID: string | null;
  senderName: string;
  permissionGroupIDs: string[];
  rootNodes: Schemas['RootNode'][];
  teamMembershipIDs: string[];
}

export interface PasswordResetRecord {
  token: string;
  email: string;
  userID: string;
  expiryDateTimeUTC: string;
}

export type SiteNodeRecord = Schemas['SiteNode'] & {
  organisationID: string;
};

export interface ApplicationRecord {
  applicationID: string;
  applicationName: string;
  applicationDescription: string;
  iconUri: string | null;
}

export interface AuthorisationRecord {
  organisationID: string;
  applicationID: string;
  /** null: Unauthorised. */
  applicationPackageID: string | null;
}

export type AcceptanceRecord = Schemas['Acceptance'] & {
  organisationID: string;
};

export type AppSettingsRecord = Schemas['AppSettings'] & {
  organisationID: string;
  applicationID: string;
};

export type AuditRecord = Schemas['AuditLogEntry'] & {
  organisationID: string | null;
};

/** A mail the world "sent" (invitations, password resets): QA reads them at /__world/outbox. */
export interface Mail {
  sentAt: string;
  to: string;
  subject: string;
  /** The console's address of the link in the mail (relative: /invitations/validate/..., /resetpassword/validate/...). */
  link: string;
  /** The link's token (conformance workflows read it, as a backend team's mail catcher would). */
  token: string;
  kind: 'invitation' | 'passwordReset';
}

export interface WorldState {
  users: Table<UserRecord>;
  organisations: Table<OrganisationRecord>;
  clients: Table<Schemas['Client']>;
  posCoreInstances: Table<Schemas['PosCoreInstance']>;
  deploymentServers: Table<Schemas['DeploymentServerInstance']>;
  integrationServers: Table<Schemas['IntegrationServerInstance']>;
  teams: Table<TeamRecord>;
  teamMembers: Table<TeamMemberRecord>;
  permissionGroups: Table<PermissionGroupRecord>;
  links: Table<LinkRecord>;
  assignments: Table<AssignmentRecord>;
  rootNodes: RootNodeRecord[];
  siteNodes: Table<SiteNodeRecord>;
  serviceAccounts: Table<ServiceAccountRecord>;
  invites: Table<InviteRecord>;
  passwordResets: Table<PasswordResetRecord>;
  applications: Table<ApplicationRecord>;
  packages: Table<Schemas['ApplicationPackage']>;
  authorisations: AuthorisationRecord[];
  acceptances: Table<AcceptanceRecord>;
  appSettings: AppSettingsRecord[];
  consentDocuments: Schemas['ConsentDocument'][];
  /** Newest last. */
  audit: AuditRecord[];
  /** Newest last. */
  outbox: Mail[];
}

/** The parts of the state that are tables (the others are lists). */
export const TABLES = [
  'users',
  'organisations',
  'clients',
  'posCoreInstances',
  'deploymentServers',
  'integrationServers',
  'teams',
  'teamMembers',
  'permissionGroups',
  'links',
  'assignments',
  'siteNodes',
  'serviceAccounts',
  'invites',
  'passwordResets',
  'applications',
  'packages',
  'acceptances',
] as const satisfies readonly (keyof WorldState)[];

const LISTS = [
  'rootNodes',
  'authorisations',
  'appSettings',
  'consentDocuments',
  'audit',
  'outbox',
] as const satisfies readonly (keyof WorldState)[];

/** A state read from a file: every table without a prototype, every list a list; anything else is refused. */
export function stateFromJson(json: unknown, empty: WorldState): WorldState {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error('not a saved world');
  const saved = json as Record<string, unknown>;
  const state = { ...empty };
  for (const name of TABLES) (state as Record<string, unknown>)[name] = asTable(saved[name]);
  for (const name of LISTS) {
    const list = saved[name];
    if (list !== undefined && !Array.isArray(list)) throw new Error(`${name} is not a list`);
    (state as Record<string, unknown>)[name] = list ?? [];
  }
  return state;
}
