/**
 * Reads the filtered organisation tree's answer into the flat tree (./organisation-flat-tree.ts): in its worker
 * (./organisation-tree.worker.ts), or in the page where there is no Worker.
 */
import type { FlatTree } from '#/lib/flat-tree';
import { flattenTree } from '#/lib/flatten-tree';
import {
  ACTIVE,
  FIELDS,
  FIRST_NODES,
  INITIALISED,
  MARKED,
  type OnFirstNodes,
  type OrganisationFlatTree,
} from './organisation-flat-tree';
import { entitiesOf, type OrganisationTreeNode } from './organisation-tree';

/**
 * The filtered tree's answer held flat (src/lib/flat-tree.ts): each node's id, name and code (its organisation's
 * when the answer carries it) and its Active and Initialised marks; with `limit`, its first nodes only.
 */
export function flattenOrganisationTree(nodes: readonly OrganisationTreeNode[], limit?: number): FlatTree {
  return flattenTree(
    nodes,
    {
      getId: (node) => node.id,
      getChildren: (node) => node.children ?? undefined,
      hasChildren: (node) => node.hasChildren,
      texts: (node) => [node.entity?.name ?? node.name, node.entity?.organisationCode ?? node.nameSuffix ?? ''],
      flags: (node) => {
        const active = node.entity?.active ?? node.active;
        const initialised = node.entity?.initialised ?? node.initialised;
        if (active === undefined || initialised === undefined) return 0;
        return MARKED | (active ? ACTIVE : 0) | (initialised ? INITIALISED : 0);
      },
    },
    FIELDS,
    limit,
  );
}

/**
 * Reads the answer's bytes into the flat tree (in the worker, or in the page where there is no Worker); the top of a
 * tree of more than FIRST_NODES nodes goes to `onFirst` once parsed, before the whole is flattened.
 */
export function flatTreeOfBytes(bytes: ArrayBuffer, onFirst?: OnFirstNodes): OrganisationFlatTree {
  const nodes = JSON.parse(new TextDecoder().decode(bytes)) as OrganisationTreeNode[];
  // A top only of a tree larger than one (a node more than it, at least).
  if (onFirst && flattenOrganisationTree(nodes, FIRST_NODES + 1).count > FIRST_NODES) {
    onFirst({ flat: flattenOrganisationTree(nodes, FIRST_NODES), entities: new Map() });
  }
  return { flat: flattenOrganisationTree(nodes), entities: entitiesOf(nodes, new Map()) };
}
