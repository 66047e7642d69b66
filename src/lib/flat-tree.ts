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
