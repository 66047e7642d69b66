/**
 * The Advanced tab of Edit Permission Group, loaded on demand: what the screen imports instead of ./advanced-tab (same
 * name and props). Its segmented controls (with their floating indicator) and its table are not needed until the tab
 * is chosen; the download starts when the screen loads, so the tab is usually in before it is. Until then a loader
 * holds its place. If it cannot be downloaded, the tab says so and the page stays, with the edits made on Profiles.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { Alert, Center, Loader } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';
import type { AdvancedTab as AdvancedTabBlock } from './advanced-tab';

const useAdvancedTabBlock = onDemandBlock(() => import('./advanced-tab'));

export function AdvancedTab(props: ComponentProps<typeof AdvancedTabBlock>) {
  const t = useT('permissionGroups', 'shell');
  const block = useAdvancedTabBlock();
  if (block.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {t('shell.chunkFailed.text')}
      </Alert>
    );
  }
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
