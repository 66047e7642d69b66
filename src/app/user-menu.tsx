import '@mantine/core/styles/Menu.css';
import { Menu, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconLogin, IconLogout, IconMoon, IconSun, IconUserCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { LanguageMenuItems } from '#/components/i18n/language-menu';
import { MenuItemLink } from '#/components/router-links/menu-item-link';
import { loginUrl, logoutUrl } from '#/lib/auth-links';
import { editsOwnProfile, type Session } from '#/lib/session';
import { UserMenuFace, userMenuLabel } from './user-menu-face';

function ColorSchemeItem() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <Menu.Item
      leftSection={computed === 'dark' ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
      onClick={() => setColorScheme(next)}
      closeMenuOnClick={false}
    >
      {computed === 'dark' ? t('shell.userMenu.lightMode') : t('shell.userMenu.darkMode')}
    </Menu.Item>
  );
}

/**
 * SPEC 2.2 user menu: Profile and Logout; anonymous scope only Logout; logged out "Login Required" and Login. Then the
 * colour scheme and the language (on the anonymous pages too). Loaded lazily by the layout (Menu, Popover and the floating UI are not needed for the first paint).
 */
export function UserMenu({ session }: { session: Session | null }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and gives the focus back to its button wherever the focus is: Mantine moves the focus
  // into the menu a moment after it shows, and an Escape in that moment would otherwise leave the menu open.
  useWindowEvent('keydown', (event) => {
    if (!opened || event.key !== 'Escape') return;
    setOpened(false);
    button.current?.focus();
  });
  return (
    // Opening the menu focuses its first item (WAI-ARIA menu button), not Mantine's placeholder before the items: a
    // focusable element without a role, which a menu may not contain (axe aria-required-children). No closing fade:
    // a late move of Mantine's focus into the menu must find it gone, not take the focus from the button again.
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      transitionProps={{ exitDuration: 0 }}
    >
      <Menu.Target>
        <UnstyledButton ref={button} aria-label={userMenuLabel(session, t)} data-testid="user-menu">
          <UserMenuFace session={session} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {editsOwnProfile(session) ? (
          <MenuItemLink to="/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            {t('shell.userMenu.profile')}
          </MenuItemLink>
        ) : null}
        {session ? (
          <Menu.Item component="a" href={logoutUrl()} leftSection={<IconLogout size={16} aria-hidden />}>
            {t('shell.userMenu.logout')}
          </Menu.Item>
        ) : (
          <Menu.Item component="a" href={loginUrl()} leftSection={<IconLogin size={16} aria-hidden />}>
            {t('shell.userMenu.login')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <ColorSchemeItem />
        <Menu.Divider />
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
