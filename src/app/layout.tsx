import { Box, Burger, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import type { ApiFailure } from '#/api/transport';
import { useT } from '#/components/i18n/i18n-context';
import { AnchorLink, NavLinkLink } from '#/components/router-links/router-links';
import { SessionEndedHost } from '#/components/session-ended/session-ended-host';
import { documentTitlePage } from '#/lib/breadcrumbs';
import { routePages } from '#/lib/route-meta';
import type { Session } from '#/lib/session';
import { isAnonymousPath, navigationItems } from '#/lib/session';
import { useLoginRequired } from './auth-state';
import { Breadcrumbs } from './breadcrumbs';
import { CommandPaletteFace } from './command-palette-face';
import { useCurrentPage } from './current-page';
import { FailedLoadingScreen, LoginRequiredScreen } from './failure-screens';
import classes from './layout.module.css';
import { afterPageCode } from './page-first';
import { RouteErrorScreen } from './route-error';
import { SkipLink } from './skip-link';
import { UserMenuFace } from './user-menu-face';

// The menu (Menu, Popover, floating UI) loads once the first page's own code is in (page-first.ts); until then its
// button's face shows, inert. If its code cannot be downloaded the face stays.
const UserMenu = lazy(() =>
  afterPageCode()
    .then(() => import('./user-menu'))
    .then(
      (m) => ({ default: m.UserMenu }),
      () => ({ default: UserMenuFace }),
    ),
);

// The command palette (Spotlight, its lists and matching) also loads after the first page's code; until then, or if
// its code cannot be downloaded, the header's "Jump to" button shows inert.
const CommandPalette = lazy(() =>
  afterPageCode()
    .then(() => import('./command-palette'))
    .then(
      (m) => ({ default: m.CommandPalette }),
      () => ({ default: InertPaletteFace }),
    ),
);

function InertPaletteFace() {
  return <CommandPaletteFace disabled tabIndex={-1} aria-hidden />;
}

export interface LayoutProps {
  session: Session | null;
  sessionFailure: ApiFailure | null;
  /** The root route's failure (its guard turned the visitor away): shown in the page's place. */
  failure?: ErrorComponentProps;
}

export function Layout({ session, sessionFailure, failure }: LayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the open navigation panel from the panel or its button, and the button has the focus again.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burger.current?.focus();
  };
  // The path alone: a grid's sort or filter written to the address re-renders no part of the frame.
  const pathname = useLocation({ select: (location) => location.pathname });
  // The address as typed decides (a malformed one is read by the router as a not-found path, src/app/malformed-url.ts).
  const anonymousPath = useLocation({ select: (location) => isAnonymousPath(location.publicHref) });
  const loginRequired = useLoginRequired();
  // SPEC 2.2: once a call has answered 401 the session has ended, so the header shows a logged-out visitor's
  // state (no navigation, "Login Required" with a Login entry), whatever the start-up session said.
  const headerSession = loginRequired ? null : session;
  const nav = navigationItems(headerSession, routePages(useRouter()));

  const t = useT();
  const { page } = useCurrentPage();
  const titlePage = documentTitlePage(page);
  const documentTitle = titlePage ? t('shell.documentTitle', { page: t(titlePage) }) : t('shell.productTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(close, [pathname, close]);

  let content = failure ? <RouteErrorScreen {...failure} /> : <Outlet />;
  if (!session && !anonymousPath) {
    content = sessionFailure?.status === 401 ? <LoginRequiredScreen /> : <FailedLoadingScreen />;
  } else if (loginRequired && !anonymousPath) {
    content = <LoginRequiredScreen />;
  }

  return (
    // The frame is laid out by layout.module.css with Mantine's primitives, not AppShell (see that file).
    <>
      <SkipLink targetId="main-content" />
      <Box component="header" className={classes.header}>
        <Group h="100%" px={{ base: 'sm', xs: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="md" wrap="nowrap" className={classes.brand}>
            {nav.length ? (
              <Burger
                ref={burger}
                opened={opened}
                onClick={toggle}
                onKeyDown={closeOnEscape}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('shell.nav.toggle')}
                aria-expanded={opened}
              />
            ) : null}
            <AnchorLink to="/" fw={700} c="inherit" underline="never" className={classes.title}>
              {t('shell.productTitle')}
            </AnchorLink>
            <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('shell.nav.main')}>
              {nav.map((item) => (
                <NavLinkLink
                  key={item.to}
                  to={item.to}
                  label={t(item.label)}
                  active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                  w="auto"
                  style={{ borderRadius: 4 }}
                />
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.tools}>
            {headerSession ? (
              <Suspense fallback={<InertPaletteFace />}>
                <CommandPalette session={headerSession} />
              </Suspense>
            ) : null}
            <Suspense
              fallback={
                <Box aria-hidden>
                  <UserMenuFace session={headerSession} />
                </Box>
              }
            >
              <UserMenu session={headerSession} />
            </Suspense>
          </Group>
        </Group>
      </Box>
      {opened ? (
        <Box
          component="nav"
          className={classes.navbar}
          hiddenFrom="sm"
          aria-label={t('shell.nav.mainMenu')}
          onKeyDown={closeOnEscape}
        >
          <Stack gap={2}>
            {nav.map((item) => (
              <NavLinkLink key={item.to} to={item.to} label={t(item.label)} />
            ))}
          </Stack>
        </Box>
      ) : null}
      <Box component="main" className={classes.main}>
        <Breadcrumbs session={headerSession} />
        <div id="main-content">{content}</div>
      </Box>
      {/* A 401 while the page holds unsaved work: the page stays, this dialog explains (src/app/auth-state.ts). */}
      <SessionEndedHost userId={session?.user.userID} />
    </>
  );
}
