import { describe, expect, it } from 'vitest';
import { RootNodeType, SiteNodeType } from '../api/schema.gen';
import {
  acceptanceStatus,
  NODE_MISSING_MESSAGE,
  nodeChoiceProblem,
  nodesNotYetAccepted,
  rootNodeTypeOf,
} from './acceptance-rules';

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

describe('nodeChoiceProblem', () => {
  it('needs nothing when Only for node is off', () => {
    expect(nodeChoiceProblem(false, null)).toBeNull();
  });
  it('needs a node when Only for node is on', () => {
    expect(nodeChoiceProblem(true, null)).toBe(NODE_MISSING_MESSAGE);
    expect(nodeChoiceProblem(true, '')).toBe(NODE_MISSING_MESSAGE);
    expect(nodeChoiceProblem(true, 'n1')).toBeNull();
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
