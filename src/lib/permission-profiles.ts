/**
 * Permission group rules (SPEC 3 "Permission group", 4 "Permission group edit", 6 "Predefined profiles", 9).
 *
 * A group holds a list of `{permissionID, allowedActions}`. Ids and action flags come only from the generated
 * enums `PermissionId` and `PermissionActionFlags`. Two ids are aliases: `All` (4095) stands for every named
 * permission and `All_Config` (4094) for every `Config_*` permission. What a group allows on a named permission
 * (its effective actions) is the union of its own entry and the entries of the aliases covering it.
 *
 * - Profiles: a profile is checked when its permissions are fully covered (every flag it needs is effective).
 *   Checking merges its entries into the list; unchecking rebuilds the list from the other checked profiles.
 *   Leftovers are effective flags that no checked profile explains: they disable the profile checkboxes and
 *   the screen offers a reset to an empty list.
 * - Levels (Advanced tab): Forbid, View, Edit, All. Setting a level on a permission that an alias covers first
 *   expands that alias into individual entries, so no other permission changes.
 * - Top buttons: Forbid All empties the list; View All / Edit All / Full Access set the single `All` alias.
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
function coveredIds(id: PermissionId): readonly PermissionId[] {
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

// ---------------------------------------------------------------------------------------------
// Levels (Advanced tab) and the top buttons
// ---------------------------------------------------------------------------------------------

export type PermissionLevel = 'forbid' | 'view' | 'edit' | 'all';

export const PERMISSION_LEVELS: readonly PermissionLevel[] = ['forbid', 'view', 'edit', 'all'];

export const permissionLevelNames: Record<PermissionLevel, string> = {
  forbid: 'Forbid',
  view: 'View',
  edit: 'Edit',
  all: 'All',
};

export const levelActions: Record<PermissionLevel, PermissionActionFlags> = {
  forbid: PermissionActionFlags.None,
  view: PermissionActionFlags.View,
  edit: PermissionActionFlags.Edit,
  all: PermissionActionFlags.All,
};

/** The level shown for effective actions; null when they match no level (e.g. Insert alone). */
export function levelOf(actions: number): PermissionLevel | null {
  return PERMISSION_LEVELS.find((level) => levelActions[level] === actions) ?? null;
}

/** Merges `actions` into the entry of `id` (added at the end when missing); zero actions add nothing. */
function mergeEntry(permissions: readonly Permission[], id: PermissionId, actions: number): Permission[] {
  if (!actions) return [...permissions];
  const index = permissions.findIndex((entry) => entry.permissionID === id);
  if (index < 0) return [...permissions, { permissionID: id, allowedActions: actions }];
  return permissions.map((entry, i) =>
    i === index ? { permissionID: id, allowedActions: entry.allowedActions | actions } : entry,
  );
}

/**
 * Replaces every alias covering `id` by individual entries of its actions (merged into existing entries), so
 * that `id` can change on its own. Every permission's effective actions stay the same.
 */
export function expandAliasesCovering(permissions: readonly Permission[], id: PermissionId): Permission[] {
  const covering = permissions.filter((entry) => aliasCovers(entry.permissionID, id));
  if (!covering.length) return [...permissions];
  let result = permissions.filter((entry) => !aliasCovers(entry.permissionID, id));
  for (const alias of covering) {
    for (const named of coveredIds(alias.permissionID)) result = mergeEntry(result, named, alias.allowedActions);
  }
  return result;
}

/** Advanced tab: sets one named permission to a level (expanding covering aliases first). */
export function setPermissionLevel(
  permissions: readonly Permission[],
  id: PermissionId,
  level: PermissionLevel,
): Permission[] {
  const expanded = expandAliasesCovering(permissions, id);
  const actions = levelActions[level];
  const index = expanded.findIndex((entry) => entry.permissionID === id);
  if (actions === PermissionActionFlags.None) return expanded.filter((entry) => entry.permissionID !== id);
  if (index < 0) return [...expanded, { permissionID: id, allowedActions: actions }];
  return expanded.map((entry, i) => (i === index ? { permissionID: id, allowedActions: actions } : entry));
}

export type TopButton = 'forbidAll' | 'viewAll' | 'editAll' | 'fullAccess';

export const topButtons: ReadonlyArray<{ key: TopButton; label: string; level: PermissionLevel }> = [
  { key: 'forbidAll', label: 'Forbid All', level: 'forbid' },
  { key: 'viewAll', label: 'View All', level: 'view' },
  { key: 'editAll', label: 'Edit All', level: 'edit' },
  { key: 'fullAccess', label: 'Full Access', level: 'all' },
];

/** The top buttons: Forbid All empties the list; the others set the `All` alias to their level. */
export function setAllPermissions(level: PermissionLevel): Permission[] {
  const actions = levelActions[level];
  return actions === PermissionActionFlags.None ? [] : [{ permissionID: PermissionId.All, allowedActions: actions }];
}

// ---------------------------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------------------------

export interface PermissionProfile {
  key: 'configAccess' | 'salesInsights' | 'systemInstallation' | 'siteSupervisor';
  name: string;
  description: string;
  /** The entries checking the profile adds (aliases allowed), in SPEC 6's order. */
  permissions: readonly Permission[];
}

const all = (permissionID: PermissionId): Permission => ({ permissionID, allowedActions: PermissionActionFlags.All });
const view = (permissionID: PermissionId): Permission => ({ permissionID, allowedActions: PermissionActionFlags.View });
const edit = (permissionID: PermissionId): Permission => ({ permissionID, allowedActions: PermissionActionFlags.Edit });

