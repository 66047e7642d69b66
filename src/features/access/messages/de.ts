import type { Translation } from '../../../lib/messages/message-types';
import type en from './en';

/** The organisation access screens (links, invitations sent), in German; terms as in docs/i18n.md's glossary. */
const access: Translation<typeof en> = {
  'access.failure.linkLoad':
    'Beim Laden dieses Organisationszugriffs ist ein Fehler aufgetreten. Bitte aktualisieren Sie die Seite in Ihrem Browser.',
  'access.failure.permissionGroupsLoad':
    'Die Berechtigungsgruppen dieser Organisation konnten aufgrund eines Serverfehlers nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'access.failure.save':
    'Beim Speichern der Änderungen ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
  'access.failure.delete':
    'Beim Löschen dieses Datensatzes ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
  'access.failure.commit':
    'Beim Übernehmen dieser Änderungen ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut oder aktualisieren Sie die Seite in Ihrem Browser.',
  'access.failure.deleteRecord': 'Beim Löschen dieses Datensatzes ist ein Fehler aufgetreten.',
  'access.serverError': 'Serverfehler',
  'access.orgAdmin.label': 'Organisationsadministrator',
  'access.orgAdmin.description':
    'Administratoren verwalten den Zugriff, die Teams, die Berechtigungsgruppen und die Dienstkonten dieser Organisation.',
  'access.links.title': 'Organisationszugriff',
  'access.links.column.type': 'Typ',
  'access.links.column.name': 'Name',
  'access.links.column.admin': 'Administrator',
  'access.links.column.email': 'E-Mail',
  'access.linkEdit.editTitle': 'Zugriff bearbeiten',
  'access.linkEdit.addTitle': 'Zugriff hinzufügen',
  'access.linkEdit.recordName': 'den Zugriff für {name}',
  'access.linkEdit.accessFor': 'Zugriff für',
  'access.linkEdit.chooseUser': 'Benutzer auswählen',
  'access.linkEdit.chooseTeam': 'Team auswählen',
  'access.linkEdit.loading': 'Wird geladen...',
  'access.linkEdit.usersFailed': 'Die Benutzerliste konnte nicht geladen werden: {reason}',
  'access.linkEdit.teamsFailed': 'Die Teamliste konnte nicht geladen werden: {reason}',
  'access.linkEdit.email': 'E-Mail',
  'access.linkEdit.restrictions':
    'Schränken Sie diesen Zugriff auf Verkaufsstellengruppen, Verkaufsstellen oder Terminals ein.',
  'access.linkEdit.tryAgain': 'Erneut versuchen',
  'access.linkEdit.added': 'Der Zugriff wurde hinzugefügt.',
  'access.linkEdit.saved': 'Der Zugriff wurde gespeichert.',
  'access.linkEdit.removed': 'Der Zugriff wurde entfernt.',
  'access.checks.permissionGroups': 'Berechtigungsgruppen',
  'access.checks.loadingPermissionGroups': 'Berechtigungsgruppen werden geladen...',
  'access.checks.noPermissionGroups': 'Diese Organisation hat keine Berechtigungsgruppen.',
  'access.checks.organisationDefault': 'Organisationsstandard: gilt für alle',
  'access.checks.teams': 'Teams',
  'access.checks.loadingTeams': 'Teams werden geladen...',
  'access.checks.teamsFailed': 'Die Teams konnten nicht geladen werden: {reason}',
  'access.checks.noTeams': 'Es gibt keine Teams, denen beigetreten werden kann.',
  'access.invite.title': 'Benutzer einladen',
  'access.invite.cancel': 'Abbrechen',
  'access.invite.send': 'Senden',
  'access.invite.notSent': 'Die Einladung wurde nicht gesendet',
  'access.invite.failed': 'Die Einladung konnte nicht gesendet werden.',
  'access.invite.outcomeUnknown':
    'Vom Server kam keine Antwort, daher ist nicht bekannt, ob die Einladung gesendet wurde. Unter „Ausstehende Einladungen“ stehen die gesendeten Einladungen: Prüfen Sie dort, bevor Sie sie erneut senden.',
  'access.invite.sent': 'Eine Einladung wurde an {email} gesendet.',
  'access.invite.email': 'E-Mail',
  'access.invite.emailPlaceholder': 'name@beispiel.de',
  'access.invite.restrictions':
    'Schränken Sie den eingeladenen Benutzer auf Verkaufsstellengruppen, Verkaufsstellen oder Terminals ein.',
  'access.pendingInvites.title': 'Ausstehende Einladungen',
  'access.pendingInvites.column.email': 'E-Mail',
  'access.pendingInvites.column.expiry': 'Ablaufdatum (UTC)',
  'access.pendingInvites.column.sender': 'Absender',
  'access.pendingInvites.column.orgAdmin': 'Organisationsadministrator',
  'access.pendingInvites.inviteUser': 'Benutzer einladen',
};

export default access;
