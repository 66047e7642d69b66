import type { OpenAPIBackend } from 'openapi-backend';
import { checks } from './checks';
import type { OperationId } from './contract';
import { WorldError } from './errors';
import type { MailKind } from './state';
import type { World } from './world';

/** How many mails of a kind may go within a window: to one address, and (invitations) from one organisation. */
export interface MailLimit {
  perAddress: number;
  perOrganisation?: number;
  windowSeconds: number;
}

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
    };
  }
  return limits;
}

/**
 * Refuses a mail of `kind` to `to` (from `organisationID`) that would pass its limit: 429 `BadRequest_TooManyAttempts`
 * with the seconds until the oldest mail counted against it leaves the window (`Retry-After`). Mails are counted from
 * the outbox, so a call refused for another reason sent none and counts for nothing.
 */
export function refuseOverMailLimit(world: World, kind: MailKind, to: string, organisationID?: string): void {
  if (!checks(world, 'mailLimits')) return;
  const limit = world.settings.mailLimits[kind];
  const now = world.now().getTime();
  const since = now - limit.windowSeconds * 1000;
  const address = to.trim().toLowerCase();
  const recent = world.state.outbox.filter((mail) => mail.kind === kind && Date.parse(mail.sentAt) > since);
  const counted: [readonly (typeof recent)[number][], number | undefined, string][] = [
    [recent.filter((mail) => mail.to.toLowerCase() === address), limit.perAddress, 'to one address'],
    [
      recent.filter((mail) => mail.organisationID === organisationID),
      organisationID ? limit.perOrganisation : undefined,
      'from one organisation',
    ],
  ];
  for (const [mails, most, what] of counted) {
    if (most === undefined || mails.length < most) continue;
    const oldest = Math.min(...mails.map((mail) => Date.parse(mail.sentAt)));
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now) / 1000));
    throw new WorldError(
      429,
      'BadRequest_TooManyAttempts',
      `At most ${most} mails ${what} in ${limit.windowSeconds / 60} minutes`,
      retryAfterSeconds,
    );
  }
}
