import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import type { TreeRow } from '#/lib/tree-model';

/** A lazy load under way, or the message of the one that failed. */
export type LoadStatus = 'loading' | { failure: string };

/**
 * Children loaded lazily, cached by node id for the tree's lifetime, and the status of each load. `loadExpanded`
 * (after the rows are known) loads the children of expanded rows that have none; clearing a failure loads again.
 */
export function useChildLoads<T>() {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly T[]>>(() => new Map());
  const statusRef = useRef(new Map<string, LoadStatus>());
  const [status, setStatus] = useState<ReadonlyMap<string, LoadStatus>>(() => new Map());
  const mountedRef = useRef(false);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);
  const setLoadStatus = useCallback((id: string, value: LoadStatus | undefined) => {
    if (value === undefined) statusRef.current.delete(id);
    else statusRef.current.set(id, value);
    setStatus(new Map(statusRef.current));
  }, []);
  const retryLoad = (id: string) => setLoadStatus(id, undefined);
  return { loaded, setLoaded, status, statusRef, mountedRef, setLoadStatus, retryLoad };
}

/** Loads the children of expanded, visible nodes that have none loaded (first expansion, or initially expanded). */
export function useLoadExpanded<T>(
  rows: readonly TreeRow<T>[],
  loads: ReturnType<typeof useChildLoads<T>>,
  loadChildren: ((node: T) => Promise<readonly T[]>) | undefined,
) {
  const errorMessage = useErrorMessage();
  const { status, statusRef, mountedRef, setLoaded, setLoadStatus } = loads;
  useEffect(() => {
    if (loadChildren === undefined) return;
    for (const row of rows) {
      if (!row.expanded || row.childrenLoaded || statusRef.current.has(row.id)) continue;
      const id = row.id;
      setLoadStatus(id, 'loading');
      loadChildren(row.node.data).then(
        (children) => {
          if (!mountedRef.current) return;
          setLoaded((previous) => new Map(previous).set(id, children));
          setLoadStatus(id, undefined);
        },
        (error: unknown) => {
          if (!mountedRef.current) return;
          setLoadStatus(id, { failure: errorMessage(error) });
        },
      );
    }
    // `status` too: clearing a failure (Retry) loads that node again.
  }, [rows, status, loadChildren, setLoadStatus, statusRef, mountedRef, setLoaded, errorMessage]);
}
