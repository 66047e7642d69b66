import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * DetailField: one "label  value" line of a details panel (Install Versions' version and acceptance panels, Version
 * Authorisation's details): the label in a fixed column, the value beside it keeping its line breaks.
 */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" fw={500} w={150} style={{ flex: '0 0 auto' }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Group>
  );
}
