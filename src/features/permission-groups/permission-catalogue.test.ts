import { describe, expect, it } from 'vitest';
import { PermissionActionFlags as F, PermissionId as P } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import {
  ALIAS_IDS,
  NAMED_PERMISSION_IDS,
  actionNames,
  aliasCovers,
  effectiveActions,
  effectiveActionsOf,
  permissionCategory,
  permissionCategoryNames,
  permissionDisplayName,
  permissionsByCategory,
  type Permission,
} from './permission-catalogue';

const p = (permissionID: P, allowedActions: F | number): Permission => ({ permissionID, allowedActions });
const configIds = NAMED_PERMISSION_IDS.filter((id) => permissionCategory(id) === 'Config');

describe('ids, categories and names', () => {
  it('takes every id from the generated enum: 41 named permissions and the two aliases', () => {
    expect(ALIAS_IDS).toEqual([4095, 4094]);
    expect(NAMED_PERMISSION_IDS).toHaveLength(41);
    expect(NAMED_PERMISSION_IDS).not.toContain(P.All);
    expect(NAMED_PERMISSION_IDS).not.toContain(P.All_Config);
    expect(configIds).toHaveLength(30);
  });

  it('puts every named permission in one category, from its enum name', () => {
    for (const id of NAMED_PERMISSION_IDS) expect(permissionCategory(id)).not.toBeNull();
    expect(permissionCategory(P.Sales_RemoteOrders)).toBe('Sales');
    expect(permissionCategory(P.DataExtractionService_Templates)).toBe('DataExtractionService');
    expect(permissionCategory(P.All_Config)).toBeNull();
    const grouped = permissionsByCategory();
    expect(grouped.map((group) => group.ids.length)).toEqual([30, 3, 3, 2, 2, 1]);
  });

  it('shows the contract display names, in the console language', () => {
    expect(permissionDisplayName(P.Config_PaidInOutTypes, english)).toBe('Paid in/out types');
    expect(permissionDisplayName(P.All_Config, english)).toBe('All configuration');
    expect(permissionDisplayName(999 as P, english)).toBe('999');
    expect(permissionDisplayName(P.Config_PaidInOutTypes, german)).toBe('Ein-/Auszahlungsarten');
  });

  it('names every permission and category in every language', () => {
    for (const id of [...NAMED_PERMISSION_IDS, ...ALIAS_IDS]) {
      expect(permissionDisplayName(id, english)).not.toMatch(/^permissionGroups\./);
      expect(permissionDisplayName(id, german)).not.toMatch(/^permissionGroups\./);
    }
    expect(english(permissionCategoryNames.PartnerServices)).toBe('Partner Services');
    expect(german(permissionCategoryNames.PartnerServices)).toBe('Partnerdienste');
  });

  it('names the actions of a flags value', () => {
    expect(actionNames(F.All, english)).toEqual(['Insert', 'Update', 'Delete', 'View']);
    expect(actionNames(F.View | F.Insert, english)).toEqual(['Insert', 'View']);
    expect(actionNames(F.None, english)).toEqual([]);
    expect(actionNames(F.View | F.Insert, german)).toEqual(['Einfügen', 'Anzeigen']);
  });
});

describe('aliases and effective actions', () => {
  it('All covers every named permission; All_Config only the Config ones; an alias never covers an alias', () => {
    expect(NAMED_PERMISSION_IDS.every((id) => aliasCovers(P.All, id))).toBe(true);
    expect(aliasCovers(P.All_Config, P.Config_Tax)).toBe(true);
    expect(aliasCovers(P.All_Config, P.Sales_SalesData)).toBe(false);
    expect(aliasCovers(P.All, P.All_Config)).toBe(false);
    expect(aliasCovers(P.Config_Tax, P.Config_Tax)).toBe(false);
  });

  it('unions an entry with the aliases covering it', () => {
    const permissions = [p(P.All_Config, F.View), p(P.Config_Tax, F.Edit), p(P.All, F.Insert)];
    expect(effectiveActionsOf(permissions, P.Config_Tax)).toBe(F.All);
    expect(effectiveActionsOf(permissions, P.Config_Menus)).toBe(F.View | F.Insert);
    expect(effectiveActionsOf(permissions, P.Sales_SalesData)).toBe(F.Insert);
    expect(effectiveActionsOf([], P.Sales_SalesData)).toBe(0);
  });

  it('ignores entries that allow nothing', () => {
    expect(effectiveActions([p(P.Config_Tax, F.None)]).size).toBe(0);
  });
});
