import { useNavigate } from '@tanstack/react-router';
import { GridRights, LinkType } from '../../api/schema.gen';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/lazy-data-grid';
import { useEditRedirect } from '../../components/data-grid/use-edit-redirect';
import { useGridQuery } from '../../components/data-grid/use-grid-query';
import { useGridSearch } from '../../components/data-grid/use-grid-search';
import { useT } from '../../components/i18n/i18n-context';
import { useSession } from '../../components/session/session-context';
import { UserLink } from '../../components/user-link/user-link';
import { COMMIT_ERROR, withFailureMessage } from '../../lib/access-failure';
import { editLinks } from '../../lib/edit-links';
import { recordNouns } from '../../lib/grid-wording';
import { linkTypeNames, type OrganisationUserLink } from '../../lib/organisation-user-link';
import { organisationUserLinkKey } from '../../lib/record-keys';
import { linkListQuery, useLinksBatch } from './access-queries';

const columns: DataGridColumn<OrganisationUserLink>[] = [
  {
    key: 'linkType',
    header: 'Type',
    width: 120,
    editor: 'select',
    readOnly: true,
    options: [
      { value: LinkType.User, label: linkTypeNames[LinkType.User] },
      { value: LinkType.Team, label: linkTypeNames[LinkType.Team] },
    ],
  },
  {
    key: 'teamUserName',
    header: 'Name',
    width: 300,
    readOnly: true,
    namesRow: true,
    // A user's name links to the user where the signed-in role may open them.
    render: (link) => (link.linkType === LinkType.User ? <LinkUserName link={link} /> : link.teamUserName),
  },
  { key: 'isOrgAdmin', header: 'Admin', width: 120, editor: 'boolean', readOnly: true },
  { key: 'userEmail', header: 'Email', width: 300, readOnly: true },
];

/**
 * Organisation Access (SPEC 2.5): Type (User/Team), Name, Admin, Email, all read-only; changes and inserts allowed
 * with inline insert off, so Add opens Add Access (links/create) and Edit opens Edit Access (links/edit/{id}).
 */
export function LinksScreen({ orgId }: { orgId: string }) {
  const tErrors = useT('errors');
  const gridSearch = useGridSearch();
  const navigate = useNavigate();
  const editRedirect = useEditRedirect((id) => editLinks.link(orgId, id));
  const links = useGridQuery(linkListQuery(orgId));
  const batch = useLinksBatch(orgId);

  return (
    <DataGrid<OrganisationUserLink>
      title="Organisation Access"
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
      onCommit={(body) =>
        withFailureMessage(tErrors, batch.mutateAsync({ params: { path: { orgId } }, body }), COMMIT_ERROR)
      }
    />
  );
}

function LinkUserName({ link }: { link: OrganisationUserLink }) {
  return <UserLink session={useSession()} userId={link.teamUserID} name={link.teamUserName ?? ''} />;
}
