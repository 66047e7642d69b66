import { describe, expect, it } from 'vitest';
import { describedColumns } from '#/lib/record-fields';
import { english } from '#/test/translate';
import { serviceAccountFields, serviceAccountTypeField, type ServiceAccountChange } from './service-account-record';

describe("the service account's fields (SPEC 2.5, 3, 5)", () => {
  it('take the name limit from the contract (32)', () => {
    expect(serviceAccountFields.name.maxLength).toBe(32);
  });

  it('give the Service Accounts grid its columns: Name, Type (headed as the field), Restriction (read-only)', () => {
    expect(describedColumns<ServiceAccountChange, 'serviceAccounts'>(english, serviceAccountFields)).toEqual([
      { key: 'name', header: english('serviceAccounts.field.name'), maxLength: 32, width: 300, kind: 'text' },
      { key: 'serviceAccountType', header: english(serviceAccountTypeField.label), width: 220, kind: 'choice' },
      {
        key: 'rootNodeName',
        header: english('serviceAccounts.list.column.restriction'),
        width: 300,
        kind: 'readOnly',
      },
    ]);
  });
});
