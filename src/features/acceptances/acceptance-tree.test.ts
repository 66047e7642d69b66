import { describe, expect, it } from 'vitest';
import { RootNodeType, SiteNodeType } from '#/api/schema.gen';
import { applicationPackage } from '#/test/packages';
import { english, german } from '#/test/translate';
import {
  acceptanceNodeName,
  acceptanceNodes,
  appChildren,
  appNodeId,
  childrenWithRoot,
  hasChildren,
  nodeLabel,
  packageNodes,
  rootNodeTypeName,
  takesEffectText,
  type Acceptance,
  type AcceptanceNode,
  type AcceptanceTreeApp,
  type AcceptanceTreeVersion,
  type SiteNode,
} from './acceptance-tree';

const version = (
  id: string,
  build: number,
  accepted: { fully?: boolean; nodes?: string[] } = {},
): AcceptanceTreeVersion => ({
  ...applicationPackage(id, build),
  fullyAccepted: accepted.fully ?? false,
  acceptedRootNodeIDs: accepted.nodes ?? [],
  acceptedRootNodeTypes: [],
  dateTimeAccepted: null,
  packageDateTimeCreated: '2026-11-01T00:00:00Z',
});

const app = (packages: AcceptanceTreeVersion[], hasOldVersions = false): AcceptanceTreeApp => ({
  applicationID: 'a1',
  applicationName: 'Till',
  iconUri: null,
  appSettings: { autoAccept: true, notBeforeTimeUTC: null },
  packages,
  hasOldVersions,
});

const acceptance: Acceptance = {
  applicationPackageAcceptanceID: 'x1',
  applicationPackageID: 'p2',
  notBefore: null,
  rootNodeID: null,
  rootNodeType: null,
  userID: 'u1',
  dateTimeAccepted: '2026-11-01T00:00:00Z',
};

const siteNodes: SiteNode[] = [{ nodeID: 'n1', name: 'Harbour Road', nodeType: SiteNodeType.Outlet, parentID: null }];

describe('the Install Versions tree (SPEC 2.5, 4)', () => {
  it('lists an app\'s versions newest first, the newest Latest, then "Older versions"', () => {
    const till = app([version('p1', 1), version('p2', 2)], true);
    const children = appChildren(till);
    expect(children.map((node) => node.id)).toEqual(['pkg:a1:p2', 'pkg:a1:p1', 'old:a1']);
    expect(children.map((node) => node.kind === 'pkg' && node.latest)).toEqual([true, false, false]);
    expect(appNodeId('a1')).toBe('app:a1');
  });

  it('shows "No versions" for an app without any', () => {
    expect(appChildren(app([]))).toEqual([{ kind: 'none', id: 'none:a1', app: app([]) }]);
  });

  it('marks Latest among the current versions when older ones load', () => {
    const till = app([version('p3', 3)]);
    expect(
      packageNodes(till, [version('p1', 1)], till.packages).map((node) => node.kind === 'pkg' && node.latest),
    ).toEqual([false]);
  });

  it('an accepted version (fully or partly) and "Older versions" have children to load; other rows none', () => {
    const till = app([]);
    const pkg = (accepted: { fully?: boolean; nodes?: string[] }): AcceptanceNode => ({
      kind: 'pkg',
      id: 'p',
      app: till,
      pkg: version('p', 1, accepted),
      latest: false,
    });
    expect(hasChildren(pkg({ fully: true }))).toBe(true);
    expect(hasChildren(pkg({ nodes: ['n1'] }))).toBe(true);
    expect(hasChildren(pkg({}))).toBe(false);
    expect(hasChildren({ kind: 'old', id: 'o', app: till })).toBe(true);
    expect(hasChildren({ kind: 'app', id: 'a', app: till })).toBe(true);
    expect(hasChildren({ kind: 'none', id: 'n', app: till })).toBe(false);
  });

  it('names the node an acceptance is limited to', () => {
    expect(acceptanceNodeName(english, acceptance, siteNodes)).toBe('All nodes');
    expect(acceptanceNodeName(english, { rootNodeID: 'n1', rootNodeType: RootNodeType.Outlet }, siteNodes)).toBe(
      'Harbour Road',
    );
    expect(acceptanceNodeName(english, { rootNodeID: 'n9', rootNodeType: RootNodeType.Terminal }, siteNodes)).toBe(
      'Terminal n9',
    );
    expect(acceptanceNodeName(english, { rootNodeID: 'n9', rootNodeType: null }, undefined)).toBe('Node n9');
    expect(rootNodeTypeName(english, RootNodeType.OutletGroup)).toBe('Outlet group');
    expect(rootNodeTypeName(english, null)).toBe('');
  });

  it('says when an acceptance takes effect', () => {
    expect(takesEffectText(english, acceptance, 'en-GB')).toBe('immediately');
    expect(takesEffectText(english, { ...acceptance, notBefore: '2026-11-20T07:15:00Z' }, 'en-GB')).toMatch(
      /^not before 20\/11\/2026/,
    );
  });

  it('names each row with the words it shows', () => {
    const till = app([version('p2', 2, { nodes: ['n1'] })], true);
    const [pkgNode, oldNode] = appChildren(till);
    expect(nodeLabel(english, { kind: 'app', id: 'app:a1', app: till }, siteNodes, 'en-GB')).toBe('Till Auto accept');
    expect(nodeLabel(english, pkgNode!, siteNodes, 'en-GB')).toBe('5.2.2.0 Latest Partial');
    expect(nodeLabel(english, oldNode!, siteNodes, 'en-GB')).toBe('Older versions');
    expect(nodeLabel(english, { kind: 'none', id: 'none:a1', app: till }, siteNodes, 'en-GB')).toBe('No versions');
    const [acceptNode] = acceptanceNodes(till, till.packages[0]!, [acceptance]);
    expect(acceptNode?.id).toBe('accept:a1:p2:x1');
    expect(nodeLabel(english, acceptNode!, siteNodes, 'en-GB')).toBe('All nodes immediately');
  });

  it('names the rows in German', () => {
    const till = app([version('p2', 2, { nodes: ['n1'] })], true);
    const [pkgNode] = appChildren(till);
    expect(nodeLabel(german, pkgNode!, siteNodes, 'de-DE')).toBe('5.2.2.0 Neueste Teilweise');
    expect(nodeLabel(german, { kind: 'app', id: 'app:a1', app: till }, siteNodes, 'de-DE')).toBe('Till Auto-Annahme');
    expect(acceptanceNodeName(german, { rootNodeID: 'n9', rootNodeType: RootNodeType.OutletGroup }, undefined)).toBe(
      'Verkaufsstellengruppe n9',
    );
    expect(takesEffectText(german, { ...acceptance, notBefore: '2026-11-20T07:15:00Z' }, 'de-DE')).toMatch(
      /^frühestens ab 20\.11\.2026/,
    );
  });
});

describe('acceptance tree helpers', () => {
  it('gives a version row no children of its own', () => {
    expect(childrenWithRoot({ kind: 'none', id: 'none:a' } as AcceptanceNode)).toEqual([]);
  });
});
