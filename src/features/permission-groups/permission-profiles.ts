/**
 * Permission group rules (SPEC 3, 4 "Permission group edit", 6 "Predefined profiles"): profiles are checked when
 * fully covered, levels expand an alias (`All`, `All_Config`) before changing one permission, leftovers are
 * effective flags no checked profile explains. Ids and flags come from the generated enums; the names of levels,
 * buttons and profiles are message keys of the permissionGroups area.
 */
import { PermissionActionFlags, PermissionId } from '#/api/schema.gen';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';
import {
  NAMED_PERMISSION_IDS,
  actionNames,
  aliasCovers,
  coveredIds,
  effectiveActions,
  permissionDisplayName,
  type Permission,
} from './permission-catalogue';

// ---------------------------------------------------------------------------------------------
// Levels (Advanced tab) and the top buttons
// ---------------------------------------------------------------------------------------------

export type PermissionLevel = 'forbid' | 'view' | 'edit' | 'all';

export const PERMISSION_LEVELS: readonly PermissionLevel[] = ['forbid', 'view', 'edit', 'all'];

export const permissionLevelNames = {
  forbid: 'permissionGroups.level.forbid',
  view: 'permissionGroups.level.view',
  edit: 'permissionGroups.level.edit',
  all: 'permissionGroups.level.all',
} as const satisfies Record<PermissionLevel, MessageKey<'permissionGroups'>>;

/** The Advanced tab's level choices, named in the console's language. */
export const permissionLevelOptions = (t: Translate<'permissionGroups'>) =>
  PERMISSION_LEVELS.map((level) => ({ value: level, label: t(permissionLevelNames[level]) }));

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

export const topButtons: ReadonlyArray<{
  key: TopButton;
  label: MessageKey<'permissionGroups'>;
  level: PermissionLevel;
}> = [
  { key: 'forbidAll', label: 'permissionGroups.edit.forbidAll', level: 'forbid' },
  { key: 'viewAll', label: 'permissionGroups.edit.viewAll', level: 'view' },
  { key: 'editAll', label: 'permissionGroups.edit.editAll', level: 'edit' },
  { key: 'fullAccess', label: 'permissionGroups.edit.fullAccess', level: 'all' },
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
  name: MessageKey<'permissionGroups'>;
  description: MessageKey<'permissionGroups'>;
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
    name: 'permissionGroups.profile.configAccess',
    description: 'permissionGroups.profile.configAccess.description',
    permissions: [all(PermissionId.All_Config)],
  },
  {
    key: 'salesInsights',
    name: 'permissionGroups.profile.salesInsights',
    description: 'permissionGroups.profile.salesInsights.description',
    permissions: [view(PermissionId.Sales_Aggregates), view(PermissionId.Sales_SalesData)],
  },
  {
    key: 'systemInstallation',
    name: 'permissionGroups.profile.systemInstallation',
    description: 'permissionGroups.profile.systemInstallation.description',
    permissions: [
      view(PermissionId.System_Health),
      all(PermissionId.System_Install),
      all(PermissionId.System_Provisioning),
      edit(PermissionId.Sales_Aggregates),
    ],
  },
  {
    key: 'siteSupervisor',
    name: 'permissionGroups.profile.siteSupervisor',
    description: 'permissionGroups.profile.siteSupervisor.description',
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

/** A leftover as the Profiles tab lists it: the permission and its level (or its actions). */
export function describeLeftover({ permissionID, actions }: Leftover, t: Translate<'permissionGroups'>): string {
  return t('permissionGroups.profiles.leftoverEntry', {
    permission: permissionDisplayName(permissionID, t),
    actions: describeActions(actions, t),
  });
}

/** The level a control's value names, if any. */
export function toLevel(value: string): PermissionLevel | undefined {
  return PERMISSION_LEVELS.find((level) => level === value);
}

/** A flags value as its level's name, else its action names. */
export function describeActions(actions: number, t: Translate<'permissionGroups'>): string {
  const level = levelOf(actions);
  return level ? t(permissionLevelNames[level]) : actionNames(actions, t).join(', ');
}

/** Names listed as a sentence says them: "A", "A and B", "A and B and C". */
export function namesJoined(names: readonly string[], t: Translate<'permissionGroups'>): string {
  const [first = '', ...rest] = names;
  return rest.reduce((joined, name) => t('permissionGroups.and', { first: joined, second: name }), first);
}
