/**
 * Pure tree model of every tree in the console, generic over the node payload. `children: undefined` means not
 * loaded yet (SPEC 4 loads on first expansion). Updates copy only the path to the changed node, so unchanged
 * subtrees keep their identity; walks are iterative, so trees of tens of thousands of nodes do not overflow the stack.
 */

/** SPEC 9: tree indentation is capped at level 5. */
export const MAX_INDENT_LEVEL = 5;

export interface TreeNode<T> {
  id: string;
  data: T;
  /** Whether the node has (or may have) children; drives the expander. */
  hasChildren: boolean;
  /** Loaded children; `undefined` when they have not been loaded yet. */
  children?: readonly TreeNode<T>[];
}

export interface TreeRow<T> {
  node: TreeNode<T>;
  id: string;
  /** Real depth, 0 for roots. */
  depth: number;
  /** Indentation level: `min(depth, MAX_INDENT_LEVEL)`. */
  level: number;
  parentId: string | undefined;
  expanded: boolean;
  hasChildren: boolean;
  /** False when the node has children that are not loaded yet. */
  childrenLoaded: boolean;
  /** 1-based position among its siblings and the number of siblings (aria-posinset / aria-setsize). */
  posInSet: number;
  setSize: number;
}

/** Editable parts of a node (the id is the node's identity and cannot be patched). */
export type TreeNodePatch<T> = Partial<Omit<TreeNode<T>, 'id'>>;

/** Accessors used to turn plain items into `TreeNode`s. */
export interface TreeAccessors<T> {
  getId: (item: T) => string;
  hasChildren: (item: T) => boolean;
  /** Already-loaded children, or `undefined` when not loaded. */
  getChildren: (item: T) => readonly T[] | undefined;
}

/** The id accessor of a tree whose items carry their own `id` (most of the console's trees). */
export const idOf = (item: { readonly id: string }): string => item.id;

/** The `hasChildren` accessor of a flat list shown as a tree: no item has children. */
export const hasNoChildren = (): boolean => false;

/** The `getChildren` accessor of a flat list shown as a tree: every item is a leaf. */
export const noChildren = <T>(): readonly T[] => [];

export function indentLevel(depth: number): number {
  return Math.min(Math.max(depth, 0), MAX_INDENT_LEVEL);
}

/**
 * Converts plain items (with accessors) into `TreeNode`s. A node with loaded children has children exactly when
 * that list is non-empty; a node whose children are not loaded uses `accessors.hasChildren`.
 * A child with the id of one of its ancestors (a cycle in the data, e.g. a service answering a node's children with
 * a list that holds the node itself) is left out there, so the tree stays finite instead of recursing forever.
 */
export function buildTree<T>(
  items: readonly T[],
  accessors: TreeAccessors<T>,
  /** Called with the id of every node that has (or may have) children: what "expand all" expands. */
  onParent?: (id: string) => void,
): TreeNode<T>[] {
  const onPath = new Set<string>();
  // At 100,000 nodes every allocation and call counts: each id is read once, and leaves share one empty list.
  const convert = (item: T, id: string): TreeNode<T> => {
    const loaded = accessors.getChildren(item);
    let children: readonly TreeNode<T>[] | undefined;
    if (loaded !== undefined && loaded.length === 0) children = NO_CHILDREN;
    else if (loaded !== undefined) {
      onPath.add(id);
      const converted: TreeNode<T>[] = [];
      for (const child of loaded) {
        const childId = accessors.getId(child);
        if (!onPath.has(childId)) converted.push(convert(child, childId));
      }
      onPath.delete(id);
      children = converted;
    }
    // Loaded children decide; before loading, the item's own flag does (it may have children to load).
    const hasChildren = children !== undefined ? children.length > 0 : accessors.hasChildren(item);
    if (hasChildren) onParent?.(id);
    return { id, data: item, hasChildren, children };
  };
  return items.map((item) => convert(item, accessors.getId(item)));
}

/** The children of every loaded leaf (one frozen list, not one per leaf). */
const NO_CHILDREN: readonly never[] = Object.freeze([]);

/** Depth-first rows of the visible part of the tree (children only under expanded nodes). */
export function flattenVisible<T>(roots: readonly TreeNode<T>[], expandedIds: ReadonlySet<string>): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  interface Frame {
    siblings: readonly TreeNode<T>[];
    index: number;
    depth: number;
    parentId: string | undefined;
  }
  const stack: Frame[] = [{ siblings: roots, index: 0, depth: 0, parentId: undefined }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame === undefined) break;
    const node = frame.siblings[frame.index];
    if (node === undefined) {
      stack.pop();
      continue;
    }
    frame.index += 1;
    const expanded = node.hasChildren && expandedIds.has(node.id);
    rows.push({
      node,
      id: node.id,
      depth: frame.depth,
      level: indentLevel(frame.depth),
      parentId: frame.parentId,
      expanded,
      hasChildren: node.hasChildren,
      childrenLoaded: node.children !== undefined,
      posInSet: frame.index,
      setSize: frame.siblings.length,
    });
    if (expanded && node.children !== undefined && node.children.length > 0) {
      stack.push({ siblings: node.children, index: 0, depth: frame.depth + 1, parentId: node.id });
    }
  }
  return rows;
}

