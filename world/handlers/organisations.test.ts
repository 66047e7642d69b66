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
