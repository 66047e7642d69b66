import type en from '#/lib/messages/en/records';
import type { Translation } from '#/lib/messages/message-types';

/** The shared records' words, in German; terms as in docs/i18n.md's glossary. */
const records: Translation<typeof en> = {
  // Entity Lookup's types (SPEC 2.4): the contract's x-enum-descriptions.
  'records.entityType.unknown': 'Unbekannt',
  'records.entityType.organisation': 'Organisation',
  'records.entityType.outlet': 'Verkaufsstelle',
  'records.entityType.outletGroup': 'Verkaufsstellengruppe',
  'records.entityType.terminal': 'Terminal',
  'records.entityType.user': 'Benutzer',
  'records.entityType.posCoreInstance': 'POS-Core-Instanz',
  'records.entityType.deploymentServerInstance': 'Bereitstellungsserver-Instanz',
  'records.entityType.integrationServerInstance': 'Integrationsserver-Instanz',
  'records.entityType.serviceAccount': 'Dienstkonto',
  'records.entityType.client': 'API-Client',
  // Integration server types (SPEC 3): the contract's x-enum-descriptions.
  'records.integrationServerType.unknown': 'Unbekannt',
  'records.integrationServerType.unknownNumber': 'Unbekannt ({type})',
  'records.integrationServerType.remoteOrderService': 'Remote-Bestelldienst',
  'records.integrationServerType.dataExtractionService': 'Datenextraktionsdienst',
  'records.integrationServerType.partnerServices': 'Partnerdienste',
  'records.integrationServerType.reportingService': 'Berichtsdienst',
  // Link types (SPEC 2.5): a link is a team's or a user's.
  'records.linkType.user': 'Benutzer',
  'records.linkType.team': 'Team',
  // Service account types: the contract's display names (`x-enum-descriptions`; "Kappa" is the product's name).
  'records.serviceAccountType.None': 'Keiner',
  'records.serviceAccountType.POSServer': 'POS-Server',
  'records.serviceAccountType.ATPUploader': 'ATP-Uploader',
  'records.serviceAccountType.TestPOS': 'Test-POS',
  'records.serviceAccountType.InstallService': 'Installationsdienst',
  'records.serviceAccountType.ReadonlySales': 'Umsätze (schreibgeschützt)',
  'records.serviceAccountType.ProductAdvert': 'Kappa-Werbung',
  'records.serviceAccountType.IntegrationServer': 'Integrationsserver',
  // The authorisation tree's versions (Version Authorisation, Initialise).
  'records.authorisation.unauthorised': 'Nicht freigegeben',
  'records.authorisation.unknownVersion': 'Unbekannte Version',
  'records.authorisation.tree.appRowCurrent': '{name} aktuell {version}',
  'records.authorisation.tree.orgCount': { one: '{count} Organisation', other: '{count} Organisationen' },
  'records.authorisation.tree.rowLatest': '{version} Neueste',
  'records.authorisation.tree.rowLatestCount': '{version} Neueste {orgs}',
  'records.authorisation.tree.rowCount': '{name} {orgs}',
  // The not-before words of Install Versions and Version Authorisation.
  'records.notBefore.missing': 'Wählen Sie Datum und Uhrzeit aus.',
  'records.notBefore.past': 'Der gewählte Zeitpunkt liegt in der Vergangenheit. Die Version wird sofort wirksam.',
  'records.notBefore.takesEffectIn': 'Die Version wird in {duration} wirksam.',
  // Only used after "in": the dative forms ("in 3 Tagen", "in weniger als einer Minute").
  'records.notBefore.lessThanAMinute': 'weniger als einer Minute',
  'records.notBefore.days': { one: '{count} Tag', other: '{count} Tagen' },
  'records.notBefore.hours': { one: '{count} Stunde', other: '{count} Stunden' },
  'records.notBefore.minutes': { one: '{count} Minute', other: '{count} Minuten' },
  'records.notBefore.twoParts': '{first} und {second}',
  'records.notBefore.threeParts': '{first}, {second} und {third}',
  // An edit page whose record is not there (404).
  'records.gone.title': 'Es gibt {record} nicht mehr',
  'records.gone.back': 'Zurück zu: {page}',
};

export default records;
