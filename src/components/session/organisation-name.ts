import { useQuery } from '@tanstack/react-query';
import { organisationListQuery } from '../../api/queries/organisations';
import { organisationNameOf } from '../../lib/breadcrumbs';
import type { Session } from '../../lib/session';

/**
 * The name of an organisation for the breadcrumb and the screens that show one organisation: the session's, else a
 * super user's organisation list (the switcher's call and cache: no call the screen did not make already); undefined
 * when unknown.
 */
export function useOrganisationName(session: Session | null, orgId: string | undefined): string | undefined {
  const organisations = useQuery({
    ...organisationListQuery(),
    enabled: session?.isSuperUser === true && orgId !== undefined && session.organisation?.organisationID !== orgId,
    staleTime: 60_000,
  });
  return organisationNameOf(orgId, session, organisations.data);
}
