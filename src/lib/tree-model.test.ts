import { describe, expect, it } from 'vitest';
import {
  MAX_INDENT_LEVEL,
  buildTree,
  collapse,
  expand,
  expandAll,
  rowIndexLookup,
  findNode,
  flattenVisible,
  hasNoChildren,
  idOf,
  indentLevel,
  noChildren,
  pathTo,
  replaceChildren,
  rootIds,
  toggle,
  updateNode,
  type TreeNode,
} from './tree-model';

interface Item {
  name: string;
}

function node(id: string, children?: TreeNode<Item>[], hasChildren?: boolean): TreeNode<Item> {
  return {
    id,
    data: { name: `Node ${id}` },
    hasChildren: hasChildren ?? (children !== undefined && children.length > 0),
    children,
  };
}

/**
 * a
 * ├─ a1
 * │  └─ a1x
 * └─ a2 (children not loaded)
 * b
 */
function sample(): TreeNode<Item>[] {
  return [node('a', [node('a1', [node('a1x', [])]), node('a2', undefined, true)]), node('b', [])];
}

/** A single chain root -> c1 -> ... -> c{length-1}. */
function chain(length: number): TreeNode<Item>[] {
  let current: TreeNode<Item> | undefined;
  for (let i = length - 1; i >= 0; i -= 1) {
    current = node(i === 0 ? 'root' : `c${i}`, current === undefined ? [] : [current]);
  }
  return current === undefined ? [] : [current];
}

describe('flattenVisible', () => {
  it('shows only the roots when nothing is expanded', () => {
    const rows = flattenVisible(sample(), new Set());
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(rows.map((r) => r.depth)).toEqual([0, 0]);
  });

  it('walks expanded nodes depth-first with depth, parent and sibling positions', () => {
    const rows = flattenVisible(sample(), new Set(['a', 'a1']));
    expect(rows.map((r) => [r.id, r.depth, r.parentId])).toEqual([
      ['a', 0, undefined],
      ['a1', 1, 'a'],
      ['a1x', 2, 'a1'],
      ['a2', 1, 'a'],
      ['b', 0, undefined],
    ]);
    expect(rows.map((r) => `${r.posInSet}/${r.setSize}`)).toEqual(['1/2', '1/2', '1/1', '2/2', '2/2']);
    expect(rows.map((r) => r.expanded)).toEqual([true, true, false, false, false]);
  });

  it('does not show children of an expanded node whose ancestor is collapsed', () => {
    const rows = flattenVisible(sample(), new Set(['a1']));
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('reports unloaded children and never marks a leaf as expanded', () => {
    const rows = flattenVisible(sample(), new Set(['a', 'a2', 'b']));
    const a2 = rows.find((r) => r.id === 'a2');
    expect(a2?.expanded).toBe(true);
    expect(a2?.childrenLoaded).toBe(false);
    const b = rows.find((r) => r.id === 'b');
    expect(b?.hasChildren).toBe(false);
    expect(b?.expanded).toBe(false);
  });

  it('caps the indentation level at 5 while keeping the real depth', () => {
    const roots = chain(9);
    const rows = flattenVisible(roots, expandAll(roots));
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => r.depth)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.map((r) => r.level)).toEqual([0, 1, 2, 3, 4, 5, 5, 5, 5]);
    expect(MAX_INDENT_LEVEL).toBe(5);
    expect(indentLevel(12)).toBe(5);
    expect(indentLevel(3)).toBe(3);
  });

  it('flattens a 20,000 node tree correctly', () => {
    // 50 roots + 50 x 19 children + 950 x 20 grandchildren = 50 + 950 + 19,000 = 20,000 nodes
    const roots: TreeNode<Item>[] = [];
    for (let r = 0; r < 50; r += 1) {
      const children: TreeNode<Item>[] = [];
      for (let c = 0; c < 19; c += 1) {
        const grandchildren: TreeNode<Item>[] = [];
        for (let g = 0; g < 20; g += 1) grandchildren.push(node(`r${r}-c${c}-g${g}`, []));
        children.push(node(`r${r}-c${c}`, grandchildren));
      }
      roots.push(node(`r${r}`, children));
    }
    const all = expandAll(roots);
    expect(all.size).toBe(50 + 950);
    const rows = flattenVisible(roots, all);
    expect(rows).toHaveLength(20000);
    expect(new Set(rows.map((r) => r.id)).size).toBe(20000);
    expect(rows[0]?.id).toBe('r0');
    expect(rows[1]?.id).toBe('r0-c0');
    expect(rows[2]?.id).toBe('r0-c0-g0');
    expect(rows[22]?.id).toBe('r0-c1');
    expect(rows[19999]?.id).toBe('r49-c18-g19');
    expect(rows[19999]?.depth).toBe(2);
    expect(flattenVisible(roots, new Set(rootIds(roots)))).toHaveLength(50 + 950);
  });

  it('handles a very deep chain without recursion limits', () => {
    const roots = chain(5000);
    const rows = flattenVisible(roots, expandAll(roots));
    expect(rows).toHaveLength(5000);
    expect(rows[4999]?.depth).toBe(4999);
    expect(rows[4999]?.level).toBe(5);
  });
});

