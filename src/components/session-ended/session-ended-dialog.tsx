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
import { api, dataOf } from '#/api/client';
import { Modal } from '#/components/dialogs/modal-block';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { loginUrl } from '#/lib/auth-links';
import { isSessionEnded } from '#/lib/call-outcome';
import { toSession } from '#/lib/session';
import { closeSessionEnded, resumeSession, useSessionEnded } from './session-ended';

export function SessionEndedDialog({ userId }: { userId: string | undefined }) {
  const t = useT('forms');
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
        const name = session.user.shortName;
        setProblem(name ? t('forms.sessionEnded.otherUser', { name }) : t('forms.sessionEnded.anotherUser'));
        return;
      }
      const again = resumeSession();
      // What failed while signed out loads again; the refused change is sent again (its block shows the outcome).
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
      again?.();
    } catch (failure) {
      setProblem(
        isSessionEnded(failure)
          ? t('forms.sessionEnded.stillSignedOut')
          : t('forms.sessionEnded.checkFailed', { reason: errorMessage(failure) }),
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      opened={open}
      onClose={closeSessionEnded}
      title={t('forms.sessionEnded.title')}
      centered
      closeButtonProps={{ 'aria-label': t('forms.sessionEnded.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{retry ? t('forms.sessionEnded.sentNotSaved') : t('forms.sessionEnded.notSaved')}</Text>
        <Text size="sm">{retry ? t('forms.sessionEnded.howToSendAgain') : t('forms.sessionEnded.howToRetry')}</Text>
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
            {t('forms.sessionEnded.signIn')}
          </Button>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={checking}
            onClick={() => void retryNow()}
          >
            {t('forms.sessionEnded.retry')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
