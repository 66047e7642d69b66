import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ApiFailure } from '../../api/transport';
import { RouteFailedScreen } from '../../app/failure-screens';
import { RouteErrorScreen } from '../../app/route-error';
import { screenFailureMessage } from '../../lib/screen-failure';
import { serviceAccountMessages } from './service-account-rules';

/** Edit Service Account could not load its account: SPEC 8's message (other failures: the default screen). */
export function ServiceAccountLoadFailed(props: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  if (!(props.error instanceof ApiFailure)) return <RouteErrorScreen {...props} />;
  return (
    <RouteFailedScreen
      message={screenFailureMessage(serviceAccountMessages.load, props.error)}
      onRetry={() => {
        queryReset.reset();
        props.reset();
        void router.invalidate();
      }}
    />
  );
}
