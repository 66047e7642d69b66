import { useQuery } from '@tanstack/react-query';
import { lacksReadOfOne, organisationListQuery, organisationQuery } from '#/api/queries/organisations';
import type { components } from '#/api/schema.gen';
import { organisationNameOf } from '#/lib/breadcrumbs';
import { sameId } from '#/lib/record-keys';
import type { Session } from '#/lib/session';

type Organisation = components['schemas']['Organisation'];

/**
 * The organisation `orgId` for a super user's shell and screens (its name and code): read by itself, not with every
 * organisation (over 40 MB at 100,000); from the whole list on a server without that read (`lacksReadOfOne`), or when
 * the switcher has loaded it. Undefined until known, without `orgId`, and for other users (the session names theirs).
 */
export function useShownOrganisation(session: Session | null, orgId: string | undefined): Organisation | undefined {
  const wanted = session?.isSuperUser === true && orgId !== undefined;
  const one = useQuery({ ...organisationQuery(orgId ?? ''), enabled: wanted, staleTime: 60_000 });
  const all = useQuery({
    ...organisationListQuery(),
    enabled: wanted && one.isError && lacksReadOfOne(one.error),
    staleTime: 60_000,
  });
  if (!wanted) return undefined;
  // An answer about another organisation (a mock's single example) names none; ids compare as GUIDs do.
  if (sameId(one.data?.organisationID, orgId)) return one.data;
  return all.data?.find((organisation) => sameId(organisation.organisationID, orgId));
}

/**
 * The name of an organisation for the breadcrumb and the screens that show one organisation: the session's, else the
 * one a super user's shell reads (`useShownOrganisation`); undefined when unknown.
 */
export function useOrganisationName(session: Session | null, orgId: string | undefined): string | undefined {
  const shown = useShownOrganisation(session, session?.organisation?.organisationID === orgId ? undefined : orgId);
  return organisationNameOf(orgId, session, shown ? [shown] : undefined);
}
