import type { Catalogue } from '../../../lib/messages/message-types';

/** Accepting an invitation: SPEC's English, word for word. */
const invitations = {
  'invitations.validate.title': 'Validate Invitation',
  'invitations.validate.failed': 'The invitation could not be validated. Please try again later.',
  'invitations.accept.label': 'Accept Invitation',
  'invitations.accept.intro': 'Create your account to join the organisation that invited you.',
  'invitations.accept.failed': 'The invitation could not be accepted. Please try again later.',
  'invitations.accept.agreements': 'Please read and accept each agreement',
  'invitations.accept.acceptDocument': 'I accept the {title} (version {version})',
  'invitations.accept.readDocument': 'Read the {title}',
  'invitations.accept.read': 'Read',
  'invitations.accept.loadingAgreements': 'Loading agreements...',
  'invitations.accept.agreementsUnavailable': 'Agreements unavailable',
  'invitations.accept.agreementsFailed': 'The agreements to accept could not be loaded: {reason}',
  'invitations.accept.unknownError': 'unknown error',
  'invitations.accept.tryAgain': 'Try again',
  'invitations.accept.displayName': 'Display Name',
  'invitations.accept.fullName': 'Full Name',
  'invitations.accept.password': 'Password',
  'invitations.accept.acceptEach': 'Please accept each agreement',
  'invitations.accept.submit': 'Accept',
  'invitations.approved.title': 'Invitation Approved',
  'invitations.approved.text': 'Welcome, your invitation has been approved!',
} as const satisfies Catalogue;

export default invitations;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '../../../lib/messages/catalogues' {
  interface AreaCatalogues {
    invitations: typeof invitations;
  }
}
