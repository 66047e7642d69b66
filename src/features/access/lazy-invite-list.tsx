/**
 * Invite User's "A list" (./invite-list.tsx), loaded on demand: what the screen imports instead (same name and
 * props). Most invitations are for one person, so the list's text box, file button, badges and progress bar are not
 * in the route's cold open; the download starts when the screen loads, so the list is usually in before it is chosen.
 * Until then a loader holds its place; if it cannot be downloaded, the page says so and one person can still be
 * invited.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { Alert, Center, Loader } from '@mantine/core';
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';
import type { InviteListProps } from './invite-list';

const useInviteListBlock = onDemandBlock(() => import('./invite-list'));

export function InviteList(props: InviteListProps) {
  const t = useT('access', 'shell');
  const block = useInviteListBlock();
  if (block.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {t('shell.chunkFailed.text')}
      </Alert>
    );
  }
  if (block.status === 'loading') {
    return (
      <Center mih={120}>
        <Loader aria-label={t('access.linkEdit.loading')} />
      </Center>
    );
  }
  const { InviteList: LoadedInviteList } = block.module;
  return <LoadedInviteList {...props} />;
}
