import type { components } from '#/api/schema.gen';
import { idOf, type TreeAccessors } from '#/lib/tree-model';
import type { Organisation } from './organisation-record';

/** A node of the organisations page's tree (SPEC 2.4); its children load on first expansion. */
export type OrganisationTreeNode = components['schemas']['TreeNode'];

export const organisationNodeHasChildren = (node: OrganisationTreeNode) => node.hasChildren;

/** The loaded children; undefined (not null) until they load, which is how the tree tells them apart from none. */
export const organisationNodeChildren = (node: OrganisationTreeNode) => node.children ?? undefined;

export const organisationTreeAccessors: TreeAccessors<OrganisationTreeNode> = {
  getId: idOf,
  hasChildren: organisationNodeHasChildren,
  getChildren: organisationNodeChildren,
};

/**
 * Visits the answer's nodes depth first, parents before children, until `visit` returns false (an answer is finite: a
 * node's id repeated below it is visited again, not followed forever). Straight over the nodes: building the tree for
 * this cost as much as the tree itself at 100,000 organisations.
 */
function eachNode(nodes: readonly OrganisationTreeNode[], visit: (node: OrganisationTreeNode) => boolean | void) {
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (visit(node) === false) return;
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child !== undefined) stack.push(child);
    }
  }
}

/** Every organisation record carried by a list of tree nodes (and their loaded children), added to `into`. */
export function entitiesOf(
  nodes: readonly OrganisationTreeNode[],
  into: Map<string, Organisation>,
): Map<string, Organisation> {
  eachNode(nodes, (node) => {
    if (node.entity) into.set(node.id, node.entity);
  });
  return into;
}

/** The node `id` of a list of tree nodes (and their loaded children); undefined if none. */
export function nodeIn(nodes: readonly OrganisationTreeNode[], id: string): OrganisationTreeNode | undefined {
  let found: OrganisationTreeNode | undefined;
  eachNode(nodes, (node) => {
    if (node.id !== id) return true;
    found = node;
    return false;
  });
  return found;
}

/** A tree row's Active and Initialised marks. */
export interface OrganisationMarks {
  active: boolean;
  initialised: boolean;
}

/**
 * The marks a row shows: its organisation's (a record saved here, else the node's `entity`), else the node's own (an
 * answer asked without entities); undefined when neither is there, and the row shows none.
 */
export function marksOf(
  node: OrganisationTreeNode,
  record: Organisation | null | undefined,
): OrganisationMarks | undefined {
  const organisation = record ?? node.entity;
  if (organisation) return { active: organisation.active, initialised: organisation.initialised };
  if (node.active === undefined || node.initialised === undefined) return undefined;
  return { active: node.active, initialised: node.initialised };
}
