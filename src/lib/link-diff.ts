/**
 * Link edit rules (SPEC 4 "Link edit", SPEC 9) as pure functions:
 * - the outlet restriction list: `addRestriction` (single-node mode adds only when none exists; a duplicate is
 *   ignored), `removeRestriction`, `rootNodeTypeOf` (site node kind -> root node type);
 * - the save diff: `diffAssignments` (permission groups added and removed) and `diffRootNodes` (restrictions
 *   added and removed), which the link edit page commits as the assignments and RootNodes batches.
 * Organisation default permission groups apply to everyone: they are never assigned nor unassigned here.
 */
import { RootNodeType, SiteNodeType } from '#/api/schema.gen';

/** SPEC 9: the identifier of all zeros marks a new assignment. */
export const ZERO_ID = '00000000-0000-0000-0000-000000000000';

/** An outlet restriction as chosen on screen: the node and its kind. */
export interface RestrictionRef {
  nodeID: string;
  nodeType: RootNodeType;
}

/** `multiple`: any number of restrictions; `single`: at most one (single-node mode). */
export type RestrictionMode = 'multiple' | 'single';

const rootNodeTypes: Record<SiteNodeType, RootNodeType> = {
  [SiteNodeType.OutletGroup]: RootNodeType.OutletGroup,
  [SiteNodeType.Outlet]: RootNodeType.Outlet,
  [SiteNodeType.Terminal]: RootNodeType.Terminal,
};

/** The root node type of a site node kind (Outlet group 0, Outlet 2, Terminal 4). */
export function rootNodeTypeOf(siteNodeType: SiteNodeType): RootNodeType {
  return rootNodeTypes[siteNodeType];
}

/** Whether `restriction` may be added: not a duplicate and, in single-node mode, none exists yet. */
export function canAddRestriction(current: readonly RestrictionRef[], nodeID: string, mode: RestrictionMode): boolean {
  if (current.some((existing) => existing.nodeID === nodeID)) return false;
  return mode === 'multiple' || current.length === 0;
}

/**
 * Adds a restriction (SPEC 4): a duplicate is ignored; in single-node mode it is added only when no restriction
 * exists. Returns the same array when nothing is added.
 */
export function addRestriction(
  current: readonly RestrictionRef[],
  restriction: RestrictionRef,
  mode: RestrictionMode,
): readonly RestrictionRef[] {
  if (!canAddRestriction(current, restriction.nodeID, mode)) return current;
  return [...current, { nodeID: restriction.nodeID, nodeType: restriction.nodeType }];
}

/** Removes the restriction on `nodeID`; the same array when there is none. */
export function removeRestriction(current: readonly RestrictionRef[], nodeID: string): readonly RestrictionRef[] {
  return current.some((existing) => existing.nodeID === nodeID)
    ? current.filter((existing) => existing.nodeID !== nodeID)
    : current;
}

export interface AssignmentRecord {
  userPermissionGroupAssignmentID?: string;
  organisationUserLinkID: string;
  userPermissionGroupID: string;
}

export interface AssignmentDiff {
  /** New assignments, with the all-zero id. */
  added: AssignmentRecord[];
  /** Ids of the assignments to delete. */
  deleted: string[];
}

/**
 * The assignments to add and delete so that the link holds exactly the `chosen` permission groups (SPEC 4).
 * Groups in `defaultGroupIds` (organisation defaults) are left alone; chosen ids repeated count once.
 */
export function diffAssignments(
  linkId: string,
  loaded: readonly AssignmentRecord[],
  chosen: Iterable<string>,
  defaultGroupIds: ReadonlySet<string> = new Set(),
): AssignmentDiff {
  const wanted = new Set([...chosen].filter((id) => !defaultGroupIds.has(id)));
  const held = new Set(loaded.map((assignment) => assignment.userPermissionGroupID));
  const added = [...wanted]
    .filter((groupId) => !held.has(groupId))
    .map((groupId) => ({
      userPermissionGroupAssignmentID: ZERO_ID,
      organisationUserLinkID: linkId,
      userPermissionGroupID: groupId,
    }));
  const deleted = loaded
    .filter((assignment) => !wanted.has(assignment.userPermissionGroupID))
    .filter((assignment) => !defaultGroupIds.has(assignment.userPermissionGroupID))
    .map((assignment) => assignment.userPermissionGroupAssignmentID)
    .filter((id): id is string => id !== undefined && id !== '' && id !== ZERO_ID);
  return { added, deleted };
}

export interface RootNodeRecord extends RestrictionRef {
  organisationUserLinkID?: string;
}

export interface RootNodeDiff {
  /** Restrictions to add, carrying the link id. */
  added: Array<RestrictionRef & { organisationUserLinkID: string }>;
  /** Node ids of the restrictions to remove. */
  deleted: string[];
}

/** The restrictions to add and remove so that the link holds exactly `chosen` (SPEC 4); duplicates count once. */
export function diffRootNodes(
  linkId: string,
  loaded: readonly RootNodeRecord[],
  chosen: readonly RestrictionRef[],
): RootNodeDiff {
  const held = new Set(loaded.map((node) => node.nodeID));
  const wanted = new Set(chosen.map((node) => node.nodeID));
  const seen = new Set<string>();
  const added: RootNodeDiff['added'] = [];
  for (const node of chosen) {
    if (held.has(node.nodeID) || seen.has(node.nodeID)) continue;
    seen.add(node.nodeID);
    added.push({ nodeID: node.nodeID, nodeType: node.nodeType, organisationUserLinkID: linkId });
  }
  const deleted = [...new Set(loaded.filter((node) => !wanted.has(node.nodeID)).map((node) => node.nodeID))];
  return { added, deleted };
}

/** Whether a diff has nothing to send. */
export function isEmptyDiff(diff: { added: readonly unknown[]; deleted: readonly unknown[] }): boolean {
  return diff.added.length === 0 && diff.deleted.length === 0;
}
