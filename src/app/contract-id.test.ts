import { describe, expect, it } from 'vitest';
import { pathIds } from '#/api/path-ids.gen';
import { isContractId } from './contract-id';

describe('isContractId', () => {
  const user = pathIds['/api/user/{id}'].id;
  const client = pathIds['/api/client/{id}'].id;

  it("takes an id of the contract's format", () => {
    expect(isContractId('b1000000-0000-4000-8000-000000000001', user)).toBe(true);
    expect(isContractId('B1000000-0000-4000-8000-00000000000A', user)).toBe(true);
    expect(isContractId('kiosk', client)).toBe(true);
    expect(isContractId('k'.repeat(16), client)).toBe(true);
  });

  it('refuses dot segments, over-long ids and ids not of the format', () => {
    for (const id of [
      '.',
      '..',
      '',
      'a/b',
      'not-a-uuid',
      'b1000000-0000-4000-8000-0000000000011',
      `${'a'.repeat(37)}`,
    ]) {
      expect(isContractId(id, user), id).toBe(false);
    }
    for (const id of ['.', '..', 'k'.repeat(17), 'a/..']) expect(isContractId(id, client), id).toBe(false);
  });

  it('applies a pattern and a minimum length when the contract gives them', () => {
    expect(isContractId('ab', { pattern: '^[a-z]+$', minLength: 2 })).toBe(true);
    expect(isContractId('a', { pattern: '^[a-z]+$', minLength: 2 })).toBe(false);
    expect(isContractId('A1', { pattern: '^[a-z]+$' })).toBe(false);
  });
});
