import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_ROWS, FIRST_BATCH_ROWS, jsonArrayWorkerHandler, type ToJsonArrayWorker } from './json-array-batches';
import { readJsonArray } from './json-array-stream';

/** A body that gives `pieces` one by one, then ends (or fails with `failure`). */
function bodyOf(pieces: string[], failure?: Error): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < pieces.length) controller.enqueue(encoder.encode(pieces[next++]));
      else if (failure) controller.error(failure);
      else controller.close();
    },
  });
}

// jsdom has no Worker: these run the same reader on the page's thread (the browser's path is the e2e specs').
describe('readJsonArray without a Worker', () => {
  it('gathers the elements of an answer that arrives in pieces', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: `u${i}`, name: `User, "${i}"` }));
    const text = JSON.stringify(rows);
    const pieces = Array.from({ length: Math.ceil(text.length / 1000) }, (_, i) =>
      text.slice(i * 1000, i * 1000 + 1000),
    );
    await expect(readJsonArray(bodyOf(pieces))).resolves.toEqual(rows);
  });

  it('hands over a copy of the first batch while the rest still reads, once; a short list none', async () => {
    const rows = Array.from({ length: BATCH_ROWS * 2 + 10 }, (_, i) => ({ id: `u${i}` }));
    const text = JSON.stringify(rows);
    const half = text.indexOf(`{"id":"u${FIRST_BATCH_ROWS + 5}"}`);
    const shown: unknown[][] = [];
    let whole: unknown[] | undefined;
    const read = readJsonArray(bodyOf([text.slice(0, half), text.slice(half)]), undefined, (first) => {
      shown.push(first);
      whole = first;
    });
    await expect(read).resolves.toEqual(rows);
    expect(shown).toHaveLength(1);
    expect(whole).toEqual(rows.slice(0, FIRST_BATCH_ROWS + 5));
    const short: unknown[][] = [];
    await readJsonArray(bodyOf([JSON.stringify(rows.slice(0, 10))]), undefined, (first) => short.push(first));
    expect(short).toEqual([]);
  });

  it('gives undefined for an empty body', async () => {
    await expect(readJsonArray(bodyOf([]))).resolves.toBeUndefined();
  });

  it('rejects an answer that is not a JSON array, or is cut short', async () => {
    await expect(readJsonArray(bodyOf(['<html>']))).rejects.toThrow(SyntaxError);
    await expect(readJsonArray(bodyOf(['[{"a":1},']))).rejects.toThrow('Unexpected end');
  });

  it("rejects with the body's own failure (the connection lost)", async () => {
    const lost = new TypeError('network error');
    await expect(readJsonArray(bodyOf(['[1,'], lost))).rejects.toBe(lost);
  });

  it('stops reading when its call is cancelled', async () => {
    const controller = new AbortController();
    const reason = new DOMException('cancelled', 'AbortError');
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('[1,'));
        controller.abort(reason);
      },
    });
    await expect(readJsonArray(body, controller.signal)).rejects.toBe(reason);
  });
});

/** Until what the fake workers posted (by microtasks) has come: the next task. */
const everyMessageIn = () => new Promise((resolve) => setTimeout(resolve));

/** A Worker that runs the list reader's handler on this thread; `started` counts the workers made, `ended` those ended. */
function fakeWorkers({ readyAtOnce = false, cannotStart = false } = {}) {
  const counts = { started: 0, ended: 0 };
  class FakeWorker extends EventTarget {
    private readonly handle = jsonArrayWorkerHandler((message) =>
      queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: message }))),
    );
    constructor() {
      super();
      counts.started += 1;
      // Its script loads and runs a moment later (or before anything is sent).
      const ready = () =>
        this.dispatchEvent(
          cannotStart ? new ErrorEvent('error') : new MessageEvent('message', { data: { type: 'ready' } }),
        );
      if (readyAtOnce) queueMicrotask(ready);
      else setTimeout(ready);
    }
    postMessage(message: ToJsonArrayWorker) {
      if (cannotStart) throw new Error('no worker runs');
      this.handle(message);
    }
    terminate() {
      counts.ended += 1;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return counts;
}

