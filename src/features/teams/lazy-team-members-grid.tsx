/**
 * The Members grid of Edit Team, loaded on demand: what the screen imports instead of ./team-members-grid (same name
 * and props). The grid itself always came after the page's form (the data grid block loads on demand), but its
 * "Add member" picker is Mantine's Select, and with it the combobox stack and the floating UI (about 33 kB gzip) were
 * in the page's cold open. Here the block's download starts when the screen loads, beside the team's call, so it is
 * usually in when the form paints; until then the same loader as the data grid's holds its place.
 */
import { Center, Loader } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';
import type { TeamMembersGrid as TeamMembersGridBlock } from './team-members-grid';

const useMembersGridBlock = onDemandBlock(() => import('./team-members-grid'));

export function TeamMembersGrid(props: ComponentProps<typeof TeamMembersGridBlock>) {
  const t = useT('teams');
  const block = useMembersGridBlock();
  if (block.status === 'failed') throw block.error;
  if (block.status === 'loading') {
    return (
      <Center mih={160}>
        <Loader aria-label={t('teams.members.loading')} />
      </Center>
    );
  }
  const { TeamMembersGrid: LoadedTeamMembersGrid } = block.module;
  return <LoadedTeamMembersGrid {...props} />;
}
