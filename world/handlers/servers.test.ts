import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../src/api/mock-prefer';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

type Organisation = Schemas['Organisation'];
type OrganisationChange = Schemas['OrganisationChange'];
type TreeNode = Schemas['TreeNode'];

const newOrganisation = (code: string, name: string, extra: Partial<OrganisationChange> = {}): OrganisationChange => ({
  organisationCode: code,
  name,
  organisationType: 1,
  posCoreInstanceID: null,
  remoteOrderServerInstanceID: null,
  dataExtractionServerInstanceID: null,
  partnerServerInstanceID: null,
  reportingServerInstanceID: null,
  parentOrganisationID: ids.harbourGroup,
  active: false,
  initialised: false,
  ...extra,
});

/** Every node of a tree answer, at every depth. */
const allNodes = (tree: TreeNode[]): TreeNode[] => tree.flatMap((node) => [node, ...allNodes(node.children ?? [])]);

describe('organisations', () => {
  it('creates an organisation under its parent, found in the tree and the lists', async () => {
    const { call } = await testWorld();
    const saved = await call<{ changes: Organisation[] }>('POST', '/api/organisation/batch', {
      body: { changes: [newOrganisation('PIER9', 'Pier Nine Kitchen')], deletes: [] },
    });
    const pier = saved.body.changes[0];
    expect(pier).toEqual(expect.objectContaining({ organisationCode: 'PIER9', kapow: null, initialised: false }));
    const children = await call<TreeNode[]>('GET', `/api/OrganisationTree/${ids.harbourGroup}`);
    expect(children.body.map((n) => n.name)).toContain('Pier Nine Kitchen');
    const filtered = await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=pier%20nine');
    // The match with the path down to it from the root.
    expect(filtered.body.map((n) => n.name)).toEqual(['Kappa POS Platform']);
    const path: string[] = [];
    for (let node = filtered.body[0]; node; node = node.children?.[0]) path.push(node.name);
    expect(path).toEqual([
      'Kappa POS Platform',
      'Northwind Retail Systems',
      'Harbour Hospitality Group',
      'Pier Nine Kitchen',
    ]);
    const parents = await call<Schemas['OptionValue'][]>('GET', '/api/organisation/parentvalues');
    expect(parents.body.some((o) => o.key === pier?.organisationID)).toBe(true);
    // The optional limit: the first matches only, each still under its ancestors.
    const count = (nodes: TreeNode[]): number =>
      nodes.reduce((total, node) => total + 1 + count(node.children ?? []), 0);
    const everyHarbour = await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=harbour');
    const oneHarbour = await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=harbour&limit=1');
    expect(count(oneHarbour.body)).toBeLessThan(count(everyHarbour.body));
    expect(oneHarbour.body.map((n) => n.name)).toEqual(['Kappa POS Platform']);
  });

  it('refuses a code already in use, an unknown POS Core, and keeps the code and kapow on update', async () => {
    const { call } = await testWorld();
    const post = (organisation: OrganisationChange) =>
      call<{ changes: Organisation[] }>('POST', '/api/organisation/batch', {
        body: { changes: [organisation], deletes: [] },
      });
    expect((await post(newOrganisation('hfb', 'Another Fish Bar'))).body).toEqual({
      code: 'OrganisationCodeAlreadyInUse',
    });
    expect(
      (await post(newOrganisation('NEW1', 'New One', { posCoreInstanceID: '90000000-0000-4000-8000-0000000000ff' })))
        .body,
    ).toEqual({ code: 'InvalidPOSCoreInstance' });
    const root = (await call<Organisation[]>('GET', '/api/Organisation')).body.find(
      (o) => o.organisationID === ids.root,
    ) as Organisation;
    const { kapow: _kapow, ...sent } = root;
    const saved = await post({ ...sent, organisationCode: 'CHANGED', name: 'Kappa Platform' });
    expect(saved.body.changes[0]).toEqual(
      expect.objectContaining({ organisationCode: 'ROOT', kapow: 'KPW-0001', name: 'Kappa Platform' }),
    );
  });

  it('computes the admin summary from the world', async () => {
    const { call, world } = await testWorld();
    const before = (await call<Schemas['AdminSummary']>('GET', '/admin/summary/')).body;
    expect(before.totalUsers).toBe(Object.keys(world.state.users).length);
    await call('POST', '/api/organisation/batch', {
      body: {
        changes: [newOrganisation('PIER9', 'Pier Nine Kitchen', { posCoreInstanceID: ids.euWest })],
        deletes: [],
      },
    });
    const after = (await call<Schemas['AdminSummary']>('GET', '/admin/summary/')).body;
    expect(after.totalInactiveOrganisations).toBe(before.totalInactiveOrganisations + 1);
    const euWest = (summary: Schemas['AdminSummary']) =>
      summary.posCoreInstances.find((p) => p.posCoreInstanceID === ids.euWest)?.totalOrganisations ?? 0;
    expect(euWest(after)).toBe(euWest(before) + 1);
  });

  it('answers the filtered tree without entities: every node with its own marks instead, also with a limit', async () => {
    const { call, world } = await testWorld();
    // An inactive, uninitialised match under active ones, so the marks differ by depth.
    await call('POST', '/api/organisation/batch', {
      body: { changes: [newOrganisation('PIER9', 'Harbour Pier Kitchen')], deletes: [] },
    });
    // The full answer with each node's entity read as the slim answer should carry it (the test's own reading).
    const withoutEntity = (tree: TreeNode[]): TreeNode[] =>
      tree.map(({ entity, children, ...node }) => ({
        ...node,
        children: children ? withoutEntity(children) : children,
        active: entity?.active,
        initialised: entity?.initialised,
      }));
    for (const limit of ['', '&limit=2']) {
      const full = await call<TreeNode[]>('GET', `/api/OrganisationTree/filtered?query=harbour${limit}`);
      const slim = await call<TreeNode[]>('GET', `/api/OrganisationTree/filtered?query=harbour${limit}&entities=false`);
      expect(slim.status).toBe(200);
      expect(slim.body).toEqual(withoutEntity(full.body));
      const every = allNodes(slim.body);
      expect(new Set(every.map((node) => (node.children?.length ? 'parent' : 'leaf')))).toEqual(
        new Set(['parent', 'leaf']),
      );
      for (const node of every) {
        expect(node, node.name).not.toHaveProperty('entity');
        const organisation = world.state.organisations[node.id];
        expect({ active: node.active, initialised: node.initialised }, node.name).toEqual({
          active: organisation?.active,
          initialised: organisation?.initialised,
        });
      }
      if (!limit) {
        const pier = every.find((node) => node.name === 'Harbour Pier Kitchen');
        expect(pier).toEqual(expect.objectContaining({ active: false, initialised: false }));
        expect(every.find((node) => node.id === ids.root)).toEqual(
          expect.objectContaining({ active: true, initialised: true }),
        );
      }
    }
    const limited = await call<TreeNode[]>(
      'GET',
      '/api/OrganisationTree/filtered?query=harbour&limit=1&entities=false',
    );
    const unlimited = await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=harbour&entities=false');
    expect(allNodes(limited.body).length).toBeLessThan(allNodes(unlimited.body).length);
  });

  it('answers the filtered tree with entities as before, when asked for them or not asked', async () => {
    const { call } = await testWorld();
    const plain = await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=harbour');
    const asked = await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=harbour&entities=true');
    expect(asked.body).toEqual(plain.body);
    const limited = await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=harbour&limit=1&entities=true');
    expect(limited.body).toEqual(
      (await call<TreeNode[]>('GET', '/api/OrganisationTree/filtered?query=harbour&limit=1')).body,
    );
    expect(allNodes(plain.body).length).toBeGreaterThan(1);
    for (const node of allNodes(plain.body)) {
      expect(node.entity?.organisationID, node.name).toBe(node.id);
      expect(node, node.name).not.toHaveProperty('active');
      expect(node, node.name).not.toHaveProperty('initialised');
    }
  });

  it('answers one organisation as the list does, at its current version, and 404 NotFound for an unknown id', async () => {
    const { call } = await testWorld();
    const listed = (await call<Organisation[]>('GET', '/api/Organisation')).body;
    const fishBar = listed.find((o) => o.organisationID === ids.harbourFishBar);
    const one = await call<Organisation>('GET', `/api/Organisation/${ids.harbourFishBar}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(fishBar);
    expect(one.body.version).toEqual(expect.any(String));
    // Saved by another admin: read again, it has the new values and version.
    const saved = await call<{ changes: Organisation[] }>('POST', '/api/organisation/batch', {
      body: { changes: [{ ...fishBar, name: 'Harbour Fish Bar & Grill' }], deletes: [] },
    });
    const again = await call<Organisation>('GET', `/api/Organisation/${ids.harbourFishBar}`);
    expect(again.body).toEqual(saved.body.changes[0]);
    expect(again.body.version).not.toBe(one.body.version);
    const unknownId = '10000000-0000-4000-8000-0000000000ff';
    expect(await call('GET', `/api/Organisation/${unknownId}`)).toEqual({
      status: 404,
      body: { code: 'NotFound', message: `Organisation ${unknownId} does not exist` },
    });
    // An id the contract's uuid cannot hold is no organisation to look for: the request itself is bad.
    for (const id of ['__proto__', 'constructor']) {
      expect((await call('GET', `/api/Organisation/${id}`)).status, id).toBe(400);
    }
  });

  it('answers one organisation to exactly the roles it answers the list to', async () => {
    const { call } = await testWorld();
    for (const persona of PERSONAS) {
      const list = await call<Organisation[]>('GET', '/api/Organisation', { persona });
      const one = await call<Organisation>('GET', `/api/Organisation/${ids.harbourFishBar}`, { persona });
      expect(one.status, persona).toBe(list.status);
      if (list.status === 200)
        expect(one.body, persona).toEqual(list.body.find((o) => o.organisationID === ids.harbourFishBar));
      else expect(one.body, persona).toEqual(list.body);
    }
  });
});

describe('clients and servers', () => {
  it('takes __proto__, constructor and toString as ordinary ids: unknown until saved, then kept as any other', async () => {
    const { call } = await testWorld();
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect((await call('GET', `/api/client/${id}`)).status, id).toBe(404);
      // A user's id is a uuid: these are refused as bad requests before any table is read.
      expect((await call('GET', `/api/user/${id}`)).status, id).toBe(400);
    }
    const client = { name: 'Ctor', allowPasswordGrant: false, allowRemoteOrderingGrant: false, redirectUris: [] };
    for (const clientID of ['constructor', '__proto__']) {
      const saved = await call('POST', '/api/client/batch', {
        body: { changes: [{ ...client, clientID }], deletes: [] },
      });
      expect(saved.status, clientID).toBe(200);
      expect((await call<Schemas['Client']>('GET', `/api/client/${clientID}`)).body.clientID).toBe(clientID);
    }
    const listed = await call<Schemas['Client'][]>('GET', '/api/client');
    expect(listed.body.filter((c) => c.clientID === 'constructor' || c.clientID === '__proto__')).toHaveLength(2);
  });

  it('answers a client saved with only its required fields with every field: no text or image as null, no URIs []', async () => {
    const { call } = await testWorld();
    const saved = await call<{ changes: Schemas['Client'][] }>('POST', '/api/client/batch', {
      body: {
        changes: [{ clientID: 'bare', name: 'Bare', allowPasswordGrant: false, allowRemoteOrderingGrant: true }],
        deletes: [],
      },
    });
    expect(saved.status).toBe(200);
    const bare = saved.body.changes[0];
    expect(bare).toEqual({
      clientID: 'bare',
      name: 'Bare',
      description: null,
      homepage: null,
      allowPasswordGrant: false,
      allowRemoteOrderingGrant: true,
      imageBase64: null,
      redirectUris: [],
      version: bare?.version,
    });
    expect((await call<Schemas['Client']>('GET', '/api/client/bare')).body).toEqual(bare);
  });

  it('saves a client without keeping its secret, and deletes it', async () => {
    const { call } = await testWorld();
    const client = {
      clientID: 'kiosk',
      name: 'Kiosk',
      allowPasswordGrant: false,
      allowRemoteOrderingGrant: false,
      newClientSecret: 'S3cret-value',
      redirectUris: [],
    };
    const saved = await call<{ changes: Schemas['Client'][] }>('POST', '/api/client/batch', {
      body: { changes: [client], deletes: [] },
    });
    expect(saved.body.changes[0]).not.toHaveProperty('newClientSecret');
    expect((await call<Schemas['Client']>('GET', '/api/client/kiosk')).body.name).toBe('Kiosk');
    await call('POST', '/api/client/batch', { body: { changes: [], deletes: ['kiosk'] } });
    expect((await call('GET', '/api/client/kiosk')).status).toBe(404);
  });

  it('never answers a signing key or secret, only whether one is stored; an omitted one is kept, a sent one replaces', async () => {
    const { call, world } = await testWorld();
    const keyed = ['jwtSigningKey', 'secret'];
    const lists = ['/api/POSCoreInstance', '/api/deploymentServerInstance', '/api/integrationServerInstance'];
    for (const path of lists) {
      const listed = await call<Record<string, unknown>[]>('GET', path);
      expect(listed.body.length).toBeGreaterThan(0);
      for (const record of listed.body) {
        for (const name of keyed) expect(record).not.toHaveProperty(name);
        expect(record.hasKey).toEqual(expect.any(Boolean));
      }
    }
    type Integration = Schemas['IntegrationServerInstance'];
    const [first] = (await call<Integration[]>('GET', '/api/integrationServerInstance')).body;
    const id = first?.integrationServerInstanceID ?? '';
    const stored = world.state.integrationServers[id];
    expect(stored?.jwtSigningKey).toEqual(expect.any(String));
    expect(first).toEqual(expect.objectContaining({ hasKey: true, hasSecret: Boolean(stored?.secret) }));
    const one = await call<Integration>('GET', `/api/integrationServerInstance/${id}`);
    for (const name of keyed) expect(one.body).not.toHaveProperty(name);

    // Each save sends the record as the last answer gave it (its version).
    let latest = first as Integration;
    const save = async (change: Partial<Integration>) => {
      const answer = await call<{ changes: Integration[] }>('POST', '/api/integrationServerInstance/batch', {
        body: { changes: [{ ...latest, ...change }], deletes: [] },
      });
      latest = answer.body.changes[0] ?? latest;
      return answer;
    };
    const counts = { keyVersion: first?.keyVersion ?? -1, secretVersion: first?.secretVersion ?? -1 };
    expect(counts.keyVersion).toBeGreaterThan(0);
    // A save that sends a count does not set it: the world counts.
    const kept = await save({ name: 'Renamed', hasKey: true, keyVersion: 40, secretVersion: 40 });
    expect(kept.body.changes[0]).toEqual(expect.objectContaining({ name: 'Renamed', hasKey: true, ...counts }));
    for (const name of keyed) expect(kept.body.changes[0]).not.toHaveProperty(name);
    expect(world.state.integrationServers[id]?.jwtSigningKey).toBe(stored?.jwtSigningKey);
    const replaced = await save({ jwtSigningKey: 'replaced-key', secret: 'new-secret' });
    expect(world.state.integrationServers[id]?.jwtSigningKey).toBe('replaced-key');
    expect(world.state.integrationServers[id]?.secret).toBe('new-secret');
    // Each replacement raises its own count, so two admins' replacements are told apart.
    expect(replaced.body.changes[0]).toEqual(
      expect.objectContaining({ keyVersion: counts.keyVersion + 1, secretVersion: counts.secretVersion + 1 }),
    );
    await save({ secret: 'newer-secret' });
    const read = (await call<Integration>('GET', `/api/integrationServerInstance/${id}`)).body;
    expect(read).toEqual(
      expect.objectContaining({
        hasSecret: true,
        keyVersion: counts.keyVersion + 1,
        secretVersion: counts.secretVersion + 2,
      }),
    );
  });

  it('creates a POS Core instance with its remote addresses, offered in the selector', async () => {
    const { call } = await testWorld();
    const saved = await call<{ changes: Schemas['PosCoreInstance'][] }>('POST', '/api/POSCoreInstance/batch', {
      body: {
        changes: [{ name: 'POSCore Ireland', uri: 'https://ie.poscore.example/', jwtSigningKey: null }],
        deletes: [],
      },
    });
    expect(saved.body.changes[0]?.versionUri).toBe('https://ie.poscore.example/api/v1/version/info');
    const values = await call<Schemas['OptionValue'][]>('GET', '/api/POSCoreInstance/values');
    expect(values.body.map((v) => v.value)).toContain('POSCore Ireland');
  });

  it('keeps one deployment server: refuses a second, replaces, changes and deletes it, each an audit entry', async () => {
    const { call, world } = await testWorld();
    type Deployment = Schemas['DeploymentServerInstance'];
    const batch = (body: { changes: Schemas['DeploymentServerInstanceChange'][]; deletes: string[] }) =>
      call<{ changes: Deployment[]; deletes: string[] }>('POST', '/api/deploymentServerInstance/batch', { body });
    const listed = async () =>
      (await call<Deployment[]>('GET', '/api/deploymentServerInstance')).body.map((d) => [d.name, d.uri]);
    const seeded = await call<Deployment[]>('GET', '/api/deploymentServerInstance');
    const seededId = seeded.body[0]?.deploymentServerInstanceID ?? '';
    expect(seeded.body).toHaveLength(1);
    const ireland = { name: 'Deploy Ireland', uri: 'https://deploy.ie.example/', jwtSigningKey: 'deploy-ie-key' };

    // The service has one deployment server: a second is refused, nothing stored.
    const refused = { status: 400, body: { code: 'BadRequest_DeploymentServerExists', message: expect.any(String) } };
    expect(await batch({ changes: [ireland], deletes: [] })).toEqual(refused);
    expect(await batch({ changes: [ireland, { ...ireland, name: 'Twice' }], deletes: [seededId] })).toEqual(refused);
    expect(await listed()).toEqual(seeded.body.map((d) => [d.name, d.uri]));

    // A call that deletes the one it has may add its successor.
    const created = await batch({ changes: [ireland], deletes: [seededId] });
    const id = created.body.changes[0]?.deploymentServerInstanceID ?? '';
    expect(created.body.changes[0]).toEqual({
      version: expect.any(String),
      deploymentServerInstanceID: id,
      name: 'Deploy Ireland',
      uri: 'https://deploy.ie.example/',
      hasKey: true,
      keyVersion: 1,
      versionUri: 'https://deploy.ie.example/api/v1/version/info',
      stagingUri: null,
      exceptionsUri: 'https://deploy.ie.example/api/v1/exceptions/info',
    });
    expect(await listed()).toEqual([['Deploy Ireland', 'https://deploy.ie.example/']]);

    const changed = await batch({
      changes: [
        { deploymentServerInstanceID: id, name: 'Deploy Dublin', uri: 'https://dublin.example', jwtSigningKey: null },
      ],
      deletes: [],
    });
    // The instance's reported addresses stay what it reported (docs/contract-decisions.md, "The world").
    expect(changed.body.changes[0]).toEqual(
      expect.objectContaining({
        deploymentServerInstanceID: id,
        name: 'Deploy Dublin',
        uri: 'https://dublin.example',
        hasKey: true,
        keyVersion: 1,
        versionUri: 'https://deploy.ie.example/api/v1/version/info',
      }),
    );
    // A save without a key (null) keeps the stored one, and the key is never answered.
    expect(changed.body.changes[0]).not.toHaveProperty('jwtSigningKey');
    expect(world.state.deploymentServers[id]?.jwtSigningKey).toBe('deploy-ie-key');
    expect(await listed()).toEqual([['Deploy Dublin', 'https://dublin.example']]);
    expect(world.state.deploymentServers[id]?.name).toBe('Deploy Dublin');

    expect((await batch({ changes: [], deletes: [id] })).body).toEqual({ changes: [], deletes: [id] });
    expect(await listed()).toEqual([]);
    expect(await batch({ changes: [], deletes: [id] })).toEqual({
      status: 404,
      body: { code: 'NotFound', message: `Deployment server ${id} does not exist` },
    });

    const audit = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { pageSize: 10, pageNumber: 0, message: 'deployment server deploy' },
    });
    expect(audit.body.map((e) => [e.message, e.userName])).toEqual([
      ['Deployment server Deploy Dublin deleted', 'Alice Administrator'],
      ['Deployment server Deploy Dublin updated', 'Alice Administrator'],
      ['Deployment server Deploy Ireland created', 'Alice Administrator'],
      ['Deployment server Deployment Server deleted', 'Alice Administrator'],
    ]);
  });

  it('records setting an integration server secret, and never answers it', async () => {
    const { call } = await testWorld();
    const instance = (
      await call<Schemas['IntegrationServerInstance']>(
        'GET',
        '/api/integrationServerInstance/92000000-0000-4000-8000-000000000001',
      )
    ).body;
    const saved = await call<{ changes: Schemas['IntegrationServerInstance'][] }>(
      'POST',
      '/api/integrationServerInstance/batch',
      { body: { changes: [{ ...instance, secret: 'ros-new-secret' }], deletes: [] } },
    );
    expect(saved.body.changes[0]).not.toHaveProperty('secret');
    const audit = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { pageSize: 10, pageNumber: 0, types: [40] },
    });
    expect(audit.body[0]?.message).toBe('Secret updated for integration server Harbour Remote Orders');
  });
});

describe('audit log, entity lookup and statistics', () => {
  it('filters and pages the audit log, newest first', async () => {
    const { call, clock } = await testWorld();
    for (const name of ['Alpha Team', 'Beta Team', 'Gamma Team']) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      await call('POST', `/api/organisation/${ids.harbourFishBar}/team/batch`, {
        persona: 'orgAdmin',
        body: { changes: [{ name }], deletes: [] },
      });
    }
    const query = { pageSize: 2, pageNumber: 0, organisation: 'harbour fish', user: 'oliver', message: 'team' };
    const first = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', { body: query });
    expect(first.body.map((e) => e.message)).toEqual(['Team Gamma Team created', 'Team Beta Team created']);
    expect(first.body[0]).toEqual(
      expect.objectContaining({
        auditLogType: 3,
        userName: 'Oliver Owens',
        userID: ids.oliver,
        organisationName: 'Harbour Fish Bar',
      }),
    );
    const second = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { ...query, pageNumber: 1 },
    });
    expect(second.body.map((e) => e.message)).toEqual(['Team Alpha Team created']);
    const later = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { ...query, pageSize: 10, dateTimeCreatedFrom: new Date(clock.now.getTime() - 90_000).toISOString() },
    });
    expect(later.body).toHaveLength(2);
    // The estate's entries are there too (the contract's example, with its type that has no description).
    const estate = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { pageSize: 50, pageNumber: 0, types: [999] },
    });
    expect(estate.body.map((e) => e.userName)).toEqual(['Priya Patel']);
  });

  it('looks up any entity by id or name', async () => {
    const { call } = await testWorld();
    const matches = await call<Schemas['EntityLookupMatch'][]>(
      'GET',
      `/api/EntityLookup/filterunscoped?filter=${ids.quaysideFishBar}`,
    );
    expect(matches.body).toEqual([
      {
        type: 2,
        entityID: ids.quaysideFishBar,
        name: 'Quayside Fish Bar',
        organisation: expect.objectContaining({ organisationName: 'Harbour Fish Bar', organisationCode: 'HFB' }),
      },
    ]);
    const byName = await call<Schemas['EntityLookupMatch'][]>(
      'GET',
      '/api/EntityLookup/filterunscoped?filter=back%20office',
    );
    expect(byName.body).toEqual([{ type: 10, entityID: 'pos-backoffice', name: 'Back Office', organisation: null }]);
  });

  it('reports monthly statistics per POS Core instance, the same for the same month', async () => {
    const { call } = await testWorld();
    const month = { monthStart: '2026-10-01' };
    const rows = (await call<Schemas['StatisticsRow'][]>('POST', '/api/Statistics/monthlyAllPOSCores', { body: month }))
      .body;
    const hfb = rows.flatMap((r) => r.childOrgs).find((c) => c.organisation.organisationID === ids.harbourFishBar);
    expect(hfb?.totalOutlets).toBe(2);
    expect(hfb?.totalTransactions).toBeGreaterThan(0);
    expect((await call('POST', '/api/Statistics/monthlyAllPOSCores', { body: month })).body).toEqual(rows);
  });
});

describe('the service lists and the statistics download', () => {
  it('answers the locales, currencies, consent documents and audit types the contract states', async () => {
    const { call, world } = await testWorld();
    expect((await call('GET', '/api/locale')).body).toEqual(world.settings.locales);
    expect(world.settings.locales.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/currency')).body).toEqual(world.settings.currencies);
    const types = (await call<Schemas['AuditLogTypeDescription'][]>('GET', '/api/auditlog/descriptions')).body;
    expect(types.map((type) => type.enumName)).toContain('OrganisationInitialised');
    const documents = (
      await call<Schemas['ConsentDocument'][]>('GET', '/api/consentdocuments', { persona: 'anonymous' })
    ).body;
    expect(documents.map((document) => document.title)).toContain('Terms of Service');
  });

  it('answers the month as a CSV file, one line per organisation, commas quoted', async () => {
    const { call, world } = await testWorld();
    const organisation = Object.values(world.state.organisations).find((o) => o.posCoreInstanceID);
    if (!organisation) throw new Error('The seed has an organisation on a POS Core');
    world.state.organisations[organisation.organisationID] = { ...organisation, name: 'Fish, Chips "and" Co' };
    const answer = await call('GET', '/api/Statistics/DownloadMonthlyStatistics?date=2025-05');
    expect(answer).toMatchObject({
      status: 200,
      file: { mediaType: 'text/csv', fileName: 'MonthlyStatistics-2025-05.csv' },
    });
    const lines = String(answer.body).trimEnd().split('\n');
    expect(lines[0]).toBe('POS Core,Organisation,Organisation Code,Outlets,Transactions');
    expect(lines).toContainEqual(expect.stringContaining('"Fish, Chips ""and"" Co"'));
  });

  it("neutralises an organisation renamed to a formula: a leading ' and quotes, in the super user's download", async () => {
    const { call } = await testWorld();
    const organisation = (await call<Organisation[]>('GET', '/api/Organisation')).body.find((o) => o.posCoreInstanceID);
    if (!organisation) throw new Error('The seed has an organisation on a POS Core');
    let current = organisation;
    const renames = [
      ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
      ['Bob\t=1+1', '"\'Bob\t=1+1"'],
      ['Bob;@SUM(A1)', '"\'Bob;@SUM(A1)"'],
    ];
    for (const [name, cell] of renames) {
      // Each save sends the version the last one answered.
      const { kapow: _kapow, ...sent } = current;
      const saved = await call<{ changes: Organisation[] }>('POST', '/api/organisation/batch', {
        body: { changes: [{ ...sent, name }], deletes: [] },
      });
      expect(saved.status).toBe(200);
      current = saved.body.changes[0] ?? current;
      const answer = await call('GET', '/api/Statistics/DownloadMonthlyStatistics?date=2025-05', {
        persona: 'superUser',
      });
      expect(answer.status).toBe(200);
      // The cell between the POS Core's and the code's, whole: quoted, its formula after a '.
      expect(String(answer.body)).toContain(`,${cell},${organisation.organisationCode},`);
    }
  });
});
