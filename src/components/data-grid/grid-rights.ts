/**
 * Grid rights flags (SPEC 3 "Rights flags (grids)", 9): the contract's `GridRights` enum, None=0, Insert=1,
 * Change=2, Delete=4, Full=15. A grid offers add, in-place change and delete according to these bits
 * (SPEC 2.3, 6). Combine flags with `|` (e.g. `GridRights.Insert | GridRights.Delete`).
 */
import { GridRights } from '#/api/schema.gen';
import type { RowStatus } from '#/lib/grid-changes';
import type { DataGridProps } from './data-grid-types';

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

/** What a grid offers, from its rights and how it is set up (see the data grid's props). */
export interface GridAbilities {
  canInsert: boolean;
  canChange: boolean;
  canDelete: boolean;
  /** Add puts a blank row on top (Insert rights, in-place insert and a template). */
  inlineInsert: boolean;
  showAdd: boolean;
  /** Rows can have pending changes (the Status column shows). */
  pendingPossible: boolean;
  showActions: boolean;
}

export function gridAbilities(
  rights: GridRights,
  setup: {
    inlineEdit: boolean;
    allowInlineInsert: boolean;
    hasNewRow: boolean;
    hasOnAdd: boolean;
    hasEditRedirect: boolean;
  },
): GridAbilities {
  const canInsert = can(rights, 'insert');
  const canChange = can(rights, 'change');
  const canDelete = can(rights, 'delete');
  const inlineInsert = setup.allowInlineInsert && canInsert && setup.hasNewRow;
  return {
    canInsert,
    canChange,
    canDelete,
    inlineInsert,
    showAdd: inlineInsert || (!setup.allowInlineInsert && canInsert && setup.hasOnAdd),
    pendingPossible: inlineInsert || (setup.inlineEdit && (canChange || canDelete)),
    showActions: setup.hasEditRedirect || canDelete || inlineInsert,
  };
}

/** A grid's abilities from its props (in-place editing and insert on unless switched off). */
export function gridAbilitiesOf<T extends object>(
  props: Pick<DataGridProps<T>, 'rights' | 'inlineEdit' | 'allowInlineInsert' | 'newRow' | 'onAdd' | 'editRedirect'>,
): GridAbilities {
  return gridAbilities(props.rights, {
    inlineEdit: props.inlineEdit ?? true,
    allowInlineInsert: props.allowInlineInsert ?? true,
    hasNewRow: props.newRow !== undefined,
    hasOnAdd: props.onAdd !== undefined,
    hasEditRedirect: props.editRedirect !== undefined,
  });
}

/** Whether a cell is edited in place: an added row's where it can be inserted, a saved row's where it can be changed. */
export function cellEditable(
  column: { readOnly?: boolean; readOnlyOnceSaved?: boolean },
  status: RowStatus,
  grid: { inlineInsert: boolean; inlineEdit: boolean; canChange: boolean },
): boolean {
  if (column.readOnly) return false;
  if (status === 'new') return grid.inlineInsert;
  return !column.readOnlyOnceSaved && status !== 'deleted' && grid.inlineEdit && grid.canChange;
}
