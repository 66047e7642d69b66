import { describe, expect, it } from 'vitest';
import { integrationServerFields, posCoreFields } from './server-record';

describe("the servers' fields", () => {
  it('takes the contract limits (name 32, uri 256, jwtSigningKey 128)', () => {
    expect(posCoreFields.name.maxLength).toBe(32);
    expect(posCoreFields.uri.maxLength).toBe(256);
    expect(posCoreFields.jwtSigningKey.maxLength).toBe(128);
    expect(integrationServerFields.name.maxLength).toBe(32);
  });
});
