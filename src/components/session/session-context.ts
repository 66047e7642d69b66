import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ApiFailure } from '#/api/transport';
import type { I18nStore } from '#/components/i18n/i18n-store';
import type { RoutePages } from '#/lib/route-meta';
import type { Session } from '#/lib/session';

/** What every route can read from the router context (set once at start-up, SPEC 4). */
export interface RouterContext {
  queryClient: QueryClient;
  /** The console's messages: the root route starts downloading the matched screens' own (`staticData.messages`). */
  messages: Pick<I18nStore, 'language' | 'load'>;
  /** The signed-in user, or null when the session call failed (anonymous paths, Login Required, Failed Loading). */
  session: Session | null;
  /** Why the session call failed, when it did. */
  sessionFailure: ApiFailure | null;
  /** The pages of the route tree with what each declares (its `access` among them), for a redirect by role. */
  pages: () => RoutePages;
}

/** The session of the signed-in user (null for anonymous visitors). */
export function useSession(): Session | null {
  return useRouteContext({ from: '__root__', select: (context) => context.session });
}

/** The session on screens that only signed-in users reach (their routes are guarded). */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('This screen needs a signed-in user');
  return session;
}
