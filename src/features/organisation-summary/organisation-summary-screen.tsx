import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconHistory,
  IconKey,
  IconMail,
  IconPackage,
  IconRefresh,
  IconRobot,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { organisationSummaryQuery } from '#/api/queries/organisations';
import { LinkType, type components } from '#/api/schema.gen';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { useLocale } from '#/components/locale/locale';
import { AnchorLink, ButtonLink } from '#/components/router-links/router-links';
import { useOrganisationName } from '#/components/session/organisation-name';
import { useSession } from '#/components/session/session-context';
import { SummaryCard } from '#/components/summary-card/summary-card';
import { SummaryList, SummaryRow } from '#/components/summary-card/summary-list';
import { UserLink } from '#/components/user-link/user-link';
import type { AppLink } from '#/lib/app-link';
import { auditLogLink } from '#/lib/cross-links';
import { formatNumber } from '#/lib/locale-format';
import { routePages } from '#/lib/route-meta';
import { serviceAccountTypeName } from '#/lib/service-account-types';
import { mayOpenPage } from '#/lib/session';

type OrganisationSummary = components['schemas']['OrganisationSummary'];

/** SPEC 9: summary card lists scroll above a height of 200. */
const LIST_MAX_HEIGHT = 200;

interface CardLink {
  label: string;
  link: AppLink;
}

