import { describe, expect, it } from 'vitest';
import { GridRights } from '../api/schema.gen';
import { can } from './grid-rights';

describe('can', () => {
  it('allows nothing with None', () => {
    expect(can(GridRights.None, 'insert')).toBe(false);
    expect(can(GridRights.None, 'change')).toBe(false);
    expect(can(GridRights.None, 'delete')).toBe(false);
  });

  it('allows everything with Full', () => {
    expect(can(GridRights.Full, 'insert')).toBe(true);
    expect(can(GridRights.Full, 'change')).toBe(true);
    expect(can(GridRights.Full, 'delete')).toBe(true);
  });

  it('reads each flag on its own', () => {
    expect([can(GridRights.Insert, 'insert'), can(GridRights.Insert, 'change'), can(GridRights.Insert, 'delete')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([can(GridRights.Change, 'insert'), can(GridRights.Change, 'change'), can(GridRights.Change, 'delete')]).toEqual([
      false,
      true,
      false,
    ]);
    expect([can(GridRights.Delete, 'insert'), can(GridRights.Delete, 'change'), can(GridRights.Delete, 'delete')]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('combines flags', () => {
    const rights = GridRights.Insert | GridRights.Delete;
    expect(can(rights, 'insert')).toBe(true);
    expect(can(rights, 'change')).toBe(false);
    expect(can(rights, 'delete')).toBe(true);
  });

  it('keeps the SPEC 9 values', () => {
    expect([GridRights.None, GridRights.Insert, GridRights.Change, GridRights.Delete, GridRights.Full]).toEqual([0, 1, 2, 4, 15]);
  });
});
