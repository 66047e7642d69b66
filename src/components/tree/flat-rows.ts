import {
  CHILDREN_LOADED,
  HAS_CHILDREN,
  fieldOf,
  hasFlag,
  indexOfId,
  positionIn,
  visibleIndexes,
  type FlatTree,
} from '#/lib/flat-tree';
import { indentLevel, type TreeRow } from '#/lib/tree-model';

/** The rows a tree shows, by position: an array of them, or rows made when asked (a flat tree's). */
export interface TreeRows<T> {
  readonly length: number;
  at: (index: number) => TreeRow<T> | undefined;
}

/** A whole tree held flat (src/lib/flat-tree.ts), and the node a row shows for each of its indexes. */
export interface FlatTreeSource<T> {
  tree: FlatTree;
  nodeAt: (index: number) => T;
}

/**
 * The rows shown of a flat tree with `expanded` open, each row made when asked (a screenful, not 100,000), and the
 * position of a row by its id.
 */
export function flatRows<T>(
  { tree, nodeAt }: FlatTreeSource<T>,
  expanded: ReadonlySet<string>,
): { rows: TreeRows<T>; indexOf: (id: string) => number | undefined } {
  const shown = visibleIndexes(tree, (index) => expanded.has(fieldOf(tree, index, 0)));
  const at = (position: number): TreeRow<T> | undefined => {
    const index = shown[position];
    if (index === undefined) return undefined;
    const id = fieldOf(tree, index, 0);
    const hasChildren = hasFlag(tree, index, HAS_CHILDREN);
    const parent = tree.parent[index] ?? -1;
    const depth = tree.depth[index] ?? 0;
    return {
      node: { id, data: nodeAt(index), hasChildren },
      id,
      depth,
      level: indentLevel(depth),
      parentId: parent < 0 ? undefined : fieldOf(tree, parent, 0),
      expanded: hasChildren && expanded.has(id),
      hasChildren,
      childrenLoaded: hasFlag(tree, index, CHILDREN_LOADED),
      posInSet: tree.posInSet[index] ?? 1,
      setSize: tree.setSize[index] ?? 1,
    };
  };
  const indexOf = (id: string) => {
    const index = indexOfId(tree, id);
    return index === undefined ? undefined : positionIn(shown, index);
  };
  return { rows: { length: shown.length, at }, indexOf };
}
