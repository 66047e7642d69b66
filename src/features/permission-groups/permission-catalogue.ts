/**
 * The permissions a group can hold (SPEC 3 "Permission group", 9): ids and action flags from the generated enums,
 * the two aliases (`All` stands for every named permission, `All_Config` for every `Config_*` one), categories,
 * display names (message keys of the permissionGroups area), and the effective actions (an entry united with the
 * aliases covering it).
 */
import { PermissionActionFlags, PermissionId, type components } from '#/api/schema.gen';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';

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

/** The categories' names, as message keys. */
export const permissionCategoryNames = {
  Config: 'permissionGroups.category.Config',
  Sales: 'permissionGroups.category.Sales',
  System: 'permissionGroups.category.System',
  Customer: 'permissionGroups.category.Customer',
  PartnerServices: 'permissionGroups.category.PartnerServices',
  DataExtractionService: 'permissionGroups.category.DataExtractionService',
} as const satisfies Record<PermissionCategory, MessageKey<'permissionGroups'>>;

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

/** Display names: the contract's `x-enum-descriptions` of PermissionId, keyed by the generated enum, as message keys. */
const permissionDisplayNames: Record<PermissionId, MessageKey<'permissionGroups'>> = {
  [PermissionId.Config_Publish]: 'permissionGroups.permission.Config_Publish',
  [PermissionId.Config_PLUs]: 'permissionGroups.permission.Config_PLUs',
  [PermissionId.Config_Groups]: 'permissionGroups.permission.Config_Groups',
  [PermissionId.Config_PaymentTypes]: 'permissionGroups.permission.Config_PaymentTypes',
  [PermissionId.Config_SaleModifiers]: 'permissionGroups.permission.Config_SaleModifiers',
  [PermissionId.Config_Printers]: 'permissionGroups.permission.Config_Printers',
  [PermissionId.Config_PriceSchemes]: 'permissionGroups.permission.Config_PriceSchemes',
  [PermissionId.Config_PriceLevels]: 'permissionGroups.permission.Config_PriceLevels',
  [PermissionId.Config_Localizations]: 'permissionGroups.permission.Config_Localizations',
  [PermissionId.Config_TablePlans]: 'permissionGroups.permission.Config_TablePlans',
  [PermissionId.Config_Images]: 'permissionGroups.permission.Config_Images',
  [PermissionId.Config_Menus]: 'permissionGroups.permission.Config_Menus',
  [PermissionId.Config_ServiceModes]: 'permissionGroups.permission.Config_ServiceModes',
  [PermissionId.Config_Tax]: 'permissionGroups.permission.Config_Tax',
  [PermissionId.Config_Users]: 'permissionGroups.permission.Config_Users',
  [PermissionId.Config_PrintLayouts]: 'permissionGroups.permission.Config_PrintLayouts',
  [PermissionId.Config_NodeTree]: 'permissionGroups.permission.Config_NodeTree',
  [PermissionId.Config_CostCenters]: 'permissionGroups.permission.Config_CostCenters',
  [PermissionId.Config_Currency]: 'permissionGroups.permission.Config_Currency',
  [PermissionId.Config_CorrectionTypes]: 'permissionGroups.permission.Config_CorrectionTypes',
  [PermissionId.Config_Remarks]: 'permissionGroups.permission.Config_Remarks',
  [PermissionId.Config_Adjustments]: 'permissionGroups.permission.Config_Adjustments',
  [PermissionId.Config_PredefinedPeriods]: 'permissionGroups.permission.Config_PredefinedPeriods',
  [PermissionId.Config_UserViewExistingPINs]: 'permissionGroups.permission.Config_UserViewExistingPINs',
  [PermissionId.Config_ConfigurationUpdates]: 'permissionGroups.permission.Config_ConfigurationUpdates',
  [PermissionId.Config_OrderTags]: 'permissionGroups.permission.Config_OrderTags',
  [PermissionId.Config_PaidInOutTypes]: 'permissionGroups.permission.Config_PaidInOutTypes',
  [PermissionId.Config_PLUSpecials]: 'permissionGroups.permission.Config_PLUSpecials',
  [PermissionId.Config_ServiceCharges]: 'permissionGroups.permission.Config_ServiceCharges',
  [PermissionId.Config_CourseBreaks]: 'permissionGroups.permission.Config_CourseBreaks',
  [PermissionId.Sales_SalesData]: 'permissionGroups.permission.Sales_SalesData',
  [PermissionId.Sales_Aggregates]: 'permissionGroups.permission.Sales_Aggregates',
  [PermissionId.Sales_RemoteOrders]: 'permissionGroups.permission.Sales_RemoteOrders',
  [PermissionId.System_Install]: 'permissionGroups.permission.System_Install',
  [PermissionId.System_Provisioning]: 'permissionGroups.permission.System_Provisioning',
  [PermissionId.System_Health]: 'permissionGroups.permission.System_Health',
  [PermissionId.Customer_Contacts]: 'permissionGroups.permission.Customer_Contacts',
  [PermissionId.Customer_Events]: 'permissionGroups.permission.Customer_Events',
  [PermissionId.PartnerServices_Config]: 'permissionGroups.permission.PartnerServices_Config',
  [PermissionId.PartnerServices_Sales]: 'permissionGroups.permission.PartnerServices_Sales',
  [PermissionId.DataExtractionService_Templates]: 'permissionGroups.permission.DataExtractionService_Templates',
  [PermissionId.All_Config]: 'permissionGroups.permission.All_Config',
  [PermissionId.All]: 'permissionGroups.permission.All',
};

/** The display name of a permission (the contract's) in the console's language; the number for an unknown id. */
export function permissionDisplayName(id: PermissionId, t: Translate<'permissionGroups'>): string {
  const name: MessageKey<'permissionGroups'> | undefined = permissionDisplayNames[id];
  return name ? t(name) : permissionName(id);
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

/** The single actions, in the order they are named, with their names' message keys. */
const singleActions = [
  [PermissionActionFlags.Insert, 'permissionGroups.action.insert'],
  [PermissionActionFlags.Update, 'permissionGroups.action.update'],
  [PermissionActionFlags.Delete, 'permissionGroups.action.delete'],
  [PermissionActionFlags.View, 'permissionGroups.action.view'],
] as const satisfies ReadonlyArray<readonly [PermissionActionFlags, MessageKey<'permissionGroups'>]>;

/** The action names of a flags value (e.g. 9 -> ['Insert', 'View']). */
export function actionNames(actions: number, t: Translate<'permissionGroups'>): string[] {
  return singleActions.filter(([flag]) => (actions & flag) === flag).map(([, name]) => t(name));
}
