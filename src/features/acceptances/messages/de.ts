import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The acceptances screens, in German; terms as in docs/i18n.md's glossary. */
const acceptances: Translation<typeof en> = {
  'acceptances.action.save': 'Speichern',
  'acceptances.action.cancel': 'Abbrechen',
  'acceptances.action.loading': 'Wird geladen...',
  'acceptances.errorTitle': 'Fehler',
  'acceptances.latest': 'Neueste',
  'acceptances.none': 'Keine',
  'acceptances.saveFailed': 'Die Annahme konnte nicht gespeichert werden.',

  'acceptances.status.accepted': 'Angenommen',
  'acceptances.status.partial': 'Teilweise',
  'acceptances.status.notAccepted': 'Nicht angenommen',

  'acceptances.tree.label': 'Anwendungen, Versionen und Annahmen',
  // The tree's badge, short enough for a phone's row; the settings panel says "Automatische Annahme".
  'acceptances.tree.autoAccept': 'Auto-Annahme',
  'acceptances.tree.appRowAutoAccept': '{name} Auto-Annahme',
  'acceptances.tree.versionRow': '{version} {status}',
  'acceptances.tree.versionRowLatest': '{version} Neueste {status}',
  'acceptances.tree.acceptanceRow': '{node} {takesEffect}',
  'acceptances.tree.olderVersions': 'Ältere Versionen',
  'acceptances.tree.noVersions': 'Keine Versionen',
  'acceptances.tree.fetchFailed': 'Die Annahmen konnten nicht abgerufen werden.',
  'acceptances.tree.empty':
    'Diese Organisation ist für keine Anwendungen freigegeben. Wenden Sie sich an Ihren Administrator.',
  'acceptances.tree.takesEffectNotBefore': 'frühestens ab {time}',
  'acceptances.tree.takesEffectImmediately': 'sofort',
  'acceptances.nodes.fetchFailed': 'Die Knoten konnten nicht abgerufen werden.',
  'acceptances.users.fetchFailed': 'Die Benutzer konnten nicht geladen werden: {reason}',
  'acceptances.users.serverError': 'Serverfehler',
  'acceptances.hint.olderVersions':
    'Erweitern Sie „Ältere Versionen“, um die früheren Versionen dieser Anwendung aufzulisten.',
  'acceptances.hint.select':
    'Wählen Sie eine Anwendung aus, um ihre Einstellungen zur automatischen Annahme zu ändern, eine Version, um sie anzunehmen, oder eine Annahme, um zu ändern, wann sie wirksam wird.',

  'acceptances.node.all': 'Alle Knoten',
  'acceptances.node.outletGroupWithId': 'Verkaufsstellengruppe {id}',
  'acceptances.node.outletWithId': 'Verkaufsstelle {id}',
  'acceptances.node.terminalWithId': 'Terminal {id}',
  'acceptances.node.nodeWithId': 'Knoten {id}',
  'acceptances.nodeType.outletGroup': 'Verkaufsstellengruppe',
  'acceptances.nodeType.outlet': 'Verkaufsstelle',
  'acceptances.nodeType.terminal': 'Terminal',

  'acceptances.settings.region': 'Einstellungen zur automatischen Annahme',
  'acceptances.settings.title': 'Automatische Annahme',
  'acceptances.settings.autoAccept': 'Neue Versionen automatisch annehmen',
  'acceptances.settings.autoAcceptHint':
    'Für diese Organisation freigegebene Versionen werden ohne Rückfrage für alle Knoten angenommen',
  'acceptances.settings.when': 'Neue Versionen werden wirksam',
  'acceptances.settings.immediately': 'Sofort',
  'acceptances.settings.scheduled': 'Zu einer festgelegten Uhrzeit',
  'acceptances.settings.time': 'Uhrzeit (UTC)',
  'acceptances.settings.timeRequired': 'Wählen Sie eine Uhrzeit aus.',
  'acceptances.settings.next': 'Nächster Zeitpunkt: {time}',
  'acceptances.settings.saved': 'Die Einstellungen zur automatischen Annahme von {app} wurden gespeichert.',

  'acceptances.package.region': 'Annahme der Version',
  'acceptances.package.created': 'Erstellt',
  'acceptances.package.changeNotes': 'Änderungshinweise',
  'acceptances.package.accepted': 'Angenommen',
  'acceptances.package.acceptedForAllOn': 'Für alle Knoten am {time}',
  'acceptances.package.acceptedForAll': 'Für alle Knoten',
  'acceptances.package.acceptedFor': 'Angenommen für',
  'acceptances.package.fullyAccepted': 'Diese Version ist für alle Knoten angenommen.',
  'acceptances.package.acceptTitle': 'Diese Version annehmen',
  'acceptances.package.onlyForNode': 'Nur für einen Knoten',
  'acceptances.package.onlyForNodeHint':
    'Ohne diese Option wird die Version für alle Knoten der Organisation angenommen',
  'acceptances.package.node': 'Knoten',
  'acceptances.package.nodePlaceholder': 'Verkaufsstellengruppe, Verkaufsstelle oder Terminal auswählen',
  'acceptances.package.noNodeLeft': 'Kein Knoten mehr zum Annehmen vorhanden',
  'acceptances.package.nodeMissing': 'Wählen Sie einen Knoten aus.',
  'acceptances.package.groupOutletGroups': 'Verkaufsstellengruppen',
  'acceptances.package.groupOutlets': 'Verkaufsstellen',
  'acceptances.package.groupTerminals': 'Terminals',
  'acceptances.package.irreversibleTitle': 'Die Annahme ist endgültig',
  'acceptances.package.irreversible':
    'Eine angenommene Version kann nicht zurückgezogen werden: Die Standorte installieren sie, sobald sie wirksam wird.',
  'acceptances.package.accept': 'Annehmen',
  'acceptances.package.confirmTitle': 'Version annehmen',
  'acceptances.package.confirmAll':
    'Möchten Sie {app} {version} für alle Knoten annehmen? Die Annahme ist endgültig und kann nicht rückgängig gemacht werden.',
  'acceptances.package.confirmAllNotBefore':
    'Möchten Sie {app} {version} für alle Knoten frühestens ab {time} annehmen? Die Annahme ist endgültig und kann nicht rückgängig gemacht werden.',
  'acceptances.package.confirmNode':
    'Möchten Sie {app} {version} für {node} annehmen? Die Annahme ist endgültig und kann nicht rückgängig gemacht werden.',
  'acceptances.package.confirmNodeNotBefore':
    'Möchten Sie {app} {version} für {node} frühestens ab {time} annehmen? Die Annahme ist endgültig und kann nicht rückgängig gemacht werden.',
  'acceptances.package.acceptedNotice': '{app} {version} wurde angenommen.',

  'acceptances.edit.title': 'Annahme',
  'acceptances.edit.version': 'Version',
  'acceptances.edit.node': 'Knoten',
  'acceptances.edit.nodeWithType': '{node} ({type})',
  'acceptances.edit.accepted': 'Angenommen am',
  'acceptances.edit.acceptedBy': 'Angenommen von',
  'acceptances.edit.takesEffect': 'Wirksam',
  'acceptances.edit.notBefore': 'Frühestens ab {time}',
  'acceptances.edit.immediately': 'Sofort',
  'acceptances.edit.changeTime': 'Zeitpunkt ändern',
  'acceptances.edit.noRevert':
    'Standorte, die diese Version bereits installiert haben, kehren nicht zur vorherigen Version zurück.',
  'acceptances.edit.saved': 'Die Annahme wurde gespeichert.',

  'acceptances.notBefore.label': 'Frühester Zeitpunkt',
  'acceptances.notBefore.description': 'Die Version wird ab diesem Zeitpunkt wirksam',
  'acceptances.notBefore.dateTime': 'Frühester Zeitpunkt (Datum und Uhrzeit)',
  'acceptances.notBefore.tomorrow': 'Morgen',
};

export default acceptances;
