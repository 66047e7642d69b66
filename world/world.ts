import { randomBytes, randomUUID } from 'node:crypto';
import type { Persona } from '../src/api/mock-prefer';
import { LinkType } from '../src/api/schema.gen';
import type { AuditKind } from './audit';
import type { AuditChange, RecordFields } from './audit-diff';
import type { WorldCheck } from './checks';
import type { Schemas } from './contract';
import { notFound } from './errors';
import { HistoryIndex, historyOf, subjectOf, type History, type SubjectType } from './history';
import { keepAppended, keepList, swapTable } from './journal';
import { RecordLists } from './record-lists';
import {
  APPENDED_LISTS,
  CHANGING_LISTS,
  TABLES,
  type AuditRecord,
  type LinkRecord,
  type Mail,
  type MailKind,
  type MailLimit,
  type OrganisationRecord,
  type TableName,
  type UserRecord,
  type WorldState,
} from './state';

/** Who a persona is in the world: a user, and the organisation of their session (null: none). */
export interface PersonaUser {
  userID: string;
  organisationID: string | null;
}

export interface WorldSettings {
  personas: Record<Exclude<Persona, 'loggedOut'>, PersonaUser>;
  auditTypes: Record<AuditKind, number>;
  /** The component versions the admin summary lists (the service's own, not part of the state). */
  versions: Schemas['AdminSummaryVersion'][];
  /** Every seeded user's password, and a new user's until they change it. */
  defaultPassword: string;
  /** The contract's names of the organisation types (`x-enum-descriptions`), by type. */
  organisationTypeNames: Readonly<Record<number, string>>;
  /** The service's fixed lists, the contract's examples: locales, currencies, audit log types. */
  locales: Schemas['Locale'][];
  currencies: Schemas['Currency'][];
  auditDescriptions: Schemas['AuditLogTypeDescription'][];
  /** How many mails of each kind may go (the contract's `x-mail-limit`). */
  mailLimits: Record<MailKind, MailLimit>;
  /** The write-only fields of each kind of record (the contract's `writeOnly`): a history never carries their values. */
  writeOnly: Record<SubjectType, readonly string[]>;
  /** The checks this world leaves out (none, but in the conformance kit's tests: checks.ts). */
  without: readonly WorldCheck[];
  /** What the POS Core instances' own API answers (the contract's examples of a running instance). */
  remotePosCore: { versionInfo: Schemas['VersionInfoResponse']; exceptionsInfo: Schemas['ExceptionsInfoResponse'] };
}

/** The state and the queries and bookkeeping every area's handlers share. */
export class World {
  constructor(
    public state: WorldState,
    readonly settings: WorldSettings,
    /** The clock (tests fix it). */
    readonly now: () => Date = () => new Date(),
  ) {}

  /** Each table's records as listed, kept until the state may change (`transaction` tells it). */
  readonly lists = new RecordLists(() => this.state);

  /** A table's records (kept: listing 100,000 takes 50 ms, which a search as the admin types pays on every key). */
  recordsOf<K extends TableName>(name: K): readonly WorldState[K][string][] {
    return this.lists.of(name);
  }

  get defaultPassword(): string {
    return this.settings.defaultPassword;
  }

  newId(): string {
    return randomUUID();
  }

  /** The version of a record being saved: the world's next (state.ts, Versioned). */
  nextVersion(): string {
    this.state.lastVersion += 1;
    return String(this.state.lastVersion);
  }

  /**
   * Runs one call's change all or nothing: on a throw (a refusal midway, or a fault) the state is put back as it was
   * and the error goes on. While it runs, each table is a proxy that remembers the first value of every key written
   * (a journal: it costs what the call writes, not the size of the world); records are replaced, never changed in
   * place (their types are read-only), so the journal sees every change. The lists are copied (they are small) or,
   * when only appended to, cut back to their length.
   */
  transaction<T>(change: () => T): T {
    // Only the tables the call wrote (or put back) are listed afresh after it.
    const written = new Set<TableName>();
    const journaled = () => this.journaled(change, written);
    return this.lists.whileWriting(journaled, () => written);
  }

  /** The ids of the users the calls wrote since `takeUsersWritten` was last asked (or put back after a refusal). */
  private usersWritten = new Set<string>();

  /**
   * The ids of the users written since the last time this was asked, for an index kept across calls (EmailOwners'):
   * every write of a user happens in a call's transaction, whose journal names it.
   */
  takeUsersWritten(): ReadonlySet<string> {
    const taken = this.usersWritten;
    this.usersWritten = new Set();
    return taken;
  }

