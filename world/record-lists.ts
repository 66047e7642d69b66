import type { TableName, WorldState } from './state';

/**
 * Each table's records as `Object.values` lists them, kept until the state may have changed or a table is replaced
 * (a reset, a state file). A call that may write (every call but a GET, `World.transaction`) lists afresh while it
 * runs (`writing`), so it reads its own writes; after it, what was kept of the tables it wrote (or of every table,
 * when that is not known) is dropped.
 */
export class RecordLists {
  private generation = 0;
  private writing = 0;
  private readonly kept = new Map<TableName, { table: object; generation: number; records: readonly unknown[] }>();

  // Per table, the search text of its kept records (`search`).
  private readonly texts = new Map<TableName, { records: readonly unknown[]; text: string; starts: number[] }>();

  // Per table and field, its kept records grouped by that field's value (`where`).
  private readonly groups = new Map<string, { records: readonly unknown[]; byValue: Map<unknown, unknown[]> }>();

  constructor(private readonly state: () => WorldState) {}

  /**
   * The records of a table with `value` in `field` (an organisation's teams), in the table's order, as a new array. The
   * table is grouped by that field once per listing of it, so reading one organisation's records among 100,000
   * organisations' does not go through every record of the table each time.
   */
  where<K extends TableName, F extends keyof WorldState[K][string]>(
    name: K,
    field: F,
    value: WorldState[K][string][F],
  ): WorldState[K][string][] {
    const records = this.of(name);
    // Inside a call that writes, the records are listed afresh every time: a grouping would be made for one look.
    if (this.writing > 0) return records.filter((record) => record[field] === value);
    const key = `${name}.${String(field)}`;
    let group = this.groups.get(key);
    if (!group || group.records !== records) {
      const byValue = new Map<unknown, unknown[]>();
      for (const record of records) {
        const list = byValue.get(record[field]);
        if (list) list.push(record);
        else byValue.set(record[field], [record]);
      }
      group = { records, byValue };
      this.groups.set(key, group);
    }
    return [...((group.byValue.get(value) ?? []) as WorldState[K][string][])];
  }

  /**
   * The records of a table whose search text (`textOf`, lower case) contains `query` (lower case), at most `limit`,
   * in the table's order. The texts of the kept records are one string, searched with `indexOf` from match to
   * match: a search of 100,000 records as the admin types takes a few milliseconds instead of tens.
   */
  search<K extends TableName>(
    name: K,
    textOf: (record: WorldState[K][string]) => string,
    query: string,
    limit = Infinity,
  ): WorldState[K][string][] {
    const records = this.of(name);
    let index = this.texts.get(name);
    if (!index || index.records !== records) {
      const starts: number[] = [];
      let text = '';
      for (const record of records) {
        starts.push(text.length);
        text += `${textOf(record)}\u0001`;
      }
      index = { records, text, starts };
      // Inside a call that writes, the records are listed afresh every time: nothing is kept for them.
      if (this.writing === 0) this.texts.set(name, index);
    }
    const found: WorldState[K][string][] = [];
    const { text, starts } = index;
    for (let at = text.indexOf(query); at >= 0 && found.length < limit;) {
      // The record the match is in: the last start at or before it.
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((starts[middle] ?? 0) <= at) low = middle;
        else high = middle - 1;
      }
      const record = records[low] as WorldState[K][string] | undefined;
      if (record !== undefined) found.push(record);
      const next = starts[low + 1];
      if (next === undefined) break;
      at = text.indexOf(query, next);
    }
    return found;
  }

  /**
   * Runs a call that may write: nothing is kept while it runs. Afterwards the tables `written` names (when the caller
   * knows them, as `World.transaction` does) are listed afresh; without it, every table is.
   */
  whileWriting<T>(call: () => T, written?: () => Iterable<TableName>): T {
    this.writing += 1;
    try {
      return call();
    } finally {
      this.writing -= 1;
      const tables = written?.();
      if (tables === undefined) this.generation += 1;
      else for (const name of tables) this.kept.delete(name);
    }
  }

  of<K extends TableName>(name: K): readonly WorldState[K][string][] {
    const table = this.state()[name];
    if (this.writing > 0) return Object.values(table) as WorldState[K][string][];
    const kept = this.kept.get(name);
    if (kept && kept.table === table && kept.generation === this.generation) {
      return kept.records as readonly WorldState[K][string][];
    }
    const records = Object.values(table) as WorldState[K][string][];
    this.kept.set(name, { table, generation: this.generation, records });
    return records;
  }
}
