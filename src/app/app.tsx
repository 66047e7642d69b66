import { MantineProvider, Center, Loader, Stack, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter } from './router';
import { theme } from './theme';

/** Light/dark follows the system until the user picks one in the user menu (stored by Mantine). */
export function App({ router, queryClient }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
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