  private journaled<T>(change: () => T, written: Set<TableName>): T {
    const state = this.state;
    const undo: (() => void)[] = [];
    const userWritten = (key: string | symbol) => {
      if (typeof key === 'string') this.usersWritten.add(key);
    };
    const tables = TABLES.map((name) =>
      swapTable(state, name, undo, written, name === 'users' ? userWritten : undefined),
    );
    const lists = CHANGING_LISTS.map((name) => keepList(state, name));
    const appended = APPENDED_LISTS.map((name) => keepAppended(state, name));
    const lastVersion = state.lastVersion;
    try {
      return change();
    } catch (error) {
      for (const step of undo.reverse()) step();
      for (const restore of [...lists, ...appended]) restore();
      state.lastVersion = lastVersion;
      throw error;
    } finally {
      for (const putBack of tables) putBack();
    }
  }

  /** A token for an emailed link: URL-safe, as the console puts it in a path segment. */
  newToken(): string {
    return randomBytes(12).toString('base64url');
  }

  nowIso(): string {
    return this.now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  }

  user(id: string): UserRecord {
    const user = this.state.users[id];
    if (!user) throw notFound('User', id);
    return user;
  }

  organisation(id: string): OrganisationRecord {
    const organisation = this.state.organisations[id];
    if (!organisation) throw notFound('Organisation', id);
    return organisation;
  }

  /** The user as the contract shows it (no password). */
  userView(user: UserRecord): Schemas['User'] {
    const { password: _password, consentDocumentIDs: _consented, ...view } = user;
    return view;
  }

  /** A user's name as lists show it: the full name, else the display name. */
  displayName(user: Pick<UserRecord, 'fullName' | 'shortName'>): string {
    return user.fullName || user.shortName;
  }

  /** How an audit message names a user: the display name, else the email, else the id (never an empty text). */
  userLabel(user: Pick<UserRecord, 'fullName' | 'shortName' | 'email' | 'userID'>): string {
    return this.displayName(user).trim() || user.email?.trim() || user.userID;
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.recordsOf('users').find((user) => user.email?.toLowerCase() === wanted);
  }

  teamIdsOf(userID: string): Set<string> {
    return new Set(
      this.recordsOf('teamMembers')
        .filter((m) => m.userID === userID)
        .map((m) => m.teamID),
    );
  }

  /** The links that reach a user: their own user links and the links of the teams they are a member of. */
  linksReaching(userID: string): LinkRecord[] {
    const teams = this.teamIdsOf(userID);
    return this.recordsOf('links').filter((link) =>
      link.linkType === LinkType.User ? link.teamUserID === userID : teams.has(link.teamUserID),
    );
  }

  isOrgAdmin(userID: string, organisationID: string): boolean {
    return this.linksReaching(userID).some((link) => link.organisationID === organisationID && link.isOrgAdmin);
  }

  /** The users of an organisation: linked to it directly or through a team, or members of its own teams. */
  usersOf(organisationID: string): UserRecord[] {
    const teamIds = new Set(
      this.recordsOf('teams')
        .filter((team) => team.ownerOrganisationID === organisationID)
        .map((team) => team.teamID),
    );
    const ids = new Set<string>();
    for (const link of this.recordsOf('links')) {
      if (link.organisationID !== organisationID) continue;
      if (link.linkType === LinkType.User) ids.add(link.teamUserID);
      else teamIds.add(link.teamUserID);
    }
    for (const member of this.recordsOf('teamMembers')) if (teamIds.has(member.teamID)) ids.add(member.userID);
    return [...ids].map((id) => this.state.users[id]).filter((user): user is UserRecord => user !== undefined);
  }

  /** The users a link reaches: its user, or its team's members. */
  usersOfLink(link: Pick<LinkRecord, 'linkType' | 'teamUserID'>): string[] {
    if (link.linkType === LinkType.User) return [link.teamUserID];
    return this.recordsOf('teamMembers')
      .filter((m) => m.teamID === link.teamUserID)
      .map((m) => m.userID);
  }

  /** A link as the contract shows it, with the names and email filled in. */
  linkView(link: LinkRecord): Schemas['OrganisationUserLink'] {
    const organisation = this.state.organisations[link.organisationID];
    const user = link.linkType === LinkType.User ? this.state.users[link.teamUserID] : undefined;
    const team = link.linkType === LinkType.Team ? this.state.teams[link.teamUserID] : undefined;
    return {
      version: link.version,
      organisationUserLinkID: link.organisationUserLinkID,
      linkType: link.linkType,
      isOrgAdmin: link.isOrgAdmin,
      organisationID: link.organisationID,
      organisationName: organisation?.name ?? '',
      teamUserID: link.teamUserID,
      teamUserName: user ? this.displayName(user) : (team?.name ?? ''),
      userEmail: user?.email ?? null,
    };
  }

