import { Avatar, Box, Group, Text } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useT, type Translate } from '#/components/i18n/i18n-context';
import type { Session } from '#/lib/session';

/** The name the header shows: the user's, or "Login Required" for a logged-out visitor. */
function shownName(session: Session | null, t: Translate<'shell'>): string {
  return session?.user.shortName ?? t('shell.userMenu.loginRequired');
}

/** The user menu button's accessible name: the visible name first, then what the button is. */
export function userMenuLabel(session: Session | null, t: Translate<'shell'>): string {
  return t('shell.userMenu.label', { name: shownName(session, t) });
}

/**
 * What the header's user menu button shows: a user icon, the name, a chevron. The name is the only text, so the
 * button's accessible name (`userMenuLabel`) contains all of its visible text (WCAG 2.5.3 label in name; an avatar
 * initial before the name would read "AAlice"). On narrow screens only the icon shows (the header keeps one line,
 * src/app/layout.module.css); a long name is cut with an ellipsis (the button's name keeps it whole), but not German's
 * "Anmeldung erforderlich".
 */
export function UserMenuFace({ session }: { session: Session | null }) {
  const name = shownName(session, useT());
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar size="sm" radius="xl" color="indigo">
        <IconUserCircle size={18} aria-hidden />
      </Avatar>
      <Text size="sm" fw={500} visibleFrom="xs" maw={220} truncate="end">
        {name}
      </Text>
      <Box component="span" visibleFrom="xs" lh={0}>
        <IconChevronDown size={14} aria-hidden />
      </Box>
    </Group>
  );
}
