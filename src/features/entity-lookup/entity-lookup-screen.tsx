import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CopyButton } from '#/components/copy-button/copy-button';
import { useDraft } from '#/components/draft/use-draft';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { AnchorLink } from '#/components/router-links/router-links';
import { entityLink, entityTypeLabel, organisationLink, type EntityLookupMatch } from '#/lib/entity-links';
import { entityLookupQuery } from './entity-lookup-queries';
import { entityLookupSearchFor, textOfQuery, type EntityLookupSearch } from './entity-lookup-search';

export interface EntityLookupScreenProps {
  search: EntityLookupSearch;
  onSearchChange: (search: EntityLookupSearch) => void;
}

/**
 * Admin > Entity Lookup (SPEC 2.4): a search box (Enter or the Search button) looks an id up across every
 * organisation; an empty box clears the results without a call. Each match shows its organisation header (when
 * known), the type label (linked by SPEC's table, src/lib/entity-links.ts) and the name; "No matches" when none.
 * The query lives in the URL; a failure shows the error state and no results.
 */
export function EntityLookupScreen({ search, onSearchChange }: EntityLookupScreenProps) {
  const t = useT('entityLookup');
  const errorMessage = useErrorMessage();
  // The box shows the URL's query until something else is typed; a new URL query (back/forward) replaces it.
  const [text, setText] = useDraft(search.q, textOfQuery);
  const applied = search.q;
  const lookup = useQuery({ ...entityLookupQuery(applied ?? ''), enabled: applied !== undefined });

  const run = () => {
    const next = entityLookupSearchFor(text);
    if (next.q !== undefined && next.q === applied) void lookup.refetch();
    else onSearchChange(next);
  };

  const results = () => {
    if (applied === undefined) return null;
    if (lookup.isError) {
      return (
        <LoadingOverlay
          error={errorMessage(lookup.error, { emptyFallback: t('entityLookup.results.failed') })}
          failure={lookup.error}
          onRetry={() => void lookup.refetch()}
          retrying={lookup.isFetching}
          minHeight={160}
        />
      );
    }
    if (lookup.isPending) return <LoadingOverlay loading minHeight={160} />;
    if (lookup.data.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {t('entityLookup.results.empty')}
        </Text>
      );
    }
    return (
      <LoadingOverlay loading={lookup.isFetching} loadingText={false}>
        <Stack gap="sm" aria-label={t('entityLookup.results.label')} role="list">
          {lookup.data.map((match, index) => (
            <MatchCard key={`${match.type}-${match.entityID}-${index}`} match={match} />
          ))}
        </Stack>
      </LoadingOverlay>
    );
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('entityLookup.title')}</Title>
      <Group gap="xs" wrap="nowrap" maw={720}>
        <TextInput
          aria-label={t('entityLookup.search.label')}
          placeholder={t('entityLookup.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button leftSection={<IconSearch size={16} />} onClick={run}>
          {t('entityLookup.search.button')}
        </Button>
      </Group>
      {results()}
    </Stack>
  );
}

function MatchCard({ match }: { match: EntityLookupMatch }) {
  const t = useT('entityLookup', 'records');
  const link = entityLink(match);
  const label = t(entityTypeLabel(match.type));
  const organisation = match.organisation;
  return (
    <Paper
      withBorder
      p="sm"
      role="listitem"
      aria-label={t('entityLookup.match.label', { type: label, name: match.name })}
    >
      <Stack gap={6}>
        {organisation ? (
          <Group gap="sm" wrap="wrap" data-testid="match-organisation">
            <AnchorLink {...organisationLink(organisation.organisationID)} fw={600} size="sm">
              {organisation.organisationName}
            </AnchorLink>
            <Badge variant="light" color="gray" size="sm">
              {organisation.organisationCode}
            </Badge>
            <Text size="xs" c="dimmed">
              {organisation.organisationID}
            </Text>
            {organisation.kapow ? (
              <Text size="xs" c="dimmed">
                {t('entityLookup.match.kapow', { kapow: organisation.kapow })}
              </Text>
            ) : null}
          </Group>
        ) : null}
        <Group gap="sm" wrap="nowrap">
          {link ? (
            <AnchorLink {...link} size="sm" fw={500} miw={190}>
              {label}
            </AnchorLink>
          ) : (
            <Text size="sm" fw={500} miw={190}>
              {label}
            </Text>
          )}
          <Text size="sm" truncate="end">
            {match.name}
          </Text>
          <Group gap={2} wrap="nowrap" ml="auto">
            <Text size="xs" c="dimmed">
              {match.entityID}
            </Text>
            <CopyButton value={match.entityID} label={t('entityLookup.match.id')} size="xs" />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
