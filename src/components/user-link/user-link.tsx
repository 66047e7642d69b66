import { useRouter } from '@tanstack/react-router';
import { AnchorLink } from '#/components/router-links/router-links';
import { userLinkFor } from '#/lib/cross-links';
import { routePages } from '#/lib/route-meta';
import type { Session } from '#/lib/session';

/**
 * A user's name, linked to the page of that user the signed-in role may open (`userLinkFor`: Edit User for super
 * users, one's own Account Summary for anyone else); plain text where the role may open none, or without an id.
 */
export function UserLink({
  session,
  userId,
  name,
}: {
  session: Session | null;
  userId: string | null | undefined;
  name: string;
}) {
  const link = userLinkFor(session, userId, routePages(useRouter()));
  if (!link || name === '') return name;
  return (
    <AnchorLink {...link} inherit>
      {name}
    </AnchorLink>
  );
}
