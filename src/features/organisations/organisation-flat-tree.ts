import { FIRST_OWN_FLAG, HAS_CHILDREN, fieldOf, hasFlag, type FlatTree } from '#/lib/flat-tree';
import type { Organisation } from './organisation-record';
import type { OrganisationTreeNode } from './organisation-tree';

/**
 * The filtered tree held flat, and the organisations its nodes carry by id: none from a server that knows
 * `entities=false`; every one from a server without it, whose answer the page then reads a selection from.
 */
export interface OrganisationFlatTree {
  flat: FlatTree;
  entities: ReadonlyMap<string, Organisation>;
}

/** A node's texts: its id, name and code. */
export const FIELDS = 3;
export const ACTIVE = FIRST_OWN_FLAG;
export const INITIALISED = FIRST_OWN_FLAG * 2;
/** The node carries its marks (its own or its organisation's). */
export const MARKED = FIRST_OWN_FLAG * 4;

/**
 * The nodes of the top of a filtered tree shown while the rest is flattened: more than a tall screen's rows, all
 * expanded. The flat tree's format is read by the page and written by the tree's worker (./organisation-tree-read.ts).
 */
export const FIRST_NODES = 100;

/** Node `index` as a tree node of its own (no children; its organisation if sent): what a row in view shows. */
export function organisationNodeAt({ flat, entities }: OrganisationFlatTree, index: number): OrganisationTreeNode {
  const code = fieldOf(flat, index, 2);
  const node: OrganisationTreeNode = {
    id: fieldOf(flat, index, 0),
    name: fieldOf(flat, index, 1),
    nameSuffix: code === '' ? null : code,
    hasChildren: hasFlag(flat, index, HAS_CHILDREN),
  };
  if (hasFlag(flat, index, MARKED)) {
    node.active = hasFlag(flat, index, ACTIVE);
    node.initialised = hasFlag(flat, index, INITIALISED);
  }
  const entity = entities.get(node.id);
  if (entity) node.entity = entity;
  return node;
}

/** Called once with the top of a large tree (FIRST_NODES), before the whole tree is flat. */
export type OnFirstNodes = (top: OrganisationFlatTree) => void;

/** What the worker answers: the top of a large tree first, then the whole flat tree, or why it could not be read. */
export type FlatTreeReply =
  | { id: number; first: OrganisationFlatTree }
  | { id: number; tree: OrganisationFlatTree }
  | { id: number; failure: string };
