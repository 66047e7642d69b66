import type { components } from '../../api/schema.gen';
import { buildTree, idOf, walk, type TreeAccessors } from '../../lib/tree-model';
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
  walk(buildTree(nodes, organisationTreeAccessors), (node) => {
    if (node.data.entity) into.set(node.id, node.data.entity);
  });
  return into;
}
