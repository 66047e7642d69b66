import { describe, expect, it } from 'vitest';
import { HealthNodeType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import {
  appCountText,
  findHealthNode,
  healthChildren,
  healthHasChildren,
  healthNodeId,
  idsWithChildren,
  statesBelow,
  type ClientApplicationState,
  type SystemHealthNode,
} from './system-health-tree';

const now = new Date('2026-11-20T12:00:00Z');

const state = (deviceIdentifier: string, dateTimeUpdated: string): ClientApplicationState => ({
  applicationName: 'POS',
  applicationVersion: '5.2.0.1',
  applicationType: 'Till',
  deviceIdentifier,
  nodeID: 'n',
  nodeType: HealthNodeType.Terminal,
  dateTimeUpdated,
  osRegionName: 'GB',
  osCultureName: 'en-GB',
  clientApplicationStateDetails: [],
});

const node = (
  nodeID: string,
  children: SystemHealthNode[] = [],
  states: ClientApplicationState[] = [],
): SystemHealthNode => ({
  nodeID,
  name: `Node ${nodeID}`,
  nodeType: HealthNodeType.Outlet,
  children,
  clientApplicationStates: states,
});

/**
 * org
 * ├─ outlet (states: till-1, an old till-2)
 * │  └─ terminal (states: till-3)
 * └─ empty
 */
const tree = node('org', [
  node(
    'outlet',
    [node('terminal', [], [state('till-3', '2026-11-19T08:00:00Z')])],
    [state('till-1', '2026-11-18T08:00:00Z'), state('till-2', '2026-10-01T08:00:00Z')],
  ),
  node('empty'),
]);

describe('system health tree accessors', () => {
  it('reads the id and the children of a node', () => {
    expect(healthNodeId(tree)).toBe('org');
    expect(healthChildren(tree).map(healthNodeId)).toEqual(['outlet', 'empty']);
    expect(healthHasChildren(tree)).toBe(true);
    expect(healthHasChildren(node('leaf'))).toBe(false);
  });
});

describe('statesBelow', () => {
  it("gives each node the recent states on it and below it, each with its node's name", () => {
    const states = statesBelow(tree, now);
    const devices = (id: string) => states.get(id)?.map((s) => `${s.deviceIdentifier}@${s.nodeName}`);
    expect(devices('terminal')).toEqual(['till-3@Node terminal']);
    expect(devices('outlet')).toEqual(['till-1@Node outlet', 'till-3@Node terminal']);
    expect(devices('org')).toEqual(['till-1@Node outlet', 'till-3@Node terminal']);
    expect(devices('empty')).toEqual([]);
  });
});

describe('idsWithChildren', () => {
  it('names every node with children, the root first', () => {
    expect(idsWithChildren(tree)).toEqual(['org', 'outlet']);
    expect(idsWithChildren(node('alone'))).toEqual([]);
  });
});

describe('findHealthNode', () => {
  it('finds the root or a node at any depth, and nothing for an unknown id', () => {
    expect(findHealthNode(tree, 'org')).toBe(tree);
    expect(findHealthNode(tree, 'terminal')?.name).toBe('Node terminal');
    expect(findHealthNode(tree, 'missing')).toBeUndefined();
  });
});

describe('appCountText', () => {
  it('counts apps, singular for exactly one', () => {
    expect(appCountText(0, english)).toBe('0 apps');
    expect(appCountText(1, english)).toBe('1 app');
    expect(appCountText(1234, english)).toBe('1,234 apps');
    expect(appCountText(1, german)).toBe('1 App');
    expect(appCountText(1234, german)).toBe('1.234 Apps');
  });
});
