import { describe, expect, it } from 'vitest';
import { AuditCategory } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import { auditCategoryNames, auditTypeHint, auditTypeInfo, indexAuditTypes } from './audit-types';

const descriptions = indexAuditTypes([
  { type: 20, name: 'Token issued', category: AuditCategory.Token, enumName: 'TokenIssued' },
  { type: 1, name: 'User created', category: AuditCategory.UserOrganisation, enumName: 'UserCreated' },
  { type: 77, name: 'Odd', category: 42 as AuditCategory, enumName: 'Odd' },
]);

describe('auditTypeInfo', () => {
  it('shows a described type with its name, category and code name', () => {
    const info = auditTypeInfo(20, descriptions, english);
    expect(info).toEqual({
      type: 20,
      name: 'Token issued',
      category: AuditCategory.Token,
      categoryName: 'Token',
      enumName: 'TokenIssued',
      known: true,
    });
    expect(auditTypeHint(info, english)).toBe('TokenIssued (20)');
  });

  it('falls back to the number and Unclassified for an unknown type', () => {
    const info = auditTypeInfo(999, descriptions, english);
    expect(info.name).toBe('999');
    expect(info.category).toBe(AuditCategory.Unclassified);
    expect(info.categoryName).toBe('Unclassified');
    expect(info.known).toBe(false);
    expect(auditTypeHint(info, english)).toBe('Unknown type (999)');
  });

  it('falls back when there are no descriptions at all', () => {
    expect(auditTypeInfo(1, new Map(), english).name).toBe('1');
  });

  it('treats a category it does not know as Unclassified', () => {
    expect(auditTypeInfo(77, descriptions, english).category).toBe(AuditCategory.Unclassified);
  });

  it('names every category as the contract does', () => {
    expect(Object.values(auditCategoryNames).map((key) => english(key))).toEqual([
      'Unclassified',
      'User/Organisation',
      'SuperUser',
      'Token',
      'UserInfo',
      'External',
      'Internal',
    ]);
  });

  it('names the categories and an unknown type in German; the code name stays as the API sends it', () => {
    const unknown = auditTypeInfo(999, descriptions, german);
    expect(unknown.categoryName).toBe('Nicht klassifiziert');
    expect(auditTypeHint(unknown, german)).toBe('Unbekannter Typ (999)');
    expect(auditTypeHint(auditTypeInfo(20, descriptions, german), german)).toBe('TokenIssued (20)');
    expect(auditTypeInfo(1, descriptions, german).categoryName).toBe('Benutzer/Organisation');
  });
});
