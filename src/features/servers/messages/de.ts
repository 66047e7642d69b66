import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The backend servers (integration servers, POS Core instances, deployment servers), in German; terms as in docs/i18n.md's glossary. */
const servers: Translation<typeof en> = {
  'servers.failure.recordUpdate': 'Beim Aktualisieren des Datensatzes ist ein Fehler aufgetreten.',
  'servers.failure.commit':
    'Beim Übernehmen dieser Änderungen ist ein Fehler aufgetreten. Versuchen Sie es später erneut, oder aktualisieren Sie die Seite in Ihrem Browser.',

  'servers.field.name': 'Name',
  'servers.field.uri': 'URI',
  'servers.field.jwtSigningKey': 'JWT-Signaturschlüssel',
  'servers.field.secret': 'Geheimer Schlüssel',
  // Write-only: the server answers only whether one is stored.
  'servers.key.stored': 'Schlüssel gesetzt',
  'servers.key.none': 'Kein Schlüssel',
  'servers.key.replace': 'Schlüssel ersetzen',
  'servers.key.set': 'Schlüssel setzen',
  'servers.key.keep': 'Aktuellen Schlüssel behalten',
  'servers.key.typed': 'Ihr neu eingegebener Schlüssel (nicht angezeigt)',
  'servers.key.storedVersion': 'Gespeicherter Schlüssel, Version {count}',
  'servers.secret.stored': 'Geheimer Schlüssel gesetzt',
  'servers.secret.none': 'Kein geheimer Schlüssel',
  'servers.secret.replace': 'Geheimen Schlüssel ersetzen',
  'servers.secret.set': 'Geheimen Schlüssel setzen',
  'servers.secret.keep': 'Aktuellen geheimen Schlüssel behalten',
  'servers.secret.typed': 'Ihr neu eingegebener geheimer Schlüssel (nicht angezeigt)',
  'servers.secret.storedVersion': 'Gespeicherter geheimer Schlüssel, Version {count}',
  'servers.uri.forbiddenScheme':
    '{label} darf das Schema „{scheme}:“ nicht verwenden: Geben Sie eine http- oder https-Adresse ein (z. B. https://server.example)',
  'servers.uri.invalid': '{label} muss eine gültige http- oder https-Adresse sein (z. B. https://server.example)',
  'servers.uri.openInNewTab': 'In neuem Tab öffnen',
  'servers.uri.open': '{uri} öffnen',
  'servers.notAvailable': 'k. A.',
  'servers.edit.idPlaceholder': 'Wird beim Speichern vergeben',

  'servers.posCore.list.title': 'POS-Core-Instanzen',
  'servers.posCore.column.id': 'ID',
  'servers.posCore.column.name': 'Name',
  'servers.posCore.column.version': 'Version',
  'servers.posCore.column.staging': 'Staging',
  'servers.posCore.column.errors': 'Fehler',
  'servers.posCore.column.uri': 'URI',
  'servers.posCore.export.lastError': 'Letzter Fehler',
  'servers.posCore.edit.title': 'POS-Core-Instanz bearbeiten',
  'servers.posCore.edit.createTitle': 'POS-Core-Instanz erstellen',
  'servers.posCore.edit.id': 'ID',
  'servers.posCore.edit.uriPlaceholder':
    'Geben Sie eine gültige URI für den API-Zugriff auf diese POS-Core-Instanz ein',
  'servers.posCore.edit.saved': 'Die POS-Core-Instanz wurde gespeichert.',
  'servers.posCore.edit.deleted': 'Die POS-Core-Instanz wurde gelöscht.',

  'servers.remote.error': 'Fehler',
  'servers.remote.reportedFailure': 'Die Instanz hat einen Fehler gemeldet',
  'servers.remote.errorCount': { one: '{count} Fehler', other: '{count} Fehler' },
  'servers.remote.errorCountWithLast': {
    one: '{count} Fehler, zuletzt am {time}',
    other: '{count} Fehler, zuletzt am {time}',
  },
  'servers.remote.loadingVersion': 'Version wird geladen',
  'servers.remote.loadingErrors': 'Fehler werden geladen',
  'servers.remote.retryVersion': 'Versionsabfrage erneut versuchen',
  'servers.remote.retryErrors': 'Fehlerabfrage erneut versuchen',

  'servers.linkedOrgs.title': 'Verknüpfte Organisationen',
  'servers.linkedOrgs.loading': 'Verknüpfte Organisationen werden geladen',
  'servers.linkedOrgs.notLoaded': 'Die verknüpften Organisationen konnten nicht geladen werden.',
  'servers.linkedOrgs.notLoadedBecause': 'Die verknüpften Organisationen konnten nicht geladen werden. {reason}',
  'servers.linkedOrgs.empty': 'Keine verknüpften Organisationen',
  'servers.linkedOrgs.configure': 'Konfigurieren',
  'servers.linkedOrgs.configureNamed': '{name} konfigurieren',

  'servers.deployment.title': 'Bereitstellungsserver bearbeiten',
  'servers.deployment.createTitle': 'Bereitstellungsserver erstellen',
  'servers.deployment.id': 'Bereitstellungsserver-ID',
  'servers.deployment.uriPlaceholder':
    'Geben Sie eine gültige URI für den API-Zugriff auf diesen Bereitstellungsserver ein',
  'servers.deployment.saved': 'Der Bereitstellungsserver wurde gespeichert.',
  'servers.deployment.deleted': 'Der Bereitstellungsserver wurde gelöscht.',
  'servers.deployment.oneOnly': 'Es gibt bereits einen Bereitstellungsserver',
  'servers.deployment.oneOnlyText':
    '{name} ist der einzige Bereitstellungsserver des Dienstes. Ändern Sie ihn, oder löschen Sie ihn zuerst, um einen anderen zu erstellen.',
  'servers.deployment.editIt': '{name} bearbeiten',
  'servers.deployment.notFound': 'Es gibt keinen Bereitstellungsserver mit der ID {id}.',

  'servers.integration.list.title': 'Integrationsserver-Instanzen',
  'servers.integration.column.id': 'Instanz-ID',
  'servers.integration.column.name': 'Name',
  'servers.integration.column.type': 'Typ',
  'servers.integration.column.uri': 'URI',
  'servers.integration.edit.title': 'Integrationsserver-Instanz bearbeiten',
  'servers.integration.edit.createTitle': 'Integrationsserver-Instanz erstellen',
  'servers.integration.edit.id': 'Integrationsserver-ID',
  'servers.integration.edit.uriPlaceholder':
    'Geben Sie eine gültige URI für den API-Zugriff auf diesen Integrationsserver ein',
  'servers.integration.edit.dismissError': 'OK',
  'servers.integration.edit.nameDescription': 'Eindeutiger Name, der bei der Tokenerstellung verwendet wird',
  'servers.integration.edit.type': 'Typ',
  'servers.integration.edit.secretDescription':
    'Wenn Sie einen Wert eingeben und speichern, wird der geheime Schlüssel des Remote-Bestellservers aktualisiert',
  'servers.integration.edit.testInstance': 'Testinstanz',
  'servers.integration.edit.testInstanceDescription': 'Für Tests durch Drittanbieter-Entwickler',
  'servers.integration.edit.saved': 'Der Integrationsserver wurde gespeichert.',
  'servers.integration.edit.deleted': 'Der Integrationsserver wurde gelöscht.',
  'servers.integration.edit.retryLoad': 'Erneut versuchen',
  'servers.posCore.recreate.keyLost':
    'Sein JWT-Signaturschlüssel steht nicht in der Liste und wird nicht mit erstellt: Legen Sie ihn nach dem Speichern auf seiner Bearbeitungsseite fest.',
  'servers.integration.recreate.keyLost':
    'Sein JWT-Signaturschlüssel und sein Geheimnis stehen nicht in der Liste und werden nicht mit erstellt: Legen Sie sie nach dem Speichern auf seiner Bearbeitungsseite fest.',
};

export default servers;
