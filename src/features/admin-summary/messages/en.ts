import type { Catalogue } from '#/lib/messages/message-types';

/** The administration summary (/admin): SPEC's English, word for word. */
const adminSummary = {
  'adminSummary.title': 'Administration',
  'adminSummary.refresh': 'Refresh',
  'adminSummary.loadFailed': 'The summary could not be loaded: {reason}',
  'adminSummary.error': 'Error...',
  'adminSummary.noAddress': 'No address',
  'adminSummary.posCore.title': 'POS Core Instances',
  'adminSummary.posCore.manage': 'Manage POS Core instances',
  'adminSummary.posCore.list': 'POS Core instances',
  'adminSummary.posCore.empty': 'No POS Core instances',
  'adminSummary.posCore.organisations': { one: '{count} organisation', other: '{count} organisations' },
  'adminSummary.clients.title': 'Clients',
  'adminSummary.clients.manage': 'Manage clients',
  'adminSummary.clients.list': 'Clients',
  'adminSummary.clients.empty': 'No clients',
  'adminSummary.clients.passwordGrant': 'Password grant',
  'adminSummary.users.title': 'Users',
  'adminSummary.users.manage': 'Manage users',
  // The count itself stands before it, large.
  'adminSummary.users.total': { one: 'user in total', other: 'users in total' },
  'adminSummary.organisations.title': 'Organisations',
  'adminSummary.organisations.manage': 'Manage organisations',
  'adminSummary.organisations.active': 'Active',
  'adminSummary.organisations.inactive': 'Inactive',
  'adminSummary.deployment.title': 'Deployment Server',
  'adminSummary.deployment.edit': 'Edit deployment server',
  'adminSummary.deployment.create': 'Create deployment server',
  'adminSummary.deployment.none': 'No deployment server has been set up yet.',
  'adminSummary.integration.title': 'Integration Servers',
  'adminSummary.integration.manage': 'Manage integration servers',
  'adminSummary.integration.list': 'Integration server instances',
  'adminSummary.integration.empty': 'No integration server instances',
  'adminSummary.versions.title': 'Versions',
  'adminSummary.versions.empty': 'No versions reported',
  'adminSummary.versions.component': 'Component',
  'adminSummary.versions.version': 'Version',
  'adminSummary.versions.commit': 'Commit',
  'adminSummary.tools.title': 'Monitoring',
  'adminSummary.tools.auditLogs': 'Audit Logs',
  'adminSummary.tools.auditLogsText': 'Who did what, and when.',
  'adminSummary.tools.entityLookup': 'Entity Lookup',
  'adminSummary.tools.entityLookupText': 'Find an outlet, account, device or other record by its id.',
  'adminSummary.tools.statistics': 'Statistics',
  'adminSummary.tools.statisticsText': 'Monthly outlets and transactions per POS Core instance.',
} as const satisfies Catalogue;

export default adminSummary;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    adminSummary: typeof adminSummary;
  }
}
