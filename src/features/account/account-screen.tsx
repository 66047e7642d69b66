import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconUserEdit } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { components } from '#/api/schema.gen';
import { HistorySection } from '#/components/history/lazy-history-section';
import { useT } from '#/components/i18n/i18n-context';
import { ButtonLink } from '#/components/router-links/router-links';
import { useSignedInSession } from '#/components/session/session-context';
import { SummaryScroll } from '#/components/summary-card/summary-card';
import { SummaryList, SummaryRow } from '#/components/summary-card/summary-list';
import { Table } from '#/components/table/lazy-table';
import { consentDocumentUrl } from '#/lib/auth-links';
import { toDataUrl } from '#/lib/image-base64';
import { linkTypeKeys } from '#/lib/organisation-user-link';
import { editsOwnProfile, mayAccess } from '#/lib/session';
import { userName } from '#/lib/user-name';
import { userSummaryQuery } from './account-queries';
import { insightsRows, type UserSummary } from './insights-access';

/** SPEC 2.2: summary card lists scroll above a height of 200. */
const LIST_MAX_HEIGHT = 200;

function SummaryCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function ScrollingList({ children }: { children: ReactNode }) {
  return <SummaryScroll maxHeight={LIST_MAX_HEIGHT}>{children}</SummaryScroll>;
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

/** `editable`: the user's own account, and the console offers them their profile to edit (`editsOwnProfile`). */
function ProfileCard({ summary, editable }: { summary: UserSummary; editable: boolean }) {
  const t = useT('account');
  const user = summary.currentUser;
  const rows: Array<[string, string]> = [
    [t('account.profile.displayName'), user.shortName],
    [t('account.profile.fullName'), summary.fullName],
    [t('account.profile.email'), user.email ?? ''],
    [t('account.profile.locale'), summary.locale],
    [t('account.profile.currency'), summary.defaultCurrencyCode],
  ];
  return (
    <SummaryCard
      title={t('account.profile.title')}
      action={
        editable ? (
          <ButtonLink to="/profile" variant="light" size="xs" leftSection={<IconUserEdit size={14} aria-hidden />}>
            {t('account.profile.edit')}
          </ButtonLink>
        ) : null
      }
    >
      <Group align="flex-start" wrap="nowrap">
        <Avatar src={user.image ? toDataUrl(user.image) : null} size="lg" radius="xl" color="indigo" alt="">
          {user.shortName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500} c="dimmed" w={120}>
                  {label}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Group>
    </SummaryCard>
  );
}

function InsightsCard({ summary }: { summary: UserSummary }) {
  const t = useT('account');
  return (
    <SummaryCard title={t('account.insights.title')}>
      <Stack gap="xs">
        {insightsRows.map((row) => {
          const granted = row.granted(summary);
          return (
            <Group key={row.label} justify="space-between" wrap="nowrap" data-testid="insights-row">
              <Text size="sm">{t(row.label)}</Text>
              {/* The row's name wraps on a phone, never the badge's one word ("Verweigert"). */}
              <Badge color={granted ? 'green' : 'red'} variant="light" flex="none">
                {granted ? t('account.insights.granted') : t('account.insights.denied')}
              </Badge>
            </Group>
          );
        })}
      </Stack>
    </SummaryCard>
  );
}

/** Whose account the page shows: the user's own, or (to a super user) someone else's, named. */
interface Whose {
  own: boolean;
  name: string;
}

function MembershipCard({ summary, whose }: { summary: UserSummary; whose: Whose }) {
  const t = useT('account', 'records');
  const session = useSignedInSession();
  const links = summary.organisationUserLinks;
  return (
    <SummaryCard title={t('account.membership.title')}>
      {links.length === 0 ? (
        <Empty>
          {whose.own ? t('account.membership.empty') : t('account.membership.emptyOther', { name: whose.name })}
        </Empty>
      ) : (
        <ScrollingList>
          <SummaryList>
            {links.map((link) => (
              <SummaryRow
                key={link.organisationUserLinkID}
                fullName={link.organisationName}
                name={
                  mayAccess('organisationAdmin', session, { orgId: link.organisationID }) ? (
                    <Anchor
                      inherit
                      renderRoot={(props) => (
                        <Link to="/organisation/$orgId" params={{ orgId: link.organisationID }} {...props} />
                      )}
                    >
                      {link.organisationName}
                    </Anchor>
                  ) : (
                    link.organisationName
                  )
                }
              >
                <Badge
                  variant="outline"
                  color="gray"
                  title={
                    whose.own
                      ? t('account.membership.linkTypeHint')
                      : t('account.membership.linkTypeHintOther', { name: whose.name })
                  }
                >
                  {t(linkTypeKeys[link.linkType])}
                </Badge>
                {link.isOrgAdmin ? <Badge variant="light">{t('account.membership.administrator')}</Badge> : null}
              </SummaryRow>
            ))}
          </SummaryList>
        </ScrollingList>
      )}
    </SummaryCard>
  );
}

function InvitesCard({ summary, whose }: { summary: UserSummary; whose: Whose }) {
  const t = useT('account');
  const invites = summary.organisationUserInvites;
  return (
    <SummaryCard title={t('account.invites.title')}>
      {invites.length === 0 ? (
        <Empty>{whose.own ? t('account.invites.empty') : t('account.invites.emptyOther', { name: whose.name })}</Empty>
      ) : (
        <ScrollingList>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {invites.map((invite) => {
              // The link needs the token, which only the invited user reads (a super user's view has none).
              const token = invite.token;
              return (
                <Group
                  key={invite.organisationUserInviteID}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm">{invite.organisationName}</Text>
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {invite.email}
                    </Text>
                  </Stack>
                  {token !== null && (
                    <Button
                      renderRoot={(props) => (
                        <Link
                          to="/invitations/validate/$token/$email"
                          params={{ token, email: invite.email }}
                          {...props}
                        />
                      )}
                      size="xs"
                      variant="light"
                      aria-label={t('account.invites.acceptLabel', { organisation: invite.organisationName })}
                    >
                      {t('account.invites.accept')}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollingList>
      )}
    </SummaryCard>
  );
}

function AgreementsCard({ summary, whose }: { summary: UserSummary; whose: Whose }) {
  const t = useT('account');
  const documents = summary.latestConsentDocuments;
  return (
    <SummaryCard title={t('account.agreements.title')}>
      {documents.length === 0 ? (
        <Empty>
          {whose.own ? t('account.agreements.empty') : t('account.agreements.emptyOther', { name: whose.name })}
        </Empty>
      ) : (
        <ScrollingList>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {documents.map((document) => (
              <li key={document.consentDocumentID}>
                <Anchor
                  href={consentDocumentUrl(document.consentDocumentID)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    {t('account.agreements.document', { title: document.title, version: String(document.version) })}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </li>
            ))}
          </Stack>
        </ScrollingList>
      )}
    </SummaryCard>
  );
}

/**
 * My Account (/user/{userId}, SPEC 2.6; a super user's view of another user says whose account it is): cards Profile
 * (link to /profile for the user's own account, unless an anonymous scope's), Insights access (Granted or Denied),
 * Organisation Membership, Pending Invites (each taken up through its validation link; none in a super user's view of
 * another user, which carries no token) and Consented Agreements (each viewable at /authentication/ViewConsentDocument). `GET /api/User/summary/{userId}`.
 */
export function AccountScreen({ userId }: { userId: string }) {
  const t = useT('account');
  const session = useSignedInSession();
  const { data: summary } = useSuspenseQuery(userSummaryQuery(userId));
  const own = (summary.currentUser.userID ?? userId) === session.user.userID;
  // The account's history names the fields as the profile card does (the user's own history: listUserHistory).
  // Keyed by the user's fields as the contract names them, so a field the history never names fails the compile.
  const historyLabels: Partial<Record<keyof components['schemas']['User'] | 'password', string>> = {
    shortName: t('account.profile.displayName'),
    fullName: t('account.profile.fullName'),
    email: t('account.profile.email'),
    locale: t('account.profile.locale'),
    defaultCurrencyCode: t('account.profile.currency'),
    password: t('account.history.password'),
  };
  const whose: Whose = {
    own,
    name: userName({ fullName: summary.fullName, shortName: summary.currentUser.shortName }),
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>
          {own ? t('account.summary.title') : t('account.summary.titleOther', { name: whose.name })}
        </Title>
        <Text c="dimmed">{summary.fullName}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <ProfileCard summary={summary} editable={own && editsOwnProfile(session)} />
        <InsightsCard summary={summary} />
        <MembershipCard summary={summary} whose={whose} />
        <InvitesCard summary={summary} whose={whose} />
        <AgreementsCard summary={summary} whose={whose} />
      </SimpleGrid>
      <HistorySection
        source={{ kind: 'user', userId }}
        subject={{ type: 'User', id: userId }}
        fieldLabels={historyLabels}
      />
    </Stack>
  );
}
