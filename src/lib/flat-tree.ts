/**
 * A whole tree held flat, depth first: one string of every node's texts and typed arrays of their places. A worker
 * makes it from a large answer and sends it back whole for little (typed arrays move, one string copies at once),
 * where the answer's own objects would cost about what parsing them did; the page makes row objects only for the rows
 * it shows.
 */
export interface FlatTree {
  count: number;
  /** Texts per node, the first its id. */
  fields: number;
  /** Every node's texts, one after another. */
  text: string;
  /** Where each text starts in `text` (node `i`'s field `f` at `i * fields + f`); one more: the end. */
  starts: Uint32Array;
  /** Real depth, 0 for roots. */
  depth: Uint16Array;
  /** The index after the node's subtree. */
  end: Uint32Array;
  /** The parent's index, -1 for a root. */
  parent: Int32Array;
  /** 1-based position among its siblings, and their number. */
  posInSet: Uint32Array;
  setSize: Uint32Array;
  /** HAS_CHILDREN, CHILDREN_LOADED, and the caller's own bits (FIRST_OWN_FLAG and above). */
  flags: Uint8Array;
}

export const HAS_CHILDREN = 1;
export const CHILDREN_LOADED = 2;
/** The lowest flag bit a caller may use for its own marks. */
export const FIRST_OWN_FLAG = 4;

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
 */
export function flattenTree<T>(roots: readonly T[], accessors: FlatAccessors<T>, fields: number): FlatTree {
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

/** The typed arrays' buffers, to move (not copy) with postMessage. */
export function buffersOf(flat: FlatTree): ArrayBuffer[] {
  return [flat.starts, flat.depth, flat.end, flat.parent, flat.posInSet, flat.setSize, flat.flags].map(
    (array) => array.buffer as ArrayBuffer,
  );
}

/** Node `index`'s field `field` (0: its id). */
export function fieldOf(flat: FlatTree, index: number, field: number): string {
  const at = index * flat.fields + field;
  return flat.text.slice(flat.starts[at] ?? 0, flat.starts[at + 1] ?? 0);
}

/** Whether node `index` has `flag`. */
export const hasFlag = (flat: FlatTree, index: number, flag: number): boolean =>
  ((flat.flags[index] ?? 0) & flag) !== 0;

/**
 * The index of the node with id `id`; undefined when none. A search of the text (no map of every id, which would
 * cost a string per node): a match counts where an id starts and ends.
 */
export function indexOfId(flat: FlatTree, id: string): number | undefined {
  if (id === '') return undefined;
  for (let at = flat.text.indexOf(id); at >= 0; at = flat.text.indexOf(id, at + 1)) {
    // The first text that starts at `at` or later.
    let low = 0;
    let high = flat.starts.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((flat.starts[middle] ?? 0) < at) low = middle + 1;
      else high = middle;
    }
    for (let text = low; text < flat.starts.length - 1 && flat.starts[text] === at; text += 1) {
      if (text % flat.fields === 0 && (flat.starts[text + 1] ?? 0) - at === id.length) return text / flat.fields;
    }
  }
  return undefined;
}

/** The indexes of the nodes shown (ascending): a node's children only under an expanded node. */
export function visibleIndexes(flat: FlatTree, isExpanded: (index: number) => boolean): Int32Array {
  const shown = new Int32Array(flat.count);
  let count = 0;
  for (let index = 0; index < flat.count;) {
    shown[count] = index;
    count += 1;
    const collapsed = hasFlag(flat, index, HAS_CHILDREN) && !isExpanded(index);
    index = collapsed ? (flat.end[index] ?? index + 1) : index + 1;
  }
  return shown.subarray(0, count);
}

/** Where `index` is among the ascending `shown` indexes; undefined when it is not shown. */
export function positionIn(shown: Int32Array, index: number): number | undefined {
  let low = 0;
  let high = shown.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = shown[middle] ?? 0;
    if (value === index) return middle;
    if (value < index) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** The ids of every node with children ("expand all"). */
export function parentIdsOf(flat: FlatTree): string[] {
  const ids: string[] = [];
  for (let index = 0; index < flat.count; index += 1) {
    if (hasFlag(flat, index, HAS_CHILDREN)) ids.push(fieldOf(flat, index, 0));
  }
  return ids;
}
