import type { Schemas } from './contract';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './rules';

/**
 * Everything the world keeps: plain JSON (so `--state FILE` can write it as it is), one table per kind of record,
 * keyed by id. Records are the contract's own types; what a screen never reads back (passwords, tokens, owners) sits
 * beside them. Derived values (names on links, counts, summaries) are computed when asked for, never stored.
 * Records are read-only: a change stores a new record under its id, so a call's transaction (World.transaction)
 * sees every change in the tables it journals and can put them back.
 */
export type Table<T> = Record<string, Readonly<T>>;

/**
 * A new table. Tables are keyed by ids that requests name, so they have no prototype: `__proto__`, `constructor` or
 * `toString` is an ordinary key that no record has, never an inherited property or the table's prototype.
 */
export function newTable<T>(): Table<T> {
  return Object.create(null) as Table<T>;
}

/** The same records in a table without a prototype (a state file read back, whatever keys it holds). */
export function asTable<T>(records: unknown, stamp: (record: unknown) => unknown = (record) => record): Table<T> {
  const table = newTable<T>();
  if (records !== null && typeof records === 'object' && !Array.isArray(records)) {
    // JSON.parse keeps a "__proto__" key as an own property; copying it onto a table without a prototype keeps it so.
    for (const [id, record] of Object.entries(records)) table[id] = stamp(record) as T;
  }
  return table;
}

/**
 * Optional optimistic concurrency (contract `RecordVersion`): every record of a kind a save can be refused for
 * carries the version it was last saved at. The world's versions are a counter as text (`WorldState.lastVersion`),
 * one for the whole world, so a record deleted and made again under the same id never gets an old version back.
 */
export interface Versioned {
  version: string;
}

/** The version of every seeded record (and of app settings never saved); saves count up from it. */
export const SEED_VERSION = '1';

/** A user as answered (every field), with what no answer carries. */
export type UserRecord = Schemas['User'] &
  Versioned & {
    /** The password the world checks on change password (the seed gives every user the same, see seed.ts). */
    password: string;
    /** Consent documents the user accepted (the My Account "Consented Agreements"). */
    consentDocumentIDs: string[];
  };

export type OrganisationRecord = Schemas['Organisation'] & Versioned;
export type ClientRecord = Schemas['Client'] & Versioned;
// Whether a key or secret is stored is answered from the stored one (write-only), never kept beside it.
export type PosCoreInstanceRecord = Omit<Schemas['PosCoreInstance'], 'hasKey'> & Versioned;
export type DeploymentServerRecord = Omit<Schemas['DeploymentServerInstance'], 'hasKey'> & Versioned;
export type IntegrationServerRecord = Omit<Schemas['IntegrationServerInstance'], 'hasKey' | 'hasSecret'> & Versioned;

/**
 * What a user saved without these fields holds: SPEC 9's locale and currency, no scopes, and null for the rest, so
 * every answer carries every field (a save may send only the display name).
 */
export const userDefaults = () =>
  ({
    fullName: null,
    email: null,
    locale: DEFAULT_LOCALE,
    defaultCurrencyCode: DEFAULT_CURRENCY,
    image: null,
    scopes: [],
  }) satisfies Partial<UserRecord>;

/** What a client saved without these fields holds: null, and no redirect URIs. */
export const clientDefaults = () =>
  ({ description: null, homepage: null, imageBase64: null, redirectUris: [] }) satisfies Partial<ClientRecord>;

export interface TeamRecord extends Versioned {
  teamID: string;
  name: string;
  ownerOrganisationID: string;
}

export interface TeamMemberRecord extends Versioned {
  teamUserLinkID: string;
  teamID: string;
  userID: string;
}

export interface PermissionGroupRecord extends Versioned {
  userPermissionGroupID: string;
  organisationID: string;
  name: string;
  organisationDefault: boolean;
  permissions: Schemas['Permission'][];
}

