import type { components } from '../../api/schema.gen';
import { idOf, type TreeAccessors } from '../../lib/tree-model';
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

/** Every organisation record carried by a list of tree nodes (and their loaded children), added to `into`. */
export function entitiesOf(
  nodes: readonly OrganisationTreeNode[],
  into: Map<string, Organisation>,
): Map<string, Organisation> {
  // Straight over the answer's nodes, depth first (an answer is finite: a node's id repeated below it is read again,
  // not followed forever); building the tree for this cost as much as the tree itself at 100,000 organisations.
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.entity) into.set(node.id, node.entity);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child !== undefined) stack.push(child);
    }
  }
  return into;
}
