import { LoadingOverlay } from '../components/loading-overlay/loading-overlay';

/** Shown while a route's code or data loads. */
export function PendingScreen() {
  return (
    <div style={{ position: 'relative', minHeight: 240 }}>
      <LoadingOverlay loading />
    </div>
  );
}
