import { RootNodeType, SiteNodeType } from '../api/schema.gen';

/**
 * Version acceptance rules (SPEC 4 "Acceptance", SPEC 5 "Acceptance form").
 *
 * - Status: Accepted (fully), Partial (accepted only for some root nodes) or Not Accepted.
 * - The Accept form: when Not Before is checked a date must be set; when Only for node is checked a node must be
 *   chosen; otherwise Accept is disabled. Nodes already accepted are excluded from the choice.
 * - Site nodes (`SiteNodeType`, a string) are sent as root nodes (`RootNodeType`: 0 outlet group, 2 outlet,
 *   4 terminal).
 */

export type AcceptanceStatus = 'Accepted' | 'Partial' | 'Not Accepted';

export interface AcceptanceState {
  fullyAccepted: boolean;
  acceptedRootNodeIDs: readonly string[];
}

export function acceptanceStatus(state: AcceptanceState): AcceptanceStatus {
  if (state.fullyAccepted) return 'Accepted';
  return state.acceptedRootNodeIDs.length > 0 ? 'Partial' : 'Not Accepted';
}

export interface AcceptanceForm {
  notBeforeChecked: boolean;
  /** The chosen not-before time (null when none is set or it cannot be read). */
  notBefore: Date | null;
  onlyForNode: boolean;
  nodeId: string | null;
}

/** SPEC 5: Accept is enabled only when every checked option is filled. */
export function canAccept(form: AcceptanceForm): boolean {
  if (form.notBeforeChecked && form.notBefore === null) return false;
  if (form.onlyForNode && (form.nodeId === null || form.nodeId === '')) return false;
  return true;
}

const ROOT_NODE_TYPES: Record<SiteNodeType, RootNodeType> = {
  [SiteNodeType.OutletGroup]: RootNodeType.OutletGroup,
  [SiteNodeType.Outlet]: RootNodeType.Outlet,
  [SiteNodeType.Terminal]: RootNodeType.Terminal,
};

export function rootNodeTypeOf(nodeType: SiteNodeType): RootNodeType {
  return ROOT_NODE_TYPES[nodeType];
}

/** SPEC 5: the nodes that can still be chosen (those the package is already accepted for are excluded). */
export function nodesNotYetAccepted<T extends { nodeID: string }>(nodes: readonly T[], acceptedIds: readonly string[]): T[] {
  const accepted = new Set(acceptedIds);
  return nodes.filter((node) => !accepted.has(node.nodeID));
}
