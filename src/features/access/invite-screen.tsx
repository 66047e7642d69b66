import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as limits from '#/api/limits.gen';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { notifySuccess } from '#/components/dialogs/notify';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { useSessionRetry } from '#/components/session-ended/use-session-retry';
import { SiteNodePicker } from '#/components/site-node-picker/site-node-picker';
import { SESSION_ENDED_NOT_SAVED, failureWithOutcome, isSessionEnded } from '#/lib/call-outcome';
import type { RestrictionRef } from '#/lib/link-diff';
import { defaultGroupIds } from '#/lib/organisation-user-link';
import { permissionGroupLookupQuery, useSendInvite } from './access-queries';
import { PermissionGroupChecks, TeamChecks } from './checkbox-groups';
import { inviteEmailProblem, inviteRequest } from './invite-rules';
import { InviteList } from './lazy-invite-list';
import { useInviteList } from './use-invite-list';

type Mode = 'one' | 'list';

interface InviteForm {
  email: string;
  isOrgAdmin: boolean;
  groupIds: string[];
  teamIds: string[];
  restrictions: RestrictionRef[];
}

const blank: InviteForm = { email: '', isOrgAdmin: false, groupIds: [], teamIds: [], restrictions: [] };
const EMAIL_MAX = limits.SendInviteRequest.email.maxLength;

/**
 * Invite User (SPEC 2.5): Email (SPEC 5 structure, contract maximum), Organisation Administrator, permission groups
 * (organisation defaults checked and disabled; they apply anyway and are not sent), teams and outlet restrictions.
 * Send posts `sendinvite` with {email, isOrgAdmin, permissionGroupIDs, rootNodes, teamMembershipIDs}, then opens
 * Pending Invitations; a failure (e.g. BadRequest_UserHasAlreadyJoined) shows its message and keeps the form.
 * Cancel returns to the Organisation Summary. "A list" (./invite-list.tsx) sends the same settings to each address of
 * a list instead, and stays to show each one's outcome.
 */
export function InviteScreen({ orgId }: { orgId: string }) {
  const t = useT('errors', 'forms', 'access');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const groups = useQuery(permissionGroupLookupQuery(orgId));
  const send = useSendInvite(orgId);
  const form = useEditForm<InviteForm>({
    initialValues: blank,
    validate: { email: (email) => inviteEmailProblem(t, email, EMAIL_MAX) },
  });
  const values = form.values;
  const [error, setError] = useState<string | null>(null);
  const oneCall = useOneCallAtATime();
  const [mode, setMode] = useState<Mode>('one');
  const list = useInviteList(orgId, mode === 'list');
  const sending = oneCall.busy;

  const defaults = useMemo(() => defaultGroupIds(groups.data), [groups.data]);
  // A list once sent has used the settings: only its addresses not sent are left to lose.
  const dirty = list.unsent || (form.isDirty() && (mode === 'one' || list.run === null));
  const guard = useUnsavedChangesGuard(dirty, { suspended: sending });
  useHoldNavigation(sending);
  const sessionRetry = useSessionRetry();

  const requestFor = (email: string) => inviteRequest(values, defaults, email);
  // The list stays on the page with each address's outcome; the guard still asks while some are not sent.
  const sendList = () => oneCall.run(() => list.sendReady(requestFor));
  const retryFailed = () => oneCall.run(() => list.sendEntries(list.failed, requestFor));
  const submit = () => oneCall.run(submitOnce);
  async function submitOnce() {
    if (form.validate().hasErrors) return;
    const body = requestFor(values.email);
    setError(null);
    guard.allowNavigation();
    try {
      await send.mutateAsync({ params: { path: { orgId } }, body });
    } catch (failure) {
      guard.restoreGuard();
      if (isSessionEnded(failure)) {
        // The form stays; the session-ended dialog's Retry sends the same invitation once signed in again.
        setError(t(SESSION_ENDED_NOT_SAVED));
        sessionRetry.offer(() => void submit());
        return;
      }
      setError(
        failureWithOutcome(t, errorMessage(failure, { emptyFallback: t('access.invite.failed') }), failure, {
          note: t('access.invite.outcomeUnknown'),
        }),
      );
      return;
    }
    notifySuccess(t('access.invite.sent', { email: body.email }));
    await navigate({ to: '/organisation/$orgId/pendinginvites', params: { orgId } });
  }

  const cancel = () => {
    guard.allowNavigation();
    void navigate({ to: '/organisation/$orgId', params: { orgId } });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2}>{t('access.invite.title')}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={cancel} disabled={sending}>
            {t('access.invite.cancel')}
          </Button>
          {mode === 'one' ? (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => void submit()}
              disabled={!form.isValid()}
              loading={sending}
            >
              {t('access.invite.send')}
            </Button>
          ) : (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => void sendList()}
              disabled={list.toSend.length === 0 || list.overLimit > 0}
              loading={sending}
            >
              {t('access.inviteList.send', { count: list.toSend.length })}
            </Button>
          )}
        </Group>
      </Group>
      {error && (
        <ErrorAlert title={t('access.invite.notSent')} onDismiss={() => setError(null)}>
          {error}
        </ErrorAlert>
      )}
      <Stack gap="lg">
        <Stack gap="md" maw={560}>
          {/* Two toggle buttons, not a SegmentedControl: its indicator's code would be in every open of the page. */}
          <Button.Group aria-label={t('access.invite.mode.label')}>
            {(['one', 'list'] as const).map((choice) => (
              <Button
                key={choice}
                variant={mode === choice ? 'filled' : 'default'}
                aria-pressed={mode === choice}
                onClick={() => setMode(choice)}
                disabled={sending}
              >
                {t(choice === 'one' ? 'access.invite.mode.one' : 'access.invite.mode.list')}
              </Button>
            ))}
          </Button.Group>
          {mode === 'one' ? (
            <TextField
              label={t('access.invite.email')}
              type="email"
              {...form.getInputProps('email')}
              required
              maxLength={EMAIL_MAX}
              trim
              placeholder={t('access.invite.emailPlaceholder')}
              autoComplete="off"
            />
          ) : (
            <InviteList orgId={orgId} list={list} onRetry={() => void retryFailed()} />
          )}
          <Checkbox
            label={t('access.orgAdmin.label')}
            description={t('access.orgAdmin.description')}
            {...form.getInputProps('isOrgAdmin', { type: 'checkbox' })}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <PermissionGroupChecks
            orgId={orgId}
            value={values.groupIds}
            onChange={(next) => form.setFieldValue('groupIds', next)}
          />
          <TeamChecks orgId={orgId} value={values.teamIds} onChange={(next) => form.setFieldValue('teamIds', next)} />
        </SimpleGrid>
        <SiteNodePicker
          orgId={orgId}
          value={values.restrictions}
          onChange={(next) => form.setFieldValue('restrictions', next)}
          description={t('access.invite.restrictions')}
        />
      </Stack>
    </Stack>
  );
}
