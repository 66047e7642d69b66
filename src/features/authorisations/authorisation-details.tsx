import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Avatar, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DetailField } from '../../components/detail-field/detail-field';
import { useLocale } from '../../components/locale/locale';
import { Table } from '../../components/table/lazy-table';
import {
  appIconOf,
  childrenOfApp,
  orgsOn,
  type AuthorisationNode,
  type ChildAuthorisation,
  authorisedVersionText,
} from '../../lib/authorisation-tree';
import { formatDateTime, formatFileSize } from '../../lib/locale-format';
import { packageVersionText } from '../../lib/versions';
import { packageAuthorisationsQuery } from './authorisations-queries';

function OrganisationList({ orgs, empty }: { orgs: readonly ChildAuthorisation[]; empty: string }) {
  if (orgs.length === 0) {
    return (
      <Text size="sm" fs="italic">
        {empty}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2}>
      {orgs.map((org) => (
        <List.Item key={org.organisationID}>{org.organisationName}</List.Item>
      ))}
    </List>
  );
}

/** The details part of the right panel, for the selected app, version or "Unauthorised" entry. */
export function AuthorisationDetails({
  orgId,
  node,
  childAuthorisations,
}: {
  orgId: string;
  node: AuthorisationNode;
  childAuthorisations: readonly ChildAuthorisation[] | undefined;
}) {
  const app = node.app;
  const locale = useLocale();
  const packages = useQuery(packageAuthorisationsQuery(orgId, app.applicationID));
  const children = childAuthorisations ?? [];
  const description = app.latestVersion?.applicationDescription ?? app.currentVersion?.applicationDescription;

  return (
    <Paper withBorder p="md" aria-label="Details" component="section">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={appIconOf(app)} size={36} radius="sm" alt="" color="indigo">
            <IconApps size={20} aria-hidden />
          </Avatar>
          <Title order={3}>
            {node.kind === 'app' && app.applicationName}
            {node.kind === 'version' && `${app.applicationName} ${packageVersionText(node.pkg)}`}
            {node.kind === 'unauthorised' && `${app.applicationName}: Unauthorised`}
          </Title>
          {node.kind === 'version' && node.latest && (
            <Badge variant="filled" autoContrast color="blue.3">
              Latest
            </Badge>
          )}
        </Group>

        {node.kind === 'app' && (
          <>
            {description && <Text size="sm">{description}</Text>}
            <DetailField label="Current version">
              {app.currentVersion ? packageVersionText(app.currentVersion) : 'None'}
            </DetailField>
            <DetailField label="Latest version">
              {app.latestVersion ? packageVersionText(app.latestVersion) : 'None'}
            </DetailField>
            {childAuthorisations && (
              <Table striped withTableBorder aria-label="Child organisations">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Organisation</Table.Th>
                    <Table.Th>Authorised version</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {childrenOfApp(children, app.applicationID).map((child) => (
                    <Table.Tr key={child.organisationID}>
                      <Table.Td>{child.organisationName}</Table.Td>
                      <Table.Td>{authorisedVersionText(packages.data, child.applicationPackageID ?? null)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}

        {node.kind === 'version' && (
          <>
            <DetailField label="Created">
              {formatDateTime(node.pkg.dateTimeCreatedUTC, locale, { utc: true })}
            </DetailField>
            <DetailField label="Installer size">{formatFileSize(node.pkg.installerPackageLength, locale)}</DetailField>
            <DetailField label="Change notes">{node.pkg.changeNotes || 'None'}</DetailField>
            {childAuthorisations && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Organisations on this version
                </Text>
                <OrganisationList
                  orgs={orgsOn(children, app.applicationID, node.pkg.applicationPackageID)}
                  empty="No organisation is authorised to use this version."
                />
              </Stack>
            )}
          </>
        )}

        {node.kind === 'unauthorised' && childAuthorisations && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Organisations not authorised to use {app.applicationName}
            </Text>
            <OrganisationList orgs={orgsOn(children, app.applicationID, null)} empty="None." />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
