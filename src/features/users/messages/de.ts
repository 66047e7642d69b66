import type { Translation } from '../../../lib/messages/message-types';
import type en from './en';

/** The users, in German; terms as in docs/i18n.md's glossary. */
const users: Translation<typeof en> = {
  'users.list.title': 'Benutzer',
  'users.edit.title': 'Benutzer bearbeiten',
  'users.edit.saved': 'Der Benutzer wurde gespeichert.',
  'users.edit.deleted': 'Der Benutzer wurde gelöscht.',
  'users.edit.userId': 'Benutzer-ID',
  'users.edit.auditLink': 'Prüfprotokoll dieses Benutzers',
  'users.edit.serverAdministrator': 'Serveradministrator',
  'users.edit.yes': 'Ja',
  'users.edit.no': 'Nein',
};

export default users;
