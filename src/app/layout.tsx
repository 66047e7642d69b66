import {
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  NavLink as MantineNavLink,
  Stack,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLogin,
  IconLogout,
  IconMoon,
  IconSun,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Session } from '../lib/session';
import { isAnonymousPath, navigationItems } from '../lib/session';
import { documentTitleFor, PRODUCT_TITLE } from '../lib/breadcrumbs';
import { loginUrl, logoutUrl } from '../lib/auth-links';
import type { ApiFailure } from '../api/transport';
import { Breadcrumbs } from './breadcrumbs';
import { useLoginRequired } from './auth-state';
import { FailedLoadingScreen, LoginRequiredScreen } from './failure-screens';

function ColorSchemeItem() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <Menu.Item
      leftSection={computed === 'dark' ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
      onClick={() => setColorScheme(next)}
      closeMenuOnClick={false}
    >
      {computed === 'dark' ? 'Light mode' : 'Dark mode'}
    </Menu.Item>
  );
}

/** SPEC 2.2 user menu: Profile and Logout; anonymous scope only Logout; logged out "Login Required" and Login. */
function UserMenu({ session }: { session: Session | null }) {
  const name = session?.user.shortName ?? 'Login Required';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar size="sm" radius="xl" color="indigo">
              {session ? name.slice(0, 1).toUpperCase() : <IconUserCircle size={18} aria-hidden />}
            </Avatar>
            <Text size="sm" fw={500}>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {session && !session.isAnonymousScope ? (
          <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            Profile
          </Menu.Item>
        ) : null}
        {session ? (
          <Menu.Item component="a" href={logoutUrl()} leftSection={<IconLogout size={16} aria-hidden />}>
            Logout
          </Menu.Item>
        ) : (
          <Menu.Item component="a" href={loginUrl()} leftSection={<IconLogin size={16} aria-hidden />}>
            Login
          </Menu.Item>
        )}
        <Menu.Divider />
        <ColorSchemeItem />
      </Menu.Dropdown>
    </Menu>
  );
}

export function Layout({ session, sessionFailure }: { session: Session | null; sessionFailure: ApiFailure | null }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const loginRequired = useLoginRequired();
  const nav = navigationItems(session);

  useEffect(() => {
    document.title = documentTitleFor(location.pathname);
  }, [location.pathname]);
  useEffect(close, [location.pathname, close]);

  let content = <Outlet />;
  if (!session && !isAnonymousPath(location.pathname)) {
    content = sessionFailure?.status === 401 ? <LoginRequiredScreen /> : <FailedLoadingScreen />;
  } else if (loginRequired && !isAnonymousPath(location.pathname)) {
    content = <LoginRequiredScreen />;
  }

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            {nav.length ? <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Navigation" /> : null}
            <Text fw={700} component={Link} to="/" c="inherit" style={{ textDecoration: 'none' }}>
              {PRODUCT_TITLE}
            </Text>
            <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
              {nav.map((item) => (
                <MantineNavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={location.pathname === item.to || location.pathname.startsWith(`${item.to}/`)}
                  w="auto"
                  style={{ borderRadius: 4 }}
                />
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <UserMenu session={session} />
          </Group>
        </Group>
      </AppShell.Header>
      {opened ? (
        <AppShell.Navbar p="xs" aria-label="Main (menu)">
          <Stack gap={2}>
            {nav.map((item) => (
              <MantineNavLink key={item.to} component={Link} to={item.to} label={item.label} />
            ))}
          </Stack>
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main>
        <Breadcrumbs session={session} />
        <div id="main-content">{content}</div>
      </AppShell.Main>
    </AppShell>
  );
}
