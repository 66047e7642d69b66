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
