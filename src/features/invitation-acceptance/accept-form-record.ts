import * as limits from '#/api/limits.gen';
import type { RecordFields } from '#/lib/record-fields';

/** The accept form's fields with their labels (messages) and the contract's limits (SPEC 2.6, 5). */
export const acceptFields = {
  userShortName: {
    kind: 'text',
    label: 'invitationAcceptance.accept.displayName',
    required: true,
    trim: true,
    maxLength: limits.AcceptInvitationRequest.userShortName.maxLength,
  },
  userFullName: {
    kind: 'text',
    label: 'invitationAcceptance.accept.fullName',
    required: true,
    trim: true,
    maxLength: limits.AcceptInvitationRequest.userFullName.maxLength,
  },
} as const satisfies RecordFields<AcceptForm, 'invitationAcceptance'>;

export interface AcceptForm {
  userShortName: string;
  userFullName: string;
  password: string;
  confirm: string;
  locale: string;
  defaultCurrency: string;
  acceptedDocumentIds: ReadonlySet<string>;
}
