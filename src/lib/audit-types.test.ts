import { describe, expect, it } from 'vitest';
import { AuditCategory } from '../api/schema.gen';
import { auditCategoryNames, auditTypeHint, auditTypeInfo, indexAuditTypes } from './audit-types';

const descriptions = indexAuditTypes([
  { type: 20, name: 'Token issued', category: AuditCategory.Token, enumName: 'TokenIssued' },
  { type: 1, name: 'User created', category: AuditCategory.UserOrganisation, enumName: 'UserCreated' },
  { type: 77, name: 'Odd', category: 42 as AuditCategory, enumName: 'Odd' },
]);

describe('auditTypeInfo', () => {
  it('shows a described type with its name, category and code name', () => {
    const info = auditTypeInfo(20, descriptions);
    expect(info).toEqual({
      type: 20,
      name: 'Token issued',
      category: AuditCategory.Token,
      categoryName: 'Token',
      enumName: 'TokenIssued',
      known: true,
    });
    expect(auditTypeHint(info)).toBe('TokenIssued (20)');
  });

  it('falls back to the number and Unclassified for an unknown type', () => {
    const info = auditTypeInfo(999, descriptions);
    expect(info.name).toBe('999');
    expect(info.category).toBe(AuditCategory.Unclassified);
    expect(info.categoryName).toBe('Unclassified');
    expect(info.known).toBe(false);
    expect(auditTypeHint(info)).toBe('Unknown type (999)');
  });

  it('falls back when there are no descriptions at all', () => {
    expect(auditTypeInfo(1, new Map()).name).toBe('1');
  });

  it('treats a category it does not know as Unclassified', () => {
    expect(auditTypeInfo(77, descriptions).category).toBe(AuditCategory.Unclassified);
  });

  it('names every category as the contract does', () => {
    expect(Object.values(auditCategoryNames)).toEqual([
      'Unclassified',
      'User/Organisation',
      'SuperUser',
      'Token',
      'UserInfo',
      'External',
      'Internal',
    ]);
  });
});
