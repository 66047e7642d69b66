import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '#/components/i18n/i18n-context';

/**
 * The header's search button (it opens the command palette, `src/app/command-palette.tsx`). Its name is its visible
 * text, "Jump to" (WCAG 2.5.3), not "Search": several screens (Entity Lookup, Statistics, Organisations) have their
 * own Search button, and two buttons of one name are ambiguous to a screen reader. The shortcut (Ctrl+K / Cmd+K)
 * is announced by aria-keyshortcuts and in its title. On narrow screens only its icon shows (the header keeps one
 * line, src/app/layout.module.css), so the name is also its aria-label.
 * Shown disabled until the palette's code has loaded (src/app/layout.tsx).
 */
export function CommandPaletteFace(props: ComponentPropsWithoutRef<'button'>) {
  const t = useT();
  return (
    <UnstyledButton
      aria-label={t('shell.palette.open')}
      aria-keyshortcuts="Control+K Meta+K"
      title={t('shell.palette.openHint')}
      px={{ base: 8, xs: 'sm' }}
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
        <Text size="sm" c="inherit" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
          {t('shell.palette.open')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
