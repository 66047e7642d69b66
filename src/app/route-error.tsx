import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { errorMessageOf } from '../api/error-messages';
import { chunkNameOf, isChunkLoadError } from '../lib/chunk-error';
import { AccessDenied } from './guards';
import {
  ChunkLoadFailedScreen,
  FailedLoadingScreen,
  LoginRequiredScreen,
  NotAuthorisedScreen,
  RouteFailedScreen,
} from './failure-screens';

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
  return (
    <RouteFailedScreen
      message={errorMessageOf(error, { emptyFallback: 'Something went wrong.' })}
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
