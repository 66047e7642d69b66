import { linkOptions } from '@tanstack/react-router';
import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import { emailFieldProblem, isEmailedLinkUsable } from '#/lib/email-rule';
import { errorMessages } from '#/lib/error-messages';
import type { Translate } from '#/lib/messages/catalogues';

export type PasswordResetConfirmRequest = components['schemas']['PasswordResetConfirmRequest'];

/** The request screen's email (label "Email"): required, SPEC 5's structure, the contract's limit; its message or null. */
export function resetEmailProblem(t: Translate<'forms'>, email: string): string | null {
  return emailFieldProblem(t, email, limits.PasswordResetSendRequest.email.maxLength);
}

/** A reset link the server could accept: a token and an email of the right structure within the limit. */
export function isResetLinkUsable(token: string, email: string): boolean {
  return isEmailedLinkUsable(token, email, [
    limits.PasswordResetValidateRequest.email.maxLength,
    limits.PasswordResetConfirmRequest.email.maxLength,
  ]);
}

/** Shown, without calling the server, for a link whose token or email cannot be a valid reset. */
export const INVALID_RESET_LINK_MESSAGE = errorMessages.BadRequest_PasswordResetHasInvalidParameters;

/**
 * Where a validated reset link goes on (SPEC 2.1): /resetpassword/confirm/{token}/{email}. The confirm address is not
 * exact, and the router matches the bare address to the route of its trailing segments (`$email/$`, the trailing part
 * empty), so that is the route named here: naming `$email` built the same address under a route it does not match
 * (a router warning in development).
 */
export function resetConfirmLink(token: string, email: string) {
  return linkOptions({ to: '/resetpassword/confirm/$token/$email/$', params: { token, email, _splat: '' } });
}
