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

/** The organisation record of the node `id` in a list of tree nodes (and their loaded children); undefined if none. */
export function entityIn(nodes: readonly OrganisationTreeNode[], id: string): Organisation | undefined {
  let found: Organisation | undefined;
  eachNode(nodes, (node) => {
    if (node.id !== id || !node.entity) return true;
    found = node.entity;
    return false;
  });
  return found;
}

/**
 * The ids of the nodes a filtered tree shows expanded (SPEC 4: all): those with children, as the tree reads them (its
 * loaded children when it has them, else the server's flag).
 */
export function expandableIdsOf(nodes: readonly OrganisationTreeNode[]): string[] {
  const ids: string[] = [];
  eachNode(nodes, (node) => {
    const children = organisationNodeChildren(node);
    if (children !== undefined ? children.length > 0 : organisationNodeHasChildren(node)) ids.push(node.id);
  });
  return ids;
}
