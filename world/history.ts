import type { OpenAPIBackend } from 'openapi-backend';
import { AuditSubjectType } from '../src/api/schema.gen';
import { auditChanges, type AuditChange, type DiffRules, type RecordFields } from './audit-diff';
import type { Schemas } from './contract';
import type { AuditRecord, TableName, WorldState } from './state';

/**
 * A record's history (docs/world.md): every audit entry of a change names its record (`subject`) and carries the
 * fields it set (`changes`, audit-diff.ts). Whether the record has been deleted since is not stored: it is read from
 * the state when an entry is answered.
 */
export type SubjectType = `${Schemas['AuditSubjectType']}`;
export type StoredSubject = Omit<Schemas['AuditSubject'], 'deleted'>;

/** What an audit entry says of its record: which one, and the fields the change set. */
export interface History {
  subject: StoredSubject;
  changes: AuditChange[];
}

/** Where each kind of record is kept: its table, the field of its id and the field naming its organisation. */
const KINDS: Record<SubjectType, { table: TableName; id: string; organisation: string | null }> = {
  User: { table: 'users', id: 'userID', organisation: null },
  Client: { table: 'clients', id: 'clientID', organisation: null },
  PosCoreInstance: { table: 'posCoreInstances', id: 'posCoreInstanceID', organisation: null },
  DeploymentServerInstance: { table: 'deploymentServers', id: 'deploymentServerInstanceID', organisation: null },
  IntegrationServerInstance: { table: 'integrationServers', id: 'integrationServerInstanceID', organisation: null },
  Organisation: { table: 'organisations', id: 'organisationID', organisation: 'organisationID' },
  Team: { table: 'teams', id: 'teamID', organisation: 'ownerOrganisationID' },
  PermissionGroup: { table: 'permissionGroups', id: 'userPermissionGroupID', organisation: 'organisationID' },
  ServiceAccount: { table: 'serviceAccounts', id: 'serviceAccountID', organisation: 'organisationID' },
  OrganisationUserLink: { table: 'links', id: 'organisationUserLinkID', organisation: 'organisationID' },
  Invite: { table: 'invites', id: 'organisationUserInviteID', organisation: 'organisationID' },
  Acceptance: { table: 'acceptances', id: 'applicationPackageAcceptanceID', organisation: 'organisationID' },
};

export const SUBJECT_TYPES = Object.values(AuditSubjectType) as SubjectType[];

/** The kinds of record an organisation's own history path reads (its own records: SPEC's organisation screens). */
export const ORGANISATION_SUBJECTS: ReadonlySet<SubjectType> = new Set([
  'Organisation',
  'Team',
  'PermissionGroup',
  'ServiceAccount',
  'OrganisationUserLink',
  'Invite',
  'Acceptance',
]);

/**
 * The world's bookkeeping that no save sets, left out of every change: a record's version (the concurrency check's,
 * state.ts), how many times a key or secret was set (keyVersion, secretVersion: counted by the world), the consent
 * documents a user accepted (not a field of the record's schema), and an invitation's token (a secret of the mail).
 * Counts computed when asked (a team's totalMembers, a group's totalAssignedUsers) are never stored, so never diffed.
 */
const BOOKKEEPING = ['version', 'keyVersion', 'secretVersion', 'consentDocumentIDs', 'token'];

/** The write-only fields of each kind of record: `writeOnly: true` on its schema's properties (through allOf). */
export function writeOnlyFieldsFrom(api: OpenAPIBackend): Record<SubjectType, readonly string[]> {
  const schemas = (api.definition.components?.schemas ?? {}) as Record<string, unknown>;
  const fields = {} as Record<SubjectType, readonly string[]>;
  for (const type of SUBJECT_TYPES) fields[type] = [...writeOnlyOf(schemas[type])].sort();
  return fields;
}

interface SchemaNode {
  properties?: Record<string, { writeOnly?: boolean }>;
  allOf?: unknown[];
}

