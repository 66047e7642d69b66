import { UserScope } from '../src/api/schema.gen';
import { WorldError } from './errors';
import type { UserRecord } from './state';
import type { World } from './world';

/**
 * Who may call an operation, read from the contract itself: its `security` (or the document's). Requirements are
 * alternatives; each names the session scheme and the roles it needs, all of them. The roles are the ones the
 * contract's session scheme describes; a role the world does not know is a contract the world cannot serve, and it
 * refuses to start.
 */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

/** The session scheme the contract names (`components.securitySchemes`). */
const SESSION_SCHEME = 'sessionCookie';

interface Caller {
  world: World;
  me: UserRecord;
  params: Readonly<Record<string, unknown>>;
}

const ROLES: Readonly<Record<string, (caller: Caller) => boolean>> = {
  superUser: ({ me }) => (me.scopes ?? []).includes(UserScope.superuser),
  // An administrator of exactly the organisation the path names (a user or team link with isOrgAdmin). Ids are
  // UUIDs, the same in either case; the world keeps them in lower case.
  organisationAdmin: ({ world, me, params }) =>
    typeof params.orgId === 'string' && world.isOrgAdmin(me.userID, params.orgId.toLowerCase()),
  self: ({ me, params }) =>
    typeof params.userId === 'string' && params.userId.toLowerCase() === me.userID.toLowerCase(),
};

/** Throws when an operation's security names a scheme or role the world cannot check. */
export function checkRolesKnown(operationId: string, security: readonly SecurityRequirement[]): void {
  for (const requirement of security) {
    for (const [scheme, roles] of Object.entries(requirement)) {
      if (scheme !== SESSION_SCHEME) throw new Error(`${operationId}: the world knows no security scheme ${scheme}`);
      for (const role of roles) {
        if (!(role in ROLES)) throw new Error(`${operationId}: the world knows no role ${role}`);
      }
    }
  }
}

/**
 * Refuses a call its caller may not make: 401 `Unauthorized` without a session where one is needed, 403 `Forbidden`
 * for a signed-in user without the role. Nothing else of the request is looked at first, so a refusal says nothing of
 * whether a record exists.
 */
export function refuseUnlessAllowed(
  security: readonly SecurityRequirement[],
  world: World,
  me: UserRecord | null,
  params: Readonly<Record<string, unknown>>,
): void {
  if (security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0)) return;
  if (!me) throw new WorldError(401, 'Unauthorized', 'Login required');
  const caller = { world, me, params };
  const allowed = security.some((requirement) =>
    Object.values(requirement).every((roles) => roles.every((role) => ROLES[role]?.(caller) === true)),
  );
  if (!allowed) throw new WorldError(403, 'Forbidden', 'Your roles do not allow this call');
}
