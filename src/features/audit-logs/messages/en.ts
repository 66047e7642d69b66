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
  // A row's link to the record it is about, with its history (live, and deleted since).
  'auditLogs.subject.user': 'User history',
  'auditLogs.subject.client': 'API client history',
  'auditLogs.subject.posCoreInstance': 'POS Core instance history',
  'auditLogs.subject.deploymentServer': 'Deployment server history',
  'auditLogs.subject.integrationServer': 'Integration server history',
  'auditLogs.subject.organisation': 'Organisation history',
  'auditLogs.subject.team': 'Team history',
  'auditLogs.subject.permissionGroup': 'Permission group history',
  'auditLogs.subject.serviceAccount': 'Service account history',
  'auditLogs.subject.link': 'Organisation access history',
  'auditLogs.subject.invite': 'Invitation history',
  'auditLogs.subject.acceptance': 'Acceptance history',
  'auditLogs.subject.deletedUser': 'Deleted user — history',
  'auditLogs.subject.deletedClient': 'Deleted API client — history',
  'auditLogs.subject.deletedPosCoreInstance': 'Deleted POS Core instance — history',
  'auditLogs.subject.deletedDeploymentServer': 'Deleted deployment server — history',
  'auditLogs.subject.deletedIntegrationServer': 'Deleted integration server — history',
  'auditLogs.subject.deletedOrganisation': 'Deleted organisation — history',
  'auditLogs.subject.deletedTeam': 'Deleted team — history',
  'auditLogs.subject.deletedPermissionGroup': 'Deleted permission group — history',
  'auditLogs.subject.deletedServiceAccount': 'Deleted service account — history',
  'auditLogs.subject.deletedLink': 'Deleted organisation access — history',
  'auditLogs.subject.deletedInvite': 'Deleted invitation — history',
  'auditLogs.subject.deletedAcceptance': 'Deleted acceptance — history',
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
