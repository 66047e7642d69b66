import type { Catalogue } from '#/lib/messages/message-types';

/** The service accounts: SPEC's English, word for word. */
const serviceAccounts = {
  // SPEC 8, service accounts.
  'serviceAccounts.failure.load': 'There was an error loading this service account. Please try refreshing the page.',
  'serviceAccounts.failure.save': 'There was an error saving this service account. Please try again later.',
  'serviceAccounts.failure.delete': 'There was an error deleting this service account. Please try again later.',
  'serviceAccounts.failure.resetPassword':
    'There was a problem resetting the password for this service account. Please try again later.',
  // The permissions an Integration Server account may carry: the contract's display names.
  'serviceAccounts.permission.DataExtractionService_Templates': 'Data extraction templates',
  'serviceAccounts.permission.PartnerServices_Config': 'Partner services config',
  'serviceAccounts.permission.PartnerServices_Sales': 'Partner services sales',
  // The fields (SPEC 2.5, 3, 5).
  'serviceAccounts.field.name': 'Name',
  'serviceAccounts.field.namePlaceholder': 'Enter a descriptive name for this account',
  'serviceAccounts.field.type': 'Type',
  'serviceAccounts.field.typeDescription': 'The type of service this account will be for',
  'serviceAccounts.field.typeRequired': 'Type is required',
  // Service Accounts list (SPEC 2.5).
  'serviceAccounts.list.title': 'Service Accounts',
  'serviceAccounts.list.column.restriction': 'Restriction',
  'serviceAccounts.list.noRestriction': 'None',
  // Edit Service Account (SPEC 2.5, 4).
  'serviceAccounts.edit.title': 'Edit Service Account',
  'serviceAccounts.edit.saved': 'The service account was saved.',
  'serviceAccounts.edit.deleted': 'The service account was deleted.',
  'serviceAccounts.edit.generating': 'Generating a new password...',
  'serviceAccounts.edit.accountId': 'Service Account ID',
  'serviceAccounts.edit.chooseType': 'Choose a type',
  'serviceAccounts.edit.permissions': 'Integration Server Permissions',
  'serviceAccounts.edit.permissionsDescription': 'What the integration server may do with this account.',
  'serviceAccounts.edit.restriction': 'Site restriction',
  'serviceAccounts.edit.restrictionDescription': 'Restrict this account to one outlet group, outlet or terminal.',
  'serviceAccounts.edit.noRestriction': 'No restriction: this account reaches every outlet.',
  // "Reset service account password" (SPEC 2.5, 4).
  'serviceAccounts.resetPassword.button': 'Reset service account password',
  'serviceAccounts.resetPassword.confirm':
    'A new password will be generated for this service account. The current password stops working at once, so the service using it must be given the new one. Continue?',
  'serviceAccounts.resetPassword.confirmButton': 'Reset password',
  'serviceAccounts.resetPassword.newTitle': 'New service account password',
  'serviceAccounts.resetPassword.onceTitle': 'Shown only once',
  'serviceAccounts.resetPassword.onceText':
    'Copy this password now and give it to the service that uses this account. It is not stored by the console and cannot be shown again once this dialog is closed.',
  'serviceAccounts.resetPassword.newPassword': 'New password',
  'serviceAccounts.resetPassword.copyLabel': 'password',
  'serviceAccounts.resetPassword.discarded': 'Closing this dialog discards the password.',
  'serviceAccounts.resetPassword.close': 'Close',
} as const satisfies Catalogue;

export default serviceAccounts;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    serviceAccounts: typeof serviceAccounts;
  }
}
