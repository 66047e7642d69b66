/**
 * The dialog of a session that ended while the page held unsaved work (./session-ended.ts): the change was not
 * saved and is still on the page; "Sign in again" opens the authentication login page (SPEC 2.2's URL) in a new
 * tab, so this page and everything typed stay; Retry checks the session (GET Authentication/current) and, once the
 * same user is signed in again, closes, loads again what failed and sends the refused change again. Closing it (×,
 * Escape, a click outside) leaves the page as it is. Loaded on demand (./session-ended-host.tsx).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, dataOf } from '../../api/client';
import { loginUrl } from '../../lib/auth-links';
import { isSessionEnded } from '../../lib/call-outcome';
import { toSession } from '../../lib/session';
import { Modal } from '../dialogs/modal-block';
import { useErrorMessage } from '../i18n/use-error-message';
import { closeSessionEnded, resumeSession, useSessionEnded } from './session-ended';

export const SESSION_ENDED_TITLE = 'Your session has ended';
export const STILL_SIGNED_OUT = 'You are still signed out. Sign in again in the new tab, then press Retry.';

export function SessionEndedDialog({ userId }: { userId: string | undefined }) {
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { open, retry } = useSessionEnded();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const retryNow = async () => {
    if (checking) return;
    setChecking(true);
    setProblem(null);
    try {
      const session = toSession(dataOf(await api.GET('/Authentication/current')));
      if (userId !== undefined && session.user.userID !== userId) {
        setProblem(
          `You are signed in as ${session.user.shortName || 'another user'} now. Sign in again as the user who made these changes, then press Retry.`,
        );
        return;
      }
      const again = resumeSession();
      // What failed while signed out loads again; the refused change is sent again (its block shows the outcome).
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
      again?.();
    } catch (failure) {
      setProblem(
        isSessionEnded(failure) ? STILL_SIGNED_OUT : `The session could not be checked: ${errorMessage(failure)}`,
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      opened={open}
      onClose={closeSessionEnded}
      title={SESSION_ENDED_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          You were signed out, so {retry ? 'the change you sent was not saved' : 'your changes have not been saved'}.
          Everything you typed is still on this page.
        </Text>
        <Text size="sm">
          Sign in again in a new tab, then come back here and press Retry{retry ? ' to send it again' : ''}.
        </Text>
        {problem ? (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button
            component="a"
            href={loginUrl()}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            Sign in again (new tab)
          </Button>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={checking}
            onClick={() => void retryNow()}
          >
            Retry
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
