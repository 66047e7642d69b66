import { Loader, Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { ActionIconLink } from '#/components/router-links/router-links';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';
import { Tree } from '#/components/tree/lazy-tree';
import { organisationLink } from '#/lib/entity-links';
import { linkedOrganisationKey } from '#/lib/record-keys';
import { hasNoChildren, noChildren } from '#/lib/tree-model';
import type { LinkedOrganisation } from './server-record';
import { linkedOrganisationLabel } from './server-rules';

const ROW_HEIGHT = 34;
const MAX_VISIBLE_ROWS = 10;
const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;

export interface LinkedOrganisationsProps {
  /** The organisations; null when the list could not be loaded (SPEC 7: a failure counts as no list). */
  organisations: readonly LinkedOrganisation[] | null;
  loading: boolean;
  /** Why the list could not be loaded (the failed call's error): its message follows the notice. */
  error?: unknown;
  /** Loads the list again after a failure (a Retry button with the notice). */
  onRetry?: () => void;
  retrying?: boolean;
}

/** The part of a linked-organisations query the panel reads (TanStack Query's result). */
interface LinkedOrganisationsQuery {
  data?: readonly LinkedOrganisation[];
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The panel's props from the edit page's linked-organisations query (both server edit pages read it this way). */
export function linkedOrganisationsProps(query: LinkedOrganisationsQuery): LinkedOrganisationsProps {
  return {
    organisations: query.isError ? null : (query.data ?? []),
    loading: query.isPending,
    error: query.error ?? undefined,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

/**
 * The read-only Linked Organisations tree of the server edit pages (SPEC 2.4): one row per organisation with its
 * configure link (/organisation/{id}); "No linked organisations" when empty; a failed load says so, with the
 * failure's message and Retry.
 */
export function LinkedOrganisations({
  organisations,
  loading,
  error,
  onRetry,
  retrying = false,
}: LinkedOrganisationsProps) {
  const t = useT('servers');
  const errorMessage = useErrorMessage();
  const title = t('servers.linkedOrgs.title');
  let content;
  if (loading) {
    content = <Loader size="sm" role="status" aria-label={t('servers.linkedOrgs.loading')} />;
  } else if (organisations === null) {
    const reason = error === undefined ? '' : errorMessage(error);
    content = (
      <LoadingOverlay
        error={reason ? t('servers.linkedOrgs.notLoadedBecause', { reason }) : t('servers.linkedOrgs.notLoaded')}
        failure={error}
        onRetry={onRetry}
        retrying={retrying}
        minHeight={onRetry ? 110 : 70}
      />
    );
  } else {
    content = (
      <Tree<LinkedOrganisation>
        aria-label={title}
        roots={organisations}
        getId={linkedOrganisationKey}
        getLabel={linkedOrganisationLabel}
        hasChildren={hasNoChildren}
        getChildren={noChildren}
        emptyText={t('servers.linkedOrgs.empty')}
        rowHeight={ROW_HEIGHT}
        height={Math.min(organisations.length, MAX_VISIBLE_ROWS) * ROW_HEIGHT + 4}
        renderActions={(organisation) =>
          organisation.organisationID ? (
            <Tooltip label={t('servers.linkedOrgs.configure')} {...TOOLTIP}>
              <ActionIconLink
                {...organisationLink(organisation.organisationID)}
                variant="subtle"
                size="sm"
                aria-label={t('servers.linkedOrgs.configureNamed', { name: organisation.name })}
              >
                <IconSettings size={16} />
              </ActionIconLink>
            </Tooltip>
          ) : null
        }
      />
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {content}
    </Stack>
  );
}
