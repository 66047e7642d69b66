import type { Translation } from '../../../lib/messages/message-types';
import type en from './en';

/** Accepting an invitation, in German; terms as in docs/i18n.md's glossary. */
const invitations: Translation<typeof en> = {
  'invitations.validate.title': 'Einladung prüfen',
  'invitations.validate.failed': 'Die Einladung konnte nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  'invitations.accept.label': 'Einladung annehmen',
  'invitations.accept.intro': 'Erstellen Sie Ihr Konto, um der Organisation beizutreten, die Sie eingeladen hat.',
  'invitations.accept.failed': 'Die Einladung konnte nicht angenommen werden. Bitte versuchen Sie es später erneut.',
  'invitations.accept.agreements': 'Bitte lesen Sie jede Vereinbarung, und stimmen Sie ihr zu',
  'invitations.accept.acceptDocument': 'Ich stimme der Vereinbarung „{title}“ zu (Version {version})',
  'invitations.accept.readDocument': '„{title}“ lesen',
  'invitations.accept.read': 'Lesen',
  'invitations.accept.loadingAgreements': 'Vereinbarungen werden geladen...',
  'invitations.accept.agreementsUnavailable': 'Vereinbarungen nicht verfügbar',
  'invitations.accept.agreementsFailed':
    'Die Vereinbarungen, denen Sie zustimmen müssen, konnten nicht geladen werden: {reason}',
  'invitations.accept.unknownError': 'unbekannter Fehler',
  'invitations.accept.tryAgain': 'Erneut versuchen',
  'invitations.accept.displayName': 'Anzeigename',
  'invitations.accept.fullName': 'Vollständiger Name',
  'invitations.accept.password': 'Kennwort',
  'invitations.accept.acceptEach': 'Bitte stimmen Sie jeder Vereinbarung zu',
  'invitations.accept.submit': 'Annehmen',
  'invitations.approved.title': 'Einladung bestätigt',
  'invitations.approved.text': 'Willkommen, Ihre Einladung wurde bestätigt!',
};

export default invitations;
