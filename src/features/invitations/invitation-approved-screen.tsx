import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { loginUrl } from '../../lib/auth-links';

/** Invitation approved (/invitations/approved, SPEC 2.6): the welcome and a Login button (return url /). */
export function InvitationApprovedScreen() {
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" w="100%" maw={520}>
        <Stack gap="md" align="center" ta="center">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
          <Title order={2}>Invitation Approved</Title>
          <Text>Welcome, your invitation has been approved!</Text>
          <Button component="a" href={loginUrl('/')} leftSection={<IconLogin size={16} aria-hidden />}>
            Login
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
