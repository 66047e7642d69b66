import type { MessageKey } from '#/lib/messages/catalogues';

/**
 * Version acceptance rules (SPEC 4 "Acceptance", SPEC 5 "Acceptance form").
 *
 * - Status: Accepted (fully), Partial (accepted only for some root nodes) or Not Accepted.
 * - The Accept form: when Not Before is checked a date must be set (`notBeforeProblem`, not-before.ts); when Only
 *   for node is checked a node must be chosen (`nodeChoiceProblem`); otherwise Accept is disabled. Nodes already accepted are excluded from the choice.
 * - Site nodes (`SiteNodeType`, a string) are sent as root nodes (`RootNodeType`: 0 outlet group, 2 outlet,
 *   4 terminal; `rootNodeTypeOf`, lib/link-diff.ts, as a link's outlet restrictions are).
 */

export type AcceptanceStatus = 'Accepted' | 'Partial' | 'Not Accepted';

/** The status badge's message of each status (the status itself stays the rule's value). */
export const ACCEPTANCE_STATUS_KEYS = {
  Accepted: 'acceptances.status.accepted',
  Partial: 'acceptances.status.partial',
  'Not Accepted': 'acceptances.status.notAccepted',
} as const satisfies Record<AcceptanceStatus, MessageKey<'acceptances'>>;

/** The status badge's colour of each status (the tree's and the version panel's). */
export const STATUS_COLOURS: Readonly<Record<AcceptanceStatus, string>> = {
  Accepted: 'green.5',
  Partial: 'yellow.5',
  'Not Accepted': 'gray.3',
};

export interface AcceptanceState {
  fullyAccepted: boolean;
  acceptedRootNodeIDs: readonly string[];
}

export function acceptanceStatus(state: AcceptanceState): AcceptanceStatus {
  if (state.fullyAccepted) return 'Accepted';
  return state.acceptedRootNodeIDs.length > 0 ? 'Partial' : 'Not Accepted';
}

/** The rule's message while Only for node is on without a node: it keeps Accept disabled (the panel shows no message there, as before). */
export const NODE_MISSING_MESSAGE = 'acceptances.package.nodeMissing' satisfies MessageKey<'acceptances'>;

/**
 * SPEC 5: Only for node needs a node (`nodeId`: the chosen node, null when none is chosen or it is not one of the
 * organisation's); the message's key, or null. With `notBeforeProblem` (not-before.ts), Accept's rules.
 */
export function nodeChoiceProblem(onlyForNode: boolean, nodeId: string | null): typeof NODE_MISSING_MESSAGE | null {
  return onlyForNode && (nodeId === null || nodeId === '') ? NODE_MISSING_MESSAGE : null;
}

/** SPEC 5: the nodes that can still be chosen (those the package is already accepted for are excluded). */
export function nodesNotYetAccepted<T extends { nodeID: string }>(
  nodes: readonly T[],
  acceptedIds: readonly string[],
): T[] {
  const accepted = new Set(acceptedIds);
  return nodes.filter((node) => !accepted.has(node.nodeID));
}
