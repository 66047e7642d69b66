import type { Translation } from '#/lib/messages/message-types';
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
  'access.invite.mode.label': 'Wen einladen',
  'access.invite.mode.one': 'Eine Person',
  'access.invite.mode.list': 'Eine Liste',
  'access.inviteList.emails': 'E-Mail-Adressen',
  'access.inviteList.emailsHelp':
    'Trennen Sie sie durch Zeilenumbrüche, Kommas, Semikolons oder Leerzeichen; „Name <E-Mail>“ wird akzeptiert. Die Einstellungen unten gelten für jede Adresse.',
  'access.inviteList.add': 'Zur Liste hinzufügen',
  'access.inviteList.inBox': {
    one: 'Im Feld steht {count} Adresse, die noch nicht in der Liste ist: „Senden“ nimmt sie mit. „Zur Liste hinzufügen“ zeigt vorher ihren Zustand.',
    other:
      'Im Feld stehen {count} Adressen, die noch nicht in der Liste sind: „Senden“ nimmt sie mit. „Zur Liste hinzufügen“ zeigt vorher ihre Zustände.',
  },
  'access.inviteList.file': 'Aus einer Datei hinzufügen (.csv, .txt)',
  'access.inviteList.fileFailed': 'Die Datei konnte nicht gelesen werden.',
  'access.inviteList.fileTooLarge': '{name} ist {size} MB groß: Eine Listendatei darf höchstens {limit} MB groß sein.',
  'access.inviteList.list': 'Einzuladende Adressen',
  'access.inviteList.remove': '{email} entfernen',
  'access.inviteList.summary': {
    one: '{ready} von {count} Adresse bereit',
    other: '{ready} von {count} Adressen bereit',
  },
  'access.inviteList.state.ready': 'Bereit',
  'access.inviteList.state.malformed': 'Keine gültige E-Mail-Adresse',
  'access.inviteList.state.tooLong': 'Zu lang',
  'access.inviteList.state.duplicate': 'Bereits in der Liste',
  'access.inviteList.state.member': 'Bereits Mitglied',
  'access.inviteList.state.invited': 'Bereits eingeladen',
  'access.inviteList.state.sent': 'Gesendet',
  'access.inviteList.state.failed': 'Nicht gesendet',
  'access.inviteList.state.unknown': 'Ergebnis unbekannt',
  'access.inviteList.state.unansweredListed': 'Keine Antwort, jetzt ausstehend',
  'access.inviteList.unansweredListed':
    'Vom Server kam keine Antwort, aber unter „Ausstehende Einladungen“ steht diese Adresse jetzt: Die Einladung wurde gespeichert. Senden Sie sie nicht erneut.',
  'access.inviteList.send': { one: '{count} Einladung senden', other: '{count} Einladungen senden' },
  'access.inviteList.retry': 'Fehlgeschlagene erneut senden ({count})',
  'access.inviteList.progress': '{sent} von {count} gesendet, {left} verbleibend',
  'access.inviteList.sending': {
    one: '{count} Einladung wird gesendet...',
    other: '{count} Einladungen werden gesendet...',
  },
  'access.inviteList.done': 'Fertig: {sent} gesendet, {failed} nicht gesendet, {unknown} ohne Antwort.',
  'access.inviteList.overLimit': {
    one: 'Diese Organisation darf höchstens {limit} Einladungen in {minutes} Minuten senden (das E-Mail-Limit des Servers). Entfernen Sie {count} Adresse aus der Liste, um sie zu senden.',
    other:
      'Diese Organisation darf höchstens {limit} Einladungen in {minutes} Minuten senden (das E-Mail-Limit des Servers). Entfernen Sie {count} Adressen aus der Liste, um sie zu senden.',
  },
  'access.inviteList.waitingSeconds': {
    one: 'Das E-Mail-Limit des Servers ist erreicht: Das Senden geht in {count} Sekunde von selbst weiter.',
    other: 'Das E-Mail-Limit des Servers ist erreicht: Das Senden geht in {count} Sekunden von selbst weiter.',
  },
  'access.inviteList.waitingMinutes': {
    one: 'Das E-Mail-Limit des Servers ist erreicht: Das Senden geht in etwa {count} Minute von selbst weiter.',
    other: 'Das E-Mail-Limit des Servers ist erreicht: Das Senden geht in etwa {count} Minuten von selbst weiter.',
  },
  'access.inviteList.countdown': 'Erneutes Senden in {time}',
  'access.inviteList.stopWaiting': 'Warten abbrechen',
  'access.inviteList.knownLoading': 'Die ausstehenden Einladungen und die Mitglieder werden geladen...',
  'access.inviteList.knownFailed':
    'Bereits eingeladene Adressen und Mitglieder können nicht markiert werden: Die Listen konnten nicht geladen werden ({reason}).',
  'access.inviteList.openPending': 'Ausstehende Einladungen öffnen',
  'access.pendingInvites.title': 'Ausstehende Einladungen',
  'access.pendingInvites.column.email': 'E-Mail',
  'access.pendingInvites.column.expiry': 'Ablaufdatum (UTC)',
  'access.pendingInvites.column.sender': 'Absender',
  'access.pendingInvites.column.orgAdmin': 'Organisationsadministrator',
  'access.pendingInvites.inviteUser': 'Benutzer einladen',
};

export default access;
