import { describe, expect, it } from 'vitest';
import { IntegrationServerInstanceType, LinkType, ServiceAccountType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';
import type { World } from '../world';

/** A record as a list answers it and a batch takes it back. */
type Row = Record<string, unknown> & { version?: string };
type Batch = { changes: Row[]; deletes: string[] };

const hfb = `/api/organisation/${ids.harbourFishBar}`;
const unknownId = '00000000-0000-4000-8000-0000000000ff';
const install = 'a0000000-0000-4000-8000-000000000003';

/** A user not linked to Harbour Fish Bar in any way (for a new link or member), nor the acting administrator. */
const outsider = (world: World) => {
  const inside = new Set([ids.alice, ...world.usersOf(ids.harbourFishBar).map((user) => user.userID)]);
  const user = Object.values(world.state.users).find((u) => !inside.has(u.userID));
  if (!user) throw new Error('The seed has users outside Harbour Fish Bar');
  return user.userID;
};

/** One batch call of a versioned kind, as the tests drive it. */
interface Kind {
  /** The list that answers the kind's records (what a conflict's `current` must look like). */
  list: string;
  batch: string;
  idOf: (row: Row) => string;
  /** The stored record the tests edit. */
  pick: (rows: Row[]) => Row | undefined;
  /** The record with a visible change (`n` tells the saves apart). */
  edit: (row: Row, n: number) => Row;
  /** The field the edit changes, as it reads back. */
  shown: (row: Row) => unknown;
  /** A new record. */
  added: (world: World) => Row;
  /** Clears what would refuse `added` (the service's one deployment server), before a test that adds. */
  makeRoom?: (world: World) => void;
  /** A change the world refuses with `refusedStatus` (not a conflict). */
  refused: (world: World) => Row;
  refusedStatus: 400 | 404;
}

const named = (row: Row, n: number): Row => ({ ...row, name: `Edited ${n}` });
const nameOf = (row: Row) => row.name;
const server = { uri: 'https://new.example.com', jwtSigningKey: 'new-key' };

const KINDS: Record<string, Kind> = {
  userBatch: {
    list: '/api/user',
    batch: '/api/user/batch',
    idOf: (row) => String(row.userID),
    pick: (rows) => rows.find((row) => row.userID === ids.sam),
    edit: (row, n) => ({ ...row, fullName: `Sam Edited ${n}` }),
    shown: (row) => row.fullName,
    added: () => ({ shortName: 'Nina', fullName: 'Nina North', email: 'nina@example.com', scopes: [] }),
    refused: () => ({ userID: unknownId, shortName: 'Ghost' }),
    refusedStatus: 400,
  },
  batchClients: {
    list: '/api/client',
    batch: '/api/client/batch',
    idOf: (row) => String(row.clientID),
    pick: (rows) => rows[0],
    edit: named,
    shown: nameOf,
    added: () => ({ clientID: 'kiosk', name: 'Kiosk', allowPasswordGrant: false, allowRemoteOrderingGrant: false }),
    refused: () => ({ clientID: ' ', name: 'No id', allowPasswordGrant: false, allowRemoteOrderingGrant: false }),
    refusedStatus: 400,
  },
  batchPosCoreInstances: {
    list: '/api/POSCoreInstance',
    batch: '/api/POSCoreInstance/batch',
    idOf: (row) => String(row.posCoreInstanceID),
    pick: (rows) => rows.find((row) => row.posCoreInstanceID === ids.euWest),
    edit: named,
    shown: nameOf,
    added: () => ({ name: 'New Core', ...server }),
    refused: () => ({ posCoreInstanceID: unknownId, name: 'Ghost', ...server }),
    refusedStatus: 404,
  },
  batchDeploymentServerInstances: {
    list: '/api/deploymentServerInstance',
    batch: '/api/deploymentServerInstance/batch',
    idOf: (row) => String(row.deploymentServerInstanceID),
    pick: (rows) => rows[0],
    edit: named,
    shown: nameOf,
    added: () => ({ name: 'New Deploy', ...server }),
    makeRoom: (world) => {
      world.state.deploymentServers = {};
    },
    refused: () => ({ deploymentServerInstanceID: unknownId, name: 'Ghost', ...server }),
    refusedStatus: 404,
  },
  batchIntegrationServerInstances: {
    list: '/api/integrationServerInstance',
    batch: '/api/integrationServerInstance/batch',
    idOf: (row) => String(row.integrationServerInstanceID),
    pick: (rows) => rows[0],
    edit: named,
    shown: nameOf,
    added: () => ({
      name: 'New Integration',
      integrationServerInstanceType: IntegrationServerInstanceType.RemoteOrderService,
      testInstance: true,
      ...server,
    }),
    refused: () => ({
      integrationServerInstanceID: unknownId,
      name: 'Ghost',
      integrationServerInstanceType: IntegrationServerInstanceType.RemoteOrderService,
      testInstance: true,
      ...server,
    }),
    refusedStatus: 404,
  },
  batchOrganisations: {
    list: '/api/Organisation',
    batch: '/api/organisation/batch',
    idOf: (row) => String(row.organisationID),
    pick: (rows) => rows.find((row) => row.organisationID === ids.crown),
    edit: named,
    shown: nameOf,
    added: () => ({
      organisationCode: 'PIER9',
      name: 'Pier Nine',
      organisationType: 1,
      parentOrganisationID: ids.harbourGroup,
      active: false,
      initialised: false,
    }),
    refused: () => ({ organisationCode: 'HFB', name: 'Copy', organisationType: 1, active: false, initialised: false }),
    refusedStatus: 400,
  },
  batchOrganisationTeams: {
    list: `${hfb}/team`,
    batch: `${hfb}/team/batch`,
    idOf: (row) => String(row.teamID),
    pick: (rows) => rows.find((row) => row.teamID === ids.barStaff),
    edit: named,
    shown: nameOf,
    added: () => ({ name: 'Deck Crew' }),
    refused: () => ({ name: ' ' }),
    refusedStatus: 400,
  },
  batchOrganisationTeamMembers: {
    list: `${hfb}/team/${ids.barStaff}/members`,
    batch: `${hfb}/team/${ids.barStaff}/members/batch`,
    idOf: (row) => String(row.teamUserLinkID),
    pick: (rows) => rows[0],
    // A membership has nothing to edit: saving it again is still a save, with a new version.
    edit: (row) => row,
    shown: (row) => row.userID,
    added: (world) => ({ teamID: ids.barStaff, userID: outsider(world) }),
    refused: () => ({ teamID: ids.barStaff, userID: unknownId }),
    refusedStatus: 400,
  },
  batchOrganisationLinks: {
    list: `${hfb}/links`,
    batch: `${hfb}/links/batch`,
    idOf: (row) => String(row.organisationUserLinkID),
    pick: (rows) => rows.find((row) => row.organisationUserLinkID === ids.umaLink),
    edit: (row, n) => ({ ...row, isOrgAdmin: n % 2 === 1 }),
    shown: (row) => row.isOrgAdmin,
    added: (world) => ({ linkType: LinkType.User, isOrgAdmin: false, teamUserID: outsider(world) }),
    refused: () => ({ linkType: LinkType.User, isOrgAdmin: false, teamUserID: unknownId }),
    refusedStatus: 400,
  },
  batchUserPermissionGroups: {
    list: `${hfb}/userpermissiongroup`,
    batch: `${hfb}/userpermissiongroup/batch`,
    idOf: (row) => String(row.userPermissionGroupID),
    pick: (rows) => rows.find((row) => row.userPermissionGroupID === ids.configEditors),
    edit: named,
    shown: nameOf,
    added: () => ({ name: 'Till Staff', organisationDefault: false, permissions: [] }),
    refused: () => ({ name: ' ' }),
    refusedStatus: 400,
  },
  batchOrganisationServiceAccounts: {
    list: `${hfb}/serviceaccounts`,
    batch: `${hfb}/serviceaccounts/batch`,
    idOf: (row) => String(row.serviceAccountID),
    pick: (rows) => rows[0],
    edit: named,
    shown: nameOf,
    added: () => ({ name: 'Kiosk Account', serviceAccountType: ServiceAccountType.POSServer }),
    refused: () => ({ name: ' ', serviceAccountType: ServiceAccountType.POSServer }),
    refusedStatus: 400,
  },
};

async function driver(kind: Kind) {
  const context = await testWorld();
  const { call, world } = context;
  const list = async () => (await call<Row[]>('GET', kind.list)).body;
  const find = async (id: string) => (await list()).find((row) => kind.idOf(row) === id);
  const batch = (body: Partial<Batch> & { deleteVersions?: Record<string, string> }) =>
    call<Batch | Schemas['ConflictError']>('POST', kind.batch, { body: { changes: [], deletes: [], ...body } });
  const saved = (answer: { body: unknown }) => (answer.body as Batch).changes;
  const stored = kind.pick(await list());
  if (!stored) throw new Error(`${kind.list}: the seed has the record the tests edit`);
  return { ...context, world, list, find, batch, saved, stored, id: kind.idOf(stored) };
}

/** Nothing of a refused call was applied: the same records, versions and audit log as before it. */
async function unchanged<Answer>(world: World, list: () => Promise<Row[]>, run: () => Promise<Answer>) {
  const rows = await list();
  const audit = world.state.audit.length;
  const lastVersion = world.state.lastVersion;
  const answer = await run();
  expect(await list()).toEqual(rows);
  expect(world.state.audit.length).toBe(audit);
  expect(world.state.lastVersion).toBe(lastVersion);
  return answer;
}

describe.each(Object.entries(KINDS))('%s: optional record versions', (_operation, kind) => {
  it('saves a change sent at the version loaded, with a new version; refuses one from the old version, applying nothing', async () => {
    const { world, batch, saved, stored, id, find, list } = await driver(kind);
    expect(stored.version).toEqual(expect.any(String));
    const first = await batch({ changes: [kind.edit(stored, 1)] });
    expect(first.status).toBe(200);
    const [afterFirst] = saved(first);
    expect(afterFirst?.version).toEqual(expect.any(String));
    expect(afterFirst?.version).not.toBe(stored.version);
    expect(await find(id)).toEqual(afterFirst);

    const stale = await unchanged(world, list, () => batch({ changes: [kind.edit(stored, 2)] }));
    expect(stale).toEqual({
      status: 409,
      body: { code: 'Conflict_RecordChanged', message: expect.any(String), conflicts: [{ id, current: afterFirst }] },
    });
    expect(kind.shown((await find(id)) ?? {})).toEqual(kind.shown(kind.edit(stored, 1)));
  });

  it('saves a change sent without a version whatever the stored version (last write wins)', async () => {
    const { batch, saved, stored, id, find } = await driver(kind);
    await batch({ changes: [kind.edit(stored, 1)] });
    const { version: _loaded, ...withoutVersion } = kind.edit(stored, 3);
    const answer = await batch({ changes: [withoutVersion] });
    expect(answer.status).toBe(200);
    expect(kind.shown((await find(id)) ?? {})).toEqual(kind.shown(kind.edit(stored, 3)));
    expect((await find(id))?.version).toBe(saved(answer)[0]?.version);
  });

  it('refuses a delete from an old version (deleteVersions), deletes at the current one, and then finds it gone', async () => {
    const { world, batch, saved, find, list } = await driver(kind);
    kind.makeRoom?.(world);
    const [added] = saved(await batch({ changes: [kind.added(world)] }));
    if (!added) throw new Error('added');
    const id = kind.idOf(added);
    const [changed] = saved(await batch({ changes: [kind.edit(added, 1)] }));
    const old = { [id]: added.version ?? '' };
    const stale = await unchanged(world, list, () => batch({ deletes: [id], deleteVersions: old }));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(expect.objectContaining({ conflicts: [{ id, current: changed }] }));
    expect(await find(id)).toEqual(changed);

    const current = { [id]: changed?.version ?? '' };
    expect((await batch({ deletes: [id], deleteVersions: current })).status).toBe(200);
    expect(await find(id)).toBeUndefined();
    // Deleted meanwhile: a delete or a change from any version is a conflict with nothing current.
    const gone = { status: 409, body: expect.objectContaining({ conflicts: [{ id, current: null }] }) };
    expect(await batch({ deletes: [id], deleteVersions: current })).toEqual(gone);
    expect(await batch({ changes: [kind.edit(changed ?? added, 2)] })).toEqual(gone);
  });

  it('is all or nothing: a second record refused (409, or 400/404) leaves the first unsaved', async () => {
    const { world, batch, stored, list } = await driver(kind);
    const staleSecond = await unchanged(world, list, () =>
      batch({ changes: [kind.added(world), { ...kind.edit(stored, 1), version: 'not-the-stored-one' }] }),
    );
    expect(staleSecond.status).toBe(409);
    const refusedSecond = await unchanged(world, list, () =>
      batch({ changes: [kind.edit(stored, 1), kind.refused(world)] }),
    );
    expect(refusedSecond.status).toBe(kind.refusedStatus);
  });
});

describe('a conflict', () => {
  it('names every stale record of the call, changes and deletes alike', async () => {
    const { call } = await testWorld();
    const teams = (await call<Row[]>('GET', `${hfb}/team`)).body;
    const one = teams.find((team) => team.teamID === ids.barStaff);
    const two = teams.find((team) => team.teamID === ids.kitchenManagers);
    if (!one || !two) throw new Error('Harbour Fish Bar has its two teams');
    const answer = await call<Schemas['ConflictError']>('POST', `${hfb}/team/batch`, {
      body: {
        changes: [
          { ...one, version: 'old' },
          { ...two, name: 'Current' },
        ],
        deletes: [ids.kitchenManagers],
        deleteVersions: { [ids.kitchenManagers]: 'old' },
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.conflicts).toEqual([
      { id: ids.barStaff, current: one },
      { id: ids.kitchenManagers, current: two },
    ]);
  });

  it('reads a delete version as the entry of its id only, never an inherited one (an id such as __proto__)', async () => {
    const { call } = await testWorld();
    const answer = await call('POST', '/api/client/batch', {
      body: { changes: [], deletes: ['__proto__'], deleteVersions: {} },
    });
    expect(answer.status).toBe(404);
  });
});

describe('every answer of a versioned record', () => {
  it('carries its version: lists, gets, the tree, the summary, the profile and the app settings', async () => {
    const { call } = await testWorld();
    const versioned = (rows: unknown) =>
      expect((rows as Row[]).map((row) => row.version)).toEqual(
        (rows as Row[]).map(() => expect.stringMatching(/^\d+$/)),
      );
    for (const kind of Object.values(KINDS)) versioned((await call('GET', kind.list)).body);
    versioned([(await call('GET', `/api/user/${ids.sam}`)).body]);
    versioned([(await call('GET', `${hfb}/team/${ids.barStaff}`)).body]);
    versioned([(await call('GET', `${hfb}/userpermissiongroup/${ids.configEditors}`)).body]);
    versioned([(await call('GET', `/api/posCoreInstance/${ids.euWest}`)).body]);
    versioned((await call<Schemas['TreeNode'][]>('GET', '/api/OrganisationTree')).body.map((node) => node.entity));
    versioned(
      (await call<Schemas['OrganisationSummary']>('GET', `/api/Organisation/summary/${ids.harbourFishBar}`)).body.links,
    );
    versioned([(await call('GET', `${hfb}/profile`)).body]);
    const tree = (await call<Schemas['AcceptanceTreeApp'][]>('GET', `${hfb}/acceptancestree`)).body;
    versioned(tree.map((app) => app.appSettings));
    versioned([(await call<unknown[]>('GET', '/Authentication/current')).body[0]]);
  });
});

describe('the organisation profile', () => {
  it('is the organisation: its version, saved from the version loaded, refused from an old one', async () => {
    const { call, world } = await testWorld();
    type Profile = Schemas['OrganisationProfile'];
    const profile = async () => (await call<Profile>('GET', `${hfb}/profile`)).body;
    const loaded = await profile();
    const organisation = () => world.state.organisations[ids.harbourFishBar];
    expect(loaded.version).toBe(organisation()?.version);

    const saved = await call<Profile>('POST', `${hfb}/profile`, { body: { ...loaded, name: 'Harbour Fish & Chips' } });
    expect(saved.body).toEqual({ ...loaded, name: 'Harbour Fish & Chips', version: organisation()?.version });
    expect(saved.body.version).not.toBe(loaded.version);

    const audit = world.state.audit.length;
    const stale = await call('POST', `${hfb}/profile`, { body: { ...loaded, name: 'Stale Name' } });
    expect(stale).toEqual({
      status: 409,
      body: {
        code: 'Conflict_RecordChanged',
        message: expect.any(String),
        conflicts: [{ id: ids.harbourFishBar, current: saved.body }],
      },
    });
    expect(await profile()).toEqual(saved.body);
    expect(world.state.audit.length).toBe(audit);

    const { version: _version, ...unversioned } = loaded;
    expect((await call('POST', `${hfb}/profile`, { body: { ...unversioned, name: 'Last Write' } })).status).toBe(200);
    expect((await profile()).name).toBe('Last Write');
  });

  it('changes its version when the organisation is saved, and is gone with it', async () => {
    const { call, world } = await testWorld();
    const organisation = (await call<Row[]>('GET', '/api/Organisation')).body.find(
      (o) => o.organisationID === ids.crown,
    );
    const profileOf = `/api/organisation/${ids.crown}/profile`;
    const loaded = (await call<Schemas['OrganisationProfile']>('GET', profileOf)).body;
    await call('POST', '/api/organisation/batch', {
      body: { changes: [{ ...organisation, active: false }], deletes: [] },
    });
    const stale = await call<Schemas['ConflictError']>('POST', profileOf, { body: { ...loaded, name: 'Crown' } });
    expect(stale.status).toBe(409);

    const pier = await call<Batch>('POST', '/api/organisation/batch', {
      body: { changes: [KINDS.batchOrganisations?.added(world)], deletes: [] },
    });
    const id = String(pier.body.changes[0]?.organisationID);
    const pierProfile = (await call<Schemas['OrganisationProfile']>('GET', `/api/organisation/${id}/profile`)).body;
    await call('POST', '/api/organisation/batch', { body: { changes: [], deletes: [id] } });
    expect(await call('POST', `/api/organisation/${id}/profile`, { body: pierProfile })).toEqual({
      status: 409,
      body: expect.objectContaining({ conflicts: [{ id, current: null }] }),
    });
  });
});

describe('app settings', () => {
  it('saves from the version loaded (the seed version for settings never saved), refuses an old one', async () => {
    const { call, world } = await testWorld();
    type Settings = Schemas['AppSettings'];
    const settings = async () =>
      (await call<Schemas['AcceptanceTreeApp'][]>('GET', `${hfb}/acceptancestree`)).body.find(
        (app) => app.applicationID === install,
      )?.appSettings;
    const loaded = await settings();
    if (!loaded) throw new Error('Harbour Fish Bar has the install app');
    const save = (body: Settings) => call<Settings>('POST', `${hfb}/appsettings/${install}`, { body });

    const saved = await save({ ...loaded, autoAccept: true, notBeforeTimeUTC: '2026-11-24 06:00:00' });
    expect(saved.status).toBe(200);
    expect(saved.body.version).not.toBe(loaded.version);
    expect(await settings()).toEqual(saved.body);

    const audit = world.state.audit.length;
    expect(await save({ ...loaded, autoAccept: false })).toEqual({
      status: 409,
      body: {
        code: 'Conflict_RecordChanged',
        message: expect.any(String),
        conflicts: [{ id: install, current: saved.body }],
      },
    });
    expect(await settings()).toEqual(saved.body);
    expect(world.state.audit.length).toBe(audit);

    const { version: _version, ...unversioned } = loaded;
    expect((await save({ ...unversioned, autoAccept: false })).status).toBe(200);
    expect((await settings())?.autoAccept).toBe(false);
  });
});

describe('the own profile', () => {
  it('is refused from an older version (an admin saved the user meanwhile), and saved from the current one', async () => {
    const { call, world } = await testWorld();
    const me = (await call<Schemas['User']>('GET', '/api/user/profile', { persona: 'orgAdmin' })).body;
    const myId = me.userID;
    if (!myId) throw new Error('the profile has no userID');
    const edited = await call<Batch>('POST', '/api/user/batch', {
      body: { changes: [{ ...me, email: 'oliver.new@harbourfishbar.example' }], deletes: [] },
    });
    expect(edited.status).toBe(200);
    const audit = world.state.audit.length;

    const stale = await call<Schemas['ConflictError']>('POST', '/api/user/profile', {
      persona: 'orgAdmin',
      body: { ...me, fullName: 'Oliver Stale' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.conflicts[0]?.id).toBe(myId);
    expect(stale.body.conflicts[0]?.current).toMatchObject({ email: 'oliver.new@harbourfishbar.example' });
    expect(world.state.users[myId]?.fullName).toBe(me.fullName);
    expect(world.state.audit.length).toBe(audit);

    const now = (await call<Schemas['User']>('GET', '/api/user/profile', { persona: 'orgAdmin' })).body;
    const saved = await call('POST', '/api/user/profile', {
      persona: 'orgAdmin',
      body: { ...now, fullName: 'Oliver O.' },
    });
    expect(saved.status).toBe(200);
    expect(world.state.users[myId]).toMatchObject({
      fullName: 'Oliver O.',
      email: 'oliver.new@harbourfishbar.example',
    });
  });
});

describe('saves outside the batches', () => {
  it('give the records they change a new version: a profile, an initialisation, a deleted integration server', async () => {
    const { call, world } = await testWorld();
    const version = () => world.state.users[ids.oliver]?.version;
    const before = version();
    const me = (await call<Schemas['User']>('GET', '/api/user/profile', { persona: 'orgAdmin' })).body;
    await call('POST', '/api/user/profile', { persona: 'orgAdmin', body: { ...me, fullName: 'Oliver O.' } });
    expect(version()).not.toBe(before);

    const integration = Object.values(world.state.integrationServers)[0];
    const user = Object.values(world.state.organisations).find(
      (o) =>
        integration &&
        [
          o.remoteOrderServerInstanceID,
          o.dataExtractionServerInstanceID,
          o.partnerServerInstanceID,
          o.reportingServerInstanceID,
        ].includes(integration.integrationServerInstanceID),
    );
    if (!integration || !user) throw new Error('The seed has an organisation on an integration server');
    const shore = await call<Batch>('POST', '/api/organisation/batch', {
      body: {
        changes: [
          {
            organisationCode: 'SHORE',
            name: 'Shoreline Grill',
            organisationType: 1,
            posCoreInstanceID: ids.euWest,
            parentOrganisationID: ids.harbourGroup,
            active: true,
            initialised: false,
          },
        ],
        deletes: [],
      },
    });
    const created = shore.body.changes[0];
    const initialise = {
      currencyCode: 'EUR',
      authorisedAppIds: [ids.posTerminal],
      initialAdminTeamID: null,
      initialAdminUserID: null,
      defaultConfigTemplateOrgCode: null,
    };
    await call('POST', `/api/organisation/${String(created?.organisationID)}/initialise`, { body: initialise });
    expect(world.state.organisations[String(created?.organisationID)]?.version).not.toBe(created?.version);
    await call('POST', '/api/integrationServerInstance/batch', {
      body: { changes: [], deletes: [integration.integrationServerInstanceID] },
    });
    expect(world.state.organisations[user.organisationID]?.version).not.toBe(user.version);
  });
});
