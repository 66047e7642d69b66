import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconLogin, IconMoodSad, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../components/router-links/router-links';
import { loginUrl } from '../lib/auth-links';

function Screen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Center py="xl" data-testid="failure-screen">
      <Stack align="center" gap="sm" maw={560} ta="center">
        {icon}
        <Title order={2}>{title}</Title>
        {children}
      </Stack>
    </Center>
  );
}

/** SPEC 2.2: the user is not logged in. */
export function LoginRequiredScreen() {
  return (
    <Screen icon={<IconLock size={48} aria-hidden />} title="Login Required">
      <Text>You need to sign in to use the administration console.</Text>
      <Button component="a" href={loginUrl()} leftSection={<IconLogin size={16} aria-hidden />}>
        Login
      </Button>
    </Screen>
  );
}

/** SPEC 2.2: the start-up failed; asks the user to refresh. */
export function FailedLoadingScreen() {
  return (
    <Screen icon={<IconAlertTriangle size={48} aria-hidden />} title="Failed Loading Admin Page">
      <Text>The console could not be loaded. Please refresh the page to try again.</Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
        Refresh
      </Button>
    </Screen>
  );
}

/** A signed-in user opened a screen their role does not reach. */
export function NotAuthorisedScreen() {
  return (
    <Screen icon={<IconLock size={48} aria-hidden />} title="Not authorised">
      <Text>You do not have access to this page. It is for administrators of another area.</Text>
      <AnchorLink to="/">Send me home</AnchorLink>
    </Screen>
  );
}

/** SPEC 2.2 not-found page. */
export function NotFoundScreen() {
  return (
    <Screen icon={<IconMoodSad size={48} aria-hidden />} title="Page not found">
      <Text>Page not found - The page requested doesn&apos;t exist. Something has gone wrong.</Text>
      <AnchorLink to="/">Send me home</AnchorLink>
    </Screen>
  );
}

/** SPEC 8: a screen's code chunk failed to load ("Loading chunk {n} failed"). */
export function ChunkLoadFailedScreen({ chunk }: { chunk: string }) {
  return (
    <Screen icon={<IconAlertTriangle size={48} aria-hidden />} title={`Loading chunk ${chunk} failed`}>
      <Text>
        This part of the console could not be downloaded (a new version may have been deployed, or the connection
        dropped). Reload to try again.
      </Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Screen>
  );
}

/** Any other failure of a route: its message, never a blank page. */
export function RouteFailedScreen({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Screen icon={<IconAlertTriangle size={48} aria-hidden />} title="Error...">
      <Text role="alert">{message}</Text>
      {onRetry ? (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Screen>
  );
}
