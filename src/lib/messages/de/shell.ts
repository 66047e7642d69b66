import type en from '../en/shell';
import type { Translation } from '../message-types';

/** German shell messages; terms as in docs/i18n.md's glossary. */
const shell: Translation<typeof en> = {
  'shell.userMenu.label': '{name}, Benutzermenü',
  'shell.userMenu.loginRequired': 'Anmeldung erforderlich',
  'shell.userMenu.profile': 'Profil',
  'shell.userMenu.logout': 'Abmelden',
  'shell.userMenu.login': 'Anmelden',
  'shell.userMenu.lightMode': 'Heller Modus',
  'shell.userMenu.darkMode': 'Dunkler Modus',
  'shell.language.heading': 'Sprache',
  'shell.loginRequired.title': 'Anmeldung erforderlich',
  'shell.loginRequired.text': 'Melden Sie sich an, um die Administrationskonsole zu verwenden.',
  'shell.loginRequired.login': 'Anmelden',
  'shell.failedLoading.title': 'Die Administrationsseite konnte nicht geladen werden',
  'shell.failedLoading.text':
    'Die Konsole konnte nicht geladen werden. Bitte laden Sie die Seite neu, um es erneut zu versuchen.',
  'shell.failedLoading.refresh': 'Neu laden',
  'shell.notAuthorised.title': 'Keine Berechtigung',
  'shell.notAuthorised.text':
    'Sie haben keinen Zugriff auf diese Seite. Sie ist für Administratoren eines anderen Bereichs bestimmt.',
  'shell.sendMeHome': 'Zur Startseite',
  'shell.notFound.title': 'Seite nicht gefunden',
  'shell.notFound.text': 'Seite nicht gefunden – Die angeforderte Seite existiert nicht. Etwas ist schiefgelaufen.',
  'shell.chunkFailed.title': 'Laden von Teil {chunk} fehlgeschlagen',
  'shell.chunkFailed.text':
    'Dieser Teil der Konsole konnte nicht heruntergeladen werden (möglicherweise wurde eine neue Version bereitgestellt oder die Verbindung wurde unterbrochen). Laden Sie die Seite neu, um es erneut zu versuchen.',
  'shell.chunkFailed.reload': 'Neu laden',
  'shell.routeFailed.title': 'Fehler...',
  'shell.routeFailed.retry': 'Erneut versuchen',
};

export default shell;
