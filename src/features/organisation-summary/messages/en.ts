import type { Catalogue } from '#/lib/messages/message-types';

/** The organisation's summary: SPEC's English, word for word. */
const organisationSummary = {
  'organisationSummary.title': 'Organisation Summary',
  'organisationSummary.profile': 'Organisation Profile',
  'organisationSummary.auditLog': 'Audit Log',
  'organisationSummary.refresh': 'Refresh',
  'organisationSummary.loadFailed': 'The organisation summary could not be loaded.',
  'organisationSummary.tryAgain': 'Try again',
  'organisationSummary.teams.title': 'Teams',
  'organisationSummary.teams.empty': 'No teams yet.',
  'organisationSummary.teams.members': { one: '{count} member', other: '{count} members' },
  'organisationSummary.access.title': 'Access',
  'organisationSummary.access.organisationAccess': 'Organisation Access',
  'organisationSummary.access.empty': 'Nobody has access yet.',
  'organisationSummary.access.team': 'Team',
  'organisationSummary.access.user': 'User',
  'organisationSummary.access.admin': 'Admin',
  'organisationSummary.inviteUser': 'Invite User',
  'organisationSummary.serviceAccounts.title': 'Service Accounts',
  'organisationSummary.serviceAccounts.empty': 'No service accounts yet.',
  'organisationSummary.versions.title': 'Versions',
  'organisationSummary.versions.installVersions': 'Install Versions',
  'organisationSummary.versions.authorisation': 'Version Authorisation',
  'organisationSummary.versions.systemHealth': 'System Health',
  'organisationSummary.versions.rootWithoutChildren': 'A root organisation without child organisations.',
  'organisationSummary.versions.intro': 'Choose which versions your sites install, and check their health.',
  'organisationSummary.versions.children': 'Child organisations',
  'organisationSummary.versions.active': 'Active',
  'organisationSummary.versions.inactive': 'Inactive',
  'organisationSummary.permissionGroups.title': 'Permission Groups',
  'organisationSummary.permissionGroups.text': {
    one: '{count} permission group decides what people may do.',
    other: '{count} permission groups decide what people may do.',
  },
  'organisationSummary.pendingInvitations.title': 'Pending Invitations',
  'organisationSummary.pendingInvitations.empty': 'No pending invitations.',
} as const satisfies Catalogue;

export default organisationSummary;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    organisationSummary: typeof organisationSummary;
  }
}
