import { describe, expect, it } from 'vitest';
import { GridRights } from '#/api/schema.gen';
import { can, cellEditable, gridAbilities } from './grid-rights';

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
    expect([
      can(GridRights.Insert, 'insert'),
      can(GridRights.Insert, 'change'),
      can(GridRights.Insert, 'delete'),
    ]).toEqual([true, false, false]);
    expect([
      can(GridRights.Change, 'insert'),
      can(GridRights.Change, 'change'),
      can(GridRights.Change, 'delete'),
    ]).toEqual([false, true, false]);
    expect([
      can(GridRights.Delete, 'insert'),
      can(GridRights.Delete, 'change'),
      can(GridRights.Delete, 'delete'),
    ]).toEqual([false, false, true]);
  });

  it('combines flags', () => {
    const rights = GridRights.Insert | GridRights.Delete;
    expect(can(rights, 'insert')).toBe(true);
    expect(can(rights, 'change')).toBe(false);
    expect(can(rights, 'delete')).toBe(true);
  });

  it('keeps the SPEC 9 values', () => {
    expect([GridRights.None, GridRights.Insert, GridRights.Change, GridRights.Delete, GridRights.Full]).toEqual([
      0, 1, 2, 4, 15,
    ]);
  });
});

describe('gridAbilities', () => {
  const setup = { inlineEdit: true, allowInlineInsert: true, hasNewRow: true, hasOnAdd: false, hasEditRedirect: false };

  it('inserts in place with Insert rights and a template', () => {
    const full = gridAbilities(GridRights.Full, setup);
    expect(full).toEqual({
      canInsert: true,
      canChange: true,
      canDelete: true,
      inlineInsert: true,
      showAdd: true,
      pendingPossible: true,
      showActions: true,
    });
    expect(gridAbilities(GridRights.Full, { ...setup, hasNewRow: false }).inlineInsert).toBe(false);
    expect(gridAbilities(GridRights.Change, setup).inlineInsert).toBe(false);
  });

  it('shows Add without inline insert only with onAdd', () => {
    const noInline = { ...setup, allowInlineInsert: false };
    expect(gridAbilities(GridRights.Insert, noInline).showAdd).toBe(false);
    expect(gridAbilities(GridRights.Insert, { ...noInline, hasOnAdd: true }).showAdd).toBe(true);
    expect(gridAbilities(GridRights.Change, { ...noInline, hasOnAdd: true }).showAdd).toBe(false);
  });

  it('has pending changes only when something can be edited or marked', () => {
    const readOnly = { ...setup, inlineEdit: false, allowInlineInsert: false };
    expect(gridAbilities(GridRights.Full, readOnly).pendingPossible).toBe(false);
    expect(gridAbilities(GridRights.Delete, { ...setup, hasNewRow: false }).pendingPossible).toBe(true);
    expect(gridAbilities(GridRights.None, setup).pendingPossible).toBe(false);
  });

  it('shows the actions column for Edit, Delete or added rows', () => {
    const none = { ...setup, hasNewRow: false };
    expect(gridAbilities(GridRights.None, none).showActions).toBe(false);
    expect(gridAbilities(GridRights.None, { ...none, hasEditRedirect: true }).showActions).toBe(true);
    expect(gridAbilities(GridRights.Delete, none).showActions).toBe(true);
  });
});

describe('cellEditable', () => {
  const grid = { inlineInsert: true, inlineEdit: true, canChange: true };

  it('never edits a read-only column', () => {
    expect(cellEditable({ readOnly: true }, 'new', grid)).toBe(false);
    expect(cellEditable({ readOnly: true }, 'clean', grid)).toBe(false);
  });

  it('edits an added row where rows can be inserted in place, even a column read-only once saved', () => {
    expect(cellEditable({ readOnlyOnceSaved: true }, 'new', grid)).toBe(true);
    expect(cellEditable({}, 'new', { ...grid, inlineInsert: false })).toBe(false);
  });

  it('edits a saved row in place with Change rights, unless marked for deletion', () => {
    expect(cellEditable({}, 'clean', grid)).toBe(true);
    expect(cellEditable({}, 'unsaved', grid)).toBe(true);
    expect(cellEditable({}, 'deleted', grid)).toBe(false);
    expect(cellEditable({ readOnlyOnceSaved: true }, 'clean', grid)).toBe(false);
    expect(cellEditable({}, 'clean', { ...grid, canChange: false })).toBe(false);
    expect(cellEditable({}, 'clean', { ...grid, inlineEdit: false })).toBe(false);
  });
});
