import { useT } from '#/components/i18n/i18n-context';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';

/** Shown while a route's code or data loads. */
export function PendingScreen() {
  const t = useT();
  return (
    <div style={{ position: 'relative', minHeight: 240 }}>
      <LoadingOverlay loading loadingText={t('shell.loading')} />
    </div>
  );
}