describe('readJsonArray in a Worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts its worker while the call is still under way, then reads the answer in it', async () => {
    const workers = fakeWorkers();
    let answer: (body: ReadableStream<Uint8Array>) => void = () => undefined;
    const read = readJsonArray(new Promise((resolve) => (answer = resolve)));
    expect(workers.started).toBe(1);
    answer(bodyOf(['[{"id":"u1"},', '{"id":"u2"}]']));
    await expect(read).resolves.toEqual([{ id: 'u1' }, { id: 'u2' }]);
    await vi.waitFor(() => expect(workers.ended).toBe(1));
  });

  it('takes what follows the first rows one message per background task, in order', async () => {
    fakeWorkers({ readyAtOnce: true });
    const tasks: (() => void)[] = [];
    const priorities = new Set<string>();
    vi.stubGlobal('scheduler', {
      postTask: (task: () => void, options: { priority: string }) => {
        tasks.push(task);
        priorities.add(options.priority);
      },
    });
    const rows = Array.from({ length: FIRST_BATCH_ROWS + BATCH_ROWS * 2 + 5 }, (_, i) => ({ id: `u${i}` }));
    const text = JSON.stringify(rows);
    const pieces = [`{"id":"u${FIRST_BATCH_ROWS + 1}"}`, `{"id":"u${FIRST_BATCH_ROWS + BATCH_ROWS + 1}"}`]
      .map((element) => text.indexOf(element))
      .map((end, index, ends) => text.slice(ends[index - 1] ?? 0, end));
    const body = bodyOf([...pieces, text.slice(text.indexOf(`{"id":"u${FIRST_BATCH_ROWS + BATCH_ROWS + 1}"}`))]);
    let ended = false;
    const reader = body.getReader();
    const watched = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          controller.close();
        } else controller.enqueue(value);
      },
    });
    const shown: unknown[][] = [];
    let settled = false;
    const read = readJsonArray(Promise.resolve(watched), undefined, (first) => shown.push(first));
    void read.then(() => (settled = true));
    await vi.waitFor(() => expect(ended).toBe(true));
    await everyMessageIn();
    expect(shown).toEqual([rows.slice(0, FIRST_BATCH_ROWS + 1)]);
    // The two pieces' batches, then the end: one task each, the end last.
    for (let task = 0; task < 3; task++) {
      expect(settled).toBe(false);
      expect(tasks).toHaveLength(1);
      tasks.shift()?.();
      await everyMessageIn();
    }
    expect(tasks).toHaveLength(0);
    expect([...priorities]).toEqual(['background']);
    await expect(read).resolves.toEqual(rows);
  });

  it('drops what waits to be taken when its call is cancelled, and ends its worker', async () => {
    const workers = fakeWorkers({ readyAtOnce: true });
    const tasks: (() => void)[] = [];
    vi.stubGlobal('scheduler', { postTask: (task: () => void) => void tasks.push(task) });
    const rows = Array.from({ length: FIRST_BATCH_ROWS + BATCH_ROWS + 5 }, (_, i) => ({ id: `u${i}` }));
    const text = JSON.stringify(rows);
    const half = text.indexOf(`{"id":"u${FIRST_BATCH_ROWS + 1}"}`);
    const controller = new AbortController();
    const reason = new DOMException('cancelled', 'AbortError');
    const shown: unknown[][] = [];
    const read = readJsonArray(
      Promise.resolve(bodyOf([text.slice(0, half), text.slice(half)])),
      controller.signal,
      (first) => shown.push(first),
    );
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    await everyMessageIn();
    expect(shown).toHaveLength(1);
    controller.abort(reason);
    await expect(read).rejects.toBe(reason);
    expect(workers).toEqual({ started: 1, ended: 1 });
    // The task already asked for finds nothing left to take.
    tasks.shift()?.();
    expect(tasks).toHaveLength(0);
  });

  it('ends a running worker as soon as the answer is read', async () => {
    const workers = fakeWorkers({ readyAtOnce: true });
    const read = readJsonArray(Promise.resolve(bodyOf(['[1,2]'])));
    await expect(read).resolves.toEqual([1, 2]);
    expect(workers).toEqual({ started: 1, ended: 1 });
  });

  it('starts no worker for a call cancelled before it, and cancels its answer', async () => {
    const workers = fakeWorkers();
    const controller = new AbortController();
    const reason = new DOMException('cancelled', 'AbortError');
    controller.abort(reason);
    const cancelled = vi.fn();
    const body = new ReadableStream<Uint8Array>({ cancel: cancelled });
    await expect(readJsonArray(Promise.resolve(body), controller.signal)).rejects.toBe(reason);
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalledWith(reason));
    expect(workers.started).toBe(0);
  });

  it('reads the answer on the page when its worker cannot start', async () => {
    const workers = fakeWorkers({ cannotStart: true });
    const rows = Array.from({ length: BATCH_ROWS + 5 }, (_, i) => ({ id: `u${i}` }));
    const text = JSON.stringify(rows);
    const shown: unknown[][] = [];
    const read = readJsonArray(Promise.resolve(bodyOf([text.slice(0, 1000), text.slice(1000)])), undefined, (first) =>
      shown.push(first),
    );
    await expect(read).resolves.toEqual(rows);
    expect(shown).toHaveLength(1);
    expect(workers).toEqual({ started: 1, ended: 1 });
    await expect(readJsonArray(Promise.resolve(bodyOf(['<html>'])))).rejects.toThrow(SyntaxError);
  });

  it('ends its worker when the call fails or answers no body', async () => {
    const workers = fakeWorkers();
    const refused = new Error('refused');
    await expect(readJsonArray(Promise.reject(refused))).rejects.toBe(refused);
    await expect(readJsonArray(Promise.resolve(null))).resolves.toBeUndefined();
    await vi.waitFor(() => expect(workers).toEqual({ started: 2, ended: 2 }));
  });

  it('ends its worker when the call is cancelled before it answers, once its script runs (not half-loaded)', async () => {
    const workers = fakeWorkers();
    const controller = new AbortController();
    const reason = new DOMException('cancelled', 'AbortError');
    const read = readJsonArray(new Promise<undefined>(() => undefined), controller.signal);
    controller.abort(reason);
    await expect(read).rejects.toBe(reason);
    expect(workers).toEqual({ started: 1, ended: 0 });
    await vi.waitFor(() => expect(workers).toEqual({ started: 1, ended: 1 }));
    await expect(readJsonArray(Promise.resolve(null), controller.signal)).rejects.toBe(reason);
    expect(workers.started).toBe(1);
  });
});
