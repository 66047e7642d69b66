import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlatTreeReply, OrganisationFlatTree } from './organisation-flat-tree';
import { FIRST_NODES } from './organisation-flat-tree';
import type { OrganisationTreeNode } from './organisation-tree';
import { flatTreeOfBytes } from './organisation-tree-read';

const leaf = (id: string): OrganisationTreeNode => ({ id, name: id, nameSuffix: null, hasChildren: false });
/** A root with `count` leaves, as the answer's bytes. */
const answerOf = (count: number) =>
  new TextEncoder().encode(
    JSON.stringify([
      { ...leaf('root'), hasChildren: true, children: Array.from({ length: count }, (_, i) => leaf(`c${i}`)) },
    ]),
  ).buffer;

/** The reader loaded afresh (its worker is kept between reads), where there is no Worker. */
const loadReader = async () => {
  vi.resetModules();
  return import('./organisation-tree-reader');
};

/**
 * Workers that answer as the tree's worker does (its top, then the whole tree), each message a moment later, or hold
 * their answers until `send` is called.
 */
function fakeWorkers({ held = false } = {}) {
  const state = { started: 0, sent: [] as (() => void)[] };
  class FakeWorker extends EventTarget {
    onmessage: ((event: MessageEvent<FlatTreeReply>) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      super();
      state.started += 1;
    }
    postMessage({ id, bytes, first }: { id: number; bytes: ArrayBuffer; first: boolean }) {
      const replies: FlatTreeReply[] = [];
      try {
        const onFirst = first ? (top: OrganisationFlatTree) => replies.push({ id, first: top }) : undefined;
        replies.push({ id, tree: flatTreeOfBytes(bytes, onFirst) });
      } catch (error) {
        replies.push({ id, failure: String(error) });
      }
      for (const data of replies) {
        const deliver = () => this.onmessage?.(new MessageEvent('message', { data }));
        if (held) state.sent.push(deliver);
        else queueMicrotask(deliver);
      }
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return state;
}

afterEach(() => vi.unstubAllGlobals());

describe('the filtered tree read in its worker', () => {
  it('starts the worker once, before the answer, and reads every answer in it: its top, then the whole', async () => {
    const workers = fakeWorkers();
    const { readOrganisationTree, startOrganisationTreeReader } = await loadReader();
    startOrganisationTreeReader();
    expect(workers.started).toBe(1);
    const steps: string[] = [];
    const whole = await readOrganisationTree(answerOf(FIRST_NODES + 5), (top) => steps.push(`top ${top.flat.count}`));
    steps.push(`whole ${whole.flat.count}`);
    expect(steps).toEqual([`top ${FIRST_NODES}`, `whole ${FIRST_NODES + 6}`]);
    await readOrganisationTree(answerOf(1));
    expect(workers.started).toBe(1);
  });

  it('drops what the worker still sends of a read given up, and says why', async () => {
    const workers = fakeWorkers({ held: true });
    const { readOrganisationTree } = await loadReader();
    const given = new AbortController();
    const tops: number[] = [];
    const read = readOrganisationTree(answerOf(FIRST_NODES + 5), (top) => tops.push(top.flat.count), given.signal);
    given.abort(new DOMException('A newer filter', 'AbortError'));
    await expect(read).rejects.toThrow('A newer filter');
    for (const deliver of workers.sent) deliver();
    expect(tops).toEqual([]);
  });

  it('fails with the reason the worker gives', async () => {
    fakeWorkers();
    const { readOrganisationTree } = await loadReader();
    await expect(readOrganisationTree(new TextEncoder().encode('{').buffer)).rejects.toThrow(/JSON/);
  });
});

describe('the filtered tree read in the page, without Worker', () => {
  it('reads the answer, its top first', async () => {
    const { readOrganisationTree } = await loadReader();
    const tops: number[] = [];
    const whole = await readOrganisationTree(answerOf(FIRST_NODES), (top) => tops.push(top.flat.count));
    expect([tops, whole.flat.count, whole.entities.size]).toEqual([[FIRST_NODES], FIRST_NODES + 1, 0]);
  });

  it('fails on an answer that is not JSON', async () => {
    const { readOrganisationTree } = await loadReader();
    await expect(readOrganisationTree(new TextEncoder().encode('{').buffer)).rejects.toThrow();
  });
});
