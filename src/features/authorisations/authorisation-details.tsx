import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AppIcon } from '#/components/app-icon/app-icon';
import { DetailField } from '#/components/detail-field/detail-field';
import { useT } from '#/components/i18n/i18n-context';
import { useLocale } from '#/components/locale/locale';
import { Table } from '#/components/table/lazy-table';
import {
  appIconOf,
  childrenOfApp,
  orgsOn,
  type AuthorisationNode,
  type ChildAuthorisation,
  authorisedVersionText,
} from '#/lib/authorisation-tree';
import { formatDateTime, formatFileSize } from '#/lib/locale-format';
import { packageVersionText } from '#/lib/versions';
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
  const t = useT('authorisations', 'records');
  const app = node.app;
  const locale = useLocale();
  const packages = useQuery(packageAuthorisationsQuery(orgId, app.applicationID));
  const children = childAuthorisations ?? [];
  const description = app.latestVersion?.applicationDescription ?? app.currentVersion?.applicationDescription;

  return (
    <Paper withBorder p="md" aria-label={t('authorisations.details.region')} component="section">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <AppIcon uri={appIconOf(app)} size={36} placeholder={<IconApps size={20} aria-hidden />} />
          <Title order={3}>
            {node.kind === 'app' && app.applicationName}
            {node.kind === 'version' && `${app.applicationName} ${packageVersionText(node.pkg)}`}
            {node.kind === 'unauthorised' &&
              t('authorisations.details.unauthorisedTitle', { app: app.applicationName })}
          </Title>
          {node.kind === 'version' && node.latest && (
            <Badge variant="filled" autoContrast color="blue.3">
              {t('authorisations.latest')}
            </Badge>
          )}
        </Group>

        {node.kind === 'app' && (
          <>
            {description && <Text size="sm">{description}</Text>}
            <DetailField label={t('authorisations.details.currentVersion')}>
              {app.currentVersion ? packageVersionText(app.currentVersion) : t('authorisations.none')}
            </DetailField>
            <DetailField label={t('authorisations.details.latestVersion')}>
              {app.latestVersion ? packageVersionText(app.latestVersion) : t('authorisations.none')}
            </DetailField>
            {childAuthorisations && (
              <Table striped withTableBorder aria-label={t('authorisations.details.childOrganisations')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('authorisations.details.organisation')}</Table.Th>
                    <Table.Th>{t('authorisations.details.authorisedVersion')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {childrenOfApp(children, app.applicationID).map((child) => (
                    <Table.Tr key={child.organisationID}>
                      <Table.Td>{child.organisationName}</Table.Td>
                      <Table.Td>{authorisedVersionText(t, packages.data, child.applicationPackageID ?? null)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}

        {node.kind === 'version' && (
          <>
            <DetailField label={t('authorisations.details.created')}>
              {formatDateTime(node.pkg.dateTimeCreatedUTC, locale, { utc: true })}
            </DetailField>
            <DetailField label={t('authorisations.details.installerSize')}>
              {formatFileSize(node.pkg.installerPackageLength, locale)}
            </DetailField>
            <DetailField label={t('authorisations.details.changeNotes')}>
              {node.pkg.changeNotes || t('authorisations.none')}
            </DetailField>
            {childAuthorisations && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('authorisations.details.orgsOnVersion')}
                </Text>
                <OrganisationList
                  orgs={orgsOn(children, app.applicationID, node.pkg.applicationPackageID)}
                  empty={t('authorisations.details.noOrgOnVersion')}
                />
              </Stack>
            )}
          </>
        )}

        {node.kind === 'unauthorised' && childAuthorisations && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('authorisations.details.orgsUnauthorised', { app: app.applicationName })}
            </Text>
            <OrganisationList
              orgs={orgsOn(children, app.applicationID, null)}
              empty={t('authorisations.details.noOrgUnauthorised')}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
