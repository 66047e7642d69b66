import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** Accepting an invitation, in German; terms as in docs/i18n.md's glossary. */
const invitationAcceptance: Translation<typeof en> = {
  'invitationAcceptance.validate.title': 'Einladung prüfen',
  'invitationAcceptance.validate.failed':
    'Die Einladung konnte nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  'invitationAcceptance.accept.label': 'Einladung annehmen',
  'invitationAcceptance.accept.intro':
    'Erstellen Sie Ihr Konto, um der Organisation beizutreten, die Sie eingeladen hat.',
  'invitationAcceptance.accept.failed':
    'Die Einladung konnte nicht angenommen werden. Bitte versuchen Sie es später erneut.',
  'invitationAcceptance.accept.agreements': 'Bitte lesen Sie jede Vereinbarung, und stimmen Sie ihr zu',
  'invitationAcceptance.accept.acceptDocument': 'Ich stimme der Vereinbarung „{title}“ zu (Version {version})',
  'invitationAcceptance.accept.readDocument': '„{title}“ lesen',
  'invitationAcceptance.accept.read': 'Lesen',
  'invitationAcceptance.accept.loadingAgreements': 'Vereinbarungen werden geladen...',
  'invitationAcceptance.accept.agreementsUnavailable': 'Vereinbarungen nicht verfügbar',
  'invitationAcceptance.accept.agreementsFailed':
    'Die Vereinbarungen, denen Sie zustimmen müssen, konnten nicht geladen werden: {reason}',
  'invitationAcceptance.accept.unknownError': 'unbekannter Fehler',
  'invitationAcceptance.accept.tryAgain': 'Erneut versuchen',
  'invitationAcceptance.accept.displayName': 'Anzeigename',
  'invitationAcceptance.accept.fullName': 'Vollständiger Name',
  'invitationAcceptance.accept.password': 'Kennwort',
  'invitationAcceptance.accept.acceptEach': 'Bitte stimmen Sie jeder Vereinbarung zu',
  'invitationAcceptance.accept.submit': 'Annehmen',
  'invitationAcceptance.approved.title': 'Einladung bestätigt',
  'invitationAcceptance.approved.text': 'Willkommen, Ihre Einladung wurde bestätigt!',
};

export default invitationAcceptance;