describe('expansion helpers', () => {
  it('expand / collapse / toggle return new sets and leave the input untouched', () => {
    const start: ReadonlySet<string> = new Set(['a']);
    const expanded = expand(start, 'b');
    expect([...expanded].sort()).toEqual(['a', 'b']);
    expect([...start]).toEqual(['a']);
    expect(expand(start, 'a')).toBe(start);
    expect([...collapse(expanded, 'a')]).toEqual(['b']);
    expect(collapse(start, 'zzz')).toBe(start);
    expect([...toggle(start, 'a')]).toEqual([]);
    expect([...toggle(start, 'c')].sort()).toEqual(['a', 'c']);
  });

  it('expandAll returns every node with children, including those not loaded yet', () => {
    expect([...expandAll(sample())].sort()).toEqual(['a', 'a1', 'a2']);
  });

  it('rootIds lists the roots in order', () => {
    expect(rootIds(sample())).toEqual(['a', 'b']);
  });
});

describe('lookups', () => {
  it('findNode finds nested nodes and returns undefined for unknown ids', () => {
    expect(findNode(sample(), 'a1x')?.data.name).toBe('Node a1x');
    expect(findNode(sample(), 'nope')).toBeUndefined();
  });

  it('pathTo returns the nodes from the root to the node', () => {
    expect(pathTo(sample(), 'a1x').map((n) => n.id)).toEqual(['a', 'a1', 'a1x']);
    expect(pathTo(sample(), 'b').map((n) => n.id)).toEqual(['b']);
    expect(pathTo(sample(), 'nope')).toEqual([]);
  });
});

describe('replaceChildren (lazy loads)', () => {
  it('sets the children of an unloaded node immutably, sharing untouched subtrees', () => {
    const roots = sample();
    const next = replaceChildren(roots, 'a2', [node('a2x', []), node('a2y', [])]);
    expect(next).not.toBe(roots);
    expect(findNode(roots, 'a2')?.children).toBeUndefined();
    expect(findNode(next, 'a2')?.children?.map((c) => c.id)).toEqual(['a2x', 'a2y']);
    // untouched subtrees keep their identity; the path to the change is copied
    expect(findNode(next, 'a1')).toBe(findNode(roots, 'a1'));
    expect(next[1]).toBe(roots[1]);
    expect(next[0]).not.toBe(roots[0]);
    const rows = flattenVisible(next, new Set(['a', 'a2']));
    expect(rows.map((r) => [r.id, r.depth])).toEqual([
      ['a', 0],
      ['a1', 1],
      ['a2', 1],
      ['a2x', 2],
      ['a2y', 2],
      ['b', 0],
    ]);
  });

  it('marks a node without children after an empty load', () => {
    const next = replaceChildren(sample(), 'a2', []);
    expect(findNode(next, 'a2')?.hasChildren).toBe(false);
    expect(findNode(next, 'a2')?.children).toEqual([]);
  });

  it('returns the same roots for an unknown parent', () => {
    const roots = sample();
    expect(replaceChildren(roots, 'nope', [])).toBe(roots);
  });
});

describe('updateNode', () => {
  it('updates the data in place, keeping position and children', () => {
    const roots = sample();
    const next = updateNode(roots, 'a1', { data: { name: 'Renamed' } });
    const updated = findNode(next, 'a1');
    expect(updated?.data.name).toBe('Renamed');
    expect(updated?.children).toBe(findNode(roots, 'a1')?.children);
    expect(findNode(roots, 'a1')?.data.name).toBe('Node a1');
    expect(flattenVisible(next, new Set(['a'])).map((r) => r.id)).toEqual(['a', 'a1', 'a2', 'b']);
  });

  it('accepts a function patch and never changes the id', () => {
    const next = updateNode(sample(), 'b', (n) => ({ data: { name: `${n.data.name}!` } }));
    expect(findNode(next, 'b')?.data.name).toBe('Node b!');
    const sameId = updateNode(sample(), 'b', { hasChildren: true });
    expect(findNode(sameId, 'b')?.hasChildren).toBe(true);
  });

  it('returns the same roots for an unknown id', () => {
    const roots = sample();
    expect(updateNode(roots, 'nope', { hasChildren: true })).toBe(roots);
  });
});

