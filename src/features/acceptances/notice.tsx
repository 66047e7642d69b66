import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A standing notice on the page (not an alert: it is always there, so it is not announced). Mantine's Alert always
 * carries role="alert", which is for messages that appear.
 */
export function Notice({
  color,
  icon,
  title,
  children,
}: {
  color: string;
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Paper p="sm" radius="sm" bg={`var(--mantine-color-${color}-light)`} role="note" aria-label={title}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Text component="span" lh={0} mt={2}>
          {icon}
        </Text>
        <Stack gap={2}>
          {title && (
            <Text size="sm" fw={700}>
              {title}
            </Text>
          )}
          <Text size="sm">{children}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
