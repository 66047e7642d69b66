/**
 * A transaction's journal (World.transaction): each table behind a proxy that remembers the first value of every key
 * written, and the lists kept as they were, so a refused call puts the state back.
 */
import { APPENDED_LISTS, CHANGING_LISTS, type TableName, type WorldState } from './state';

/**
 * Puts a journaling proxy in place of a table for a transaction: the first write or delete of each key records what
 * the key held, `undo` gets the step that puts it back, and `tables` the table's name. Answers the step that puts the
 * table itself back.
 */
export function swapTable<K extends TableName>(
  state: WorldState,
  name: K,
  undo: (() => void)[],
  tables: Set<TableName>,
  onWrite?: (key: string | symbol) => void,
) {
  const table = state[name];
  const written = new Set<string | symbol>();
  // The order of the keys before the first delete: a record put back goes back to its place in the lists.
  let order: (string | symbol)[] | undefined;
  const remember = (key: string | symbol) => {
    if (written.has(key)) return;
    tables.add(name);
    written.add(key);
    onWrite?.(key);
    // A key put back is written again, for whoever took its first write meanwhile.
    if (Object.prototype.hasOwnProperty.call(table, key)) {
      const before: unknown = Reflect.get(table, key);
      undo.push(() => {
        Reflect.set(table, key, before);
        onWrite?.(key);
      });
    } else
      undo.push(() => {
        Reflect.deleteProperty(table, key);
        onWrite?.(key);
      });
  };
  undo.push(() => {
    if (!order) return;
    // By now every key is back as it was: the keys the call added are gone again.
    const values = order
      .filter((key) => Object.hasOwn(table, key))
      .map((key) => [key, Reflect.get(table, key)] as const);
    for (const key of Reflect.ownKeys(table)) Reflect.deleteProperty(table, key);
    for (const [key, value] of values) Reflect.set(table, key, value);
  });
  const journal = new Proxy(table, {
    set(target, key, value) {
      remember(key);
      return Reflect.set(target, key, value);
    },
    defineProperty(target, key, descriptor) {
      remember(key);
      return Reflect.defineProperty(target, key, descriptor);
    },
    deleteProperty(target, key) {
      if (!order && Object.prototype.hasOwnProperty.call(target, key)) order = Reflect.ownKeys(target);
      remember(key);
      return Reflect.deleteProperty(target, key);
    },
  });
  beneath.set(journal, table);
  state[name] = journal;
  return () => {
    state[name] = table;
  };
}

/** Each journaling proxy's table (`tableBeneath`). */
const beneath = new WeakMap<object, object>();

/**
 * The table itself, not the journal a transaction reads it through: the same records, and the same object from one
 * call to the next (an index kept across calls knows by it that the table was not replaced, as a reset replaces it).
 */
export function tableBeneath<T extends object>(table: T): T {
  return (beneath.get(table) as T | undefined) ?? table;
}

/** Keeps a list as it is (a copy) and answers the step that puts it back. */
export function keepList<K extends (typeof CHANGING_LISTS)[number]>(state: WorldState, name: K): () => void {
  const kept = state[name].slice() as WorldState[K];
  return () => {
    state[name] = kept;
  };
}

/** Keeps the length of a list that is only appended to and answers the step that cuts it back. */
export function keepAppended<K extends (typeof APPENDED_LISTS)[number]>(state: WorldState, name: K): () => void {
  const list = state[name];
  const length = list.length;
  return () => {
    list.length = length;
    state[name] = list;
  };
}
