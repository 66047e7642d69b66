import { MantineProvider, Center, Loader, Stack, Text, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter } from './router';
import { theme } from './theme';

/** Dimmed text (descriptions, hints) dark enough for WCAG AA contrast in both schemes. */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b9bf' },
});

/** Light/dark follows the system until the user picks one in the user menu (stored by Mantine). */
export function App({ router, queryClient }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

/** Shown while the start-up calls run (SPEC 4). */
export function BootScreen() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Center h="100vh">
        <Stack align="center" gap="xs">
          <Loader aria-label="Loading" />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
