import { Box, Breadcrumbs as MantineBreadcrumbs, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { organisationListQuery } from '#/api/queries/organisations';
import { useT } from '#/components/i18n/i18n-context';
import { AnchorLink } from '#/components/router-links/router-links';
import { useOrganisationName, useShownOrganisation } from '#/components/session/organisation-name';
import { breadcrumbsFor, crumbLink } from '#/lib/breadcrumbs';
import type { Session } from '#/lib/session';
import { useCurrentPage } from './current-page';
import type { OrganisationSelectProps } from './organisation-select';
import { afterPageCode } from './page-first';

// The Select (Combobox, ScrollArea, floating UI) is not needed for the first paint: it loads after the page's own
// code (page-first.ts), in the space a same-sized placeholder keeps; if its code cannot be downloaded the switcher
// is left out.
const OrganisationSelect = lazy<ComponentType<OrganisationSelectProps>>(() =>
  afterPageCode()
    .then(() => import('./organisation-select'))
    .then(
      (m) => ({ default: m.OrganisationSelect }),
      () => ({ default: () => null }),
    ),
);

/**
 * The organisation switcher of the breadcrumb (SPEC 2.2): "name [organisationCode]", searchable; choosing one goes
 * to /organisation/{id}, clearing it to /organisation. Super users load all organisations, others only their own
 * (SPEC 4), a super user's when the list is first opened, not on every page (docs/deviations.md: 100,000
 * organisations are tens of MB); on an organisation's page its value is that organisation, read by itself
 * (`useShownOrganisation`). While the list loads it says so; a failed load says "The organisations could not be
 * loaded" (the page's organisation stays the value), and opening the list loads it again.
 */
function OrganisationSwitcher({ session, currentOrgId }: { session: Session; currentOrgId: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const all = useQuery({ ...organisationListQuery(), enabled: session.isSuperUser && opened, staleTime: 60_000 });
  const current = useShownOrganisation(session, currentOrgId);
  const options = useMemo(() => {
    if (session.isSuperUser) {
      // Until the list is there (or when it failed), the page's organisation stays the value.
      return (all.data ?? (current ? [current] : [])).map((org) => ({
        value: org.organisationID ?? '',
        label: `${org.name} [${org.organisationCode}]`,
      }));
    }
    const own = session.organisation;
    return own ? [{ value: own.organisationID, label: own.name }] : [];
  }, [all.data, current, session]);

  const value = currentOrgId && options.some((o) => o.value === currentOrgId) ? currentOrgId : null;
  // Said only once the switcher has asked for the list (others read the same list); a list loaded before and failing
  // now stays shown, with the failure said; a background refresh of a shown list says nothing.
  const status =
    !session.isSuperUser || !opened
      ? undefined
      : all.isError
        ? t(all.isFetching ? 'shell.orgSwitcher.loading' : 'shell.orgSwitcher.loadFailed')
        : all.data
          ? undefined
          : t('shell.orgSwitcher.loading');
  return (
    <Suspense fallback={<Box w={280} h={30} aria-hidden />}>
      <OrganisationSelect
        options={options}
        value={value}
        onChoose={(next) => void navigate({ to: '/organisation/$orgId', params: { orgId: next } })}
        onClear={() => void navigate({ to: '/organisation' })}
        status={status}
        onOpen={() => {
          setOpened(true);
          if (session.isSuperUser && all.isError) void all.refetch();
        }}
      />
    </Suspense>
  );
}

export function Breadcrumbs({ session }: { session: Session | null }) {
  const t = useT();
  const { page, pages } = useCurrentPage();
  const orgId = page?.params.orgId;
  const organisationName = useOrganisationName(session, orgId);
  const crumbs = breadcrumbsFor(page, pages, session, organisationName);
  if (!crumbs.length) return null;
  const showSwitcher = session && (session.isSuperUser || (session.isOrgAdmin && session.organisation));
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <nav aria-label={t('shell.breadcrumb.label')}>
        <MantineBreadcrumbs separatorMargin={6}>
          {crumbs.map((crumb, index) =>
            crumb.to ? (
              <AnchorLink key={`${index}-${crumb.title}`} {...crumbLink({ ...crumb, to: crumb.to })} size="sm">
                {crumb.name ?? t(crumb.title)}
              </AnchorLink>
            ) : (
              <Text
                key={`${index}-${crumb.title}`}
                size="sm"
                fw={600}
                aria-current={index === crumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.name ?? t(crumb.title)}
              </Text>
            ),
          )}
        </MantineBreadcrumbs>
      </nav>
      {showSwitcher ? <OrganisationSwitcher session={session} currentOrgId={orgId} /> : null}
    </Group>
  );
}
