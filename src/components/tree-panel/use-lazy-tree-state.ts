import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * The state of a TreePanel whose roots come from one query and whose deeper levels load on expansion (Install
 * Versions, Version Authorisation). Every root starts expanded. Returns `treeProps` for `<TreePanel>`, `nodesById`
 * (any node shown so far, so a selection reads the fresh node after a reload) and `reset()`, which forgets what was
 * loaded after a save and remounts the tree, keeping what is expanded. `getId`, `childrenWithRoot` and `load` must
 * be stable (module functions or `useCallback`).
 */
export interface LazyTreeStateOptions<T> {
  roots: readonly T[];
  getId: (node: T) => string;
  /** The children a root comes with (no lazy load). */
  childrenWithRoot?: (root: T) => readonly T[];
  /** Loads the children of a node (a rejection shows the tree's retry on that row). */
  load: (node: T) => Promise<readonly T[]>;
}

export function useLazyTreeState<T>({ roots, getId, childrenWithRoot, load }: LazyTreeStateOptions<T>) {
  const [treeKey, setTreeKey] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly T[]>>(() => new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  // Bumped by reset(): children that were loading across a reset are from before it, and are not kept.
  const generation = useRef(0);

  const withRoots = useMemo(() => {
    const map = new Map<string, readonly T[]>();
    if (childrenWithRoot) for (const root of roots) map.set(getId(root), childrenWithRoot(root));
    return map;
  }, [roots, getId, childrenWithRoot]);
  const expandedIds = useMemo<ReadonlySet<string>>(
    () => expanded ?? new Set(roots.map(getId)),
    [expanded, roots, getId],
  );

  const loadChildren = useCallback(
    async (node: T) => {
      const started = generation.current;
      const nodes = await load(node);
      if (started === generation.current) setLoaded((previous) => new Map(previous).set(getId(node), nodes));
      return nodes;
    },
    [load, getId],
  );
  const getChildren = useCallback(
    (node: T) => withRoots.get(getId(node)) ?? loaded.get(getId(node)),
    [withRoots, loaded, getId],
  );

  const nodesById = useMemo(() => {
    const map = new Map<string, T>();
    for (const root of roots) map.set(getId(root), root);
    for (const list of [...withRoots.values(), ...loaded.values()]) for (const node of list) map.set(getId(node), node);
    return map;
  }, [roots, withRoots, loaded, getId]);

  const reset = useCallback(() => {
    generation.current += 1;
    setLoaded(new Map());
    setTreeKey((key) => key + 1);
  }, []);

  return {
    nodesById,
    reset,
    treeProps: { treeKey, getChildren, loadChildren, expandedIds, onExpandedChange: setExpanded },
  };
}
