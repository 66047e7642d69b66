/**
 * LoadingOverlay (SPEC 2.2 "Generic loading overlay", SPEC 9 "fade 300 ms"): covers a `position: relative` area
 * while loading, failed or empty (in that order of priority); children always render underneath. The console's one
 * "load failed -> Retry" block (`error` + `onRetry`): screens do not build their own; with no children it stands alone.
 * A load the server refused (`failure` answered 403) shows Not authorised in place of the area instead.
 */
import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { NotAuthorisedScreen } from '#/components/failure-screen/failure-screen';
import { useT } from '#/components/i18n/i18n-context';
import { isForbidden } from '#/lib/call-outcome';

export interface LoadingOverlayProps {
  loading?: boolean;
  /** true, or the message to show. */
  error?: boolean | string | null;
  noData?: boolean;
  /** Default "Loading..."; false hides it. */
  loadingText?: string | false;
  /**
   * The failed call behind `error`: when it was refused (403), Not authorised stands in place of the area and its
   * children, without Retry (it would be refused again).
   */
  failure?: unknown;
  /** Default "Error..."; false hides it (and a string `error`). */
  errorText?: string | false;
  /** A heading above the error state's message (e.g. "Failed to load"); none by default. */
  errorTitle?: string;
  /** Default "No Data"; false hides it. */
  noDataText?: string | false;
  /** When set, the error state offers a Retry button that calls it (load again). */
  onRetry?: (() => void) | undefined;
  /** Default "Retry". */
  retryLabel?: string;
  /** The retry is under way (the query's `isFetching`): the button shows it and cannot be pressed twice. */
  retrying?: boolean;
  /** Minimum height of the covered area, so an empty area still shows the overlay. */
  minHeight?: CSSProperties['minHeight'];
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export const OVERLAY_FADE_MS = 300;

type OverlayState = 'loading' | 'error' | 'noData';

function activeState(
  loading: boolean,
  error: boolean | string | null | undefined,
  noData: boolean,
): OverlayState | null {
  if (loading) return 'loading';
  if (error === true || (typeof error === 'string' && error !== '')) return 'error';
  if (noData) return 'noData';
  return null;
}

export function LoadingOverlay({
  loading = false,
  error = false,
  failure,
  noData = false,
  loadingText,
  errorText,
  errorTitle,
  noDataText,
  onRetry,
  retryLabel,
  retrying = false,
  minHeight,
  className,
  style,
  children,
}: LoadingOverlayProps) {
  const t = useT('blocks');
  const state = activeState(loading, error, noData);
  if (!loading && isForbidden(failure)) {
    return (
      <Box className={className} style={style}>
        <NotAuthorisedScreen />
      </Box>
    );
  }

  let text: string | false = false;
  if (state === 'loading') text = loadingText ?? t('blocks.loadingOverlay.loading');
  else if (state === 'error')
    text =
      errorText === false ? false : typeof error === 'string' ? error : (errorText ?? t('blocks.loadingOverlay.error'));
  else if (state === 'noData') text = noDataText ?? t('blocks.loadingOverlay.noData');

  return (
    <Box
      className={className}
      pos="relative"
      style={{ minHeight: state === null ? undefined : (minHeight ?? 120), ...style }}
      aria-busy={state === 'loading' || undefined}
    >
      {children}
      {state !== null && (
        <Cover state={state}>
          <Stack align="center" gap="xs">
            {state === 'loading' && <Loader size="md" />}
            {state === 'error' && <IconAlertTriangle size={28} color="var(--mantine-color-red-6)" aria-hidden />}
            {state === 'error' && errorTitle && (
              <Text c="red.7" fw={700}>
                {errorTitle}
              </Text>
            )}
            {text !== false && text !== '' && (
              <Text c={state === 'error' ? 'red.7' : 'dimmed'} fw={500}>
                {text}
              </Text>
            )}
            {state === 'error' && onRetry && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={retrying}
                onClick={onRetry}
              >
                {retryLabel ?? t('blocks.loadingOverlay.retry')}
              </Button>
            )}
          </Stack>
        </Cover>
      )}
    </Box>
  );
}

/**
 * The overlay itself: mounted when a state becomes active, it starts transparent and goes opaque on the next frame so
 * the opacity transition runs (once per appearance: a change from loading to error keeps it opaque).
 */
function Cover({ state, children }: { state: OverlayState; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setVisible(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Box
      data-testid="loading-overlay"
      data-state={state}
      role={state === 'error' ? 'alert' : 'status'}
      aria-live={state === 'error' ? 'assertive' : 'polite'}
      pos="absolute"
      inset={0}
      style={{
        zIndex: 200,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        // The page's own background (white or dark), 75 % opaque: the text on it keeps its contrast in both schemes.
        backgroundColor: 'color-mix(in srgb, var(--mantine-color-body) 75%, transparent)',
        opacity: visible ? 1 : 0,
        transition: `opacity ${OVERLAY_FADE_MS}ms`,
      }}
    >
      {children}
    </Box>
  );
}
