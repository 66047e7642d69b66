import { describe, expect, it } from 'vitest';
import { PermissionActionFlags as F, PermissionId as P } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import {
  ALIAS_IDS,
  NAMED_PERMISSION_IDS,
  effectiveActions,
  effectiveActionsOf,
  permissionCategory,
  type Permission,
} from './permission-catalogue';
import {
  checkProfile,
  checkedProfiles,
  describeActions,
  describeLeftover,
  expandAliasesCovering,
  hasLeftovers,
  isProfileCovered,
  leftoverPermissions,
  levelOf,
  namesJoined,
  permissionProfiles,
  profileIncludedIn,
  samePermissions,
  setAllPermissions,
  setPermissionLevel,
  toLevel,
  topButtons,
  uncheckProfile,
  type PermissionProfile,
} from './permission-profiles';

const p = (permissionID: P, allowedActions: F | number): Permission => ({ permissionID, allowedActions });
const profile = (key: PermissionProfile['key']): PermissionProfile => {
  const found = permissionProfiles.find((candidate) => candidate.key === key);
  if (!found) throw new Error(key);
  return found;
};
const configAccess = profile('configAccess');
const salesInsights = profile('salesInsights');
const systemInstallation = profile('systemInstallation');
const siteSupervisor = profile('siteSupervisor');
const checkedKeys = (permissions: readonly Permission[]) => checkedProfiles(permissions).map((found) => found.key);
const configIds = NAMED_PERMISSION_IDS.filter((id) => permissionCategory(id) === 'Config');

/** The Managers group of the mock estate: Site Supervisor in its compact form. */
const managers: Permission[] = [
  p(P.All_Config, F.View),
  p(P.Config_Publish, F.All),
  p(P.Config_PLUs, F.All),
  p(P.Config_Menus, F.All),
  p(P.Config_Adjustments, F.All),
  p(P.Config_Users, F.All),
  p(P.Config_UserViewExistingPINs, F.All),
  p(P.Config_TablePlans, F.All),
];

describe('profile coverage (SPEC 6)', () => {
  it('defines the four profiles exactly', () => {
    expect(permissionProfiles.map((found) => english(found.name))).toEqual([
      'Config Access',
      'Sales Insights',
      'System Installation',
      'Site Supervisor',
    ]);
    expect(english(siteSupervisor.description)).toBe(
      'View of all configuration; all actions on publish, PLUs, menus, adjustments, users, user view existing PINs and table plans.',
    );
    expect(german(configAccess.name)).toBe('Konfigurationszugriff');
    expect(configAccess.permissions).toEqual([p(P.All_Config, F.All)]);
    expect(salesInsights.permissions).toEqual([p(P.Sales_Aggregates, F.View), p(P.Sales_SalesData, F.View)]);
    expect(systemInstallation.permissions).toEqual([
      p(P.System_Health, F.View),
      p(P.System_Install, F.All),
      p(P.System_Provisioning, F.All),
      p(P.Sales_Aggregates, F.Edit),
    ]);
    expect(siteSupervisor.permissions).toEqual(managers);
  });

  it('checks nothing for an empty group', () => {
    expect(checkedKeys([])).toEqual([]);
  });

  it('checks Site Supervisor for the Managers group, and nothing else', () => {
    expect(checkedKeys(managers)).toEqual(['siteSupervisor']);
  });

  it('checks a profile whose permissions are covered in expanded form too', () => {
    const expanded = configIds.map((id) => p(id, F.All));
    expect(isProfileCovered(expanded, configAccess)).toBe(true);
    expect(isProfileCovered(expanded.slice(1), configAccess)).toBe(false);
  });

  it('needs every flag: view alone does not cover Config Access', () => {
    expect(isProfileCovered([p(P.All_Config, F.View)], configAccess)).toBe(false);
    expect(isProfileCovered([p(P.All_Config, F.Edit)], configAccess)).toBe(false);
  });

  it('covers Sales Insights with a higher level than needed', () => {
    expect(isProfileCovered([p(P.Sales_Aggregates, F.All), p(P.Sales_SalesData, F.All)], salesInsights)).toBe(true);
    expect(isProfileCovered([p(P.Sales_Aggregates, F.All)], salesInsights)).toBe(false);
  });

  it('Full Access covers every profile; View All covers only Sales Insights', () => {
    expect(checkedKeys(setAllPermissions('all'))).toEqual([
      'configAccess',
      'salesInsights',
      'systemInstallation',
      'siteSupervisor',
    ]);
    expect(checkedKeys(setAllPermissions('view'))).toEqual(['salesInsights']);
  });

  it('Config Access includes Site Supervisor', () => {
    const permissions = checkProfile([], configAccess);
    expect(checkedKeys(permissions)).toEqual(['configAccess', 'siteSupervisor']);
    expect(profileIncludedIn(permissions, siteSupervisor).map((found) => found.key)).toEqual(['configAccess']);
    expect(profileIncludedIn(permissions, configAccess)).toEqual([]);
    expect(profileIncludedIn(managers, siteSupervisor)).toEqual([]);
    expect(profileIncludedIn([], siteSupervisor)).toEqual([]);
  });
});

