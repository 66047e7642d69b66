import {
  createJsonArrayBatcher,
  FIRST_BATCH_ROWS,
  type FromJsonArrayWorker,
  type ToJsonArrayWorker,
} from './json-array-batches';

/** Called once with a copy of the first batch of a long answer, while the rest still reads. */
export type OnFirstRows = (rows: unknown[]) => void;

/** A list answer's body, a JSON array (none when the answer has no body). */
export type JsonArrayBody = ReadableStream<Uint8Array> | null | undefined;

/**
 * Reads a list answer's body (a JSON array) in a Web Worker as its bytes arrive, and gathers the elements the worker
 * hands back in batches: the page never parses the whole answer in one task. Undefined for an empty body. Given the
 * call still under way (its body's promise), the worker starts at once, so its script downloads while the
 * server answers rather than after it, behind the page's code. Where there is no Worker (the unit tests' jsdom), or
 * the worker cannot start, the same reader runs here. The first rows come in a small batch of their own; after them the
 * page takes the rest when it has nothing more urgent to do.
 */
export function readJsonArray(
  body: JsonArrayBody | Promise<JsonArrayBody>,
  signal?: AbortSignal,
  onFirstRows?: OnFirstRows,
): Promise<unknown[] | undefined> {
  const gather = gatherer(onFirstRows);
  return typeof Worker === 'undefined'
    ? Promise.resolve(body).then((answer) => (answer ? readHere(answer, gather, signal) : undefined))
    : readInWorker(body, gather, signal);
}

interface Scheduler {
  postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>;
}

/**
 * Where the browser has `scheduler.postTask`: posts a task at background priority, which runs only when no rendering,
 * input or other queued task waits. Undefined elsewhere.
 */
function backgroundTasks(): ((task: () => void) => void) | undefined {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  const postTask = scheduler?.postTask?.bind(scheduler);
  return postTask && ((task) => void postTask(task, { priority: 'background' }));
}

/** Adds each batch to the list; a whole first batch (more may follow it) also goes to `onFirstRows`. */
function gatherer(onFirstRows: OnFirstRows | undefined) {
  const rows: unknown[] = [];
  let shown = false;
  return {
    rows,
    add(batch: readonly unknown[]): void {
      append(rows, batch);
      if (shown || !onFirstRows || batch.length < FIRST_BATCH_ROWS) return;
      shown = true;
      onFirstRows(rows.slice());
    },
    /** Whether the first rows have gone to `onFirstRows`. */
    shown: () => shown,
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
  body: JsonArrayBody | Promise<JsonArrayBody>,
  { rows, add, shown }: Gatherer,
  signal?: AbortSignal,
): Promise<unknown[] | undefined> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      void Promise.resolve(body).then(
        (answer) => answer?.cancel(signal.reason).catch(() => undefined),
        () => undefined,
      );
      return reject(signal.reason);
    }
    const worker = new Worker(new URL('./json-array.worker.ts', import.meta.url), { type: 'module' });
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    let finished = false;
    // A worker is ended once its script has loaded: ended while loading, its request was cancelled half-way.
    let running = false;
    // The worker's messages after the first rows, waiting to be taken (below).
    const later: MessageEvent<FromJsonArrayWorker>[] = [];
    const finish = (outcome: () => void) => {
      if (finished) return;
      finished = true;
      later.length = 0;
      if (running) worker.terminate();
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    const fail = (error: unknown) => {
      void reader?.cancel(error).catch(() => undefined);
      finish(() => reject(error));
    };
    const abort = () => fail(signal?.reason);
    signal?.addEventListener('abort', abort, { once: true });
    // Until the worker runs, the bytes wait here: a worker that cannot start leaves them to the page's own reader.
    const waiting: ToJsonArrayWorker[] = [];
    let onPage: ReturnType<typeof createJsonArrayBatcher> | undefined;
    const send = (message: ToJsonArrayWorker) => {
      if (onPage) {
        if (message.type === 'bytes') return onPage.bytes(message.bytes);
        const answered = onPage.end();
        return finish(() => resolve(answered ? rows : undefined));
      }
      if (!running) return void waiting.push(message);
      worker.postMessage(message, message.type === 'bytes' ? [message.bytes.buffer] : []);
    };
    const sendWaiting = () => {
      try {
        for (const message of waiting.splice(0)) send(message);
      } catch (error) {
        fail(error);
      }
    };
    const take = (event: MessageEvent<FromJsonArrayWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        running = true;
        if (finished) worker.terminate();
        else sendWaiting();
      } else if (message.type === 'rows') add(message.rows);
      else if (message.type === 'done') finish(() => resolve(message.empty ? undefined : rows));
      else fail(new SyntaxError(message.message));
    };
    // Once the first rows are out, the worker's later messages are taken one per task at background priority (where
    // the browser can), so the first rows' render and paint and the page's code go ahead of the rest of a long list.
    const inBackground = backgroundTasks();
    const takeLater = () => {
      const next = later.shift();
      try {
        if (next) take(next);
      } catch (error) {
        fail(error);
      }
      if (later.length) inBackground?.(takeLater);
    };
    worker.addEventListener('message', (event: MessageEvent<FromJsonArrayWorker>) => {
      if (!inBackground || !(later.length || shown())) return take(event);
      later.push(event);
      if (later.length === 1) inBackground(takeLater);
    });
    worker.addEventListener('error', (event) => {
      if (running) return fail(new Error(event.message || 'The list reader failed'));
      // It could not start: ended here (never running, `finish` leaves it), and the page reads the answer.
      worker.terminate();
      if (finished) return;
      onPage = createJsonArrayBatcher(add);
      sendWaiting();
    });
    // The bytes go to the worker as they arrive (moved, not copied).
    void (async () => {
      const answer = await body;
      if (finished) return void answer?.cancel().catch(() => undefined);
      if (!answer) return finish(() => resolve(undefined));
      reader = answer.getReader();
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
