import { Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * The header's search button (it opens the command palette, `src/app/command-palette.tsx`). Its visible text is
 * "Search" and its accessible name starts with it (WCAG 2.5.3); the shortcut is announced by aria-keyshortcuts.
 * Shown inert until the palette's code has loaded (`inert`).
 */
export function CommandPaletteFace(props: ComponentPropsWithoutRef<'button'>) {
  return (
    <UnstyledButton
      aria-label="Search screens, organisations and users"
      aria-keyshortcuts="Control+K Meta+K"
      px="sm"
      h={32}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        color: 'var(--mantine-color-dimmed)',
      }}
      {...props}
    >
      <Group gap={8} wrap="nowrap">
        <IconSearch size={16} aria-hidden />
        <Text size="sm" c="inherit">
          Search
        </Text>
        <Kbd size="xs" visibleFrom="sm" aria-hidden>
          Ctrl K
        </Kbd>
      </Group>
    </UnstyledButton>
  );
}
