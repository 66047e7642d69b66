import { describe, expect, it } from 'vitest';
import { RootNodeType, SiteNodeType } from '../api/schema.gen';
import { acceptanceStatus, canAccept, nodesNotYetAccepted, rootNodeTypeOf } from './acceptance-rules';

describe('acceptanceStatus', () => {
  it('is Accepted when fully accepted', () => {
    expect(acceptanceStatus({ fullyAccepted: true, acceptedRootNodeIDs: [] })).toBe('Accepted');
  });
  it('is Partial when accepted for some root nodes only', () => {
    expect(acceptanceStatus({ fullyAccepted: false, acceptedRootNodeIDs: ['n1'] })).toBe('Partial');
  });
  it('is Not Accepted otherwise', () => {
    expect(acceptanceStatus({ fullyAccepted: false, acceptedRootNodeIDs: [] })).toBe('Not Accepted');
  });
});

describe('canAccept', () => {
  const date = new Date(2026, 10, 15, 6, 0);
  it('needs nothing when no option is checked', () => {
    expect(canAccept({ notBeforeChecked: false, notBefore: null, onlyForNode: false, nodeId: null })).toBe(true);
  });
  it('needs a date when Not Before is checked', () => {
    expect(canAccept({ notBeforeChecked: true, notBefore: null, onlyForNode: false, nodeId: null })).toBe(false);
    expect(canAccept({ notBeforeChecked: true, notBefore: date, onlyForNode: false, nodeId: null })).toBe(true);
  });
  it('needs a node when Only for node is checked', () => {
    expect(canAccept({ notBeforeChecked: false, notBefore: null, onlyForNode: true, nodeId: null })).toBe(false);
    expect(canAccept({ notBeforeChecked: false, notBefore: null, onlyForNode: true, nodeId: '' })).toBe(false);
    expect(canAccept({ notBeforeChecked: true, notBefore: date, onlyForNode: true, nodeId: 'n1' })).toBe(true);
  });
});

describe('site nodes as root nodes', () => {
  it('maps each site node type to its root node type', () => {
    expect(rootNodeTypeOf(SiteNodeType.OutletGroup)).toBe(RootNodeType.OutletGroup);
    expect(rootNodeTypeOf(SiteNodeType.Outlet)).toBe(2);
    expect(rootNodeTypeOf(SiteNodeType.Terminal)).toBe(4);
  });
  it('excludes the nodes already accepted', () => {
    const nodes = [{ nodeID: 'a' }, { nodeID: 'b' }, { nodeID: 'c' }];
    expect(nodesNotYetAccepted(nodes, ['b']).map((n) => n.nodeID)).toEqual(['a', 'c']);
    expect(nodesNotYetAccepted(nodes, [])).toEqual(nodes);
  });
});