describe('checking and unchecking profiles', () => {
  it('checking Site Supervisor on an empty group gives the compact form', () => {
    expect(checkProfile([], siteSupervisor)).toEqual(managers);
  });

  it('checking merges flags into existing entries and appends the rest', () => {
    const result = checkProfile([p(P.Sales_Aggregates, F.View)], systemInstallation);
    expect(result).toEqual([
      p(P.Sales_Aggregates, F.All),
      p(P.System_Health, F.View),
      p(P.System_Install, F.All),
      p(P.System_Provisioning, F.All),
    ]);
  });

  it('checking Sales Insights on Managers appends its entries', () => {
    const result = checkProfile(managers, salesInsights);
    expect(result).toEqual([...managers, p(P.Sales_Aggregates, F.View), p(P.Sales_SalesData, F.View)]);
    expect(checkedKeys(result)).toEqual(['salesInsights', 'siteSupervisor']);
    expect(hasLeftovers(result)).toBe(false);
  });

  it('unchecking removes the profile and keeps the other checked profiles', () => {
    const both = checkProfile(managers, salesInsights);
    expect(uncheckProfile(both, salesInsights)).toEqual(managers);
    expect(uncheckProfile(both, siteSupervisor)).toEqual([p(P.Sales_Aggregates, F.View), p(P.Sales_SalesData, F.View)]);
  });

  it('keeps a shared permission at the flags the other profile needs', () => {
    const both = checkProfile(checkProfile([], salesInsights), systemInstallation);
    expect(effectiveActionsOf(both, P.Sales_Aggregates)).toBe(F.All);
    const withoutInsights = uncheckProfile(both, salesInsights);
    expect(effectiveActionsOf(withoutInsights, P.Sales_Aggregates)).toBe(F.Edit);
    expect(effectiveActionsOf(withoutInsights, P.Sales_SalesData)).toBe(0);
    expect(checkedKeys(withoutInsights)).toEqual(['systemInstallation']);
    const withoutInstall = uncheckProfile(both, systemInstallation);
    expect(withoutInstall).toEqual(salesInsights.permissions);
  });

  it('unchecking the only profile empties the list', () => {
    expect(uncheckProfile(managers, siteSupervisor)).toEqual([]);
    expect(uncheckProfile(checkProfile([], configAccess), configAccess)).toEqual(siteSupervisor.permissions);
  });

  it('unchecking an expanded profile removes it too', () => {
    const expanded = configIds.map((id) => p(id, F.All));
    expect(uncheckProfile([...expanded, ...salesInsights.permissions], salesInsights)).toEqual(
      checkProfile(checkProfile([], configAccess), siteSupervisor),
    );
  });

  it('unchecking keeps leftovers as individual entries', () => {
    const permissions = [...managers, p(P.Customer_Events, F.View)];
    expect(uncheckProfile(permissions, siteSupervisor)).toEqual([p(P.Customer_Events, F.View)]);
  });
});

