import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLazyTreeState } from './use-lazy-tree-state';

interface Node {
  id: string;
}
const getId = (node: Node) => node.id;
const roots: Node[] = [{ id: 'app:1' }, { id: 'app:2' }];
const childrenWithRoot = (root: Node) => [{ id: `${root.id}/v1` }];
const load = (node: Node) => Promise.resolve([{ id: `${node.id}/lazy` }]);

describe('useLazyTreeState', () => {
  it('expands every root at first, then follows the user', () => {
    const { result } = renderHook(() => useLazyTreeState({ roots, getId, load }));
    expect([...result.current.treeProps.expandedIds]).toEqual(['app:1', 'app:2']);
    act(() => result.current.treeProps.onExpandedChange(new Set(['app:2'])));
    expect([...result.current.treeProps.expandedIds]).toEqual(['app:2']);
  });

  it('gives the children a root comes with, keeps what loads, and finds every node shown', async () => {
    const { result } = renderHook(() => useLazyTreeState({ roots, getId, childrenWithRoot, load }));
    expect(result.current.treeProps.getChildren({ id: 'app:1' })).toEqual([{ id: 'app:1/v1' }]);
    expect(result.current.treeProps.getChildren({ id: 'app:1/v1' })).toBeUndefined();
    expect(result.current.nodesById.get('app:2/v1')).toEqual({ id: 'app:2/v1' });

    await act(async () => {
      expect(await result.current.treeProps.loadChildren({ id: 'app:1/v1' })).toEqual([{ id: 'app:1/v1/lazy' }]);
    });
    expect(result.current.treeProps.getChildren({ id: 'app:1/v1' })).toEqual([{ id: 'app:1/v1/lazy' }]);
    expect(result.current.nodesById.get('app:1/v1/lazy')).toEqual({ id: 'app:1/v1/lazy' });
    expect(result.current.nodesById.get('app:1')).toBe(roots[0]);
  });

  it('reset forgets what was loaded and remounts the tree; what is expanded stays', async () => {
    const { result } = renderHook(() => useLazyTreeState({ roots, getId, load }));
    act(() => result.current.treeProps.onExpandedChange(new Set(['app:1'])));
    await act(async () => {
      await result.current.treeProps.loadChildren({ id: 'app:1' });
    });
    const key = result.current.treeProps.treeKey;
    act(() => result.current.reset());
    expect(result.current.treeProps.treeKey).not.toBe(key);
    expect(result.current.treeProps.getChildren({ id: 'app:1' })).toBeUndefined();
    expect(result.current.nodesById.has('app:1/lazy')).toBe(false);
    expect([...result.current.treeProps.expandedIds]).toEqual(['app:1']);
  });

  it('a failed load keeps nothing and rejects (the tree shows its retry)', async () => {
    const failing = () => Promise.reject(new Error('down'));
    const { result } = renderHook(() => useLazyTreeState({ roots, getId, load: failing }));
    await act(async () => {
      await expect(result.current.treeProps.loadChildren({ id: 'app:1' })).rejects.toThrow('down');
    });
    expect(result.current.treeProps.getChildren({ id: 'app:1' })).toBeUndefined();
  });
  it('does not keep children that were still loading when the tree was reset (they are from before it)', async () => {
    let answer: (nodes: Node[]) => void = () => undefined;
    const slow = () => new Promise<Node[]>((resolve) => (answer = resolve));
    const { result } = renderHook(() => useLazyTreeState({ roots, getId, load: slow }));
    let pending: Promise<readonly Node[]> = Promise.resolve([]);
    act(() => {
      pending = result.current.treeProps.loadChildren({ id: 'app:1' });
    });
    act(() => result.current.reset());
    await act(async () => {
      answer([{ id: 'app:1/old' }]);
      await pending;
    });
    expect(result.current.treeProps.getChildren({ id: 'app:1' })).toBeUndefined();
    expect(result.current.nodesById.has('app:1/old')).toBe(false);
  });
});
