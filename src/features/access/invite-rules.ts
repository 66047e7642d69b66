import type { components } from '#/api/schema.gen';
import { INVALID_EMAIL, isEmailStructureValid } from '#/lib/email-rule';
import type { RestrictionRef } from '#/lib/link-diff';
import type { Translate } from '#/lib/messages/catalogues';

type SendInviteRequest = components['schemas']['SendInviteRequest'];

/**
 * Invite User (SPEC 2.5): the message for an email (trimmed), or null: required, the contract's maximum length, then
 * SPEC 5's email structure (the shared rule of src/lib/email-rule.ts).
 */
export function inviteEmailProblem(t: Translate<'forms'>, email: string, maxLength: number): string | null {
  const text = email.trim();
  const label = t('forms.email.label');
  if (text === '') return t('forms.validation.required', { label });
  if (text.length > maxLength) return t('forms.validation.maxLength', { label, count: maxLength });
  if (!isEmailStructureValid(text)) return t(INVALID_EMAIL);
  return null;
}

/** What Invite User sends with every address: the same settings for one person or a list. */
export interface InviteSettings {
  isOrgAdmin: boolean;
  groupIds: readonly string[];
  teamIds: readonly string[];
  restrictions: readonly RestrictionRef[];
}

/**
 * The `sendinvite` body for `email` (SPEC 7): the organisation's default groups are left out (they apply anyway), the
 * restrictions as node id and type alone.
 */
export function inviteRequest(
  settings: InviteSettings,
  defaults: ReadonlySet<string>,
  email: string,
): SendInviteRequest {
  return {
    email: email.trim(),
    isOrgAdmin: settings.isOrgAdmin,
    permissionGroupIDs: settings.groupIds.filter((id) => !defaults.has(id)),
    rootNodes: settings.restrictions.map(({ nodeID, nodeType }) => ({ nodeID, nodeType })),
    teamMembershipIDs: [...settings.teamIds],
  };
}
