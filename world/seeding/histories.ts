import { LinkType, UserScope } from '../../src/api/schema.gen';
import { inParentheses } from '../audit';
import type { AuditKind } from '../audit';
import type { SubjectType } from '../history';
import type { AuditRecord, UserRecord, WorldState } from '../state';
import type { World } from '../world';

/**
 * Believable histories for the seeded records (docs/mock-estate.md): each user, team, permission group, client,
 * server and organisation was created some months before the seed's day by an administrator who could have, and
 * edited once or twice since, each entry carrying real values: the record was created with the values its edits
 * later changed, and the last edit leaves it as it is now. Nothing is drawn from faker (the rest of the seed's draws
 * stay as they were): each record's dates, author and edits come from a hash of its id.
 */

const DAY = 86_400_000;

/**
 * The records of each kind given a history, the estate's first (they are seeded first): every record of the default
 * world (120 users, 40 organisations), and of a big one (--users 100000) the first 5,000, so its seed stays about as
 * long as it was (about 16 µs an entry: a million entries took 20 s more on the 2-core machine). A record beyond them
 * answers an empty history.
 */
const MOST_PER_KIND = 5_000;

/** A small deterministic number from a text (FNV-1a), the seed's "random" for a record's history. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 16777619);
  return hash >>> 0;
}

/** One edit of a record's history: the fields as they were before it (the rest as now) and its message. */
interface PastEdit {
  before: Record<string, unknown>;
  message: string;
}

/** What one kind of record's history needs: its kind, audit type, who made it, and its messages and edits. */
interface HistoryPlan<T extends object> {
  type: SubjectType;
  kind: AuditKind;
  /** The audit type of its edits (its `kind` without). */
  editKind?: AuditKind;
  /** The organisation the entries are of (null: the platform's). */
  organisationOf: (record: T) => string | null;
  created: (record: T) => string;
  /** The record's past edits, oldest first (none, one or two), from its hash. */
  edits: (record: T, hash: number) => PastEdit[];
}

/** The people who could have made a record's changes: its organisation's admins, else the service's super users. */
function authorsOf(state: WorldState) {
  const superUsers = Object.values(state.users).filter((u) => (u.scopes ?? []).includes(UserScope.superuser));
  const admins = new Map<string, UserRecord[]>();
  for (const link of Object.values(state.links)) {
    if (!link.isOrgAdmin || link.linkType !== LinkType.User) continue;
    const user = state.users[link.teamUserID];
    if (!user) continue;
    const list = admins.get(link.organisationID);
    if (list) list.push(user);
    else admins.set(link.organisationID, [user]);
  }
  return (organisationID: string | null, hash: number): UserRecord | null => {
    const people = (organisationID && admins.get(organisationID)) || superUsers;
    return people.length ? (people[hash % people.length] ?? null) : null;
  };
}

/** Writes a record's created entry and its edits, oldest first, dated over the months before `now`. */
function writeHistory<T extends object>(
  world: World,
  plan: HistoryPlan<T>,
  record: T,
  id: string,
  author: ReturnType<typeof authorsOf>,
  now: number,
): void {
  const hash = hashOf(`${plan.type}/${id}`);
  const edits = plan.edits(record, hash);
  const organisationID = plan.organisationOf(record);
  // Created 3 to 13 months ago; each edit 3 to 40 days after the one before it, the last at least 10 days ago.
  let at = now - (90 + (hash % 300)) * DAY;
  const states = [...edits.map((edit) => ({ ...record, ...edit.before })), record];
  const platformAuthor = author(null, hash);
  // An organisation itself is made by the service's administrators, its records by its own.
  const creator = plan.type === 'Organisation' ? platformAuthor : author(organisationID, hash);
  const first = states[0] ?? record;
  world.audit(
    plan.kind,
    creator,
    organisationID,
    plan.created(first),
    world.changeOf(plan.type, null, first),
    new Date(at),
  );
  edits.forEach((edit, step) => {
    at += (3 + ((hash >>> (step * 5)) % 38)) * DAY;
    const history = world.changeOf(plan.type, states[step] ?? record, states[step + 1] ?? record, record);
    const editor = author(organisationID, hash >>> 3);
    world.audit(plan.editKind ?? plan.kind, editor, organisationID, edit.message, history, new Date(at));
  });
}

/** A name's earlier form: its words in lower case after the first (a later edit put the capitals right), or "(new)". */
function earlierName(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  const lowered = [first, ...rest.map((word) => word.toLowerCase())].join(' ');
  return lowered !== name ? lowered : `${name} (new)`;
}

const renamed = (what: string, name: string) => ({
  before: { name: earlierName(name) },
  message: `${what} ${earlierName(name)} renamed to ${name}`,
});