export interface LinkRecord extends Versioned {
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

export interface ServiceAccountRecord extends Versioned {
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
  /** As the invitation sent them (without a link: there is none yet). */
  rootNodes: Schemas['RootNodeChange'][];
  teamMembershipIDs: string[];
}

/** A change of a user's own email, waiting for the link mailed to the new address (keyed by its token). */
export interface EmailChangeRecord {
  token: string;
  userID: string;
  email: string;
  expiryDateTimeUTC: string;
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

export type AppSettingsRecord = Schemas['AppSettings'] &
  Versioned & {
    organisationID: string;
    applicationID: string;
  };

/**
 * An audit entry as kept: the organisation it is of, and its record (`subject`) without whether that has been deleted
 * since, which is read from the tables when it is answered (world/history.ts).
 */
export type AuditRecord = Omit<Schemas['AuditLogEntry'], 'subject'> & {
  organisationID: string | null;
  subject?: Omit<Schemas['AuditSubject'], 'deleted'>;
};

/** A mail the world "sent" (invitations, password resets, email change links): QA reads them at /__world/outbox. */
export interface Mail {
  sentAt: string;
  to: string;
  subject: string;
  /** The console's address of the link in the mail (relative: /invitations/validate/..., /resetpassword/validate/...). */
  link: string;
  /** The link's token (conformance workflows read it, as a backend team's mail catcher would). */
  token: string;
  kind: MailKind;
  /** The organisation an invitation is from (its mail volume is counted per organisation too). */
  organisationID?: string;
}

/** What a mail is for: an invitation, a password reset, or the confirmation of a user's new email. */
export type MailKind = 'invitation' | 'passwordReset' | 'emailChange';

/**
 * How many requests for a mail of a kind may be made within a window: for one address, and (invitations) from one
 * organisation, or (email changes) by one user.
 */
export interface MailLimit {
  perAddress: number;
  perOrganisation?: number;
  perUser?: number;
  windowSeconds: number;
}

/** A request for a mail, counted against its kind's limit whether a mail went or not (world/mail-limits.ts). */
export interface MailRequest {
  kind: MailKind;
  /** The address, in lower case. */
  to: string;
  at: string;
  organisationID?: string;
  userID?: string;
}

export interface WorldState {
  users: Table<UserRecord>;
  organisations: Table<OrganisationRecord>;
  clients: Table<ClientRecord>;
  posCoreInstances: Table<PosCoreInstanceRecord>;
  deploymentServers: Table<DeploymentServerRecord>;
  integrationServers: Table<IntegrationServerRecord>;
  teams: Table<TeamRecord>;
  teamMembers: Table<TeamMemberRecord>;
  permissionGroups: Table<PermissionGroupRecord>;
  links: Table<LinkRecord>;
  assignments: Table<AssignmentRecord>;
  rootNodes: Readonly<RootNodeRecord>[];
  siteNodes: Table<SiteNodeRecord>;
  serviceAccounts: Table<ServiceAccountRecord>;
  invites: Table<InviteRecord>;
  passwordResets: Table<PasswordResetRecord>;
  emailChanges: Table<EmailChangeRecord>;
  applications: Table<ApplicationRecord>;
  packages: Table<Schemas['ApplicationPackage']>;
  authorisations: Readonly<AuthorisationRecord>[];
  acceptances: Table<AcceptanceRecord>;
  appSettings: Readonly<AppSettingsRecord>[];
  consentDocuments: Readonly<Schemas['ConsentDocument']>[];
  /** Newest last; only ever appended to. */
  audit: Readonly<AuditRecord>[];
  /** Newest last; only ever appended to. */
  outbox: Readonly<Mail>[];
  /** Newest last; only ever appended to. */
  mailRequests: Readonly<MailRequest>[];
  /** The last version given to a saved record (Versioned). */
  lastVersion: number;
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
  'emailChanges',
  'applications',
  'packages',
  'acceptances',
] as const satisfies readonly (keyof WorldState)[];

export type TableName = (typeof TABLES)[number];

/** The tables whose records are Versioned. */
const VERSIONED_TABLES: readonly TableName[] = [
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
  'serviceAccounts',
];

/** The lists a call may change (consent documents are the service's and never are). */
export const CHANGING_LISTS = [
  'rootNodes',
  'authorisations',
  'appSettings',
] as const satisfies readonly (keyof WorldState)[];
/** The lists a call only appends to. */
export const APPENDED_LISTS = ['audit', 'outbox', 'mailRequests'] as const satisfies readonly (keyof WorldState)[];
const LISTS = [...CHANGING_LISTS, 'consentDocuments', ...APPENDED_LISTS] as const;

/** The fields a table's records of an older state file may lack, filled as a save fills them now. */
const DEFAULTS: Partial<Record<TableName, () => object>> = { users: userDefaults, clients: clientDefaults };

/** A state read from a file: every table without a prototype, every list a list; anything else is refused. */
export function stateFromJson(json: unknown, empty: WorldState): WorldState {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error('not a saved world');
  const saved = json as Record<string, unknown>;
  const state = { ...empty };
  // A file saved before records had versions: each record gets the seed's version, and the counter goes on from the
  // highest version found, so a save never repeats one.
  let highest =
    typeof saved.lastVersion === 'number' && Number.isSafeInteger(saved.lastVersion) ? saved.lastVersion : 0;
  const stamp = (record: unknown): unknown => {
    if (record === null || typeof record !== 'object') return record;
    const version = (record as { version?: unknown }).version;
    if (typeof version !== 'string') return { ...record, version: SEED_VERSION };
    if (/^\d{1,15}$/.test(version)) highest = Math.max(highest, Number(version));
    return record;
  };
  for (const name of TABLES) {
    const defaults = DEFAULTS[name];
    const versioned = VERSIONED_TABLES.includes(name);
    (state as Record<string, unknown>)[name] = asTable(saved[name], (record) => {
      const stamped = versioned ? stamp(record) : record;
      return defaults && stamped !== null && typeof stamped === 'object' ? { ...defaults(), ...stamped } : stamped;
    });
  }
  for (const name of LISTS) {
    const list = saved[name];
    if (list !== undefined && !Array.isArray(list)) throw new Error(`${name} is not a list`);
    (state as Record<string, unknown>)[name] = name === 'appSettings' ? (list ?? []).map(stamp) : (list ?? []);
  }
  state.lastVersion = Math.max(highest, Number(SEED_VERSION));
  return state;
}
