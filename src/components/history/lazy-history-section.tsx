/**
 * The History section (history-section.tsx), same name and props, downloaded beside the page rather than in it: it
 * sits below the form, so it is in no page's cold open (docs/code-splitting.md). Until it is in, nothing holds its
 * place; if it cannot be downloaded, a line says so where it would be.
 */
import { Text } from '@mantine/core';
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';
import type { RecordHistoryProps } from './record-history';

const useSectionBlock = onDemandBlock(() => import('./history-section'));

export function HistorySection(props: RecordHistoryProps) {
  const t = useT('shell');
  const block = useSectionBlock();
  if (block.status === 'loaded') return <block.module.HistorySection {...props} />;
  if (block.status === 'loading') return null;
  return (
    <Text size="sm" c="red" role="alert" mt="lg">
      {t('shell.chunkFailed.text')}
    </Text>
  );
}
