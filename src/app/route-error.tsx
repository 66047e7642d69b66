import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { errorMessageOf } from '../api/error-messages';
import { ApiFailure } from '../api/transport';
import { chunkNameOf, isChunkLoadError } from '../lib/chunk-error';
import { AccessDenied } from './guards';
import {
  ChunkLoadFailedScreen,
  FailedLoadingScreen,
  LoginRequiredScreen,
  NotAuthorisedScreen,
  RouteFailedScreen,
} from './failure-screens';

/**
 * A failed load is an expected state: a call failed, or a loader rejected with its own message for what it could not
 * load (both are `ApiFailure`s, e.g. SPEC 8's "There was an error loading this organisation link..."). Anything else
 * that reaches this screen is a crash: an error thrown while rendering, or a programming error in a loader.
 */
export function failureKind(error: unknown): 'failed-load' | 'crash' {
  return error instanceof ApiFailure ? 'failed-load' : 'crash';
}

/** The router's default error screen: guards, chunk-load failures and failed loads, never a blank page. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  if (error instanceof AccessDenied) {
    if (error.kind === 'loginRequired') return <LoginRequiredScreen />;
    if (error.kind === 'failedLoading') return <FailedLoadingScreen />;
    return <NotAuthorisedScreen />;
  }
  if (isChunkLoadError(error)) return <ChunkLoadFailedScreen chunk={chunkNameOf(error)} />;
  // The attribute lets the e2e sweeps tell the two apart (e2e/fuzz.spec.ts fails on a crash).
  return (
    <div data-route-error={failureKind(error)}>
      <RouteFailedScreen
        message={errorMessageOf(error, { emptyFallback: 'Something went wrong.' })}
        onRetry={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