/** SPEC 6 "Predefined profiles", exactly. */
export const permissionProfiles: readonly PermissionProfile[] = [
  {
    key: 'configAccess',
    name: 'Config Access',
    description: 'All configuration, all actions.',
    permissions: [all(PermissionId.All_Config)],
  },
  {
    key: 'salesInsights',
    name: 'Sales Insights',
    description: 'View of sales aggregates and sales data.',
    permissions: [view(PermissionId.Sales_Aggregates), view(PermissionId.Sales_SalesData)],
  },
  {
    key: 'systemInstallation',
    name: 'System Installation',
    description: 'View of system health; all actions on install and provisioning; edit of sales aggregates.',
    permissions: [
      view(PermissionId.System_Health),
      all(PermissionId.System_Install),
      all(PermissionId.System_Provisioning),
      edit(PermissionId.Sales_Aggregates),
    ],
  },
  {
    key: 'siteSupervisor',
    name: 'Site Supervisor',
    description:
      'View of all configuration; all actions on publish, PLUs, menus, adjustments, users, user view existing PINs and table plans.',
    permissions: [
      view(PermissionId.All_Config),
      all(PermissionId.Config_Publish),
      all(PermissionId.Config_PLUs),
      all(PermissionId.Config_Menus),
      all(PermissionId.Config_Adjustments),
      all(PermissionId.Config_Users),
      all(PermissionId.Config_UserViewExistingPINs),
      all(PermissionId.Config_TablePlans),
    ],
  },
];

/** Whether every flag of `need` is in `have`, permission by permission. */
function covers(have: Map<PermissionId, number>, need: Map<PermissionId, number>): boolean {
  for (const [id, actions] of need) {
    if (((have.get(id) ?? 0) & actions) !== actions) return false;
  }
  return true;
}

function union(maps: ReadonlyArray<Map<PermissionId, number>>): Map<PermissionId, number> {
  const result = new Map<PermissionId, number>();
  for (const map of maps) for (const [id, actions] of map) result.set(id, (result.get(id) ?? 0) | actions);
  return result;
}

/** A profile is checked when the group's effective actions fully cover it. */
export function isProfileCovered(permissions: readonly Permission[], profile: PermissionProfile): boolean {
  return covers(effectiveActions(permissions), effectiveActions(profile.permissions));
}

/** The checked profiles, in profile order. */
export function checkedProfiles(permissions: readonly Permission[]): PermissionProfile[] {
  const effective = effectiveActions(permissions);
  return permissionProfiles.filter((profile) => covers(effective, effectiveActions(profile.permissions)));
}

export interface Leftover {
  permissionID: PermissionId;
  /** The effective flags no checked profile explains. */
  actions: number;
}

/** Effective flags that no checked profile explains, per named permission (in enum order). */
export function leftoverPermissions(permissions: readonly Permission[]): Leftover[] {
  const effective = effectiveActions(permissions);
  const explained = union(checkedProfiles(permissions).map((profile) => effectiveActions(profile.permissions)));
  const leftovers: Leftover[] = [];
  for (const id of NAMED_PERMISSION_IDS) {
    const actions = (effective.get(id) ?? 0) & ~(explained.get(id) ?? 0);
    if (actions) leftovers.push({ permissionID: id, actions });
  }
  return leftovers;
}

/** Leftovers disable the profile checkboxes (the screen then offers a reset to empty). */
export function hasLeftovers(permissions: readonly Permission[]): boolean {
  return leftoverPermissions(permissions).length > 0;
}

/** Checking a profile: its entries are merged into the list (existing entries keep their place). */
export function checkProfile(permissions: readonly Permission[], profile: PermissionProfile): Permission[] {
  return profile.permissions.reduce(
    (result, entry) => mergeEntry(result, entry.permissionID, entry.allowedActions),
    [...permissions],
  );
}

/**
 * Unchecking a profile: the list becomes the entries of the other checked profiles (so their permissions stay);
 * leftover flags, if any, are kept as individual entries.
 */
export function uncheckProfile(permissions: readonly Permission[], profile: PermissionProfile): Permission[] {
  const others = checkedProfiles(permissions).filter((candidate) => candidate.key !== profile.key);
  const rebuilt = others.reduce<Permission[]>((result, other) => checkProfile(result, other), []);
  return leftoverPermissions(permissions).reduce(
    (result, leftover) => mergeEntry(result, leftover.permissionID, leftover.actions),
    rebuilt,
  );
}

/**
 * The other checked profiles that already include a checked profile (unchecking it alone would change nothing,
 * e.g. Site Supervisor while Config Access is checked); empty when it is not implied.
 */
export function profileIncludedIn(permissions: readonly Permission[], profile: PermissionProfile): PermissionProfile[] {
  const checked = checkedProfiles(permissions);
  if (!checked.some((candidate) => candidate.key === profile.key)) return [];
  const others = checked.filter((candidate) => candidate.key !== profile.key);
  const need = effectiveActions(profile.permissions);
  if (!covers(union(others.map((other) => effectiveActions(other.permissions))), need)) return [];
  // Name only the profiles that take part in covering it.
  return others.filter((other) => {
    const own = effectiveActions(other.permissions);
    return [...need.keys()].some((id) => ((own.get(id) ?? 0) & (need.get(id) ?? 0)) !== 0);
  });
}

/** Same entries regardless of order (entries allowing nothing are ignored): the permissions part of "dirty". */
export function samePermissions(a: readonly Permission[], b: readonly Permission[]): boolean {
  const key = (list: readonly Permission[]) =>
    list
      .filter((entry) => entry.allowedActions)
      .map((entry) => `${entry.permissionID}:${entry.allowedActions}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}
