import { ActionIcon, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Tree } from '../../components/tree/tree';
import { linkedOrganisationLabel, type LinkedOrganisation } from './server-rules';

const ROW_HEIGHT = 34;
const MAX_VISIBLE_ROWS = 10;
const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;

const getId = (organisation: LinkedOrganisation) => organisation.organisationID ?? organisation.organisationCode;
const noChildren = () => false;
const leaf = (): readonly LinkedOrganisation[] => [];

export interface LinkedOrganisationsProps {
  /** The organisations; null when the list could not be loaded (SPEC 7: a failure counts as no list). */
  organisations: readonly LinkedOrganisation[] | null;
  loading: boolean;
}

/**
 * The read-only Linked Organisations tree of the server edit pages (SPEC 2.4): one row per organisation with its
 * configure link (/organisation/{id}); "No linked organisations" when empty.
 */
export function LinkedOrganisations({ organisations, loading }: LinkedOrganisationsProps) {
  let content;
  if (loading) {
    content = <Loader size="sm" role="status" aria-label="Loading linked organisations" />;
  } else if (organisations === null) {
    content = (
      <Text size="sm" c="dimmed">
        The linked organisations could not be loaded.
      </Text>
    );
  } else {
    content = (
      <Tree<LinkedOrganisation>
        aria-label="Linked Organisations"
        roots={organisations}
        getId={getId}
        getLabel={linkedOrganisationLabel}
        hasChildren={noChildren}
        getChildren={leaf}
        emptyText="No linked organisations"
        rowHeight={ROW_HEIGHT}
        height={Math.min(organisations.length, MAX_VISIBLE_ROWS) * ROW_HEIGHT + 4}
        renderActions={(organisation) =>
          organisation.organisationID ? (
            <Tooltip label="Configure" {...TOOLTIP}>
              <ActionIcon
                component={Link}
                to={`/organisation/${encodeURIComponent(organisation.organisationID)}`}
                variant="subtle"
                size="sm"
                aria-label={`Configure ${organisation.name}`}
              >
                <IconSettings size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
      />
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label="Linked Organisations">
      <Title order={3} size="h4">
        Linked Organisations
      </Title>
      {content}
    </Stack>
  );
}
