import { IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { GridRights, type components } from '../../api/schema.gen';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/lazy-data-grid';
import { useGridQuery } from '../../components/data-grid/use-grid-query';
import { useGridSearch } from '../../components/data-grid/use-grid-search';
import { useT } from '../../components/i18n/i18n-context';
import { useLocale } from '../../components/locale/locale';
import { ButtonLink } from '../../components/router-links/router-links';
import { DELETE_RECORD_ERROR, withFailureMessage } from '../../lib/access-failure';
import { exportDateTime, headerWithZone } from '../../lib/grid-export';
import { timeSortValue } from '../../lib/grid-view';
import { recordNouns } from '../../lib/grid-wording';
import { formatDateTime } from '../../lib/locale-format';
import { inviteKey } from '../../lib/record-keys';
import { inviteListQuery, useInvitesBatch } from './access-queries';

type Invite = components['schemas']['Invite'];

const EXPIRY_HEADER = 'Expiry (UTC)';

/**
 * The columns; the expiry in UTC, saying so, in the display locale; sorted by the time itself (not the text, which
 * is day-first in many locales) and exported as ISO 8601.
 */
const columnsIn = (locale: string): DataGridColumn<Invite>[] => [
  { key: 'email', header: 'Email', width: 300, readOnly: true, namesRow: true },
  {
    key: 'expiryDateTimeUTC',
    header: EXPIRY_HEADER,
    width: 200,
    readOnly: true,
    render: (invite) => formatDateTime(invite.expiryDateTimeUTC, locale, { utc: true }),
    text: (invite) => formatDateTime(invite.expiryDateTimeUTC, locale, { utc: true }),
    sortValue: (invite) => timeSortValue(invite.expiryDateTimeUTC),
    exportFields: [
      { header: headerWithZone(EXPIRY_HEADER), text: (invite) => exportDateTime(invite.expiryDateTimeUTC) },
    ],
  },
  { key: 'senderName', header: 'Sender', width: 250, readOnly: true },
  { key: 'isOrgAdmin', header: 'Organisation Admin', width: 180, editor: 'boolean', readOnly: true },
];

/**
 * Pending Invites (SPEC 2.5): Email, Expiry (UTC) date-time, Sender, Organisation Admin; read-only, delete only,
 * no inline insert. Confirming a delete sends `POST .../invite/batch` with the invitation id at once.
 */
export function PendingInvitesScreen({ orgId }: { orgId: string }) {
  const tErrors = useT('errors');
  const gridSearch = useGridSearch();
  const locale = useLocale();
  const columns = useMemo(() => columnsIn(locale), [locale]);
  const invites = useGridQuery(inviteListQuery(orgId));
  const batch = useInvitesBatch(orgId);

  return (
    <DataGrid<Invite>
      title="Pending Invitations"
      urlState={gridSearch}
      {...invites}
      getId={inviteKey}
      idKey="organisationUserInviteID"
      columns={columns}
      rights={GridRights.Delete}
      recordNoun={recordNouns.invitation}
      inlineEdit={false}
      allowInlineInsert={false}
      toolbar={
        <ButtonLink
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          to="/organisation/$orgId/invite"
          params={{ orgId }}
        >
          Invite User
        </ButtonLink>
      }
      onCommit={async (body) => {
        await withFailureMessage(
          tErrors,
          batch.mutateAsync({ params: { path: { orgId } }, body }),
          DELETE_RECORD_ERROR,
        );
      }}
    />
  );
}
