/**
 * The conflict UI on demand (docs/code-splitting.md): what an edit page or a grid shows once someone else saved or
 * deleted a record is downloaded, code and words (`conflicts`), after the page is on screen, never in its cold open,
 * and a download that fails never costs the page: a plain refusal with Retry stands in, what was typed stays.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { useLaterT } from '#/components/i18n/use-later-t';
import { whenIdle, type LaterBlock } from '#/components/on-demand/later-block';

/**
 * Once the page is on screen and the browser is idle: downloads the conflict words and `blocks`, so they are here
 * before a save can be refused. `enabled: false` (nothing on the page can be refused) downloads nothing.
 */
export function usePrefetchConflicts(enabled: boolean, blocks: readonly LaterBlock<unknown>[]): void {
  const { load } = useLaterT('conflicts');
  useEffect(() => {
    if (!enabled) return undefined;
    return whenIdle(() => {
      void load().catch(() => undefined);
      for (const block of blocks) block.start();
    });
  }, [enabled, load, blocks]);
}

/**
 * What stands in for a conflict's block whose code or words cannot be downloaded: the start-up's refusal ("Someone
 * else changed this record after you opened it. Nothing was saved; ...") and Retry, which downloads again.
 */
export function ConflictFallback({ onRetry }: { onRetry: () => void }) {
  const t = useT('errors');
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="conflict-fallback">
      <Text size="sm">{t('errors.code.Conflict_RecordChanged')}</Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('blocks.loadingOverlay.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a conflict block's failure (its words not downloaded, a render error) to itself: the fallback shows. */
class ConflictBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

const plainFallback = (retry: () => void) => <ConflictFallback onRetry={retry} />;

/**
 * Shows a block of the conflict UI loaded on demand: nothing while it or the conflict words download (they are
 * usually here already, see `usePrefetchConflicts`), then `render(module)`, or the fallback if the block or its words
 * cannot be downloaded or it fails to render; never the route's error screen. The block renders only once the words
 * are here, so its `useT('conflicts')` does not wait.
 */
export function ConflictBlock<Module>({
  block,
  render,
  fallback = plainFallback,
}: {
  block: LaterBlock<Module>;
  render: (module: Module) => ReactNode;
  fallback?: (retry: () => void) => ReactNode;
}) {
  const state = block.useBlock();
  const words = useLaterT('conflicts');
  const wordsHere = words.t !== null;
  const [wordsFailed, setWordsFailed] = useState(false);
  const { load } = words;
  useEffect(() => {
    if (wordsHere || wordsFailed) return undefined;
    let mounted = true;
    load().catch(() => {
      if (mounted) setWordsFailed(true);
    });
    return () => {
      mounted = false;
    };
  }, [wordsHere, wordsFailed, load]);
  const retry = () => {
    setWordsFailed(false);
    block.start();
  };
  if (state.status === 'failed' || wordsFailed) return fallback(retry);
  if (state.status === 'loading' || !wordsHere) return null;
  return (
    <ConflictBoundary fallback={fallback} onRetry={retry}>
      <Suspense fallback={null}>{render(state.module)}</Suspense>
    </ConflictBoundary>
  );
}
