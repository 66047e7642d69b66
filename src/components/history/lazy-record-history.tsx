/**
 * The History panel (record-history.tsx), same name and props, loaded only when it is first shown: its code and
 * words (`history`) are in no page's cold open (docs/code-splitting.md). If either cannot be downloaded, the panel
 * says so with Retry, and the rest of the page stays.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { laterBlock } from '#/components/on-demand/later-block';
import type { RecordHistoryProps } from './record-history';

const historyBlock = laterBlock(() => import('./record-history'));

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failed download of the panel's words to the panel. */
class HistoryBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}

function HistoryUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT('shell');
  return (
    <Alert color="red" role="alert">
      <Text size="sm">{t('shell.chunkFailed.text')}</Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('blocks.loadingOverlay.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

export function RecordHistory(props: RecordHistoryProps) {
  const t = useT('forms');
  const block = historyBlock.useBlock();
  if (block.status === 'failed') return <HistoryUnavailable onRetry={historyBlock.start} />;
  if (block.status === 'loading') {
    return (
      <Center mih={80}>
        <Loader aria-label={t('forms.editPage.historyLoading')} />
      </Center>
    );
  }
  const Loaded = block.module.RecordHistory;
  return (
    <HistoryBoundary fallback={(retry) => <HistoryUnavailable onRetry={retry} />}>
      <Loaded {...props} />
    </HistoryBoundary>
  );
}
