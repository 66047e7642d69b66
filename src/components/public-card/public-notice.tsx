import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { loginUrl } from '#/lib/auth-links';

/**
 * PublicNotice: the end of a signed-out flow (SPEC 2.6: reset requested, reset complete, invitation approved): an
 * icon, the title, the text and a Login button (return url /).
 */
export function PublicNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const t = useT('blocks');
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" w="100%" maw={520}>
        <Stack gap="md" align="center" ta="center">
          {icon}
          <Title order={2}>{title}</Title>
          <Text>{children}</Text>
          <Button component="a" href={loginUrl('/')} leftSection={<IconLogin size={16} aria-hidden />}>
            {t('blocks.publicCard.login')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
