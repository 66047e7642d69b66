import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Badge, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconClockPause, IconFileUpload, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { ButtonLink } from '#/components/router-links/router-links';
import type { MessageKey } from '#/lib/messages/catalogues';
import type { RowStatus } from './invite-list-rules';
import { INVITATION_MAIL_LIMIT, countdownText, waitInWords, type MailLimitWait } from './mail-limit-rules';
import type { InviteList as InviteListState } from './use-invite-list';

const STATUS_LABEL = {
  ready: 'access.inviteList.state.ready',
  malformed: 'access.inviteList.state.malformed',
  tooLong: 'access.inviteList.state.tooLong',
  duplicate: 'access.inviteList.state.duplicate',
  member: 'access.inviteList.state.member',
  invited: 'access.inviteList.state.invited',
  sent: 'access.inviteList.state.sent',
  failed: 'access.inviteList.state.failed',
  unknown: 'access.inviteList.state.unknown',
  unansweredListed: 'access.inviteList.state.unansweredListed',
} as const satisfies Record<RowStatus, MessageKey<'access'>>;

const STATUS_COLOUR: Record<RowStatus, string> = {
  ready: 'blue',
  malformed: 'red',
  tooLong: 'red',
  duplicate: 'gray',
  member: 'gray',
  invited: 'gray',
  sent: 'green',
  failed: 'red',
  unknown: 'yellow',
  unansweredListed: 'yellow',
};

/**
 * The wait the server's mail limit asked for: the time left, counted down each second (a timer, not read out at every
 * tick: the status line says the wait once), and Cancel waiting.
 */
function MailLimitCountdown({ wait, onCancel }: { wait: MailLimitWait; onCancel: () => void }) {
  const t = useT('access');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <Alert color="yellow" icon={<IconClockPause size={18} aria-hidden />}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" role="timer">
          {t('access.inviteList.countdown', { time: countdownText(wait.until - now) })}
        </Text>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('access.inviteList.stopWaiting')}
        </Button>
      </Group>
    </Alert>
  );
}

export interface InviteListProps {
  orgId: string;
  list: InviteListState;
  /** Retry failed: sends the refused entries again with the page's settings. */
  onRetry: () => void;
}

/**
 * Invite User's "A list": the addresses typed or pasted (added with Add to list, or by Send, which counts them
 * meanwhile) or read from a .csv or .txt file, each with its state (ready, malformed, too long, duplicate, already a
 * member, already invited) and, once sent, its outcome with its message; a remove button each. A list longer than the organisation may send in the mail limit's
 * window says so (Send waits until it is shortened). While a list is sent, a progress bar; what a run starts, a wait
 * for the server's mail limit and how it ended are announced politely, once each; Retry failed sends the refused ones
 * again.
 */
export function InviteList({ orgId, list, onRetry }: InviteListProps) {
  const t = useT('errors', 'access');
  const errorMessage = useErrorMessage();
  // Why a picked file was not read (too large, or the browser could not hand it over); the typed addresses stay.
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const listTitle = useId();

  const addFile = async (file: File | null) => {
    if (file) setFileProblem(await list.addFile(file));
  };

  const { rows } = list;
  const ready = rows.filter((row) => row.status === 'ready').length;
  const { run, wait } = list;
  const settled = run ? run.sent + run.failed + run.unknown : 0;
  const waitWords = wait && waitInWords(wait.seconds);

  return (
    <Stack gap="sm">
      <TextField
        multiline
        minRows={4}
        label={t('access.inviteList.emails')}
        description={t('access.inviteList.emailsHelp')}
        value={list.draft}
        onChange={list.setDraft}
        autoComplete="off"
      />
      {/* Addresses pasted but not added are sent too: the Send button counts them, and this says why. */}
      {list.draftCount > 0 && (
        <Text size="sm" c="dimmed">
          {t('access.inviteList.inBox', { count: list.draftCount })}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconListDetails size={16} aria-hidden />}
          onClick={list.addDraft}
          disabled={list.draft.trim() === ''}
        >
          {t('access.inviteList.add')}
        </Button>
        <FileButton onChange={(file) => void addFile(file)} accept=".csv,.txt,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
              {t('access.inviteList.file')}
            </Button>
          )}
        </FileButton>
      </Group>
      {fileProblem && (
        <Alert color="red" role="alert">
          {fileProblem}
        </Alert>
      )}
      {list.knownLoading && !list.knownError && (
        <Text size="sm" c="dimmed">
          {t('access.inviteList.knownLoading')}
        </Text>
      )}
      {list.knownError && (
        <Alert color="yellow" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('access.inviteList.knownFailed', { reason: errorMessage(list.knownError) })}</Text>
            <Button size="xs" variant="default" onClick={() => void list.retryKnown()}>
              {t('access.linkEdit.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {rows.length > 0 && (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500} id={listTitle}>
              {t('access.inviteList.list')}
            </Text>
            <Text size="sm">{t('access.inviteList.summary', { ready, count: rows.length })}</Text>
          </Group>
          {list.overLimit > 0 && (
            <Alert color="yellow" role="status">
              {t('access.inviteList.overLimit', {
                limit: INVITATION_MAIL_LIMIT.perOrganisation,
                minutes: INVITATION_MAIL_LIMIT.windowSeconds / 60,
                count: list.overLimit,
              })}
            </Alert>
          )}
          <Stack component="ul" gap={6} aria-labelledby={listTitle} m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map(({ entry, status, message }) => (
              <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.email}
                  </Text>
                  {message && <Text size="xs">{message}</Text>}
                </Stack>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Badge variant="light" color={STATUS_COLOUR[status]}>
                    {t(STATUS_LABEL[status])}
                  </Badge>
                  <CloseButton
                    aria-label={t('access.inviteList.remove', { email: entry.email })}
                    onClick={() => list.remove(entry.id)}
                    disabled={list.sending}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
      {run && (
        <Stack gap={4}>
          <Progress value={(settled / run.total) * 100} aria-label={t('access.inviteList.list')} />
          <Text size="sm">
            {t('access.inviteList.progress', { sent: run.sent, count: run.total, left: run.total - settled })}
          </Text>
        </Stack>
      )}
      {wait && <MailLimitCountdown wait={wait} onCancel={list.stopWaiting} />}
      {/* Announced once when a run starts, when it waits for the mail limit and when it ends, not per call. */}
      <Text size="sm" aria-live="polite" role="status">
        {run &&
          (waitWords
            ? t(
                waitWords.unit === 'seconds' ? 'access.inviteList.waitingSeconds' : 'access.inviteList.waitingMinutes',
                { count: waitWords.count },
              )
            : list.sending
              ? t('access.inviteList.sending', { count: run.total })
              : t('access.inviteList.done', { sent: run.sent, failed: run.failed, unknown: run.unknown }))}
      </Text>
      {run && !list.sending && (
        <Group gap="xs">
          {list.failed.length > 0 && (
            <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
              {t('access.inviteList.retry', { count: list.failed.length })}
            </Button>
          )}
          <ButtonLink variant="default" to="/organisation/$orgId/pendinginvites" params={{ orgId }}>
            {t('access.inviteList.openPending')}
          </ButtonLink>
        </Group>
      )}
    </Stack>
  );
}
