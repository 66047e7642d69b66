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
import type { components } from '../../api/schema.gen';
import { useLocale } from '../../components/locale/locale';
import { AnchorLink } from '../../components/router-links/router-links';
import { ScrollAreaAutosize } from '../../components/scroll-area/lazy-scroll-area';
import { SummaryCard, SummaryScroll } from '../../components/summary-card/summary-card';
import { SummaryList, SummaryRow } from '../../components/summary-card/summary-list';
import { Table } from '../../components/table/lazy-table';
import { linkHrefOf } from '../../lib/absolute-uri';
import { editLinks } from '../../lib/edit-links';
import { integrationServerTypeName } from '../../lib/integration-server-types';
import { formatCount, formatNumber } from '../../lib/locale-format';

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
  if (!uri) {
    return (
      <Text size="xs" c="dimmed">
        No address
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
  const locale = useLocale();
  return (
    <SummaryCard
      title="POS Core Instances"
      icon={<IconServer size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/poscoreinstances" size="sm">
          Manage POS Core instances
        </AnchorLink>
      }
    >
      <CardList label="POS Core instances" empty="No POS Core instances">
        {summary.posCoreInstances.map((instance) => (
          <InstanceItem
            key={instance.posCoreInstanceID}
            fullName={instance.name}
            name={
              <AnchorLink {...editLinks.posCoreInstance(instance.posCoreInstanceID)} inherit fw={500}>
                {instance.name}
              </AnchorLink>
            }
            badge={formatCount(instance.totalOrganisations, ['organisation', 'organisations'], locale)}
            badgeColor="blue"
            uri={instance.uri}
          />
        ))}
      </CardList>
    </SummaryCard>
  );
}

export function ClientsCard({ summary }: { summary: AdminSummary }) {
  return (
    <SummaryCard
      title="Clients"
      icon={<IconKey size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/clients" size="sm">
          Manage clients
        </AnchorLink>
      }
    >
      <CardList label="Clients" empty="No clients">
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
                Password grant
              </Badge>
            ) : null}
          </SummaryRow>
        ))}
      </CardList>
    </SummaryCard>
  );
}

export function UsersCard({ summary }: { summary: AdminSummary }) {
  const locale = useLocale();
  return (
    <SummaryCard
      title="Users"
      icon={<IconUsers size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/users" size="sm">
          Manage users
        </AnchorLink>
      }
    >
      <Group gap="xs" align="baseline">
        <Text fz={32} fw={700} lh={1} data-testid="total-users">
          {formatNumber(summary.totalUsers, locale)}
        </Text>
        <Text c="dimmed">{summary.totalUsers === 1 ? 'user in total' : 'users in total'}</Text>
      </Group>
    </SummaryCard>
  );
}

export function OrganisationsCard({ summary }: { summary: AdminSummary }) {
  const locale = useLocale();
  return (
    <SummaryCard
      title="Organisations"
      icon={<IconBuilding size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/organisations" size="sm">
          Manage organisations
        </AnchorLink>
      }
    >
      <Group gap="xl">
        <Stack gap={2}>
          <Text fz={32} fw={700} lh={1} c="green.7" data-testid="active-organisations">
            {formatNumber(summary.totalActiveOrganisations, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            Active
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fz={32} fw={700} lh={1} c="red.7" data-testid="inactive-organisations">
            {formatNumber(summary.totalInactiveOrganisations, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            Inactive
          </Text>
        </Stack>
      </Group>
    </SummaryCard>
  );
}

export function DeploymentServerCard({ summary }: { summary: AdminSummary }) {
  const server = summary.deploymentServerInstance;
  return (
    <SummaryCard
      title="Deployment Server"
      icon={<IconCloudUpload size={20} aria-hidden />}
      links={
        server ? (
          <AnchorLink {...editLinks.deploymentServer(server.deploymentServerInstanceID)} size="sm">
            Edit deployment server
          </AnchorLink>
        ) : (
          <AnchorLink to="/admin/deploymentserver/create" size="sm">
            Create deployment server
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
          No deployment server has been set up yet.
        </Text>
      )}
    </SummaryCard>
  );
}

export function IntegrationServersCard({ summary }: { summary: AdminSummary }) {
  return (
    <SummaryCard
      title="Integration Servers"
      icon={<IconPlugConnected size={20} aria-hidden />}
      links={
        <AnchorLink to="/admin/integrationserver" size="sm">
          Manage integration servers
        </AnchorLink>
      }
    >
      <CardList label="Integration server instances" empty="No integration server instances">
        {summary.integrationServerInstances.map((instance) => (
          <InstanceItem
            key={instance.integrationServerInstanceID}
            fullName={instance.name}
            name={
              <AnchorLink {...editLinks.integrationServer(instance.integrationServerInstanceID)} inherit fw={500}>
                {instance.name}
              </AnchorLink>
            }
            badge={integrationServerTypeName(instance.integrationServerInstanceType)}
            badgeColor="grape"
            uri={instance.uri}
          />
        ))}
      </CardList>
    </SummaryCard>
  );
}

export function VersionsCard({ summary }: { summary: AdminSummary }) {
  return (
    <SummaryCard title="Versions" icon={<IconVersions size={20} aria-hidden />}>
      {summary.versions.length === 0 ? (
        <Text c="dimmed" size="sm">
          No versions reported
        </Text>
      ) : (
        <ScrollAreaAutosize mah={SUMMARY_LIST_MAX_HEIGHT} type="auto" offsetScrollbars data-testid="summary-card-list">
          <Table striped withRowBorders={false} verticalSpacing={4} aria-label="Versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Component</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Commit</Table.Th>
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
  return (
    <SummaryCard title="Monitoring" icon={<IconApps size={20} aria-hidden />}>
      <Stack gap="xs">
        <div>
          <AnchorLink to="/admin/auditlogs" size="sm" fw={500}>
            Audit Logs
          </AnchorLink>
          <Text size="xs" c="dimmed">
            Who did what, and when.
          </Text>
        </div>
        <div>
          <AnchorLink to="/admin/entitylookup" size="sm" fw={500}>
            Entity Lookup
          </AnchorLink>
          <Text size="xs" c="dimmed">
            Find an outlet, account, device or other record by its id.
          </Text>
        </div>
        <div>
          <AnchorLink to="/admin/statistics" size="sm" fw={500}>
            Statistics
          </AnchorLink>
          <Text size="xs" c="dimmed">
            Monthly outlets and transactions per POS Core instance.
          </Text>
        </div>
      </Stack>
    </SummaryCard>
  );
}
