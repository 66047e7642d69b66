/**
 * The Advanced tab of Edit Permission Group, loaded on demand: what the screen imports instead of ./advanced-tab (same
 * name and props). Its segmented controls (with their floating indicator) and its table are not needed until the tab
 * is chosen; the download starts when the screen loads, so the tab is usually in before it is. Until then a loader
 * holds its place; a block that cannot be downloaded fails the render (the route's error screen).
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { Center, Loader } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useT } from '../../components/i18n/i18n-context';
import { onDemandBlock } from '../../components/on-demand/on-demand-block';
import type { AdvancedTab as AdvancedTabBlock } from './advanced-tab';

const useAdvancedTabBlock = onDemandBlock(() => import('./advanced-tab'));

export function AdvancedTab(props: ComponentProps<typeof AdvancedTabBlock>) {
  const t = useT('permissionGroups');
  const block = useAdvancedTabBlock();
  if (block.status === 'failed') throw block.error;
  if (block.status === 'loading') {
    return (
      <Center mih={160}>
        <Loader aria-label={t('permissionGroups.edit.advancedLoading')} />
      </Center>
    );
  }
  const { AdvancedTab: LoadedAdvancedTab } = block.module;
  return <LoadedAdvancedTab {...props} />;
}