describe('leftovers', () => {
  it('finds none for an empty group or a group made of profiles', () => {
    expect(leftoverPermissions([])).toEqual([]);
    expect(leftoverPermissions(managers)).toEqual([]);
    expect(leftoverPermissions(checkProfile(checkProfile([], configAccess), systemInstallation))).toEqual([]);
  });

  it('finds a permission no profile has', () => {
    expect(leftoverPermissions([...managers, p(P.Customer_Contacts, F.All)])).toEqual([
      { permissionID: P.Customer_Contacts, actions: F.All },
    ]);
  });

  it('finds flags beyond what the checked profiles explain', () => {
    // Sales Insights explains View of Sales_SalesData, not Edit.
    const permissions = [p(P.Sales_Aggregates, F.View), p(P.Sales_SalesData, F.All)];
    expect(leftoverPermissions(permissions)).toEqual([{ permissionID: P.Sales_SalesData, actions: F.Edit }]);
  });

  it('counts a partly covered profile as leftover', () => {
    // Site Supervisor without one of its All entries: it is not checked, so nothing explains the rest.
    const partial = managers.slice(0, 7);
    expect(checkedKeys(partial)).toEqual([]);
    expect(hasLeftovers(partial)).toBe(true);
    expect(leftoverPermissions(partial).map((leftover) => leftover.permissionID)).toContain(P.Config_Tax);
  });

  it('Full Access leaves the permissions no profile has as leftovers', () => {
    const leftovers = leftoverPermissions(setAllPermissions('all'));
    expect(leftovers.map((leftover) => leftover.permissionID)).toEqual([
      P.Sales_SalesData,
      P.Sales_RemoteOrders,
      P.System_Health,
      P.Customer_Contacts,
      P.Customer_Events,
      P.PartnerServices_Config,
      P.PartnerServices_Sales,
      P.DataExtractionService_Templates,
    ]);
    expect(leftovers.find((leftover) => leftover.permissionID === P.System_Health)?.actions).toBe(F.Edit);
    expect(leftovers.find((leftover) => leftover.permissionID === P.Sales_SalesData)?.actions).toBe(F.Edit);
  });
});

describe('levels and alias expansion (Advanced tab)', () => {
  it('maps effective actions to levels', () => {
    expect(levelOf(F.None)).toBe('forbid');
    expect(levelOf(F.View)).toBe('view');
    expect(levelOf(F.Edit)).toBe('edit');
    expect(levelOf(F.All)).toBe('all');
    expect(levelOf(F.Insert)).toBeNull();
    expect(levelOf(F.View | F.Update)).toBeNull();
  });

  it('sets, changes and forbids a permission without aliases', () => {
    let permissions = setPermissionLevel([], P.Sales_SalesData, 'view');
    expect(permissions).toEqual([p(P.Sales_SalesData, F.View)]);
    permissions = setPermissionLevel(permissions, P.Sales_SalesData, 'all');
    expect(permissions).toEqual([p(P.Sales_SalesData, F.All)]);
    permissions = setPermissionLevel(permissions, P.Sales_SalesData, 'forbid');
    expect(permissions).toEqual([]);
    expect(setPermissionLevel([], P.Sales_SalesData, 'forbid')).toEqual([]);
  });

  it('expands All_Config before changing a Config permission, leaving every other permission as it was', () => {
    const before = effectiveActions(managers);
    const result = setPermissionLevel(managers, P.Config_Tax, 'forbid');
    expect(result.some((entry) => entry.permissionID === P.All_Config)).toBe(false);
    expect(result.filter((entry) => permissionCategory(entry.permissionID) === 'Config')).toHaveLength(29);
    expect(effectiveActionsOf(result, P.Config_Tax)).toBe(0);
    const after = effectiveActions(result);
    for (const id of NAMED_PERMISSION_IDS) {
      if (id !== P.Config_Tax) expect(after.get(id) ?? 0).toBe(before.get(id) ?? 0);
    }
    // Entries already there keep their flags and place; expanded ones follow.
    expect(result.slice(0, 7)).toEqual(managers.slice(1));
  });

  it('lowers a permission below its alias level', () => {
    const result = setPermissionLevel([p(P.All_Config, F.All)], P.Config_Users, 'view');
    expect(effectiveActionsOf(result, P.Config_Users)).toBe(F.View);
    expect(effectiveActionsOf(result, P.Config_Menus)).toBe(F.All);
  });

  it('leaves an alias alone when it does not cover the permission', () => {
    const result = setPermissionLevel(managers, P.Sales_SalesData, 'view');
    expect(result).toEqual([...managers, p(P.Sales_SalesData, F.View)]);
  });

  it('expands All into every named permission', () => {
    const result = setPermissionLevel(setAllPermissions('view'), P.Customer_Events, 'all');
    expect(result).toHaveLength(41);
    expect(result.some((entry) => entry.permissionID === P.All)).toBe(false);
    expect(effectiveActionsOf(result, P.Customer_Events)).toBe(F.All);
    expect(effectiveActionsOf(result, P.Config_Tax)).toBe(F.View);
  });

  it('expands both aliases when both cover the permission, merging their flags', () => {
    const permissions = [p(P.All, F.View), p(P.All_Config, F.Edit)];
    const expanded = expandAliasesCovering(permissions, P.Config_Tax);
    expect(expanded.some((entry) => ALIAS_IDS.includes(entry.permissionID))).toBe(false);
    expect(effectiveActionsOf(expanded, P.Config_Menus)).toBe(F.All);
    expect(effectiveActionsOf(expanded, P.Sales_SalesData)).toBe(F.View);
    const result = setPermissionLevel(permissions, P.Config_Tax, 'view');
    expect(effectiveActionsOf(result, P.Config_Tax)).toBe(F.View);
  });

  it('expanding only All when the permission is not a Config one keeps All_Config', () => {
    const permissions = [p(P.All, F.View), p(P.All_Config, F.Edit)];
    const expanded = expandAliasesCovering(permissions, P.Sales_SalesData);
    expect(expanded[0]).toEqual(p(P.All_Config, F.Edit));
    expect(expanded).toHaveLength(42);
  });

  it('expansion without a covering alias changes nothing', () => {
    expect(expandAliasesCovering(managers, P.Sales_SalesData)).toEqual(managers);
  });
});

