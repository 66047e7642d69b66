import {
  BATCH_ROWS,
  createJsonArrayBatcher,
  type FromJsonArrayWorker,
  type ToJsonArrayWorker,
} from './json-array-batches';

/** Called once with a copy of the first whole batch of a long answer, while the rest still reads. */
export type OnFirstRows = (rows: unknown[]) => void;

/**
 * Reads a list answer's body (a JSON array) in a Web Worker as its bytes arrive, and gathers the elements the worker
 * hands back in batches: the page never parses the whole answer in one task. Undefined for an empty body, as
 * openapi-fetch gives. Where there is no Worker (the unit tests' jsdom), the same reader runs here.
 */
export function readJsonArray(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  onFirstRows?: OnFirstRows,
): Promise<unknown[] | undefined> {
  const gather = gatherer(onFirstRows);
  return typeof Worker === 'undefined' ? readHere(body, gather, signal) : readInWorker(body, gather, signal);
}

/** Adds each batch to the list; the first whole batch (more may follow it) also goes to `onFirstRows`. */
function gatherer(onFirstRows: OnFirstRows | undefined) {
  const rows: unknown[] = [];
  let shown = onFirstRows === undefined;
  return {
    rows,
    add(batch: readonly unknown[]): void {
      append(rows, batch);
      if (shown || batch.length < BATCH_ROWS) return;
      shown = true;
      onFirstRows?.(rows.slice());
    },
  };
}

type Gatherer = ReturnType<typeof gatherer>;

async function readHere(
  body: ReadableStream<Uint8Array>,
  { rows, add }: Gatherer,
  signal?: AbortSignal,
): Promise<unknown[] | undefined> {
  const batcher = createJsonArrayBatcher(add);
  const reader = body.getReader();
  const cancel = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      batcher.bytes(value);
    }
    return batcher.end() ? rows : undefined;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

function readInWorker(
  body: ReadableStream<Uint8Array>,
  { rows, add }: Gatherer,
  signal?: AbortSignal,
): Promise<unknown[] | undefined> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./json-array.worker.ts', import.meta.url), { type: 'module' });
    const reader = body.getReader();
    const finish = (outcome: () => void) => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    const fail = (error: unknown) => {
      void reader.cancel(error).catch(() => undefined);
      finish(() => reject(error));
    };
    const abort = () => fail(signal?.reason);
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    const send = (message: ToJsonArrayWorker) =>
      worker.postMessage(message, message.type === 'bytes' ? [message.bytes.buffer] : []);
    worker.addEventListener('message', (event: MessageEvent<FromJsonArrayWorker>) => {
      const message = event.data;
      if (message.type === 'rows') add(message.rows);
      else if (message.type === 'done') finish(() => resolve(message.empty ? undefined : rows));
      else fail(new SyntaxError(message.message));
    });
    worker.addEventListener('error', (event) => fail(new Error(event.message || 'The list reader failed')));
    // The bytes go to the worker as they arrive (moved, not copied).
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return send({ type: 'end' });
        send({ type: 'bytes', bytes: value });
      }
    })().catch((error: unknown) => fail(error));
  });
}

/** Adds a batch to the list (one push per element: a spread of thousands of arguments can overflow the stack). */
function append(rows: unknown[], batch: readonly unknown[]): void {
  for (const row of batch) rows.push(row);
}
