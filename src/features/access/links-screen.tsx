import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { GridRights, LinkType } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns, type ColumnOverrides } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
import { useT, type Translate } from '#/components/i18n/i18n-context';
import { useSession } from '#/components/session/session-context';
import { UserLink } from '#/components/user-link/user-link';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { linkTypeKeys, type OrganisationUserLink } from '#/lib/organisation-user-link';
import { organisationUserLinkKey } from '#/lib/record-keys';
import { COMMIT_ERROR, withFailureMessage } from './access-error-messages';
import { linkListQuery, useLinksBatch } from './access-queries';
import { linkFields } from './access-record';

/**
 * What only this grid knows of its columns (described in access-record.ts): every one read-only, the type's two
 * choices, and the name that names the row and links a user's name to the user where the role may open them.
 */
function useLinkColumns(t: Translate<'access' | 'records'>) {
  const overrides = useMemo(
    (): ColumnOverrides<OrganisationUserLink> => ({
      linkType: {
        readOnly: true,
        options: [
          { value: LinkType.User, label: t(linkTypeKeys[LinkType.User]) },
          { value: LinkType.Team, label: t(linkTypeKeys[LinkType.Team]) },
        ],
      },
      teamUserName: {
        namesRow: true,
        render: (link) => (link.linkType === LinkType.User ? <LinkUserName link={link} /> : link.teamUserName),
      },
      isOrgAdmin: { readOnly: true },
    }),
    [t],
  );
  return useDescribedColumns<OrganisationUserLink, 'access'>(t, linkFields, overrides);
}

/**
 * Organisation Access (SPEC 2.5): Type (User/Team), Name, Admin, Email, all read-only; changes and inserts allowed
 * with inline insert off, so Add opens Add Access (links/create) and Edit opens Edit Access (links/edit/{id}).
 */
export function LinksScreen({ orgId }: { orgId: string }) {
  const t = useT('errors', 'access', 'records');
  const links = useListScreen({
    query: linkListQuery(orgId),
    columns: useLinkColumns(t),
    editLink: (id) => editLinks.link(orgId, id),
  });
  const navigate = useNavigate();
  const batch = useLinksBatch(orgId);

  return (
    <DataGrid<OrganisationUserLink>
      title={t('access.links.title')}
      {...links}
      getId={organisationUserLinkKey}
      idKey="organisationUserLinkID"
      rights={GridRights.Insert | GridRights.Change}
      recordNoun={recordNouns.access}
      inlineEdit={false}
      allowInlineInsert={false}
      onAdd={() => void navigate({ to: '/organisation/$orgId/links/create', params: { orgId } })}
      onCommit={(body) => withFailureMessage(t, batch.mutateAsync({ params: { path: { orgId } }, body }), COMMIT_ERROR)}
    />
  );
}

function LinkUserName({ link }: { link: OrganisationUserLink }) {
  return <UserLink session={useSession()} userId={link.teamUserID} name={link.teamUserName ?? ''} />;
}
