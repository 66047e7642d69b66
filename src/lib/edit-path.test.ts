import { describe, expect, it } from 'vitest';
import { editPathFor } from './edit-path';

describe('editPathFor', () => {
  it('appends /edit/{id} to the current path', () => {
    expect(editPathFor('/admin/users', 'u1')).toBe('/admin/users/edit/u1');
  });
  it('ignores a trailing slash', () => {
    expect(editPathFor('/organisation/o1/teams/', 't1')).toBe('/organisation/o1/teams/edit/t1');
  });
  it('encodes the id', () => {
    expect(editPathFor('/admin/clients', 'a b/c')).toBe('/admin/clients/edit/a%20b%2Fc');
  });
});
