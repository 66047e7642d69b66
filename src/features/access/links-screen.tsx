import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { GridRights, LinkType } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns, type ColumnOverrides } from '#/components/data-grid/use-described-columns';
import { useEditRedirect } from '#/components/data-grid/use-edit-redirect';
import { useGridQuery } from '#/components/data-grid/use-grid-query';
import { useGridSearch } from '#/components/data-grid/use-grid-search';
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
  const columns = useLinkColumns(t);
  const gridSearch = useGridSearch();
  const navigate = useNavigate();
  const editRedirect = useEditRedirect((id) => editLinks.link(orgId, id));
  const links = useGridQuery(linkListQuery(orgId));
  const batch = useLinksBatch(orgId);

  return (
    <DataGrid<OrganisationUserLink>
      title={t('access.links.title')}
      urlState={gridSearch}
      {...links}
      getId={organisationUserLinkKey}
      idKey="organisationUserLinkID"
      columns={columns}
      rights={GridRights.Insert | GridRights.Change}
      recordNoun={recordNouns.access}
      inlineEdit={false}
      allowInlineInsert={false}
      onAdd={() => void navigate({ to: '/organisation/$orgId/links/create', params: { orgId } })}
      editRedirect={editRedirect}
      onCommit={(body) => withFailureMessage(t, batch.mutateAsync({ params: { path: { orgId } }, body }), COMMIT_ERROR)}
    />
  );
}

function LinkUserName({ link }: { link: OrganisationUserLink }) {
  return <UserLink session={useSession()} userId={link.teamUserID} name={link.teamUserName ?? ''} />;
}
