/**
 * The tree block, loaded on demand: what screens import instead of `./tree`.
 *
 * The tree (with @tanstack/virtual-core for its virtualised rows) is a `React.lazy` chunk, so a cold open of a screen
 * that shows one (organisations, authorisations, acceptances, statistics, system health, the site-node picker)
 * paints the screen first and the tree follows, a loader in its place meanwhile. The download starts as soon as a
 * screen that uses the tree is loaded (`treeModule` below), in parallel with the screen's data calls.
 *
 * Same props as `Tree` in ./tree (the type is taken from there: generics included).
 */
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { Tree as TreeBlock, TreeProps } from './tree';

export type { TreeProps, TreeRowState } from './tree';

const treeModule = import('./tree');
// React.lazy types its component without the tree's type parameter; the loaded component is Tree itself.
const LazyTree = lazy(() => treeModule.then((module) => ({ default: module.Tree }))) as unknown as typeof TreeBlock;

function TreeOnDemand<T>(props: TreeProps<T>) {
  return (
    <Suspense
      fallback={
        <Center mih={80}>
          <Loader aria-label="Loading tree" />
        </Center>
      }
    >
      <LazyTree {...props} />
    </Suspense>
  );
}

export const Tree: typeof TreeBlock = TreeOnDemand;
