/**
 * The permissions a group can hold (SPEC 3 "Permission group", 9): ids and action flags from the generated enums,
 * the two aliases (`All` stands for every named permission, `All_Config` for every `Config_*` one), categories,
 * display names, and the effective actions (an entry united with the aliases covering it).
 */
import { PermissionActionFlags, PermissionId, type components } from '../api/schema.gen';

export type Permission = components['schemas']['Permission'];

// ---------------------------------------------------------------------------------------------
// Ids, aliases, categories and display names
// ---------------------------------------------------------------------------------------------

function isPermissionId(value: string | PermissionId): value is PermissionId {
  return typeof value === 'number';
}

/** Every id of the contract's enum, in enum order. */
const allIds: readonly PermissionId[] = Object.values(PermissionId).filter(isPermissionId);

/** The aliases, widest first. */
export const ALIAS_IDS: readonly PermissionId[] = [PermissionId.All, PermissionId.All_Config];

export function isAlias(id: PermissionId): boolean {
  return ALIAS_IDS.includes(id);
}

/** Every named (non-alias) permission, in enum order. */
export const NAMED_PERMISSION_IDS: readonly PermissionId[] = allIds.filter((id) => !isAlias(id));

/** The enum name of an id (e.g. `Config_PLUs`); the number as text for an id the enum does not know. */
export function permissionName(id: number): string {
  const name: string | undefined = PermissionId[id];
  return name ?? String(id);
}

export const PERMISSION_CATEGORIES = [
  'Config',
  'Sales',
  'System',
  'Customer',
  'PartnerServices',
  'DataExtractionService',
] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

export const permissionCategoryNames: Record<PermissionCategory, string> = {
  Config: 'Configuration',
  Sales: 'Sales',
  System: 'System',
  Customer: 'Customer',
  PartnerServices: 'Partner Services',
  DataExtractionService: 'Data Extraction Service',
};

function isCategory(value: string): value is PermissionCategory {
  return (PERMISSION_CATEGORIES as readonly string[]).includes(value);
}

/** The category of a named permission, from its enum name's prefix (`Config_PLUs` -> Config); null for aliases. */
export function permissionCategory(id: PermissionId): PermissionCategory | null {
  if (isAlias(id)) return null;
  const prefix = permissionName(id).split('_')[0] ?? '';
  return isCategory(prefix) ? prefix : null;
}

/** The named permissions of each category, in enum order. */
export function permissionsByCategory(): Array<{ category: PermissionCategory; ids: PermissionId[] }> {
  return PERMISSION_CATEGORIES.map((category) => ({
    category,
    ids: NAMED_PERMISSION_IDS.filter((id) => permissionCategory(id) === category),
  }));
}

/** Display names: the contract's `x-enum-descriptions` of PermissionId, keyed by the generated enum. */
const permissionDisplayNames: Record<PermissionId, string> = {
  [PermissionId.Config_Publish]: 'Publish',
  [PermissionId.Config_PLUs]: 'PLUs',
  [PermissionId.Config_Groups]: 'Groups',
  [PermissionId.Config_PaymentTypes]: 'Payment types',
  [PermissionId.Config_SaleModifiers]: 'Sale modifiers',
  [PermissionId.Config_Printers]: 'Printers',
  [PermissionId.Config_PriceSchemes]: 'Price schemes',
  [PermissionId.Config_PriceLevels]: 'Price levels',
  [PermissionId.Config_Localizations]: 'Localizations',
  [PermissionId.Config_TablePlans]: 'Table plans',
  [PermissionId.Config_Images]: 'Images',
  [PermissionId.Config_Menus]: 'Menus',
  [PermissionId.Config_ServiceModes]: 'Service modes',
  [PermissionId.Config_Tax]: 'Tax',
  [PermissionId.Config_Users]: 'Users',
  [PermissionId.Config_PrintLayouts]: 'Print layouts',
  [PermissionId.Config_NodeTree]: 'Node tree',
  [PermissionId.Config_CostCenters]: 'Cost centers',
  [PermissionId.Config_Currency]: 'Currency',
  [PermissionId.Config_CorrectionTypes]: 'Correction types',
  [PermissionId.Config_Remarks]: 'Remarks',
  [PermissionId.Config_Adjustments]: 'Adjustments',
  [PermissionId.Config_PredefinedPeriods]: 'Predefined periods',
  [PermissionId.Config_UserViewExistingPINs]: 'User view existing PINs',
  [PermissionId.Config_ConfigurationUpdates]: 'Configuration updates',
  [PermissionId.Config_OrderTags]: 'Order tags',
  [PermissionId.Config_PaidInOutTypes]: 'Paid in/out types',
  [PermissionId.Config_PLUSpecials]: 'PLU specials',
  [PermissionId.Config_ServiceCharges]: 'Service charges',
  [PermissionId.Config_CourseBreaks]: 'Course breaks',
  [PermissionId.Sales_SalesData]: 'Sales data',
  [PermissionId.Sales_Aggregates]: 'Sales aggregates',
  [PermissionId.Sales_RemoteOrders]: 'Remote orders',
  [PermissionId.System_Install]: 'Install',
  [PermissionId.System_Provisioning]: 'Provisioning',
  [PermissionId.System_Health]: 'Health',
  [PermissionId.Customer_Contacts]: 'Customer contacts',
  [PermissionId.Customer_Events]: 'Customer events',
  [PermissionId.PartnerServices_Config]: 'Partner services config',
  [PermissionId.PartnerServices_Sales]: 'Partner services sales',
  [PermissionId.DataExtractionService_Templates]: 'Data extraction templates',
  [PermissionId.All_Config]: 'All configuration',
  [PermissionId.All]: 'All',
};

/** The display name of a permission (the contract's); the enum name or number for an unknown id. */
export function permissionDisplayName(id: PermissionId): string {
  const name: string | undefined = permissionDisplayNames[id];
  return name ?? permissionName(id);
}

/** Whether `alias` stands for `id` (an alias never covers another alias). */
export function aliasCovers(alias: PermissionId, id: PermissionId): boolean {
  if (isAlias(id)) return false;
  if (alias === PermissionId.All) return true;
  if (alias === PermissionId.All_Config) return permissionCategory(id) === 'Config';
  return false;
}

/** The named permissions an entry stands for: itself, or every permission its alias covers. */
export function coveredIds(id: PermissionId): readonly PermissionId[] {
  return isAlias(id) ? NAMED_PERMISSION_IDS.filter((named) => aliasCovers(id, named)) : [id];
}

// ---------------------------------------------------------------------------------------------
// Effective actions
// ---------------------------------------------------------------------------------------------

/** Effective actions of every named permission (only those with some flag). */
export function effectiveActions(permissions: readonly Permission[]): Map<PermissionId, number> {
  const effective = new Map<PermissionId, number>();
  for (const entry of permissions) {
    if (!entry.allowedActions) continue;
    for (const id of coveredIds(entry.permissionID)) {
      effective.set(id, (effective.get(id) ?? 0) | entry.allowedActions);
    }
  }
  return effective;
}

/** What a group allows on one named permission. */
export function effectiveActionsOf(permissions: readonly Permission[], id: PermissionId): number {
  return effectiveActions(permissions).get(id) ?? 0;
}

/** The action names of a flags value (e.g. 9 -> ['Insert', 'View']). */
export function actionNames(actions: number): string[] {
  const single = [
    PermissionActionFlags.Insert,
    PermissionActionFlags.Update,
    PermissionActionFlags.Delete,
    PermissionActionFlags.View,
  ];
  return single.filter((flag) => (actions & flag) === flag).map((flag) => PermissionActionFlags[flag]);
}
