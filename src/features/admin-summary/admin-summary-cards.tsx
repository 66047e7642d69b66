import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import {
  IconApps,
  IconBuilding,
  IconCloudUpload,
  IconKey,
  IconPlugConnected,
  IconServer,
  IconUsers,
  IconVersions,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { components } from '#/api/schema.gen';
import { useT } from '#/components/i18n/i18n-context';
import { useLocale } from '#/components/locale/locale';
import { AnchorLink } from '#/components/router-links/router-links';
import { ScrollAreaAutosize } from '#/components/scroll-area/lazy-scroll-area';
import { SummaryCard, SummaryScroll } from '#/components/summary-card/summary-card';
import { SummaryList, SummaryRow } from '#/components/summary-card/summary-list';
import { Table } from '#/components/table/lazy-table';
import { linkHrefOf } from '#/lib/absolute-uri';
import { editLinks } from '#/lib/edit-links';
import { integrationServerTypeName } from '#/lib/integration-server-types';
import { formatNumber } from '#/lib/locale-format';

type AdminSummary = components['schemas']['AdminSummary'];

/** SPEC 2.4, 9: summary card lists scroll above a height of 200. */
export const SUMMARY_LIST_MAX_HEIGHT = 200;

/** A card list that scrolls once it is taller than SUMMARY_LIST_MAX_HEIGHT. */
function CardList({ label, empty, children }: { label: string; empty: string; children: ReactNode[] }) {
  if (children.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <SummaryScroll maxHeight={SUMMARY_LIST_MAX_HEIGHT} data-testid="summary-card-list">
      <SummaryList label={label}>{children}</SummaryList>
    </SummaryScroll>
  );
}

/** An address the server sent: a link only when it is http(s); any other scheme (`javascript:`...) is plain text. */
function ExternalUri({ uri }: { uri: string | null | undefined }) {
  const t = useT('adminSummary');
  if (!uri) {
    return (
      <Text size="xs" c="dimmed">
        {t('adminSummary.noAddress')}
      </Text>
    );
  }
  const href = linkHrefOf(uri);
  if (href === undefined) {
    return (
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        {uri}
      </Text>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="xs" style={{ wordBreak: 'break-all' }}>
      {uri}
    </Anchor>
  );
}

/** A server instance in a summary card: its name (a link to its edit page) with a badge, and its address. */
function InstanceItem({
  name,
  fullName,
  badge,
  badgeColor,
  uri,
}: {
  name: ReactNode;
  fullName: string;
  badge: ReactNode;
  badgeColor: string;
  uri: string;
}) {
  return (
    <SummaryRow name={name} fullName={fullName} below={<ExternalUri uri={uri} />}>
      <Badge variant="light" color={badgeColor}>
        {badge}
      </Badge>
    </SummaryRow>
  );
}

export function PosCoreInstancesCard({ summary }: { summary: AdminSummary }) {
  const t = useT('adminSummary');
  return (
    <SummaryCard
      title={t('adminSummary.posCore.title')}
      icon={<IconServer size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/poscoreinstances" size="sm">
          {t('adminSummary.posCore.manage')}
        </AnchorLink>
      }
    >
      <CardList label={t('adminSummary.posCore.list')} empty={t('adminSummary.posCore.empty')}>
        {summary.posCoreInstances.map((instance) => (
          <InstanceItem
            key={instance.posCoreInstanceID}
            fullName={instance.name}
            name={
              <AnchorLink {...editLinks.posCoreInstance(instance.posCoreInstanceID)} inherit fw={500}>
                {instance.name}
              </AnchorLink>
            }
            badge={t('adminSummary.posCore.organisations', { count: instance.totalOrganisations })}
            badgeColor="blue"
            uri={instance.uri}
          />
        ))}
      </CardList>
    </SummaryCard>
  );
}

export function ClientsCard({ summary }: { summary: AdminSummary }) {
  const t = useT('adminSummary');
  return (
    <SummaryCard
      title={t('adminSummary.clients.title')}
      icon={<IconKey size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/clients" size="sm">
          {t('adminSummary.clients.manage')}
        </AnchorLink>
      }
    >
      <CardList label={t('adminSummary.clients.list')} empty={t('adminSummary.clients.empty')}>
        {summary.clients.map((client) => (
          <SummaryRow
            key={client.clientID}
            fullName={`${client.name} (${client.clientID})`}
            name={
              <>
                <AnchorLink {...editLinks.client(client.clientID)} inherit fw={500}>
                  {client.name}
                </AnchorLink>{' '}
                <Text span size="xs" c="dimmed" ff="monospace">
                  {client.clientID}
                </Text>
              </>
            }
            below={<ExternalUri uri={client.homepage} />}
          >
            {client.allowPasswordGrant ? (
              <Badge variant="light" color="orange">
                {t('adminSummary.clients.passwordGrant')}
              </Badge>
            ) : null}
          </SummaryRow>
        ))}
      </CardList>
    </SummaryCard>
  );
}

export function UsersCard({ summary }: { summary: AdminSummary }) {
  const t = useT('adminSummary');
  const locale = useLocale();
  return (
    <SummaryCard
      title={t('adminSummary.users.title')}
      icon={<IconUsers size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/users" size="sm">
          {t('adminSummary.users.manage')}
        </AnchorLink>
      }
    >
      <Group gap="xs" align="baseline">
        <Text fz={32} fw={700} lh={1} data-testid="total-users">
          {formatNumber(summary.totalUsers, locale)}
        </Text>
        <Text c="dimmed">{t('adminSummary.users.total', { count: summary.totalUsers })}</Text>
      </Group>
    </SummaryCard>
  );
}

export function OrganisationsCard({ summary }: { summary: AdminSummary }) {
  const t = useT('adminSummary');
  const locale = useLocale();
  return (
    <SummaryCard
      title={t('adminSummary.organisations.title')}
      icon={<IconBuilding size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/organisations" size="sm">
          {t('adminSummary.organisations.manage')}
        </AnchorLink>
      }
    >
      <Group gap="xl">
        <Stack gap={2}>
          <Text fz={32} fw={700} lh={1} c="green.7" data-testid="active-organisations">
            {formatNumber(summary.totalActiveOrganisations, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('adminSummary.organisations.active')}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fz={32} fw={700} lh={1} c="red.7" data-testid="inactive-organisations">
            {formatNumber(summary.totalInactiveOrganisations, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('adminSummary.organisations.inactive')}
          </Text>
        </Stack>
      </Group>
    </SummaryCard>
  );
}

export function DeploymentServerCard({ summary }: { summary: AdminSummary }) {
  const t = useT('adminSummary');
  const server = summary.deploymentServerInstance;
  return (
    <SummaryCard
      title={t('adminSummary.deployment.title')}
      icon={<IconCloudUpload size={20} aria-hidden />}
      links={
        server ? (
          <AnchorLink {...editLinks.deploymentServer(server.deploymentServerInstanceID)} size="sm">
            {t('adminSummary.deployment.edit')}
          </AnchorLink>
        ) : (
          <AnchorLink to="/admin/deploymentserver/create" size="sm">
            {t('adminSummary.deployment.create')}
          </AnchorLink>
        )
      }
    >
      {server ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {server.name}
          </Text>
          <ExternalUri uri={server.uri} />
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          {t('adminSummary.deployment.none')}
        </Text>
      )}
    </SummaryCard>
  );
}

export function IntegrationServersCard({ summary }: { summary: AdminSummary }) {
  const t = useT('adminSummary', 'records');
  return (
    <SummaryCard
      title={t('adminSummary.integration.title')}
      icon={<IconPlugConnected size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/integrationserver" size="sm">
          {t('adminSummary.integration.manage')}
        </AnchorLink>
      }
    >
      <CardList label={t('adminSummary.integration.list')} empty={t('adminSummary.integration.empty')}>
        {summary.integrationServerInstances.map((instance) => (
          <InstanceItem
            key={instance.integrationServerInstanceID}
            fullName={instance.name}
            name={
              <AnchorLink {...editLinks.integrationServer(instance.integrationServerInstanceID)} inherit fw={500}>
                {instance.name}
              </AnchorLink>
            }
            badge={integrationServerTypeName(t, instance.integrationServerInstanceType)}
            badgeColor="grape"
            uri={instance.uri}
          />
        ))}
      </CardList>
    </SummaryCard>
  );
}

export function VersionsCard({ summary }: { summary: AdminSummary }) {
  const t = useT('adminSummary');
  return (
    <SummaryCard title={t('adminSummary.versions.title')} icon={<IconVersions size={20} aria-hidden />}>
      {summary.versions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('adminSummary.versions.empty')}
        </Text>
      ) : (
        <ScrollAreaAutosize mah={SUMMARY_LIST_MAX_HEIGHT} type="auto" offsetScrollbars data-testid="summary-card-list">
          <Table striped withRowBorders={false} verticalSpacing={4} aria-label={t('adminSummary.versions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminSummary.versions.component')}</Table.Th>
                <Table.Th>{t('adminSummary.versions.version')}</Table.Th>
                <Table.Th>{t('adminSummary.versions.commit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.versions.map((version) => (
                <Table.Tr key={version.name}>
                  <Table.Td>{version.name}</Table.Td>
                  <Table.Td>{version.version}</Table.Td>
                  <Table.Td ff="monospace">{version.gitHash}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollAreaAutosize>
      )}
    </SummaryCard>
  );
}

export function ToolsCard() {
  const t = useT('adminSummary');
  return (
    <SummaryCard title={t('adminSummary.tools.title')} icon={<IconApps size={20} aria-hidden />}>
      <Stack gap="xs">
        <div>
          <AnchorLink to="/admin/auditlogs" size="sm" fw={500}>
            {t('adminSummary.tools.auditLogs')}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {t('adminSummary.tools.auditLogsText')}
          </Text>
        </div>
        <div>
          <AnchorLink to="/admin/entitylookup" size="sm" fw={500}>
            {t('adminSummary.tools.entityLookup')}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {t('adminSummary.tools.entityLookupText')}
          </Text>
        </div>
        <div>
          <AnchorLink to="/admin/statistics" size="sm" fw={500}>
            {t('adminSummary.tools.statistics')}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {t('adminSummary.tools.statisticsText')}
          </Text>
        </div>
      </Stack>
    </SummaryCard>
  );
}