/** The organisation summary's cards: the count formatted for the locale, the links under the content, lists scroll. */
function OrganisationSummaryCard({
  title,
  icon,
  count,
  links,
  children,
}: {
  title: string;
  icon: ReactNode;
  count?: number;
  links: CardLink[];
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <SummaryCard
      title={title}
      icon={icon}
      count={count === undefined ? undefined : formatNumber(count, locale)}
      scrollAbove={LIST_MAX_HEIGHT}
      linksAt="footer"
      links={links.map((link) => (
        <AnchorLink key={link.label} {...link.link} size="sm" fw={500}>
          {link.label}
        </AnchorLink>
      ))}
    >
      {children}
    </SummaryCard>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function SummaryCards({ orgId, summary }: { orgId: string; summary: OrganisationSummary }) {
  const t = useT('organisationSummary', 'records');
  const session = useSession();
  const params = { orgId };
  const inviteUser = {
    label: t('organisationSummary.inviteUser'),
    link: linkOptions({ to: '/organisation/$orgId/invite', params }),
  };
  const versionLinks: CardLink[] = [
    ...(summary.rootOrganisation
      ? []
      : [
          {
            label: t('organisationSummary.versions.installVersions'),
            link: linkOptions({ to: '/organisation/$orgId/acceptances', params }),
          },
        ]),
    ...(summary.childOrganisations.length > 0
      ? [
          {
            label: t('organisationSummary.versions.authorisation'),
            link: linkOptions({ to: '/organisation/$orgId/authorisations', params }),
          },
        ]
      : []),
    {
      label: t('organisationSummary.versions.systemHealth'),
      link: linkOptions({ to: '/organisation/$orgId/systemhealth', params }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      <OrganisationSummaryCard
        title={t('organisationSummary.teams.title')}
        icon={<IconUsersGroup size={20} aria-hidden />}
        count={summary.teams.length}
        links={[
          {
            label: t('organisationSummary.teams.title'),
            link: linkOptions({ to: '/organisation/$orgId/teams', params }),
          },
        ]}
      >
        {summary.teams.length === 0 ? (
          <Empty>{t('organisationSummary.teams.empty')}</Empty>
        ) : (
          <SummaryList>
            {summary.teams.map((team) => (
              <SummaryRow key={team.teamID} name={team.name} fullName={team.name}>
                <Text size="xs" c="dimmed">
                  {t('organisationSummary.teams.members', { count: team.totalMembers })}
                </Text>
              </SummaryRow>
            ))}
          </SummaryList>
        )}
      </OrganisationSummaryCard>

      <OrganisationSummaryCard
        title={t('organisationSummary.access.title')}
        icon={<IconKey size={20} aria-hidden />}
        count={summary.links.length}
        links={[
          {
            label: t('organisationSummary.access.organisationAccess'),
            link: linkOptions({ to: '/organisation/$orgId/links', params }),
          },
          inviteUser,
        ]}
      >
        {summary.links.length === 0 ? (
          <Empty>{t('organisationSummary.access.empty')}</Empty>
        ) : (
          <SummaryList>
            {summary.links.map((link) => (
              <SummaryRow
                key={link.organisationUserLinkID ?? link.teamUserID}
                fullName={link.teamUserName ?? ''}
                name={
                  link.linkType === LinkType.User ? (
                    <UserLink session={session} userId={link.teamUserID} name={link.teamUserName ?? ''} />
                  ) : (
                    link.teamUserName
                  )
                }
              >
                <Badge size="sm" variant="outline" color="gray">
                  {t(
                    link.linkType === LinkType.Team
                      ? 'organisationSummary.access.team'
                      : 'organisationSummary.access.user',
                  )}
                </Badge>
                {link.isOrgAdmin && (
                  <Badge size="sm" variant="light" color="grape">
                    {t('organisationSummary.access.admin')}
                  </Badge>
                )}
              </SummaryRow>
            ))}
          </SummaryList>
        )}
      </OrganisationSummaryCard>

      <OrganisationSummaryCard
        title={t('organisationSummary.serviceAccounts.title')}
        icon={<IconRobot size={20} aria-hidden />}
        count={summary.serviceAccounts.length}
        links={[
          {
            label: t('organisationSummary.serviceAccounts.title'),
            link: linkOptions({ to: '/organisation/$orgId/serviceaccounts', params }),
          },
        ]}
      >
        {summary.serviceAccounts.length === 0 ? (
          <Empty>{t('organisationSummary.serviceAccounts.empty')}</Empty>
        ) : (
          <SummaryList>
            {summary.serviceAccounts.map((account) => (
              <SummaryRow key={account.serviceAccountID} name={account.name} fullName={account.name}>
                <Text size="xs" c="dimmed">
                  {serviceAccountTypeName(account.serviceAccountType, t)}
                </Text>
              </SummaryRow>
            ))}
          </SummaryList>
        )}
      </OrganisationSummaryCard>

      <OrganisationSummaryCard
        title={t('organisationSummary.versions.title')}
        icon={<IconPackage size={20} aria-hidden />}
        links={versionLinks}
      >
        {summary.childOrganisations.length === 0 ? (
          <Empty>
            {t(
              summary.rootOrganisation
                ? 'organisationSummary.versions.rootWithoutChildren'
                : 'organisationSummary.versions.intro',
            )}
          </Empty>
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('organisationSummary.versions.children')}
            </Text>
            <SummaryList>
              {summary.childOrganisations.map((child) => (
                <SummaryRow key={child.organisationID} name={child.organisationName} fullName={child.organisationName}>
                  <Badge size="sm" variant="light" color={child.active ? 'green' : 'red'}>
                    {t(child.active ? 'organisationSummary.versions.active' : 'organisationSummary.versions.inactive')}
                  </Badge>
                </SummaryRow>
              ))}
            </SummaryList>
          </Stack>
        )}
      </OrganisationSummaryCard>

      <OrganisationSummaryCard
        title={t('organisationSummary.permissionGroups.title')}
        icon={<IconShieldLock size={20} aria-hidden />}
        count={summary.totalPermissionGroups}
        links={[
          {
            label: t('organisationSummary.permissionGroups.title'),
            link: linkOptions({ to: '/organisation/$orgId/permissiongroups', params }),
          },
        ]}
      >
        <Empty>{t('organisationSummary.permissionGroups.text', { count: summary.totalPermissionGroups })}</Empty>
      </OrganisationSummaryCard>

      <OrganisationSummaryCard
        title={t('organisationSummary.pendingInvitations.title')}
        icon={<IconMail size={20} aria-hidden />}
        count={summary.pendingInvitations.length}
        links={[
          {
            label: t('organisationSummary.pendingInvitations.title'),
            link: linkOptions({ to: '/organisation/$orgId/pendinginvites', params }),
          },
          inviteUser,
        ]}
      >
        {summary.pendingInvitations.length === 0 ? (
          <Empty>{t('organisationSummary.pendingInvitations.empty')}</Empty>
        ) : (
          <SummaryList>
            {summary.pendingInvitations.map((invite) => (
              <SummaryRow key={invite.organisationUserInviteID} name={invite.email} fullName={invite.email} />
            ))}
          </SummaryList>
        )}
      </OrganisationSummaryCard>
    </SimpleGrid>
  );
}

/**
 * Organisation Summary (SPEC 2.5): cards Teams, Access, Service Accounts, Versions, Permission Groups and Pending
 * Invitations with their links; Install Versions only for a non-root organisation, Version Authorisation only when
 * child organisations exist. A failed load shows the error state (no results) with Try again.
 */
export function OrganisationSummaryScreen({ orgId }: { orgId: string }) {
  const t = useT('organisationSummary');
  const errorMessage = useErrorMessage();
  const summary = useQuery(organisationSummaryQuery(orgId));
  const name = useOrganisationName(useSession(), orgId);
  const failed = summary.isError;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Stack gap={0}>
          <Title order={2}>{t('organisationSummary.title')}</Title>
          {name ? (
            <Text size="lg" fw={500} c="dimmed" data-testid="organisation-name">
              {name}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <ButtonLink
            variant="default"
            leftSection={<IconBuildingCommunity size={16} aria-hidden />}
            to="/organisation/$orgId/profile"
            params={{ orgId }}
          >
            {t('organisationSummary.profile')}
          </ButtonLink>
          <OrganisationAuditLink orgId={orgId} />
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void summary.refetch()}
            loading={summary.isFetching}
          >
            {t('organisationSummary.refresh')}
          </Button>
        </Group>
      </Group>
      <LoadingOverlay
        loading={summary.isPending && !failed}
        error={failed ? errorMessage(summary.error, { emptyFallback: t('organisationSummary.loadFailed') }) : false}
        failure={summary.error}
        onRetry={() => void summary.refetch()}
        retryLabel={t('organisationSummary.tryAgain')}
        retrying={summary.isFetching}
        minHeight={240}
      >
        {summary.data && !failed ? <SummaryCards orgId={orgId} summary={summary.data} /> : null}
      </LoadingOverlay>
    </Stack>
  );
}

/**
 * For those who may open the audit log (super users): the audit log filtered to this organisation. The filter matches the
 * organisation's name, the one the breadcrumb shows (same query, no extra call); the link appears once it is known.
 */
function OrganisationAuditLink({ orgId }: { orgId: string }) {
  const t = useT('organisationSummary');
  const session = useSession();
  const mayOpenAuditLog = mayOpenPage(routePages(useRouter()), '/admin/auditlogs', session);
  const name = useOrganisationName(session, orgId);
  const link = mayOpenAuditLog ? auditLogLink({ organisation: name }) : null;
  if (!link) return null;
  return (
    <ButtonLink variant="default" leftSection={<IconHistory size={16} aria-hidden />} {...link}>
      {t('organisationSummary.auditLog')}
    </ButtonLink>
  );
}
