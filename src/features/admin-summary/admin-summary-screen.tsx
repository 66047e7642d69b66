import '@mantine/core/styles/Card.css';
import { ActionIcon, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { adminSummaryQuery } from '#/api/queries/admin-summary';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';
import {
  ClientsCard,
  DeploymentServerCard,
  IntegrationServersCard,
  OrganisationsCard,
  PosCoreInstancesCard,
  ToolsCard,
  UsersCard,
  VersionsCard,
} from './admin-summary-cards';

const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;

/**
 * Administration summary (/admin, SPEC 2.4): cards for POS Core instances (name, total organisations, uri), clients,
 * total users, active and inactive organisations, versions, the deployment server (edit link, or a create link when
 * there is none) and integration server instances, with links to every admin screen. Card lists scroll above 200 px.
 * A failed load shows the error state and no results (SPEC 8) with Retry; Refresh loads again.
 */
export function AdminSummaryScreen() {
  const t = useT('adminSummary');
  const errorMessage = useErrorMessage();
  const summary = useQuery(adminSummaryQuery());
  const failed = summary.isError;
  const data = failed ? undefined : summary.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>{t('adminSummary.title')}</Title>
        <Tooltip label={t('adminSummary.refresh')} {...TOOLTIP}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('adminSummary.refresh')}
            loading={summary.isFetching}
            onClick={() => void summary.refetch()}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <LoadingOverlay
        loading={summary.isPending || (failed && summary.isFetching)}
        error={
          failed
            ? t('adminSummary.loadFailed', {
                reason: errorMessage(summary.error, { emptyFallback: t('adminSummary.error') }),
              })
            : false
        }
        failure={summary.error}
        onRetry={() => void summary.refetch()}
        minHeight={320}
      >
        {data ? (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
            <PosCoreInstancesCard summary={data} />
            <ClientsCard summary={data} />
            <IntegrationServersCard summary={data} />
            <UsersCard summary={data} />
            <OrganisationsCard summary={data} />
            <DeploymentServerCard summary={data} />
            <VersionsCard summary={data} />
            <ToolsCard />
          </SimpleGrid>
        ) : null}
      </LoadingOverlay>
    </Stack>
  );
}
