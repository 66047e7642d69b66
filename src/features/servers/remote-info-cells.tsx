import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { useLocale } from '#/components/locale/locale';
import { hasInstanceUri, remoteExceptionsText, remoteVersionText, type RemoteText } from './remote-instance-info';
import { remoteExceptionsQuery, remoteVersionQuery } from './servers-queries';

const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;

function NotAvailable() {
  const t = useT('servers');
  return (
    <Text size="sm" c="dimmed" data-state="na">
      {t('servers.notAvailable')}
    </Text>
  );
}

function Pending({ label }: { label: string }) {
  return <Loader size="xs" role="status" aria-label={label} data-state="loading" />;
}

/**
 * A failed lookup (SPEC 2.4: "A failed version or exception lookup shows an error state"); hover for the reason.
 * A failed call (not an answer reporting a failure) offers `onRetry`: the lookup again.
 */
function Failed({
  message,
  onRetry,
  retryLabel,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
}) {
  const t = useT('servers');
  const badge = (
    <Tooltip label={message} {...TOOLTIP}>
      <Badge
        color="red"
        variant="light"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        data-state="error"
        title={message}
      >
        {t('servers.remote.error')}
      </Badge>
    </Tooltip>
  );
  if (!onRetry) return badge;
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <ActionIcon variant="subtle" size="sm" aria-label={retryLabel} loading={retrying} onClick={onRetry}>
        <IconRefresh size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function Shown({ result }: { result: RemoteText }) {
  if (!result.ok) return <Failed message={result.message} />;
  return (
    <Text size="sm" data-state="value">
      {result.text}
    </Text>
  );
}

function RemoteVersion({ uri }: { uri: string }) {
  const t = useT('servers', 'errors');
  const errorMessage = useErrorMessage();
  const version = useQuery(remoteVersionQuery(uri));
  if (version.isPending) return <Pending label={t('servers.remote.loadingVersion')} />;
  if (version.isError) {
    return (
      <Failed
        message={errorMessage(version.error, { emptyFallback: t('errors.network') })}
        onRetry={() => void version.refetch()}
        retryLabel={t('servers.remote.retryVersion')}
        retrying={version.isFetching}
      />
    );
  }
  return <Shown result={remoteVersionText(version.data, t)} />;
}

function RemoteErrors({ uri }: { uri: string }) {
  const t = useT('servers', 'errors');
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const exceptions = useQuery(remoteExceptionsQuery(uri));
  if (exceptions.isPending) return <Pending label={t('servers.remote.loadingErrors')} />;
  if (exceptions.isError) {
    return (
      <Failed
        message={errorMessage(exceptions.error, { emptyFallback: t('errors.network') })}
        onRetry={() => void exceptions.refetch()}
        retryLabel={t('servers.remote.retryErrors')}
        retrying={exceptions.isFetching}
      />
    );
  }
  return <Shown result={remoteExceptionsText(exceptions.data, t, locale)} />;
}

/**
 * The Version cell of the POS Core Instances grid: fetched from the instance itself when the row shows (the grid
 * does not wait for it); N/A without an address.
 */
export function RemoteVersionCell({ uri }: { uri: string | null | undefined }) {
  return hasInstanceUri(uri) ? <RemoteVersion uri={uri} /> : <NotAvailable />;
}

/** The Errors cell: error count and last error time from the instance itself; N/A without an address. */
export function RemoteErrorsCell({ uri }: { uri: string | null | undefined }) {
  return hasInstanceUri(uri) ? <RemoteErrors uri={uri} /> : <NotAvailable />;
}
