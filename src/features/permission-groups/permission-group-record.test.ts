import { describe, expect, it } from 'vitest';
import { permissionGroupFields } from './permission-group-record';

describe("the permission group's fields (SPEC 3, 5)", () => {
  it('take the name limit from the contract (32)', () => {
    expect(permissionGroupFields.name.maxLength).toBe(32);
  });
});
