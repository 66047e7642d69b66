import type { TableName, WorldState } from './state';

/**
 * Each table's records as `Object.values` lists them, kept until the state may have changed (`changed()`, which the
 * world calls around every call but a GET) or a table is replaced (a reset, a state file).
 */
export class RecordLists {
  private generation = 0;
  private readonly kept = new Map<TableName, { table: object; generation: number; records: readonly unknown[] }>();

  constructor(private readonly state: () => WorldState) {}

  changed(): void {
    this.generation += 1;
  }

  of<K extends TableName>(name: K): readonly WorldState[K][string][] {
    const table = this.state()[name];
    const kept = this.kept.get(name);
    if (kept && kept.table === table && kept.generation === this.generation) {
      return kept.records as readonly WorldState[K][string][];
    }
    const records = Object.values(table) as WorldState[K][string][];
    this.kept.set(name, { table, generation: this.generation, records });
    return records;
  }
}
