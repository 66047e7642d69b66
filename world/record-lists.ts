import type { TableName, WorldState } from './state';

/**
 * Each table's records as `Object.values` lists them, kept until the state may have changed or a table is replaced
 * (a reset, a state file). A call that may write (every call but a GET, `World.transaction`) lists afresh while it
 * runs (`writing`), so it reads its own writes, and what was kept before it is dropped after it.
 */
export class RecordLists {
  private generation = 0;
  private writing = 0;
  private readonly kept = new Map<TableName, { table: object; generation: number; records: readonly unknown[] }>();

  constructor(private readonly state: () => WorldState) {}

  /** Runs a call that may write: nothing is kept while it runs, and nothing kept before it is read after it. */
  whileWriting<T>(call: () => T): T {
    this.writing += 1;
    this.generation += 1;
    try {
      return call();
    } finally {
      this.writing -= 1;
      this.generation += 1;
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
