import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  ACCEPTANCE_STATUS_KEYS,
  acceptanceStatus,
  NODE_MISSING_MESSAGE,
  nodeChoiceProblem,
  nodesNotYetAccepted,
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
  it('is shown in the words of its badge', () => {
    expect(english(ACCEPTANCE_STATUS_KEYS['Not Accepted'])).toBe('Not Accepted');
    expect(german(ACCEPTANCE_STATUS_KEYS.Partial)).toBe('Teilweise');
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
    expect(english(NODE_MISSING_MESSAGE)).toBe('Choose a node');
  });
});

describe('site nodes as root nodes', () => {
  it('excludes the nodes already accepted', () => {
    const nodes = [{ nodeID: 'a' }, { nodeID: 'b' }, { nodeID: 'c' }];
    expect(nodesNotYetAccepted(nodes, ['b']).map((n) => n.nodeID)).toEqual(['a', 'c']);
    expect(nodesNotYetAccepted(nodes, [])).toEqual(nodes);
  });
});
