import { Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconLogin, IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { FailureScreen as Screen } from '#/components/failure-screen/failure-screen';
import { useT } from '#/components/i18n/i18n-context';
import { AnchorLink } from '#/components/router-links/router-links';
import { loginUrl } from '#/lib/auth-links';

/** SPEC 2.2: the user is not logged in. */
export function LoginRequiredScreen() {
  const t = useT();
  return (
    <Screen icon={<IconLock size={48} aria-hidden />} title={t('shell.loginRequired.title')}>
      <Text>{t('shell.loginRequired.text')}</Text>
      <Button component="a" href={loginUrl()} leftSection={<IconLogin size={16} aria-hidden />}>
        {t('shell.loginRequired.login')}
      </Button>
    </Screen>
  );
}

/** SPEC 2.2: the start-up failed; asks the user to refresh. */
export function FailedLoadingScreen() {
  const t = useT();
  return (
    <Screen icon={<IconAlertTriangle size={48} aria-hidden />} title={t('shell.failedLoading.title')}>
      <Text>{t('shell.failedLoading.text')}</Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
        {t('shell.failedLoading.refresh')}
      </Button>
    </Screen>
  );
}

/** SPEC 2.2 not-found page. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <Screen icon={<IconMoodSad size={48} aria-hidden />} title={t('shell.notFound.title')}>
      <Text>{t('shell.notFound.text')}</Text>
      <AnchorLink to="/">{t('shell.sendMeHome')}</AnchorLink>
    </Screen>
  );
}

/** SPEC 8: a screen's code chunk failed to load ("Loading chunk {n} failed"). */
export function ChunkLoadFailedScreen({ chunk }: { chunk: string }) {
  const t = useT();
  return (
    <Screen icon={<IconAlertTriangle size={48} aria-hidden />} title={t('shell.chunkFailed.title', { chunk })}>
      <Text>{t('shell.chunkFailed.text')}</Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
        {t('shell.chunkFailed.reload')}
      </Button>
    </Screen>
  );
}

/** Any other failure of a route: its message, never a blank page. */
export function RouteFailedScreen({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <Screen icon={<IconAlertTriangle size={48} aria-hidden />} title={t('shell.routeFailed.title')}>
      <Text role="alert">{message}</Text>
      {onRetry ? (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('shell.routeFailed.retry')}
        </Button>
      ) : null}
    </Screen>
  );
}
