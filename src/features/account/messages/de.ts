import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** My Account, Edit My Profile and Change Password, in German; terms as in docs/i18n.md's glossary. */
const account: Translation<typeof en> = {
  'account.summary.title': 'Mein Konto',
  'account.summary.titleOther': 'Konto von {name}',
  'account.profile.title': 'Profil',
  'account.profile.edit': 'Profil bearbeiten',
  'account.profile.displayName': 'Anzeigename',
  'account.profile.fullName': 'Vollständiger Name',
  'account.profile.email': 'E-Mail',
  'account.profile.locale': 'Gebietsschema',
  'account.profile.currency': 'Währung',
  'account.history.password': 'Kennwort',
  'account.insights.title': 'Insights-Zugriff',
  'account.insights.dashboards': 'Dashboards und Berichte',
  'account.insights.transactions': 'Transaktionsansicht',
  'account.insights.remapping': 'Bezeichnungen neu zuordnen',
  'account.insights.granted': 'Gewährt',
  'account.insights.denied': 'Verweigert',
  'account.membership.title': 'Organisationsmitgliedschaften',
  'account.membership.empty': 'Sie sind kein Mitglied einer Organisation.',
  'account.membership.emptyOther': '{name} ist kein Mitglied einer Organisation.',
  'account.membership.linkTypeHint': 'Wie Sie dieser Organisation angehören',
  'account.membership.linkTypeHintOther': 'Wie {name} dieser Organisation angehört',
  'account.membership.administrator': 'Administrator',
  'account.invites.title': 'Ausstehende Einladungen',
  'account.invites.empty': 'Sie haben keine ausstehenden Einladungen.',
  'account.invites.emptyOther': '{name} hat keine ausstehenden Einladungen.',
  'account.invites.accept': 'Annehmen',
  'account.invites.acceptLabel': 'Einladung von {organisation} annehmen',
  'account.agreements.title': 'Akzeptierte Vereinbarungen',
  'account.agreements.empty': 'Sie haben noch keiner Vereinbarung zugestimmt.',
  'account.agreements.emptyOther': '{name} hat noch keiner Vereinbarung zugestimmt.',
  'account.agreements.document': '{title} (Version {version})',
  'account.changePassword.title': 'Kennwort ändern',
  'account.changePassword.oldPassword': 'Altes Kennwort',
  'account.changePassword.oldPasswordRequired': 'Das alte Kennwort ist erforderlich',
  'account.changePassword.cancel': 'Abbrechen',
  'account.changePassword.change': 'Ändern',
  'account.changePassword.changed': 'Ihr Kennwort wurde geändert.',
  'account.changePassword.failed':
    'Das Kennwort konnte nicht geändert werden! Bitte geben Sie für das alte und das neue Kennwort gültige Angaben ein und versuchen Sie es erneut',
  'account.changePassword.anonymous':
    'Dies ist eine anonyme Sitzung: Sie hat kein Kennwort, das geändert werden könnte.',
  'account.changePassword.back': 'Zurück',
};

export default account;
