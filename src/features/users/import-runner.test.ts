import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRead } from './import-parse';
import { createImportRunner } from './import-runner';
import type { ImportWorkAnswer, ImportWorkRequest } from './import-work';

/** A stand-in for the browser's Worker: keeps what it is sent, answers when the test says. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  sent: ImportWorkRequest[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: ImportWorkRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: ImportWorkAnswer) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const read = (text: string): ImportRead => ({ table: { headers: [text], rows: [], delimiter: ',' }, problem: null });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('createImportRunner', () => {
  it('answers a request a later one replaced with null, stops its worker and uses only the later answer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = createImportRunner({ worker: true });
    const first = runner.read({ text: 'a' });
    const second = runner.read({ text: 'b' });
    expect(await first).toBeNull();
    const [stopped, fresh] = FakeWorker.made;
    expect(stopped?.terminated).toBe(true);
    const asked = fresh?.sent[0];
    expect(asked).toMatchObject({ kind: 'readPasted', text: 'b' });
    // An answer under the replaced request's number is not used; the later one's is.
    fresh?.answer({ kind: 'read', seq: (asked?.seq ?? 0) - 1, read: read('stale') });
    fresh?.answer({ kind: 'read', seq: asked?.seq ?? 0, read: read('b') });
    expect(await second).toEqual(read('b'));
  });

  it('runs the request on the main thread when the worker fails, and every later one', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = createImportRunner({ worker: true });
    const asked = runner.read({ text: 'Email\numa@example.com' });
    FakeWorker.made[0]?.fail();
    const answer = await asked;
    expect(answer?.problem).toBeNull();
    expect(answer?.table).not.toBeNull();
    await runner.read({ text: 'Email\nivo@example.com' });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('says a file the worker could not read is a failure, and ends the running request when disposed', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = createImportRunner({ worker: true });
    const failing = runner.read({ file: new Blob(['x']) });
    const worker = FakeWorker.made[0];
    worker?.answer({ kind: 'failed', seq: worker.sent[0]?.seq ?? 0 });
    await expect(failing).rejects.toThrow('The file could not be read');
    const left = runner.check({} as never);
    runner.dispose();
    expect(await left).toBeNull();
    expect(FakeWorker.made.at(-1)?.terminated).toBe(true);
  });
});
