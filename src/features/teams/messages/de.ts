import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The teams, in German; terms as in docs/i18n.md's glossary. */
const teams: Translation<typeof en> = {
  'teams.field.name': 'Name',
  'teams.field.namePlaceholder': 'Geben Sie einen aussagekräftigen Namen für dieses Team ein',
  'teams.list.title': 'Teams',
  'teams.edit.title': 'Team bearbeiten',
  'teams.edit.saved': 'Das Team wurde gespeichert.',
  'teams.edit.deleted': 'Das Team wurde gelöscht.',
  'teams.edit.teamId': 'Team-ID',
  'teams.edit.membersNotSaved': 'Die Änderungen an den Mitgliedern wurden nicht gespeichert.',
  'teams.edit.nameSavedMembersNot':
    'Der Name des Teams wurde gespeichert, die Änderungen an den Mitgliedern aber nicht.',
  'teams.edit.recreatedWithoutId':
    'Das Team wurde neu erstellt, aber der Server hat seine neue ID nicht genannt, daher wurden seine Mitglieder nicht hinzugefügt: Fügen Sie sie auf seiner Seite in der Liste hinzu.',
  'teams.edit.recreatedMembersNot':
    'Das Team wurde erneut erstellt, seine Mitglieder wurden aber nicht hinzugefügt. {reason}',
  'teams.members.title': 'Mitglieder',
  'teams.members.loading': 'Mitglieder werden geladen',
  'teams.members.column.userId': 'Benutzer-ID',
  'teams.members.column.userName': 'Benutzername',
  'teams.members.add': 'Mitglied hinzufügen',
  'teams.members.addPlaceholder': 'Mitglied hinzufügen...',
  'teams.members.usersFailed': 'Die Benutzer konnten nicht geladen werden',
  'teams.members.noMoreUsers': 'Keine weiteren Benutzer zum Hinzufügen',
  'teams.members.alreadyAdding': '{name} wird bereits hinzugefügt.',
};

export default teams;
