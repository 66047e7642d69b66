import { useSession } from '../../api/session';
import { userLinkFor } from '../../lib/cross-links';
import { AnchorLink } from '../router-links/router-links';

/**
 * A user's name, linked to the page of that user the signed-in role may open (`userLinkFor`: Edit User for super
 * users, one's own Account Summary for anyone else); plain text where the role may open none, or without an id.
 */
export function UserLink({ userId, name }: { userId: string | null | undefined; name: string }) {
  const link = userLinkFor(useSession(), userId);
  if (!link || name === '') return name;
  return (
    <AnchorLink {...link} inherit>
      {name}
    </AnchorLink>
  );
}
