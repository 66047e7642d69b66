import type { Catalogue } from '#/lib/messages/message-types';

/** Accepting an invitation: SPEC's English, word for word. */
const invitationAcceptance = {
  'invitationAcceptance.validate.title': 'Validate Invitation',
  'invitationAcceptance.validate.failed': 'The invitation could not be validated. Please try again later.',
  'invitationAcceptance.accept.label': 'Accept Invitation',
  'invitationAcceptance.accept.intro': 'Create your account to join the organisation that invited you.',
  'invitationAcceptance.accept.failed': 'The invitation could not be accepted. Please try again later.',
  'invitationAcceptance.accept.agreements': 'Please read and accept each agreement',
  'invitationAcceptance.accept.acceptDocument': 'I accept the {title} (version {version})',
  'invitationAcceptance.accept.readDocument': 'Read the {title}',
  'invitationAcceptance.accept.read': 'Read',
  'invitationAcceptance.accept.loadingAgreements': 'Loading agreements...',
  'invitationAcceptance.accept.agreementsUnavailable': 'Agreements unavailable',
  'invitationAcceptance.accept.agreementsFailed': 'The agreements to accept could not be loaded: {reason}',
  'invitationAcceptance.accept.unknownError': 'unknown error',
  'invitationAcceptance.accept.tryAgain': 'Try again',
  'invitationAcceptance.accept.displayName': 'Display Name',
  'invitationAcceptance.accept.fullName': 'Full Name',
  'invitationAcceptance.accept.password': 'Password',
  'invitationAcceptance.accept.acceptEach': 'Please accept each agreement',
  'invitationAcceptance.accept.submit': 'Accept',
  'invitationAcceptance.approved.title': 'Invitation Approved',
  'invitationAcceptance.approved.text': 'Welcome, your invitation has been approved!',
} as const satisfies Catalogue;

export default invitationAcceptance;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    invitationAcceptance: typeof invitationAcceptance;
  }
}
