import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The password reset screens (anonymous), in German; terms as in docs/i18n.md's glossary. */
const passwordReset: Translation<typeof en> = {
  'passwordReset.request.title': 'Kennwort zurücksetzen',
  'passwordReset.request.intro':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Kennwort festlegen können.',
  'passwordReset.request.email': 'E-Mail',
  'passwordReset.request.cancel': 'Abbrechen',
  'passwordReset.request.send': 'Senden',
  'passwordReset.request.failed':
    'Die Anfrage zum Zurücksetzen des Kennworts konnte nicht gesendet werden! Bitte versuchen Sie es später erneut.',
  'passwordReset.sent.title': 'Zurücksetzen angefordert',
  'passwordReset.sent.text':
    'Ihre Anfrage zum Zurücksetzen des Kennworts wurde gesendet. Bitte prüfen Sie Ihre E-Mails und folgen Sie dem darin enthaltenen Link, um ein neues Kennwort festzulegen.',
  'passwordReset.validate.title': 'Kennwort zurücksetzen',
  'passwordReset.validate.failed':
    'Der Link zum Zurücksetzen des Kennworts konnte nicht überprüft werden. Bitte versuchen Sie es später erneut.',
  'passwordReset.sendNewRequest': 'Neue Anfrage senden',
  'passwordReset.confirm.label': 'Zurücksetzen bestätigen',
  'passwordReset.confirm.title': 'Neues Kennwort festlegen',
  'passwordReset.confirm.intro': 'Geben Sie das neue Kennwort Ihres Kontos ein und bestätigen Sie es.',
  'passwordReset.confirm.accept': 'Übernehmen',
  'passwordReset.confirm.acceptHint': 'Legt dieses Kennwort als neues Kennwort Ihres Kontos fest',
  'passwordReset.confirm.failed': 'Ihr Kennwort konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
  'passwordReset.complete.title': 'Zurücksetzen abgeschlossen',
  'passwordReset.complete.text': 'Sie haben Ihr Kennwort erfolgreich geändert.',
};

export default passwordReset;
