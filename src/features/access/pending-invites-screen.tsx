import { IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns, type ColumnOverrides } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
import { useT, type Translate } from '#/components/i18n/i18n-context';
import { useLocale } from '#/components/locale/locale';
import { ButtonLink } from '#/components/router-links/router-links';
import { exportDateTime, headerWithZone } from '#/lib/grid-export';
import { timeSortValue } from '#/lib/grid-view';
import { recordNouns } from '#/lib/grid-wording';
import { formatDateTime } from '#/lib/locale-format';
import { inviteKey } from '#/lib/record-keys';
import { DELETE_RECORD_ERROR, withFailureMessage } from './access-error-messages';
import { inviteListQuery, useInvitesBatch } from './access-queries';
import { inviteFields, type Invite } from './access-record';

/**
 * What only this grid knows of its columns (described in access-record.ts): the email names the row; the expiry in
 * UTC, saying so in its header only, in the display locale, sorted by the time itself (not the text, which is
 * day-first in many locales) and exported as ISO 8601; the Organisation Admin box read-only.
 */
function useInviteColumns(t: Translate<'access'>, locale: string) {
  const overrides = useMemo((): ColumnOverrides<Invite> => {
    const expiryHeader = t('access.pendingInvites.column.expiry');
    return {
      email: { namesRow: true },
      expiryDateTimeUTC: {
        render: (invite) => formatDateTime(invite.expiryDateTimeUTC, locale, { utc: 'unnamed' }),
        text: (invite) => formatDateTime(invite.expiryDateTimeUTC, locale, { utc: 'unnamed' }),
        sortValue: (invite) => timeSortValue(invite.expiryDateTimeUTC),
        exportFields: [
          { header: headerWithZone(expiryHeader), text: (invite) => exportDateTime(invite.expiryDateTimeUTC) },
        ],
      },
      isOrgAdmin: { readOnly: true },
    };
  }, [t, locale]);
  return useDescribedColumns<Invite, 'access'>(t, inviteFields, overrides);
}

/**
 * Pending Invites (SPEC 2.5): Email, Expiry (UTC) date-time, Sender, Organisation Admin; read-only, delete only,
 * no inline insert. Confirming a delete sends `POST .../invite/batch` with the invitation id at once.
 */
export function PendingInvitesScreen({ orgId }: { orgId: string }) {
  const t = useT('errors', 'access');
  const locale = useLocale();
  const invites = useListScreen({ query: inviteListQuery(orgId), columns: useInviteColumns(t, locale) });
  const batch = useInvitesBatch(orgId);

  return (
    <DataGrid<Invite>
      title={t('access.pendingInvites.title')}
      {...invites}
      getId={inviteKey}
      idKey="organisationUserInviteID"
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
          {t('access.pendingInvites.inviteUser')}
        </ButtonLink>
      }
      onCommit={async (body) => {
        await withFailureMessage(t, batch.mutateAsync({ params: { path: { orgId } }, body }), DELETE_RECORD_ERROR);
      }}
    />
  );
}