/** Writes the seeded records' histories and puts the whole audit log in time order. */
export function seedHistories(world: World): void {
  const { state } = world;
  const author = authorsOf(state);
  const now = world.now().getTime();
  const label = (user: Pick<UserRecord, 'fullName' | 'shortName' | 'email' | 'userID'>) => world.userLabel(user);
  const each = <T extends object>(records: Record<string, T>, plan: HistoryPlan<T>, idOf: (record: T) => string) => {
    let written = 0;
    for (const id in records) {
      const record = records[id];
      if (!record || written++ >= MOST_PER_KIND) break;
      writeHistory(world, plan, record, idOf(record), author, now);
    }
  };
  each(
    state.users,
    {
      type: 'User',
      kind: 'UserCreated',
      editKind: 'UserUpdated',
      organisationOf: () => null,
      created: (user) => `User ${label(user)}${inParentheses(user.email)} created`,
      edits: (user, hash) => {
        const edits: PastEdit[] = [];
        if (user.fullName && hash % 2 === 0)
          edits.push({ before: { fullName: null }, message: `User ${label(user)} updated` });
        const locale = user.locale === 'en-GB' ? 'en-US' : 'en-GB';
        edits.push({ before: { locale }, message: `User ${label(user)} updated` });
        return edits;
      },
    },
    (user) => user.userID,
  );
  each(
    state.teams,
    {
      type: 'Team',
      kind: 'OrganisationUpdated',
      organisationOf: (team) => team.ownerOrganisationID,
      created: (team) => `Team ${team.name} created`,
      edits: (team) => [renamed('Team', team.name)],
    },
    (team) => team.teamID,
  );
  each(
    state.permissionGroups,
    {
      type: 'PermissionGroup',
      kind: 'OrganisationUpdated',
      organisationOf: (group) => group.organisationID,
      created: (group) => `Permission group ${group.name} created`,
      edits: (group) =>
        group.permissions.length > 1
          ? [
              {
                before: { permissions: group.permissions.slice(0, -1) },
                message: `Permission group ${group.name} updated`,
              },
            ]
          : [
              {
                before: { organisationDefault: !group.organisationDefault },
                message: `Permission group ${group.name} updated`,
              },
            ],
    },
    (group) => group.userPermissionGroupID,
  );
  each(
    state.clients,
    {
      type: 'Client',
      kind: 'ClientUpdated',
      organisationOf: () => null,
      created: (client) => `Client ${client.clientID} created`,
      edits: (client) => [
        client.description
          ? { before: { description: null }, message: `Client ${client.clientID} updated` }
          : { before: { name: earlierName(client.name) }, message: `Client ${client.clientID} updated` },
      ],
    },
    (client) => client.clientID,
  );
  // A server's address moved to https since it was made (or, with none, its name was put right).
  const serverPlan = <T extends { name: string; uri: string }>(
    type: SubjectType,
    kind: AuditKind,
    what: string,
  ): HistoryPlan<T> => ({
    type,
    kind,
    organisationOf: () => null,
    created: (server) => `${what} ${server.name} created`,
    edits: (server) => [
      server.uri.startsWith('https://')
        ? { before: { uri: server.uri.replace(/^https:/, 'http:') }, message: `${what} ${server.name} updated` }
        : { before: { name: earlierName(server.name) }, message: `${what} ${server.name} updated` },
    ],
  });
  each(
    state.posCoreInstances,
    serverPlan('PosCoreInstance', 'POSCoreInstanceUpdated', 'POS Core instance'),
    (s) => s.posCoreInstanceID,
  );
  each(
    state.deploymentServers,
    serverPlan('DeploymentServerInstance', 'DeploymentServerUpdated', 'Deployment server'),
    (s) => s.deploymentServerInstanceID,
  );
  each(
    state.integrationServers,
    serverPlan('IntegrationServerInstance', 'IntegrationServerUpdated', 'Integration server'),
    (s) => s.integrationServerInstanceID,
  );
  each(
    state.organisations,
    {
      type: 'Organisation',
      kind: 'OrganisationUpdated',
      organisationOf: (organisation) => organisation.organisationID,
      created: (o) => `Organisation ${o.name}${inParentheses(o.organisationCode)} created`,
      edits: (o) => [
        {
          before: { name: earlierName(o.name) },
          message: `Organisation profile saved: name ${earlierName(o.name)} -> ${o.name}`,
        },
      ],
    },
    (organisation) => organisation.organisationID,
  );
  // The log is newest last: the seeded histories go among the contract's example entries by their times.
  const byTime = (a: AuditRecord, b: AuditRecord) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0);
  state.audit = [...state.audit].sort(byTime);
}