  childrenOf(organisationID: string | null): OrganisationRecord[] {
    if (organisationID !== null) return this.lists.where('organisations', 'parentOrganisationID', organisationID);
    return this.recordsOf('organisations').filter((o) => (o.parentOrganisationID ?? null) === null);
  }

  /** The organisation and its parents, nearest first. */
  ancestorsOf(organisationID: string): OrganisationRecord[] {
    const chain: OrganisationRecord[] = [];
    let current = this.state.organisations[organisationID];
    const seen = new Set<string>();
    while (current && !seen.has(current.organisationID)) {
      chain.push(current);
      seen.add(current.organisationID);
      current = current.parentOrganisationID ? this.state.organisations[current.parentOrganisationID] : undefined;
    }
    return chain;
  }

  descendantsOf(organisationID: string): OrganisationRecord[] {
    const found: OrganisationRecord[] = [];
    const seen = new Set<string>([organisationID]);
    const byParent = new Map<string, OrganisationRecord[]>();
    for (const organisation of this.recordsOf('organisations')) {
      const parent = organisation.parentOrganisationID;
      if (!parent) continue;
      const siblings = byParent.get(parent);
      if (siblings) siblings.push(organisation);
      else byParent.set(parent, [organisation]);
    }
    const queue = [...(byParent.get(organisationID) ?? [])];
    while (queue.length) {
      const next = queue.pop() as OrganisationRecord;
      if (seen.has(next.organisationID)) continue;
      seen.add(next.organisationID);
      found.push(next);
      queue.push(...(byParent.get(next.organisationID) ?? []));
    }
    return found;
  }

  /** Each record's entries in the audit log (kept beside it: a page of a record's history never walks the log). */
  readonly history = new HistoryIndex();

  /**
   * What an audit entry says of a change of a record: the record, and the fields that changed from `before` to `after`
   * (null before: created; null after: deleted). `record` names it when neither is the record itself (a team's members).
   */
  changeOf(type: SubjectType, before: RecordFields, after: RecordFields, record?: Readonly<object>): History {
    const history = historyOf(type, this.settings.writeOnly[type], before, after, record);
    if (before && after && history.changes.length === 0) this.unchanged.add(history);
    return history;
  }

  /**
   * The changes of a record that was and still is that set no field (a save of it as it was): no change of the
   * record (the contract's AuditChange), so `audit` writes no entry of one. An event that sets none (changeOn: a
   * token, a mail) is not among them.
   */
  private readonly unchanged = new WeakSet<History>();

  /** What an audit entry says of a change of a record given as its changes (a password replaced, a mail sent: none). */
  changeOn(type: SubjectType, record: Readonly<object>, changes: AuditChange[]): History {
    return { subject: subjectOf(type, record), changes };
  }

  /**
   * Writes an audit log entry for a change made by `actor` (null: the system), with the record it changed and the
   * fields it set (`history`: World.changeOf) when it changed one; nothing for a change of a record that set no field.
   */
  audit(
    kind: AuditKind,
    actor: UserRecord | null,
    organisationID: string | null,
    message: string,
    history?: History,
    /** When it was made (the seed's past entries); now without. */
    at?: Date,
  ): void {
    if (history && this.unchanged.has(history)) return;
    const organisation = organisationID ? this.state.organisations[organisationID] : undefined;
    const entry: AuditRecord = {
      auditLogType: this.settings.auditTypes[kind],
      userName: actor ? this.displayName(actor) : null,
      userID: actor?.userID ?? null,
      created: at ? at.toISOString().replace(/\.\d{3}Z$/, 'Z') : this.nowIso(),
      organisationName: organisation?.name ?? null,
      organisationID: organisation?.organisationID ?? null,
      message,
      ...history,
    };
    this.state.audit.push(entry);
  }

  /** "Sends" a mail: it goes to the outbox that QA reads. */
  mail(mail: Omit<Mail, 'sentAt'>): void {
    this.state.outbox.push({ sentAt: this.nowIso(), ...mail });
  }

  /** The same time `days` from now, as the contract's date-time. */
  daysFromNow(days: number): string {
    return new Date(this.now().getTime() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
}
