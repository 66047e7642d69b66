import * as limits from '#/api/limits.gen';
import { isEmailedLinkUsable } from '#/lib/email-rule';
import type { MessageCatalogue } from '#/lib/error-messages';
import type { MessageKey } from '#/lib/messages/catalogues';

/**
 * Confirm Email's own word for `BadRequest_InvalidParameters` (an address other than the one the link was sent to):
 * SPEC 8's for that code speaks of a password reset.
 */
export const confirmEmailMessages: MessageCatalogue = {
  BadRequest_InvalidParameters: 'errors.emailChange.invalidParameters',
};

/** Shown, without calling the server, for a link whose token or address cannot be an email change. */
export const INVALID_EMAIL_CHANGE_LINK_MESSAGE = 'errors.emailChange.invalidParameters' satisfies MessageKey<'errors'>;

/** A confirmation link the server could accept: a token within its limit and an address of SPEC 5's structure. */
export function isEmailChangeLinkUsable(token: string, email: string): boolean {
  return (
    token.length <= limits.EmailChangeConfirmRequest.token.maxLength &&
    isEmailedLinkUsable(token, email, [limits.EmailChangeConfirmRequest.email.maxLength])
  );
}
