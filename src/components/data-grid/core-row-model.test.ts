import { createTable, getCoreRowModel, type Table, type TableOptionsResolved } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { runAtOnce } from '#/lib/sliced-work';
import { ROWS_MADE_AT_ONCE, coreRowModelSteps, gridCoreRowModel, rowsMade } from './core-row-model';

interface Item {
  key: string;
  children?: Item[];
}

function tableOf(data: Item[], withIds = true): Table<Item> {
  const options: TableOptionsResolved<Item> = {
    data,
    columns: [{ id: 'key', accessorFn: (item) => item.key }],
    getCoreRowModel: gridCoreRowModel,
    getSubRows: (item) => item.children,
    ...(withIds ? { getRowId: (item: Item) => item.key } : {}),
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
  };
  return createTable(options);
}

const shape = (table: Table<Item>, model = table.getCoreRowModel()) => ({
  rows: model.rows.map((row) => [
    row.id,
    row.index,
    row.depth,
    row.subRows.map((sub) => [sub.id, sub.index, sub.parentId]),
  ]),
  flat: model.flatRows.map((row) => row.id),
  byId: Object.keys(model.rowsById),
});

describe('the grid’s core row model', () => {
  const data: Item[] = [{ key: 'a', children: [{ key: 'a1' }, { key: 'a2' }] }, { key: 'b' }, { key: 'c' }];

  it('makes the rows TanStack Table’s own core row model makes, with or without row ids', () => {
    for (const withIds of [true, false]) {
      const ours = tableOf(data, withIds);
      const theirs = tableOf(data, withIds);
      theirs.setOptions((options) => ({ ...options, getCoreRowModel: getCoreRowModel() }));
      expect(shape(ours)).toEqual(shape(theirs));
    }
  });

  it('gives the table the rows made ahead in slices for its data, and makes a large data array’s rows only so', () => {
    const many = Array.from({ length: ROWS_MADE_AT_ONCE + 1 }, (_, i) => ({ key: `k${i}` }));
    const table = tableOf(many);
    expect(rowsMade(many)).toBe(false);
    expect(rowsMade(data)).toBe(true);
    const steps = coreRowModelSteps(table, many);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    expect(pauses).toBeGreaterThan(4);
    expect(rowsMade(many)).toBe(true);
    expect(table.getCoreRowModel()).toBe(step.value);
    expect(table.getCoreRowModel().rows[ROWS_MADE_AT_ONCE]?.index).toBe(ROWS_MADE_AT_ONCE);
    expect(table.getRow(`k${ROWS_MADE_AT_ONCE}`).original).toBe(many[ROWS_MADE_AT_ONCE]);
  });

  it('makes the rows at once for data it has not made ahead', () => {
    const fresh = [{ key: 'x' }];
    const table = tableOf(fresh);
    expect(table.getCoreRowModel().rows.map((row) => row.id)).toEqual(['x']);
    expect(runAtOnce(coreRowModelSteps(table, fresh)).rows).toHaveLength(1);
  });
});
