import type { Catalogue } from '#/lib/messages/message-types';

/** The audit log: SPEC's English, word for word. */
const auditLogs = {
  'auditLogs.title': 'Audit Logs',
  'auditLogs.types.loadFailedTitle': 'Audit log types could not be loaded',
  'auditLogs.types.loadFailed': '{reason}. Types are shown by number until they load.',
  'auditLogs.table.label': 'Audit log',
  'auditLogs.table.empty': 'No audit log entries',
  'auditLogs.table.error': 'Error...',
  // The column headers, each with its filter.
  'auditLogs.column.type': 'Type',
  'auditLogs.column.user': 'User',
  'auditLogs.column.created': 'Created',
  'auditLogs.column.organisation': 'Organisation',
  'auditLogs.column.message': 'Message',
  'auditLogs.filter.open': 'Filter {column}',
  'auditLogs.filter.filtered': 'Filtered',
  'auditLogs.filter.filteredLabel': '{column} filtered',
  'auditLogs.filter.cancel': 'Cancel',
  'auditLogs.filter.apply': 'Apply',
  'auditLogs.filter.contains': '{column} contains',
  'auditLogs.typeFilter.selectedLabel': { one: '{count} type selected', other: '{count} types selected' },
  'auditLogs.typeFilter.search': 'Search types',
  'auditLogs.typeFilter.selected': '{count} selected',
  'auditLogs.typeFilter.clear': 'Clear',
  'auditLogs.typeFilter.empty': 'No audit log types',
  'auditLogs.createdFilter.zone': 'Times in {zone}',
  'auditLogs.createdFilter.from': 'From',
  'auditLogs.createdFilter.to': 'To',
  'auditLogs.createdFilter.fromAfterTo': 'From must be before To',
  // The categories of the types (the contract's x-enum-descriptions); the types' own names come from the API.
  'auditLogs.category.unclassified': 'Unclassified',
  'auditLogs.category.userOrganisation': 'User/Organisation',
  'auditLogs.category.superUser': 'SuperUser',
  'auditLogs.category.token': 'Token',
  'auditLogs.category.userInfo': 'UserInfo',
  'auditLogs.category.external': 'External',
  'auditLogs.category.internal': 'Internal',
  'auditLogs.type.unknownHint': 'Unknown type ({type})',
  // A row's link to the record it is about, with its history: its words, and its name by the kind of record (live,
  // and deleted since), which begins with them.
  'auditLogs.subject.history': 'History',
  'auditLogs.subject.deletedHistory': 'Deleted — history',
  'auditLogs.subject.user': 'History of the user',
  'auditLogs.subject.client': 'History of the API client',
  'auditLogs.subject.posCoreInstance': 'History of the POS Core instance',
  'auditLogs.subject.deploymentServer': 'History of the deployment server',
  'auditLogs.subject.integrationServer': 'History of the integration server',
  'auditLogs.subject.organisation': 'History of the organisation',
  'auditLogs.subject.team': 'History of the team',
  'auditLogs.subject.permissionGroup': 'History of the permission group',
  'auditLogs.subject.serviceAccount': 'History of the service account',
  'auditLogs.subject.link': 'History of the organisation access',
  'auditLogs.subject.invite': 'History of the invitation',
  'auditLogs.subject.acceptance': 'History of the acceptance',
  'auditLogs.subject.deletedUser': 'Deleted — history of the user',
  'auditLogs.subject.deletedClient': 'Deleted — history of the API client',
  'auditLogs.subject.deletedPosCoreInstance': 'Deleted — history of the POS Core instance',
  'auditLogs.subject.deletedDeploymentServer': 'Deleted — history of the deployment server',
  'auditLogs.subject.deletedIntegrationServer': 'Deleted — history of the integration server',
  'auditLogs.subject.deletedOrganisation': 'Deleted — history of the organisation',
  'auditLogs.subject.deletedTeam': 'Deleted — history of the team',
  'auditLogs.subject.deletedPermissionGroup': 'Deleted — history of the permission group',
  'auditLogs.subject.deletedServiceAccount': 'Deleted — history of the service account',
  'auditLogs.subject.deletedLink': 'Deleted — history of the organisation access',
  'auditLogs.subject.deletedInvite': 'Deleted — history of the invitation',
  'auditLogs.subject.deletedAcceptance': 'Deleted — history of the acceptance',
  // The drawer that shows a record's history over the audit log.
  'auditLogs.subjectDrawer.close': 'Close',
  'auditLogs.subjectDrawer.id': 'Record {id}',
  'auditLogs.subjectDrawer.deleted': 'This record has been deleted. Its history is kept.',
  'auditLogs.subjectDrawer.openPage': 'Open the page that lists it',
  // Paging.
  'auditLogs.paging.previous': 'Previous',
  'auditLogs.paging.next': 'Next',
  'auditLogs.paging.page': 'Page {page}',
} as const satisfies Catalogue;

export default auditLogs;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    auditLogs: typeof auditLogs;
  }
}
