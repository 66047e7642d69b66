import type { Catalogue } from '#/lib/messages/message-types';

/**
 * The words of the records and rules two or more areas share: the contract's names of entity, link, integration
 * server and service account types, and the version names of the authorisation tree.
 */
const records = {
  // Entity Lookup's types (SPEC 2.4): the contract's x-enum-descriptions.
  'records.entityType.unknown': 'Unknown',
  'records.entityType.organisation': 'Organisation',
  'records.entityType.outlet': 'Outlet',
  'records.entityType.outletGroup': 'Outlet Group',
  'records.entityType.terminal': 'Terminal',
  'records.entityType.user': 'User',
  'records.entityType.posCoreInstance': 'POSCore Instance',
  'records.entityType.deploymentServerInstance': 'Deployment Server Instance',
  'records.entityType.integrationServerInstance': 'Integration Server Instance',
  'records.entityType.serviceAccount': 'Service Account',
  'records.entityType.client': 'Client',
  // Integration server types (SPEC 3): the contract's x-enum-descriptions.
  'records.integrationServerType.unknown': 'Unknown',
  'records.integrationServerType.unknownNumber': 'Unknown ({type})',
  'records.integrationServerType.remoteOrderService': 'Remote Order Service',
  'records.integrationServerType.dataExtractionService': 'Data Extraction Service',
  'records.integrationServerType.partnerServices': 'Partner Services',
  'records.integrationServerType.reportingService': 'Reporting Service',
  // Link types (SPEC 2.5): a link is a team's or a user's.
  'records.linkType.user': 'User',
  'records.linkType.team': 'Team',
  // Service account types: the contract's display names (`x-enum-descriptions`; "Kappa" is the product's name).
  'records.serviceAccountType.None': 'None',
  'records.serviceAccountType.POSServer': 'POS Server',
  'records.serviceAccountType.ATPUploader': 'ATP Uploader',
  'records.serviceAccountType.TestPOS': 'Test POS',
  'records.serviceAccountType.InstallService': 'Install Service',
  'records.serviceAccountType.ReadonlySales': 'Readonly Sales',
  'records.serviceAccountType.ProductAdvert': 'Kappa Advert',
  'records.serviceAccountType.IntegrationServer': 'Integration Server',
  // The authorisation tree's versions (Version Authorisation, Initialise).
  'records.authorisation.unauthorised': 'Unauthorised',
  'records.authorisation.unknownVersion': 'Unknown version',
  'records.authorisation.tree.appRowCurrent': '{name} current {version}',
  'records.authorisation.tree.orgCount': { one: '{count} org', other: '{count} orgs' },
  'records.authorisation.tree.rowLatest': '{version} Latest',
  'records.authorisation.tree.rowLatestCount': '{version} Latest {orgs}',
  'records.authorisation.tree.rowCount': '{name} {orgs}',
  // The not-before words of Install Versions and Version Authorisation.
  'records.notBefore.missing': 'Choose a date and time',
  'records.notBefore.past': 'The time selected is in the past. It will take effect immediately.',
  'records.notBefore.takesEffectIn': 'It will take effect in {duration}.',
  'records.notBefore.lessThanAMinute': 'less than a minute',
  'records.notBefore.days': { one: '{count} day', other: '{count} days' },
  'records.notBefore.hours': { one: '{count} hour', other: '{count} hours' },
  'records.notBefore.minutes': { one: '{count} minute', other: '{count} minutes' },
  'records.notBefore.twoParts': '{first} and {second}',
  'records.notBefore.threeParts': '{first}, {second} and {third}',
  // An edit page whose record is not there (404).
  'records.gone.title': '{record} no longer exists',
  'records.gone.back': 'Back to {page}',
} as const satisfies Catalogue;

export default records;
