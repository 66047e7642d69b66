import { describe, expect, it } from 'vitest';
import { RootNodeType, SiteNodeType } from '#/api/schema.gen';
import {
  ZERO_ID,
  addRestriction,
  canAddRestriction,
  diffAssignments,
  diffRootNodes,
  isEmptyDiff,
  removeRestriction,
  rootNodeTypeOf,
  type RestrictionRef,
} from './link-diff';

const LINK = '50000000-0000-4000-8000-000000000002';
const EVERYONE = '40000000-0000-4000-8000-000000000001';
const MANAGERS = '40000000-0000-4000-8000-000000000002';
const EDITORS = '40000000-0000-4000-8000-000000000003';
const GROUP = '60000000-0000-4000-8000-000000000001';
const OUTLET = '60000000-0000-4000-8000-000000000002';
const TILL = '60000000-0000-4000-8000-000000000004';

const outlet: RestrictionRef = { nodeID: OUTLET, nodeType: RootNodeType.Outlet };
const till: RestrictionRef = { nodeID: TILL, nodeType: RootNodeType.Terminal };

describe('rootNodeTypeOf', () => {
  it('maps the site node kinds to root node types 0, 2 and 4', () => {
    expect(rootNodeTypeOf(SiteNodeType.OutletGroup)).toBe(0);
    expect(rootNodeTypeOf(SiteNodeType.Outlet)).toBe(2);
    expect(rootNodeTypeOf(SiteNodeType.Terminal)).toBe(4);
  });
});

describe('single-node restriction rule', () => {
  it('multiple mode adds any new node', () => {
    const once = addRestriction([], outlet, 'multiple');
    expect(addRestriction(once, till, 'multiple')).toEqual([outlet, till]);
  });

  it('single mode adds a restriction only when none exists', () => {
    const once = addRestriction([], outlet, 'single');
    expect(once).toEqual([outlet]);
    expect(addRestriction(once, till, 'single')).toBe(once);
    expect(canAddRestriction(once, TILL, 'single')).toBe(false);
    expect(canAddRestriction([], TILL, 'single')).toBe(true);
  });

  it('a duplicate is ignored in both modes (same array back)', () => {
    const current = [outlet];
    expect(addRestriction(current, { ...outlet }, 'multiple')).toBe(current);
    expect(addRestriction(current, { ...outlet }, 'single')).toBe(current);
    expect(canAddRestriction(current, OUTLET, 'multiple')).toBe(false);
  });

  it('removing frees single mode for another node; removing a missing node changes nothing', () => {
    const removed = removeRestriction([outlet], OUTLET);
    expect(removed).toEqual([]);
    expect(addRestriction(removed, till, 'single')).toEqual([till]);
    const current = [till];
    expect(removeRestriction(current, OUTLET)).toBe(current);
  });

  it('does not mutate the list it is given', () => {
    const current: RestrictionRef[] = [outlet];
    addRestriction(current, till, 'multiple');
    removeRestriction(current, OUTLET);
    expect(current).toEqual([outlet]);
  });
});

describe('diffAssignments', () => {
  const loaded = [
    {
      userPermissionGroupAssignmentID: 'd0000000-0000-4000-8000-000000000001',
      organisationUserLinkID: LINK,
      userPermissionGroupID: MANAGERS,
    },
    {
      userPermissionGroupAssignmentID: 'd0000000-0000-4000-8000-000000000002',
      organisationUserLinkID: LINK,
      userPermissionGroupID: EDITORS,
    },
  ];

  it('nothing to send when the chosen groups are the loaded ones', () => {
    const diff = diffAssignments(LINK, loaded, [EDITORS, MANAGERS]);
    expect(diff).toEqual({ added: [], deleted: [] });
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('adds new groups with the all-zero id and the link id, deletes removed ones by assignment id', () => {
    const diff = diffAssignments(LINK, loaded.slice(1), [MANAGERS]);
    expect(diff.added).toEqual([
      { userPermissionGroupAssignmentID: ZERO_ID, organisationUserLinkID: LINK, userPermissionGroupID: MANAGERS },
    ]);
    expect(diff.deleted).toEqual(['d0000000-0000-4000-8000-000000000002']);
  });

  it('never assigns nor unassigns an organisation default group', () => {
    const withDefault = [
      ...loaded,
      {
        userPermissionGroupAssignmentID: 'd0000000-0000-4000-8000-000000000009',
        organisationUserLinkID: LINK,
        userPermissionGroupID: EVERYONE,
      },
    ];
    const defaults = new Set([EVERYONE]);
    expect(diffAssignments(LINK, withDefault, [MANAGERS, EDITORS], defaults)).toEqual({ added: [], deleted: [] });
    expect(diffAssignments(LINK, [], [EVERYONE, MANAGERS], defaults).added.map((a) => a.userPermissionGroupID)).toEqual(
      [MANAGERS],
    );
  });

  it('a new link: every chosen group is added, repeated ids once', () => {
    const diff = diffAssignments(LINK, [], [MANAGERS, EDITORS, MANAGERS]);
    expect(diff.added.map((a) => a.userPermissionGroupID)).toEqual([MANAGERS, EDITORS]);
    expect(diff.deleted).toEqual([]);
  });

  it('clearing every group deletes every loaded assignment that has an id', () => {
    const unsaved = { organisationUserLinkID: LINK, userPermissionGroupID: 'x' };
    expect(diffAssignments(LINK, [...loaded, unsaved], []).deleted).toEqual([
      'd0000000-0000-4000-8000-000000000001',
      'd0000000-0000-4000-8000-000000000002',
    ]);
  });
});

describe('diffRootNodes', () => {
  const loaded = [
    { nodeID: '60000000-0000-4000-8000-000000000003', nodeType: RootNodeType.Outlet, organisationUserLinkID: LINK },
    { nodeID: TILL, nodeType: RootNodeType.Terminal, organisationUserLinkID: LINK },
  ];

  it('nothing to send when unchanged (order does not matter)', () => {
    expect(diffRootNodes(LINK, loaded, [...loaded].reverse())).toEqual({ added: [], deleted: [] });
  });

  it('adds new restrictions with the link id and removes dropped ones by node id', () => {
    const diff = diffRootNodes(LINK, loaded, [till, { nodeID: GROUP, nodeType: RootNodeType.OutletGroup }]);
    expect(diff.added).toEqual([{ nodeID: GROUP, nodeType: 0, organisationUserLinkID: LINK }]);
    expect(diff.deleted).toEqual(['60000000-0000-4000-8000-000000000003']);
  });

  it('a new link: all chosen restrictions are added once; removing everything deletes all', () => {
    expect(diffRootNodes(LINK, [], [outlet, outlet]).added).toEqual([{ ...outlet, organisationUserLinkID: LINK }]);
    expect(diffRootNodes(LINK, loaded, [])).toEqual({
      added: [],
      deleted: ['60000000-0000-4000-8000-000000000003', TILL],
    });
  });
});
