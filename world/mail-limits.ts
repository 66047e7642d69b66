import type { OpenAPIBackend } from 'openapi-backend';
import { checks } from './checks';
import type { OperationId } from './contract';
import { WorldError } from './errors';
import type { MailKind, MailLimit } from './state';
import type { World } from './world';

/** The operation whose `x-mail-limit` in the contract states each kind's limit. */
const LIMITED_BY: Record<MailKind, OperationId> = {
  invitation: 'sendOrganisationInvite',
  passwordReset: 'passwordResetSend',
  emailChange: 'userSaveProfile',
};

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Each kind's limit as the contract states it; a kind without one stops the world's start. */
export function mailLimitsFrom(api: OpenAPIBackend): Record<MailKind, MailLimit> {
  const limits = {} as Record<MailKind, MailLimit>;
  for (const [kind, operationId] of Object.entries(LIMITED_BY) as [MailKind, OperationId][]) {
    const stated = (api.getOperation(operationId) as { 'x-mail-limit'?: Partial<MailLimit> } | undefined)?.[
      'x-mail-limit'
    ];
    if (!stated || !isCount(stated.perAddress) || !isCount(stated.windowSeconds))
      throw new Error(`${operationId}: the contract states no x-mail-limit (perAddress, windowSeconds)`);
    limits[kind] = {
      perAddress: stated.perAddress,
      windowSeconds: stated.windowSeconds,
      ...(isCount(stated.perOrganisation) ? { perOrganisation: stated.perOrganisation } : {}),
      ...(isCount(stated.perUser) ? { perUser: stated.perUser } : {}),
    };
  }
  return limits;
}

/** Who a request for a mail is for and from: its address, and the organisation or user that asks. */
export interface MailRequestOf {
  to: string;
  organisationID?: string;
  userID?: string;
}

/**
 * Counts a request for a mail of `kind`, or refuses it when it would pass its limit: 429 `BadRequest_TooManyAttempts`
 * with the seconds until the oldest request counted against it leaves the window (`Retry-After`). Requests are counted
 * whether a mail goes or not (a reset for an address without an account sends none, and is answered as one with), so
 * the limit tells nothing of who has an account; a call refused later applies nothing, its request included.
 */
export function countMailRequest(world: World, kind: MailKind, { to, organisationID, userID }: MailRequestOf): void {
  if (!checks(world, 'mailLimits')) return;
  const limit = world.settings.mailLimits[kind];
  const now = world.now().getTime();
  const since = now - limit.windowSeconds * 1000;
  const address = to.trim().toLowerCase();
  const recent = world.state.mailRequests.filter((request) => request.kind === kind && Date.parse(request.at) > since);
  const counted: [readonly (typeof recent)[number][], number | undefined, string][] = [
    [recent.filter((request) => request.to === address), limit.perAddress, 'to one address'],
    [
      recent.filter((request) => request.organisationID === organisationID),
      organisationID ? limit.perOrganisation : undefined,
      'from one organisation',
    ],
    [recent.filter((request) => request.userID === userID), userID ? limit.perUser : undefined, 'for one user'],
  ];
  for (const [requests, most, what] of counted) {
    if (most === undefined || requests.length < most) continue;
    const oldest = Math.min(...requests.map((request) => Date.parse(request.at)));
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now) / 1000));
    throw new WorldError(
      429,
      'BadRequest_TooManyAttempts',
      `At most ${most} mails ${what} in ${limit.windowSeconds / 60} minutes`,
      retryAfterSeconds,
    );
  }
  world.state.mailRequests.push({
    kind,
    to: address,
    at: world.nowIso(),
    ...(organisationID ? { organisationID } : {}),
    ...(userID ? { userID } : {}),
  });
}