describe('the four top buttons', () => {
  it('are Forbid All, View All, Edit All and Full Access', () => {
    expect(topButtons.map((button) => english(button.label))).toEqual([
      'Forbid All',
      'View All',
      'Edit All',
      'Full Access',
    ]);
    expect(topButtons.map((button) => german(button.label))).toEqual([
      'Alle verweigern',
      'Alle anzeigen',
      'Alle bearbeiten',
      'Vollzugriff',
    ]);
  });

  it('Forbid All empties the list', () => {
    expect(setAllPermissions('forbid')).toEqual([]);
  });

  it('View All, Edit All and Full Access set the single All alias', () => {
    expect(setAllPermissions('view')).toEqual([p(P.All, F.View)]);
    expect(setAllPermissions('edit')).toEqual([p(P.All, F.Edit)]);
    expect(setAllPermissions('all')).toEqual([p(P.All, F.All)]);
  });

  it('each button maps to its level', () => {
    for (const button of topButtons) {
      const result = setAllPermissions(button.level);
      for (const id of NAMED_PERMISSION_IDS) expect(levelOf(effectiveActionsOf(result, id))).toBe(button.level);
    }
  });
});

describe('names listed in a sentence', () => {
  it('joins them with "and", in the console language', () => {
    expect(namesJoined([], english)).toBe('');
    expect(namesJoined(['All'], english)).toBe('All');
    expect(namesJoined(['All', 'All configuration'], english)).toBe('All and All configuration');
    expect(namesJoined(['A', 'B', 'C'], english)).toBe('A and B and C');
    expect(namesJoined(['Alle', 'Gesamte Konfiguration'], german)).toBe('Alle und Gesamte Konfiguration');
  });
});

describe('samePermissions', () => {
  it('ignores order and entries that allow nothing', () => {
    expect(samePermissions(managers, [...managers].reverse())).toBe(true);
    expect(samePermissions(managers, [...managers, p(P.Sales_SalesData, F.None)])).toBe(true);
    expect(samePermissions(managers, managers.slice(1))).toBe(false);
    expect(samePermissions([p(P.Config_Tax, F.View)], [p(P.Config_Tax, F.All)])).toBe(false);
  });
});

describe('permission descriptions', () => {
  it('names a level, or the actions of a value that is no level', () => {
    expect(describeActions(F.View, english)).toBe('View');
    expect(describeActions(F.Insert | F.View, english)).toBe('Insert, View');
    expect(describeLeftover({ permissionID: P.Config_Tax, actions: F.View }, english)).toBe('Tax (View)');
    expect(describeLeftover({ permissionID: P.Config_Tax, actions: F.View }, german)).toBe('Steuern (Anzeigen)');
    expect(toLevel('edit')).toBe('edit');
    expect(toLevel('nonsense')).toBeUndefined();
  });
});
