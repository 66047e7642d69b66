import type { Translation } from '../../../lib/messages/message-types';
import type en from './en';

/** The users and Edit My Profile, in German; terms as in docs/i18n.md's glossary. */
const users: Translation<typeof en> = {
  'users.fields.displayName': 'Anzeigename',
  'users.fields.shortName': 'Kurzname',
  'users.fields.fullName': 'Vollständiger Name',
  'users.fields.email': 'E-Mail',
  'users.fields.image': 'Bild',
  'users.fields.locale': 'Gebietsschema',
  'users.fields.defaultCurrency': 'Standardwährung',
  'users.list.title': 'Benutzer',
  'users.edit.title': 'Benutzer bearbeiten',
  'users.edit.saved': 'Der Benutzer wurde gespeichert.',
  'users.edit.deleted': 'Der Benutzer wurde gelöscht.',
  'users.edit.userId': 'Benutzer-ID',
  'users.edit.auditLink': 'Prüfprotokoll dieses Benutzers',
  'users.edit.serverAdministrator': 'Serveradministrator',
  'users.edit.yes': 'Ja',
  'users.edit.no': 'Nein',
  'users.profile.title': 'Mein Profil bearbeiten',
  'users.profile.saved': 'Ihr Profil wurde gespeichert.',
  'users.profile.changePassword': 'Kennwort ändern',
};

export default users;
