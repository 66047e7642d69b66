/**
 * The History panel (record-history.tsx), same name and props, loaded only when it is first shown: its code and
 * words (`history`) are in no page's cold open (docs/code-splitting.md). This stand-in is in every edit page's cold
 * open, so it stays small: a loader, or the start-up's "could not be loaded" with Retry if the download failed.
 */
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { useT } from '#/components/i18n/i18n-context';
import { laterBlock } from '#/components/on-demand/later-block';
import type { RecordHistoryProps } from './record-history';

const historyBlock = laterBlock(() => import('./record-history'));

export function RecordHistory(props: RecordHistoryProps) {
  const t = useT('forms', 'shell');
  const block = historyBlock.useBlock();
  if (block.status === 'loaded') return <block.module.RecordHistory {...props} />;
  if (block.status === 'failed') {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red">
          {t('shell.chunkFailed.text')}
        </Text>
        <Button size="xs" variant="default" onClick={historyBlock.start}>
          {t('blocks.loadingOverlay.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Center mih={80}>
      <Loader aria-label={t('forms.editPage.historyLoading')} />
    </Center>
  );
}