describe('buildTree', () => {
  interface Raw {
    code: string;
    kids?: Raw[];
    more?: boolean;
  }
  it('converts plain items with accessors, keeping unloaded children undefined', () => {
    const raw: Raw[] = [{ code: 'x', kids: [{ code: 'y' }, { code: 'z', more: true }] }];
    const roots = buildTree(raw, {
      getId: (r) => r.code,
      hasChildren: (r) => r.more === true,
      getChildren: (r) => r.kids,
    });
    expect(roots[0]?.hasChildren).toBe(true);
    expect(roots[0]?.data).toBe(raw[0]);
    expect(findNode(roots, 'y')?.hasChildren).toBe(false);
    expect(findNode(roots, 'z')?.hasChildren).toBe(true);
    expect(findNode(roots, 'z')?.children).toBeUndefined();
  });

  it('treats loaded but empty children as a leaf', () => {
    const roots = buildTree([{ code: 'x', kids: [], more: true }], {
      getId: (r: Raw) => r.code,
      hasChildren: (r: Raw) => r.more === true,
      getChildren: (r: Raw) => r.kids,
    });
    expect(roots[0]?.hasChildren).toBe(false);
    expect(flattenVisible(roots, new Set(['x']))[0]?.expanded).toBe(false);
  });

  it('leaves out a child that repeats one of its ancestors (a cycle in the data) instead of recursing forever', () => {
    // x's loaded children list x itself (and y, whose children list x again): each repeat is dropped there.
    const x: Raw = { code: 'x', more: true };
    const y: Raw = { code: 'y', kids: [x] };
    x.kids = [x, y];
    const roots = buildTree([x], {
      getId: (r) => r.code,
      hasChildren: (r) => r.more === true,
      getChildren: (r) => r.kids,
    });
    expect(roots[0]?.children?.map((child) => child.id)).toEqual(['y']);
    expect(findNode(roots, 'y')?.children).toEqual([]);
    expect(findNode(roots, 'y')?.hasChildren).toBe(false);
    expect(flattenVisible(roots, new Set(['x', 'y'])).map((row) => row.id)).toEqual(['x', 'y']);
  });
});

describe('shared accessors', () => {
  it("reads an item's own id", () => {
    const app = { id: 'app:1', kind: 'app' };
    expect(idOf(app)).toBe('app:1');
  });

  it('builds a flat list: no item has children, every item is a leaf', () => {
    const roots = buildTree([{ id: 'a' }, { id: 'b' }], {
      getId: idOf,
      hasChildren: hasNoChildren,
      getChildren: noChildren,
    });
    expect(roots.map((root) => [root.id, root.hasChildren, root.children])).toEqual([
      ['a', false, []],
      ['b', false, []],
    ]);
    expect(flattenVisible(roots, expandAll(roots)).map((row) => row.id)).toEqual(['a', 'b']);
  });
});

describe('rowIndexLookup', () => {
  it("finds a row's index by its id, and nothing for an id not among the rows", () => {
    const roots = sample();
    const rows = flattenVisible(roots, expandAll(roots));
    const indexOf = rowIndexLookup(rows);
    expect(rows.map((row) => row.id)).toEqual(['a', 'a1', 'a1x', 'a2', 'b']);
    expect(rows.map((row) => indexOf(row.id))).toEqual([0, 1, 2, 3, 4]);
    expect(indexOf('nowhere')).toBeUndefined();
  });
});

describe('buildTree names the nodes with children as it builds them', () => {
  it('loaded children or, before loading, the flag; a leaf and a node with no children loaded are not named', () => {
    const items = [
      {
        id: 'a',
        children: [
          { id: 'a1', children: [] },
          { id: 'a2', lazy: true },
        ],
      },
      { id: 'b', children: [] },
    ];
    type Plain = { id: string; children?: Plain[]; lazy?: boolean };
    const named: string[] = [];
    buildTree<Plain>(
      items,
      { getId: (item) => item.id, hasChildren: (item) => item.lazy === true, getChildren: (item) => item.children },
      (id) => named.push(id),
    );
    expect(named.sort()).toEqual(['a', 'a2']);
  });
});
