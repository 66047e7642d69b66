import { describe, expect, it } from 'vitest';
import { createTable, type TableOptionsResolved } from '@tanstack/react-table';
import { lazyArray, lazyCoreRowModel, lazyViewRowModel, type GridView, type KeyedRow } from './lazy-rows';

describe('lazyArray', () => {
  it('reads like an array and makes each item only when it is read', () => {
    const made: number[] = [];
    const items = lazyArray(5, (index) => {
      made.push(index);
      return `item ${index}`;
    });
    expect(items).toHaveLength(5);
    expect(Array.isArray(items)).toBe(true);
    expect(made).toEqual([]);
    expect(items[3]).toBe('item 3');
    expect(made).toEqual([3]);
    expect(items[5]).toBeUndefined();
    expect(items[-1]).toBeUndefined();
    expect(2 in items).toBe(true);
    expect(5 in items).toBe(false);
    expect(items.map((item) => item.toUpperCase())).toEqual(['ITEM 0', 'ITEM 1', 'ITEM 2', 'ITEM 3', 'ITEM 4']);
    expect([...items].slice(1, 3)).toEqual(['item 1', 'item 2']);
    expect(Object.keys(items)).toEqual(['0', '1', '2', '3', '4']);
    expect(items.some((item) => item === 'item 4')).toBe(true);
  });

  it('is read-only', () => {
    const items = lazyArray(2, (index) => index);
    expect(() => {
      items[0] = 7;
    }).toThrow(TypeError);
    expect(items[0]).toBe(0);
  });
});

interface Record extends KeyedRow {
  name: string;
}

function tableOf(data: Record[], view: () => GridView) {
  const options: TableOptionsResolved<Record> = {
    data,
    columns: [{ id: 'name', accessorKey: 'name' }],
    getRowId: (record) => record.key,
    getCoreRowModel: lazyCoreRowModel<Record>(),
    getSortedRowModel: lazyViewRowModel<Record>(view),
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
  };
  return createTable(options);
}

describe('lazy row models', () => {
  const data: Record[] = Array.from({ length: 1000 }, (_, i) => ({ key: `k${i}`, name: `Name ${i}` }));

  it('the core model has a row per record, made on first read and then kept', () => {
    const table = tableOf(data, () => ({ keys: [], keyed: 0 }));
    const model = table.getCoreRowModel();
    expect(model.rows).toHaveLength(1000);
    const row = model.rows[42];
    expect(row?.id).toBe('k42');
    expect(row?.index).toBe(42);
    expect(row?.original).toBe(data[42]);
    expect(row?.getValue('name')).toBe('Name 42');
    expect(model.rows[42]).toBe(row);
    expect(model.rowsById.k42).toBe(row);
    expect(model.rowsById.missing).toBeUndefined();
    expect(table.getCoreRowModel()).toBe(model);
  });

  it('the view model shows the view keys in their order: the first `keyed` by their own rows, the rest by position', () => {
    let view: GridView = { keys: ['k7', 'k3', 'k999'], keyed: 1 };
    const table = tableOf(data, () => view);
    const model = table.getSortedRowModel();
    expect(model.rows.map((row) => row.original.key)).toEqual(['k7', 'k3', 'k999']);
    expect(model.rows[0]).toBe(table.getCoreRowModel().rowsById.k7);
    const [, second, third] = model.rows;
    expect(second?.id).not.toBe('k3');
    expect(second?.index).toBe(1);
    expect(third?.getValue('name')).toBe('Name 999');
    expect(model.rows[1]).toBe(second);
    expect(table.getSortedRowModel()).toBe(model);

    // Another order: the row at a position keeps its id (so it is updated in place) and shows the new record.
    view = { keys: ['k7', 'k999', 'k3'], keyed: 1 };
    const next = table.getSortedRowModel();
    expect(next.rows.map((row) => row.original.name)).toEqual(['Name 7', 'Name 999', 'Name 3']);
    expect(next.rows[1]?.id).toBe(second?.id);
    expect(next.rows[1]?.getValue('name')).toBe('Name 999');
  });
});
