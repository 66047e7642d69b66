import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { historyOf, testWorld } from '../test-world';

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
      // This test's entries, not the seeded server's history (months before the test's day).
      body: {
        pageSize: 10,
        pageNumber: 0,
        message: 'deployment server deploy',
        dateTimeCreatedFrom: '2026-11-01T00:00:00Z',
      },
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

describe("an integration server's delete in the histories of the organisations that used it", () => {
  it("writes each organisation's field cleared, from the server's id to null", async () => {
    const { call, world } = await testWorld();
    const id = '92000000-0000-4000-8000-000000000001';
    const users = Object.values(world.state.organisations).filter((o) => o.remoteOrderServerInstanceID === id);
    expect(users.length).toBeGreaterThan(0);
    await call('POST', '/api/integrationServerInstance/batch', { body: { changes: [], deletes: [id] } });
    for (const organisation of users) {
      const [cleared] = await historyOf(call, 'Organisation', organisation.organisationID);
      expect(cleared?.message).toMatch(/updated \(integration server Harbour Remote Orders deleted\)$/);
      expect(cleared?.subject).toMatchObject({ type: 'Organisation', id: organisation.organisationID });
      expect(cleared?.changes).toEqual([
        { field: 'remoteOrderServerInstanceID', replaced: false, before: id, after: null },
      ]);
    }
  });
});
