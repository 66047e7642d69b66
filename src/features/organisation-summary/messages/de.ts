import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The organisation's summary, in German; terms as in docs/i18n.md's glossary. */
const organisationSummary: Translation<typeof en> = {
  'organisationSummary.title': 'Organisationsübersicht',
  'organisationSummary.profile': 'Organisationsprofil',
  'organisationSummary.auditLog': 'Prüfprotokoll',
  'organisationSummary.refresh': 'Aktualisieren',
  'organisationSummary.loadFailed': 'Die Organisationsübersicht konnte nicht geladen werden.',
  'organisationSummary.tryAgain': 'Erneut versuchen',
  'organisationSummary.teams.title': 'Teams',
  'organisationSummary.teams.empty': 'Noch keine Teams.',
  'organisationSummary.teams.members': { one: '{count} Mitglied', other: '{count} Mitglieder' },
  'organisationSummary.access.title': 'Zugriff',
  'organisationSummary.access.organisationAccess': 'Organisationszugriff',
  'organisationSummary.access.empty': 'Noch hat niemand Zugriff.',
  'organisationSummary.access.team': 'Team',
  'organisationSummary.access.user': 'Benutzer',
  'organisationSummary.access.admin': 'Administrator',
  'organisationSummary.inviteUser': 'Benutzer einladen',
  'organisationSummary.serviceAccounts.title': 'Dienstkonten',
  'organisationSummary.serviceAccounts.empty': 'Noch keine Dienstkonten.',
  'organisationSummary.versions.title': 'Versionen',
  'organisationSummary.versions.installVersions': 'Versionen installieren',
  'organisationSummary.versions.authorisation': 'Versionsfreigabe',
  'organisationSummary.versions.systemHealth': 'Systemzustand',
  'organisationSummary.versions.rootWithoutChildren': 'Eine Stammorganisation ohne untergeordnete Organisationen.',
  'organisationSummary.versions.intro':
    'Legen Sie fest, welche Versionen Ihre Standorte installieren, und prüfen Sie deren Zustand.',
  'organisationSummary.versions.children': 'Untergeordnete Organisationen',
  'organisationSummary.versions.active': 'Aktiv',
  'organisationSummary.versions.inactive': 'Inaktiv',
  'organisationSummary.permissionGroups.title': 'Berechtigungsgruppen',
  'organisationSummary.permissionGroups.text': {
    one: '{count} Berechtigungsgruppe legt fest, was Benutzer tun dürfen.',
    other: '{count} Berechtigungsgruppen legen fest, was Benutzer tun dürfen.',
  },
  'organisationSummary.pendingInvitations.title': 'Ausstehende Einladungen',
  'organisationSummary.pendingInvitations.empty': 'Keine ausstehenden Einladungen.',
};

export default organisationSummary;
