/**
 * The tree, loaded on demand: what screens import instead of `./tree` (same props, generics included). The download
 * starts when a screen using it loads, beside the screen's data calls.
 */
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import type { Tree as TreeBlock, TreeProps } from './tree';

export type { TreeProps, TreeRowState } from './tree';

const treeModule = import('./tree');
// React.lazy types its component without the tree's type parameter; the loaded component is Tree itself.
const LazyTree = lazy(() => treeModule.then((module) => ({ default: module.Tree }))) as unknown as typeof TreeBlock;

function TreeOnDemand<T>(props: TreeProps<T>) {
  const t = useT('blocks');
  return (
    <Suspense
      fallback={
        <Center mih={80}>
          <Loader aria-label={t('blocks.tree.loading')} />
        </Center>
      }
    >
      <LazyTree {...props} />
    </Suspense>
  );
}

export const Tree: typeof TreeBlock = TreeOnDemand;
