/**
 * The page's side of the filtered organisation tree's worker (./organisation-tree.worker.ts): the answer's bytes go to
 * it, its top and then the whole flat tree come back. Where there is no Worker, the page reads them itself.
 */
import type { FlatTreeReply, OnFirstNodes, OrganisationFlatTree } from './organisation-flat-tree';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { resolve: (tree: OrganisationFlatTree) => void; reject: (error: Error) => void; onFirst?: OnFirstNodes | undefined }
>();

function treeWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./organisation-tree.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<FlatTreeReply>) => {
    const reply = event.data;
    const call = waiting.get(reply.id);
    if (!call) return;
    if ('first' in reply) return call.onFirst?.(reply.first);
    waiting.delete(reply.id);
    if ('tree' in reply) call.resolve(reply.tree);
    else call.reject(new Error(reply.failure));
  };
  started.onerror = () => {
    for (const call of waiting.values()) call.reject(new Error('The tree could not be read'));
    waiting.clear();
    worker = undefined;
    started.terminate();
  };
  worker = started;
  return started;
}

/**
 * Starts the worker that reads the filtered tree, if not yet running: called with the call, its script loads while
 * the server answers rather than after.
 */
export function startOrganisationTreeReader(): void {
  if (typeof Worker !== 'undefined') treeWorker();
}

/**
 * The flat tree of the filtered tree's answer (its bytes, moved to the worker): the 18 MB answer of 100,000
 * organisations is parsed and flattened off the page's thread, its top handed to `onFirst` meanwhile. Once `signal`
 * aborts, what the worker still sends of it is dropped. Without Worker (tests), in the page.
 */
export function readOrganisationTree(
  bytes: ArrayBuffer,
  onFirst?: OnFirstNodes,
  signal?: AbortSignal,
): Promise<OrganisationFlatTree> {
  // The reading itself is the worker's; the page loads it only where there is no Worker.
  if (typeof Worker === 'undefined')
    return import('./organisation-tree-read').then((read) => read.flatTreeOfBytes(bytes, onFirst));
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      waiting.delete(id);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    const settle =
      <V>(outcome: (value: V) => void) =>
      (value: V) => {
        signal?.removeEventListener('abort', abort);
        outcome(value);
      };
    waiting.set(id, { resolve: settle(resolve), reject: settle(reject), onFirst });
    treeWorker().postMessage({ id, bytes, first: onFirst !== undefined }, { transfer: [bytes] });
  });
}
