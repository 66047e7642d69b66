import { describe, expect, it } from 'vitest';
import { serviceAccountFields } from './service-account-record';

describe("the service account's fields (SPEC 2.5, 3, 5)", () => {
  it('take the name limit from the contract (32)', () => {
    expect(serviceAccountFields.name.maxLength).toBe(32);
  });
});
