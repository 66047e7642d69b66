import { JsonArrayReader } from './json-array-reader';

/** What the page sends the list reader's worker: the answer's bytes as they arrive, then its end. */
export type ToJsonArrayWorker = { type: 'bytes'; bytes: Uint8Array } | { type: 'end' };
/**
 * What the worker answers: `ready` once it runs, the array's elements in batches, then `done` (`empty`: the answer
 * had no body).
 */
export type FromJsonArrayWorker =
  | { type: 'ready' }
  | { type: 'rows'; rows: unknown[] }
  | { type: 'done'; empty: boolean }
  | { type: 'error'; message: string };

/**
 * Elements per batch handed back: small enough that the page takes one in a few milliseconds (a structured clone
 * costs about what parsing it does), large enough that 100,000 rows are a few dozen messages.
 */
export const BATCH_ROWS = 2000;

/**
 * Elements of the first batch, which the page shows while the rest still reads: more than a screen's rows, and few
 * enough that they come as soon as the answer's first piece (a tenth of a whole batch to parse and clone).
 */
export const FIRST_BATCH_ROWS = 200;

/**
 * Reads a JSON array answer from its bytes and gives its elements in batches, the first of at least `firstRows`,
 * then of at least `batchRows` (the last one smaller), each as soon as its text is complete.
 */
export function createJsonArrayBatcher(
  give: (rows: unknown[]) => void,
  batchRows: number = BATCH_ROWS,
  firstRows: number = FIRST_BATCH_ROWS,
) {
  const decoder = new TextDecoder();
  const reader = new JsonArrayReader();
  let given = false;
  return {
    bytes(bytes: Uint8Array): void {
      reader.push(decoder.decode(bytes, { stream: true }));
      if (reader.pending < (given ? batchRows : firstRows)) return;
      given = true;
      give(reader.take());
    },
    /** Gives the last elements; false when the answer was empty (no JSON at all). */
    end(): boolean {
      reader.push(decoder.decode());
      const rows = reader.end();
      if (rows === undefined) return false;
      if (rows.length) give(rows);
      return true;
    },
  };
}

/** The worker's side of the conversation: `post` sends a message back to the page. */
export function jsonArrayWorkerHandler(post: (message: FromJsonArrayWorker) => void) {
  const batcher = createJsonArrayBatcher((rows) => post({ type: 'rows', rows }));
  let failed = false;
  return (message: ToJsonArrayWorker): void => {
    if (failed) return;
    try {
      if (message.type === 'bytes') batcher.bytes(message.bytes);
      else post({ type: 'done', empty: !batcher.end() });
    } catch (error) {
      failed = true;
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