/** The index of a row by its id, the lookup made on its first use (undefined for an id not among the rows). */
export function rowIndexLookup<T>(rows: readonly TreeRow<T>[]): (id: string) => number | undefined {
  let byId: Map<string, number> | undefined;
  return (id) => {
    if (byId === undefined) {
      byId = new Map();
      for (let index = 0; index < rows.length; index += 1) byId.set(rows[index]?.id ?? '', index);
    }
    return byId.get(id);
  };
}

export function expand(expandedIds: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (expandedIds.has(id)) return expandedIds;
  const next = new Set(expandedIds);
  next.add(id);
  return next;
}

export function collapse(expandedIds: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!expandedIds.has(id)) return expandedIds;
  const next = new Set(expandedIds);
  next.delete(id);
  return next;
}

export function toggle(expandedIds: ReadonlySet<string>, id: string): ReadonlySet<string> {
  return expandedIds.has(id) ? collapse(expandedIds, id) : expand(expandedIds, id);
}

/** Visits every loaded node depth-first (pre-order); stops early when `visit` returns `false`. */
export function walk<T>(
  roots: readonly TreeNode<T>[],
  visit: (node: TreeNode<T>, depth: number) => boolean | void,
): void {
  const stack: { node: TreeNode<T>; depth: number }[] = [];
  for (let i = roots.length - 1; i >= 0; i -= 1) {
    const root = roots[i];
    if (root !== undefined) stack.push({ node: root, depth: 0 });
  }
  while (stack.length > 0) {
    const entry = stack.pop();
    if (entry === undefined) break;
    if (visit(entry.node, entry.depth) === false) return;
    const children = entry.node.children;
    if (children === undefined) continue;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child !== undefined) stack.push({ node: child, depth: entry.depth + 1 });
    }
  }
}

/** Ids of every (loaded) node that has children: "expand all" (SPEC 4: after a filter all nodes are expanded). */
export function expandAll<T>(roots: readonly TreeNode<T>[]): ReadonlySet<string> {
  const ids = new Set<string>();
  walk(roots, (node) => {
    if (node.hasChildren) ids.add(node.id);
  });
  return ids;
}

/** Ids of the roots (SPEC 4: initially all roots are expanded). */
export function rootIds<T>(roots: readonly TreeNode<T>[]): string[] {
  return roots.map((root) => root.id);
}

export function findNode<T>(roots: readonly TreeNode<T>[], id: string): TreeNode<T> | undefined {
  let found: TreeNode<T> | undefined;
  walk(roots, (node) => {
    if (node.id === id) {
      found = node;
      return false;
    }
    return true;
  });
  return found;
}

/** Nodes from the root down to the node with `id` (inclusive); empty when the id is not in the loaded tree. */
export function pathTo<T>(roots: readonly TreeNode<T>[], id: string): TreeNode<T>[] {
  const parents = new Map<string, TreeNode<T>>();
  let target: TreeNode<T> | undefined;
  walk(roots, (node) => {
    if (node.id === id) {
      target = node;
      return false;
    }
    for (const child of node.children ?? []) parents.set(child.id, node);
    return true;
  });
  if (target === undefined) return [];
  const path: TreeNode<T>[] = [target];
  let parent = parents.get(target.id);
  while (parent !== undefined) {
    path.unshift(parent);
    parent = parents.get(parent.id);
  }
  return path;
}

/**
 * Returns new roots with the node `id` replaced by `replace(node)`; only the ancestors of the node are copied.
 * Returns the same `roots` array when the id is not found.
 */
function replaceNode<T>(
  roots: readonly TreeNode<T>[],
  id: string,
  replace: (node: TreeNode<T>) => TreeNode<T>,
): readonly TreeNode<T>[] {
  const path = pathTo(roots, id);
  const target = path[path.length - 1];
  if (target === undefined) return roots;
  let replacement = replace(target);
  for (let i = path.length - 2; i >= 0; i -= 1) {
    const parent = path[i];
    const child = path[i + 1];
    if (parent === undefined || child === undefined) break;
    const previous = replacement;
    replacement = { ...parent, children: (parent.children ?? []).map((c) => (c === child ? previous : c)) };
  }
  const root = path[0];
  const newRoot = replacement;
  return roots.map((r) => (r === root ? newRoot : r));
}

/**
 * Sets the (lazily loaded) children of `parentId`. `hasChildren` becomes `children.length > 0`.
 * Immutable; returns the same `roots` when the parent is not found.
 */
export function replaceChildren<T>(
  roots: readonly TreeNode<T>[],
  parentId: string,
  children: readonly TreeNode<T>[],
): readonly TreeNode<T>[] {
  return replaceNode(roots, parentId, (node) => ({ ...node, children, hasChildren: children.length > 0 }));
}

/**
 * Updates one node in place (keeps its position and, unless patched, its children). `patch` is either the
 * fields to change or a function computing them from the current node. Immutable; returns the same `roots`
 * when the id is not found.
 */
export function updateNode<T>(
  roots: readonly TreeNode<T>[],
  id: string,
  patch: TreeNodePatch<T> | ((node: TreeNode<T>) => TreeNodePatch<T>),
): readonly TreeNode<T>[] {
  return replaceNode(roots, id, (node) => {
    const changes = typeof patch === 'function' ? patch(node) : patch;
    return { ...node, ...changes, id: node.id };
  });
}