function writeOnlyOf(schema: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (!schema || typeof schema !== 'object' || depth > 8) return found;
  const node = schema as SchemaNode;
  for (const [name, property] of Object.entries(node.properties ?? {})) if (property.writeOnly) found.add(name);
  for (const part of node.allOf ?? []) writeOnlyOf(part, found, depth + 1);
  return found;
}

/** The diff's rules of a kind of record. */
export const diffRulesOf = (writeOnly: readonly string[]): DiffRules => ({
  writeOnly: new Set(writeOnly),
  ignored: new Set(BOOKKEEPING),
});

/** A record as its history names it: its kind, its id and its organisation. */
export function subjectOf(type: SubjectType, record: Readonly<object>): StoredSubject {
  const kind = KINDS[type];
  const fields = record as Readonly<Record<string, unknown>>;
  const organisation = kind.organisation ? fields[kind.organisation] : null;
  return {
    type: type as Schemas['AuditSubjectType'],
    id: String(fields[kind.id] ?? ''),
    organisationID: typeof organisation === 'string' ? organisation : null,
  };
}

/** The history of one change of a record, from the record before and after (null: created, or deleted). */
export function historyOf(
  type: SubjectType,
  writeOnly: readonly string[],
  before: RecordFields,
  after: RecordFields,
  record: Readonly<object> = after ?? before ?? {},
): History {
  return { subject: subjectOf(type, record), changes: auditChanges(before, after, diffRulesOf(writeOnly)) };
}

/** Whether the record a subject names is still kept (as the answer is made). */
export function subjectExists(state: WorldState, subject: Pick<StoredSubject, 'type' | 'id'>): boolean {
  const table = state[KINDS[subject.type as SubjectType].table] as Record<string, unknown>;
  return Object.hasOwn(table, subject.id);
}

/** The record a subject names, as stored (undefined: none). */
export function storedSubject(state: WorldState, type: SubjectType, id: string): Record<string, unknown> | undefined {
  const table = state[KINDS[type].table] as Record<string, Record<string, unknown> | undefined>;
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/** The organisation of a stored record of that kind (null: a record of the platform). */
export const organisationOfRecord = (type: SubjectType, record: Readonly<object>) =>
  subjectOf(type, record).organisationID;

/** An audit entry as answered: its subject with whether the record has been deleted since, without the world's own. */
export function answeredEntry(state: WorldState, entry: AuditRecord): Schemas['AuditLogEntry'] {
  const { organisationID: _organisation, subject, ...rest } = entry;
  if (!subject) return rest;
  return { ...rest, subject: { ...subject, deleted: !subjectExists(state, subject) } };
}

const keyOf = (type: string, id: string) => `${type}\u0000${id}`;

/**
 * The audit entries of each record, by their place in the audit log (oldest first), so that a record's page does not
 * walk the whole log. The log is only appended to, so the index reads what was added since it last looked; a log cut
 * back (a call undone) or replaced (a reset) is read again from the start.
 */
export class HistoryIndex {
  private log: readonly AuditRecord[] | undefined;
  private read = 0;
  private last: AuditRecord | undefined;
  private readonly entries = new Map<string, number[]>();

  /** The places in the log of a record's entries, oldest first. */
  of(log: readonly AuditRecord[], type: string, id: string): readonly number[] {
    this.update(log);
    return this.entries.get(keyOf(type, id)) ?? [];
  }

  private update(log: readonly AuditRecord[]): void {
    if (log !== this.log || log.length < this.read || (this.read > 0 && log[this.read - 1] !== this.last)) {
      this.log = log;
      this.read = 0;
      this.entries.clear();
    }
    for (let at = this.read; at < log.length; at++) {
      const subject = log[at]?.subject;
      if (!subject) continue;
      const key = keyOf(subject.type, subject.id);
      const places = this.entries.get(key);
      if (places) places.push(at);
      else this.entries.set(key, [at]);
    }
    this.read = log.length;
    this.last = log[log.length - 1];
  }
}
