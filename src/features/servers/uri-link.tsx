import { ActionIcon, Anchor, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';
import { isHttpUri } from '#/lib/absolute-uri';

const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;

/** A server's address shown as a link (opens in a new tab); "N/A" without one, plain text when it is not http(s). */
export function UriLink({ uri }: { uri: string | null | undefined }) {
  const t = useT('servers');
  if (!uri) {
    return (
      <Text size="sm" c="dimmed">
        {t('servers.notAvailable')}
      </Text>
    );
  }
  if (!isHttpUri(uri)) return <Text size="sm">{uri}</Text>;
  return (
    <Anchor href={uri} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
      {uri}
    </Anchor>
  );
}

/** The link at the end of an address input: opens the address in a new tab (only for an http(s) address). */
export function OpenUriButton({ uri }: { uri: string | null | undefined }) {
  const t = useT('servers');
  if (!uri || !isHttpUri(uri)) return null;
  return (
    <Tooltip label={t('servers.uri.openInNewTab')} {...TOOLTIP}>
      <ActionIcon
        component="a"
        href={uri}
        target="_blank"
        rel="noreferrer"
        variant="subtle"
        size="sm"
        aria-label={t('servers.uri.open', { uri })}
      >
        <IconExternalLink size={14} />
      </ActionIcon>
    </Tooltip>
  );
}
