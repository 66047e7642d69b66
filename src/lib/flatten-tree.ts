/**
 * Writes a tree of objects as a flat tree (./flat-tree.ts): in the workers that read large answers, and where a
 * worker cannot run. Apart from the flat tree's readers so that a page that only shows a flat tree does not load it.
 */
import { CHILDREN_LOADED, HAS_CHILDREN, type FlatTree } from './flat-tree';

export interface FlatAccessors<T> {
  getId: (item: T) => string;
  /** Loaded children; undefined when not loaded (then `hasChildren` says whether there are any). */
  getChildren: (item: T) => readonly T[] | undefined;
  hasChildren: (item: T) => boolean;
  /** The node's texts after its id (`fields - 1` of them). */
  texts: (item: T) => readonly string[];
  /** The caller's flags (FIRST_OWN_FLAG and above). */
  flags: (item: T) => number;
}

interface Frame<T> {
  siblings: readonly T[];
  next: number;
  depth: number;
  parent: number;
  parentId: string | undefined;
  /** Where this frame's kept children start in the shared list of kept indexes. */
  keptFrom: number;
}

/** A typed array twice as long, its values kept (the arrays grow as nodes come: their number is not known ahead). */
function grown<A extends Uint32Array | Int32Array | Uint16Array | Uint8Array>(
  array: A,
  make: (length: number) => A,
): A {
  const bigger = make(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Flattens a tree depth first, parents before children, as `buildTree` and `flattenVisible` (src/lib/tree-model.ts)
 * would show it all expanded: a child with the id of one of its ancestors is left out, so the tree stays finite.
 * Each place goes straight into a typed array (a list of numbers per place, copied at the end, was a third of the time).
 * With `limit`, only the first `limit` nodes (the top of the tree all expanded); the nodes whose siblings it did not
 * reach count every sibling the tree gives them.
 */
export function flattenTree<T>(
  roots: readonly T[],
  accessors: FlatAccessors<T>,
  fields: number,
  limit = Infinity,
): FlatTree {
  const parts: string[] = [];
  let capacity = Math.max(16, roots.length);
  let starts = new Uint32Array(capacity * fields + 1);
  let depth = new Uint16Array(capacity);
  let end = new Uint32Array(capacity);
  let parent = new Int32Array(capacity);
  let posInSet = new Uint32Array(capacity);
  let setSize = new Uint32Array(capacity);
  let flags = new Uint8Array(capacity);
  let count = 0;
  let offset = 0;
  let field = 0;
  const add = (text: string) => {
    starts[field] = offset;
    field += 1;
    parts.push(text);
    offset += text.length;
  };
  // The kept children of every open frame, one frame's after its parent's.
  const kept: number[] = [];
  const onPath = new Set<string>();
  const stack: Frame<T>[] = [{ siblings: roots, next: 0, depth: 0, parent: -1, parentId: undefined, keptFrom: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame === undefined) break;
    if (count === limit) {
      stack.forEach((open, level) => {
        const upTo = stack[level + 1]?.keptFrom ?? kept.length;
        for (let at = open.keptFrom; at < upTo; at += 1) setSize[kept[at] ?? 0] = open.siblings.length;
        if (open.parent >= 0) end[open.parent] = count;
      });
      break;
    }
    const item = frame.siblings[frame.next];
    if (item === undefined) {
      stack.pop();
      const size = kept.length - frame.keptFrom;
      for (let at = frame.keptFrom; at < kept.length; at += 1) setSize[kept[at] ?? 0] = size;
      kept.length = frame.keptFrom;
      if (frame.parent >= 0) {
        end[frame.parent] = count;
        if (size === 0) flags[frame.parent] = (flags[frame.parent] ?? 0) & ~HAS_CHILDREN;
      }
      if (frame.parentId !== undefined) onPath.delete(frame.parentId);
      continue;
    }
    frame.next += 1;
    const id = accessors.getId(item);
    if (onPath.has(id)) continue;
    if (count === capacity) {
      capacity *= 2;
      starts = grown(starts, (length) => new Uint32Array(length + 1));
      depth = grown(depth, (length) => new Uint16Array(length));
      end = grown(end, (length) => new Uint32Array(length));
      parent = grown(parent, (length) => new Int32Array(length));
      posInSet = grown(posInSet, (length) => new Uint32Array(length));
      setSize = grown(setSize, (length) => new Uint32Array(length));
      flags = grown(flags, (length) => new Uint8Array(length));
    }
    const index = count;
    count += 1;
    kept.push(index);
    add(id);
    const texts = accessors.texts(item);
    for (let at = 1; at < fields; at += 1) add(texts[at - 1] ?? '');
    const children = accessors.getChildren(item);
    const hasChildren = children !== undefined ? children.length > 0 : accessors.hasChildren(item);
    depth[index] = frame.depth;
    end[index] = index + 1;
    parent[index] = frame.parent;
    posInSet[index] = kept.length - frame.keptFrom;
    flags[index] =
      (accessors.flags(item) & ~(HAS_CHILDREN | CHILDREN_LOADED)) |
      (hasChildren ? HAS_CHILDREN : 0) |
      (children !== undefined ? CHILDREN_LOADED : 0);
    if (children !== undefined && children.length > 0) {
      onPath.add(id);
      stack.push({
        siblings: children,
        next: 0,
        depth: frame.depth + 1,
        parent: index,
        parentId: id,
        keptFrom: kept.length,
      });
    }
  }
  starts[field] = offset;
  return {
    count,
    fields,
    text: parts.join(''),
    starts: starts.slice(0, count * fields + 1),
    depth: depth.slice(0, count),
    end: end.slice(0, count),
    parent: parent.slice(0, count),
    posInSet: posInSet.slice(0, count),
    setSize: setSize.slice(0, count),
    flags: flags.slice(0, count),
  };
}
