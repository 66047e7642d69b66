import { MantineProvider, Center, Loader, Stack, Text, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RegisteredRouter } from '@tanstack/react-router';
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { I18nProvider, useT } from '#/components/i18n/i18n-context';
import type { I18nStore } from '#/components/i18n/i18n-store';
import { LocaleProvider, useLocale } from '#/components/locale/locale';
import { cssVariablesResolver } from './css-variables';
import { holdModalEvents } from './modal-events';
import { afterPageCode } from './page-first';
import { theme } from './theme';

// Loaded once the first page's own code is in (page-first.ts; see notifications-host.tsx); without its code toasts
// are not shown.
const NotificationsHost = lazy<ComponentType>(() =>
  afterPageCode()
    .then(() => import('./notifications-host'))
    .then(
      (m) => ({ default: m.NotificationsHost }),
      () => ({ default: () => null }),
    ),
);

// The modal manager too (see modals-host.tsx); modal events raised before it listens are held, then replayed.
holdModalEvents();
const ModalsHost = lazy<ComponentType>(() =>
  afterPageCode()
    .then(() => import('./modals-host'))
    .then(
      (m) => ({ default: m.ModalsHost }),
      () => ({ default: () => null }),
    ),
);

/** The console's language; numbers in its messages follow the display locale. */
function I18nRoot({ store, children }: { store: I18nStore; children: ReactNode }) {
  return (
    <I18nProvider store={store} numberLocale={useLocale()}>
      {children}
    </I18nProvider>
  );
}

/**
 * Mantine with the console's theme, its dialogs' × named in the console's language; light/dark follows the system
 * until the user picks one in the user menu (stored by Mantine).
 */
function ConsoleMantine({ children }: { children: ReactNode }) {
  const t = useT();
  const localised = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('shell.dialog.close') } } },
          // Mantine names the (unfocusable) eye button in English.
          PasswordInput: {
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('shell.password.toggle') } },
          },
        },
      }),
    [t],
  );
  return (
    // All of the theme's CSS variables are written here, not only those that differ from default-css-variables.css,
    // which the first paint then does without (4 kB).
    <MantineProvider
      theme={localised}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}

export function App({
  router,
  queryClient,
  i18n,
}: {
  router: RegisteredRouter;
  queryClient: QueryClient;
  i18n: I18nStore;
}) {
  return (
    <I18nProvider store={i18n} numberLocale={i18n.language()}>
      <ConsoleMantine>
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <LocaleProvider userLocale={router.options.context.session?.user.locale}>
            <I18nRoot store={i18n}>
              <RouterProvider router={router} />
            </I18nRoot>
          </LocaleProvider>
        </QueryClientProvider>
      </ConsoleMantine>
    </I18nProvider>
  );
}

/**
 * "Loading..." in the likely language; the shell's messages download beside the start-up calls, so for a moment
 * (or, if they cannot be downloaded, throughout) only the spinner shows, never a message key.
 */
function BootMessage({ store }: { store: I18nStore }) {
  const t = useT();
  const language = useSyncExternalStore(store.subscribe, store.language);
  const ready = store.catalogue(language, 'shell') !== undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    store.load(language, 'shell').then(
      () => {
        if (live) setLoaded((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, language, ready]);
  if (!ready) return <Loader />;
  return (
    <Stack align="center" gap="xs">
      <Loader aria-label={t('shell.loadingLabel')} />
      <Text c="dimmed">{t('shell.loading')}</Text>
    </Stack>
  );
}

/** Shown while the start-up calls run (SPEC 4). */
export function BootScreen({ i18n }: { i18n: I18nStore }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
    >
      <I18nProvider store={i18n} numberLocale={i18n.language()}>
        <Center h="100vh">
          <BootMessage store={i18n} />
        </Center>
      </I18nProvider>
    </MantineProvider>
  );
}
