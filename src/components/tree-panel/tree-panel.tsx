/**
 * TreePanel: a bordered tree whose roots come from one query (SPEC 2.5 Install Versions and Version Authorisation).
 * While the roots load the panel shows LoadingOverlay's "Loading..."; a failed load shows `error` (the message) with
 * Retry (`onRetry`, busy while `retrying`), or Not authorised when `failure` was refused (403); once `roots` are there the Tree shows them (`treeKey` remounts it, e.g.
 * after a save reloads every expanded node). Every other prop goes to the Tree.
 */
import { Paper } from '@mantine/core';
import type { Key } from 'react';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { Tree, type TreeProps } from '#/components/tree/lazy-tree';

export interface TreePanelProps<T> extends Omit<TreeProps<T>, 'roots'> {
  /** The roots, once loaded. */
  roots: readonly T[] | undefined;
  loading: boolean;
  /** The failed load's message. */
  error: string | null;
  /** The failed load's call (the query's error): a refusal (403) shows Not authorised instead of `error`. */
  failure?: unknown;
  onRetry: () => void;
  retrying: boolean;
  treeKey?: Key;
}

export function TreePanel<T>({
  roots,
  loading,
  error,
  failure,
  onRetry,
  retrying,
  treeKey,
  ...treeProps
}: TreePanelProps<T>) {
  return (
    <Paper withBorder p="xs">
      <LoadingOverlay
        loading={loading}
        error={error}
        failure={failure}
        onRetry={onRetry}
        retrying={retrying}
        minHeight={200}
      >
        {roots && <Tree<T> key={treeKey} roots={roots} {...treeProps} />}
      </LoadingOverlay>
    </Paper>
  );
}
