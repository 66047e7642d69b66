import type { Catalogue } from '#/lib/messages/message-types';

/** The permission groups, their permissions and profiles: SPEC's English, word for word. */
const permissionGroups = {
  // SPEC 8, permission group screens.
  'permissionGroups.failure.load': 'There was a problem accessing this Permission Group. Please try again later.',
  'permissionGroups.failure.listLoad':
    'Permission groups could not be loaded for this organisation due to a server error. Please try again later.',
  'permissionGroups.failure.save': 'There was a problem saving changes. Please try again later.',
  'permissionGroups.failure.delete': 'There was a problem deleting this record. Please try again later.',
  'permissionGroups.failure.gridCommit':
    'There was an error committing these changes. Please try again later or consider refreshing your browser.',
  'permissionGroups.failure.gridDelete': 'There was an error deleting this record.',
  // The name of a group, its field and column (SPEC 3, 5).
  'permissionGroups.field.name': 'Name',
  // User Permission Groups list (SPEC 2.5).
  'permissionGroups.list.title': 'User Permission Groups',
  'permissionGroups.list.column.default': 'Default',
  // Edit Permission Group (SPEC 2.5, 4).
  'permissionGroups.edit.title': 'Edit Permission Group',
  'permissionGroups.edit.saved': 'The permission group was saved.',
  'permissionGroups.edit.deleted': 'The permission group was deleted.',
  'permissionGroups.edit.assigned': { one: 'Assigned to {count} user', other: 'Assigned to {count} users' },
  'permissionGroups.edit.default': 'Default Permission Group',
  'permissionGroups.edit.defaultDescription': 'A default permission group applies to all users of the organisation.',
  'permissionGroups.edit.setEvery': 'Set every permission',
  'permissionGroups.edit.forbidAll': 'Forbid All',
  'permissionGroups.edit.viewAll': 'View All',
  'permissionGroups.edit.editAll': 'Edit All',
  'permissionGroups.edit.fullAccess': 'Full Access',
  'permissionGroups.edit.profilesTab': 'Profiles',
  'permissionGroups.edit.advancedTab': 'Advanced',
  'permissionGroups.edit.advancedLoading': 'Loading the advanced permissions',
  'permissionGroups.edit.permissions': 'Permissions',
  'permissionGroups.edit.permissionActions': '{name} ({actions})',
  // A list of names: "A and B", "A and B and C".
  'permissionGroups.and': '{first} and {second}',
  // Profiles tab (SPEC 4, 6).
  'permissionGroups.profiles.leftoverTitle': 'Permissions outside the profiles',
  'permissionGroups.profiles.leftoverList': 'This group has permissions that no checked profile explains: {leftovers}.',
  'permissionGroups.profiles.leftoverEntry': '{permission} ({actions})',
  'permissionGroups.profiles.leftoverHelp':
    'The profiles cannot be changed while these remain. Change them on the Advanced tab, or reset the group to no permissions and choose profiles again.',
  'permissionGroups.profiles.reset': 'Reset to no permissions',
  'permissionGroups.profiles.includedIn': '{description} Included in {profiles}.',
  // SPEC 6 "Predefined profiles".
  'permissionGroups.profile.configAccess': 'Config Access',
  'permissionGroups.profile.configAccess.description': 'All configuration, all actions.',
  'permissionGroups.profile.salesInsights': 'Sales Insights',
  'permissionGroups.profile.salesInsights.description': 'View of sales aggregates and sales data.',
  'permissionGroups.profile.systemInstallation': 'System Installation',
  'permissionGroups.profile.systemInstallation.description':
    'View of system health; all actions on install and provisioning; edit of sales aggregates.',
  'permissionGroups.profile.siteSupervisor': 'Site Supervisor',
  'permissionGroups.profile.siteSupervisor.description':
    'View of all configuration; all actions on publish, PLUs, menus, adjustments, users, user view existing PINs and table plans.',
  // Advanced tab (SPEC 4).
  'permissionGroups.advanced.aliasesTitle': 'Group-wide permissions',
  'permissionGroups.advanced.aliasEntry': '{permission}: {actions}',
  'permissionGroups.advanced.aliasesNote':
    '{aliases}. Changing a permission one of these covers first replaces it with individual permissions.',
  'permissionGroups.advanced.categoryTable': '{category} permissions',
  'permissionGroups.advanced.permission': 'Permission',
  'permissionGroups.advanced.level': 'Level',
  'permissionGroups.advanced.custom': 'Custom: {actions}',
  'permissionGroups.advanced.from': 'from {aliases}',
  'permissionGroups.advanced.levelOf': 'Level of {name}',
  // Levels of a permission and the actions of a custom one.
  'permissionGroups.level.forbid': 'Forbid',
  'permissionGroups.level.view': 'View',
  'permissionGroups.level.edit': 'Edit',
  'permissionGroups.level.all': 'All',
  'permissionGroups.action.insert': 'Insert',
  'permissionGroups.action.update': 'Update',
  'permissionGroups.action.delete': 'Delete',
  'permissionGroups.action.view': 'View',
  // Permission categories.
  'permissionGroups.category.Config': 'Configuration',
  'permissionGroups.category.Sales': 'Sales',
  'permissionGroups.category.System': 'System',
  'permissionGroups.category.Customer': 'Customer',
  'permissionGroups.category.PartnerServices': 'Partner Services',
  'permissionGroups.category.DataExtractionService': 'Data Extraction Service',
  // The permissions: the contract's display names (`x-enum-descriptions` of PermissionId).
  'permissionGroups.permission.Config_Publish': 'Publish',
  'permissionGroups.permission.Config_PLUs': 'PLUs',
  'permissionGroups.permission.Config_Groups': 'Groups',
  'permissionGroups.permission.Config_PaymentTypes': 'Payment types',
  'permissionGroups.permission.Config_SaleModifiers': 'Sale modifiers',
  'permissionGroups.permission.Config_Printers': 'Printers',
  'permissionGroups.permission.Config_PriceSchemes': 'Price schemes',
  'permissionGroups.permission.Config_PriceLevels': 'Price levels',
  'permissionGroups.permission.Config_Localizations': 'Localizations',
  'permissionGroups.permission.Config_TablePlans': 'Table plans',
  'permissionGroups.permission.Config_Images': 'Images',
  'permissionGroups.permission.Config_Menus': 'Menus',
  'permissionGroups.permission.Config_ServiceModes': 'Service modes',
  'permissionGroups.permission.Config_Tax': 'Tax',
  'permissionGroups.permission.Config_Users': 'Users',
  'permissionGroups.permission.Config_PrintLayouts': 'Print layouts',
  'permissionGroups.permission.Config_NodeTree': 'Node tree',
  'permissionGroups.permission.Config_CostCenters': 'Cost centers',
  'permissionGroups.permission.Config_Currency': 'Currency',
  'permissionGroups.permission.Config_CorrectionTypes': 'Correction types',
  'permissionGroups.permission.Config_Remarks': 'Remarks',
  'permissionGroups.permission.Config_Adjustments': 'Adjustments',
  'permissionGroups.permission.Config_PredefinedPeriods': 'Predefined periods',
  'permissionGroups.permission.Config_UserViewExistingPINs': 'User view existing PINs',
  'permissionGroups.permission.Config_ConfigurationUpdates': 'Configuration updates',
  'permissionGroups.permission.Config_OrderTags': 'Order tags',
  'permissionGroups.permission.Config_PaidInOutTypes': 'Paid in/out types',
  'permissionGroups.permission.Config_PLUSpecials': 'PLU specials',
  'permissionGroups.permission.Config_ServiceCharges': 'Service charges',
  'permissionGroups.permission.Config_CourseBreaks': 'Course breaks',
  'permissionGroups.permission.Sales_SalesData': 'Sales data',
  'permissionGroups.permission.Sales_Aggregates': 'Sales aggregates',
  'permissionGroups.permission.Sales_RemoteOrders': 'Remote orders',
  'permissionGroups.permission.System_Install': 'Install',
  'permissionGroups.permission.System_Provisioning': 'Provisioning',
  'permissionGroups.permission.System_Health': 'Health',
  'permissionGroups.permission.Customer_Contacts': 'Customer contacts',
  'permissionGroups.permission.Customer_Events': 'Customer events',
  'permissionGroups.permission.PartnerServices_Config': 'Partner services config',
  'permissionGroups.permission.PartnerServices_Sales': 'Partner services sales',
  'permissionGroups.permission.DataExtractionService_Templates': 'Data extraction templates',
  'permissionGroups.permission.All_Config': 'All configuration',
  'permissionGroups.permission.All': 'All',
} as const satisfies Catalogue;

export default permissionGroups;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    permissionGroups: typeof permissionGroups;
  }
}
