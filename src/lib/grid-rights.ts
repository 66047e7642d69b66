/**
 * Grid rights flags (SPEC 3 "Rights flags (grids)", 9): the contract's `GridRights` enum, None=0, Insert=1,
 * Change=2, Delete=4, Full=15. A grid offers add, in-place change and delete according to these bits
 * (SPEC 2.3, 6). Combine flags with `|` (e.g. `GridRights.Insert | GridRights.Delete`).
 */
import { GridRights } from '../api/schema.gen';

export type GridAction = 'insert' | 'change' | 'delete';

const FLAG_OF: Record<GridAction, GridRights> = {
  insert: GridRights.Insert,
  change: GridRights.Change,
  delete: GridRights.Delete,
};

/** Whether `rights` allow `action`. */
export function can(rights: GridRights, action: GridAction): boolean {
  return (rights & FLAG_OF[action]) !== 0;
}
