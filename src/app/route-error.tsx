import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useMatch, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { RootOptions } from 'react-dom/client';
import { ApiFailure } from '#/api/transport';
import { NotAuthorisedScreen } from '#/components/failure-screen/failure-screen';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { isForbidden } from '#/lib/call-outcome';
import { screenFailureMessage } from '#/lib/screen-failure';
import { chunkNameOf, isChunkLoadError } from './chunk-error';
import { ChunkLoadFailedScreen, FailedLoadingScreen, LoginRequiredScreen, RouteFailedScreen } from './failure-screens';
import { AccessDenied } from './guards';

// Rarely shown, so not in every page's code; while it downloads, or if it cannot be, the failure says what happened.
const GoneRecord = lazy(() =>
  import('./gone-record-screen').then(
    (m) => ({ default: m.GoneRecordScreen }),
    () => ({ default: GoneRecordFallback }),
  ),
);

function GoneRecordFallback() {
  const t = useT('errors');
  return <RouteFailedScreen message={t('errors.code.NotFound')} />;
}

/**
 * A failed load is an expected state: a call failed, or a loader rejected with its own message for what it could not
 * load (both are `ApiFailure`s, e.g. a permission group that is not found). Anything else
 * that reaches this screen is a crash: an error thrown while rendering, or a programming error in a loader.
 */
export function failureKind(error: unknown): 'failed-load' | 'crash' {
  return error instanceof ApiFailure ? 'failed-load' : 'crash';
}

/**
 * What the route error screen shows as an expected state, not a fault of the console: a guard's answer (Not
 * authorised, Login Required), a failed load, a chunk that could not be downloaded.
 */
export function isExpectedFailure(error: unknown): boolean {
  return error instanceof AccessDenied || failureKind(error) === 'failed-load' || isChunkLoadError(error);
}

/**
 * The React root's options (src/main.tsx, and the e2e build's restart): React logs every error an error boundary
 * catches with console.error, and the router's boundaries catch each guard's refusal and each failed load. Those
 * are shown on screen as the states they are; only a crash is logged.
 */
export const rootOptions: RootOptions = {
  onCaughtError: (error) => {
    if (!isExpectedFailure(error)) console.error(error);
  },
};

export interface RouteErrorScreenProps extends ErrorComponentProps {
  /**
   * SPEC 8's message of the screen for a failed load (e.g. "There was an error loading this permission group..."):
   * a failed load (an `ApiFailure`) shows it, then the server's reason. A route gives it as its `errorComponent`:
   * `(props) => <RouteErrorScreen {...props} loadFailedMessage={...} />`. Without it: the failure's own message.
   */
  loadFailedMessage?: string;
}

/**
 * The router's default error screen: guards, chunk-load failures, loads the server refused (403: Not authorised) and
 * failed loads, never a blank page.
 */
export function RouteErrorScreen({ error, reset, loadFailedMessage }: RouteErrorScreenProps) {
  const tErrors = useT('errors');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const t = useT();
  // The failing route's record (the error screen is its match's): an edit page declares the one it loads.
  const record = useMatch({ strict: false, select: (match) => match.staticData.record });
  if (error instanceof AccessDenied) {
    if (error.kind === 'loginRequired') return <LoginRequiredScreen />;
    if (error.kind === 'failedLoading') return <FailedLoadingScreen />;
    return <NotAuthorisedScreen refused={error.refused} />;
  }
  if (isChunkLoadError(error)) return <ChunkLoadFailedScreen chunk={chunkNameOf(error)} />;
  // The server refused the load to this role: trying again would be refused too.
  if (isForbidden(error)) return <NotAuthorisedScreen />;
  // An edit page's record is not there (deleted, a stale link): trying again would not find it either.
  if (error instanceof ApiFailure && error.status === 404 && record) {
    return (
      <Suspense fallback={<GoneRecordFallback />}>
        <GoneRecord record={record} />
      </Suspense>
    );
  }
  // The attribute lets the e2e sweeps tell the two apart (e2e/fuzz.spec.ts fails on a crash).
  return (
    <div data-route-error={failureKind(error)}>
      <RouteFailedScreen
        message={
          loadFailedMessage !== undefined && error instanceof ApiFailure
            ? screenFailureMessage(tErrors, loadFailedMessage, error)
            : errorMessage(error, { emptyFallback: t('shell.routeFailed.fallback') })
        }
        onRetry={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
