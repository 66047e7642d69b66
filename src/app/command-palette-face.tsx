import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * The header's search button (it opens the command palette, `src/app/command-palette.tsx`). Its name is its visible
 * text, "Search" (WCAG 2.5.3); the shortcut (Ctrl+K / Cmd+K) is announced by aria-keyshortcuts and in its title.
 * Shown disabled until the palette's code has loaded (src/app/layout.tsx).
 */
export function CommandPaletteFace(props: ComponentPropsWithoutRef<'button'>) {
  return (
    <UnstyledButton
      aria-keyshortcuts="Control+K Meta+K"
      title="Search (Ctrl+K)"
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
      </Group>
    </UnstyledButton>
  );
}
