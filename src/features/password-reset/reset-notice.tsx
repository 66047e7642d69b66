import type { ReactNode } from 'react';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { loginUrl } from '../../lib/auth-links';

/** A password reset notice (request sent, reset complete): its title, text and a Login button (return url /). */
export function ResetNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" w="100%" maw={520}>
        <Stack gap="md" align="center" ta="center">
          {icon}
          <Title order={2}>{title}</Title>
          <Text>{children}</Text>
          <Button component="a" href={loginUrl('/')} leftSection={<IconLogin size={16} aria-hidden />}>
            Login
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
