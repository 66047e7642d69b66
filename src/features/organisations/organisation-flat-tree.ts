import { FIRST_OWN_FLAG, HAS_CHILDREN, fieldOf, hasFlag, type FlatTree } from '#/lib/flat-tree';
import type { Organisation } from './organisation-record';
import type { OrganisationTreeNode } from './organisation-tree';

/**
 * The filtered tree held flat, and the organisations its nodes carry by id: none from a server that knows
 * `entities=false`; every one from a server without it, whose answer the page then reads a selection from.
 */
export interface OrganisationFlatTree {
  flat: FlatTree;
  entities: ReadonlyMap<string, Organisation>;
}

/** A node's texts: its id, name and code. */
export const FIELDS = 3;
export const ACTIVE = FIRST_OWN_FLAG;
export const INITIALISED = FIRST_OWN_FLAG * 2;
/** The node carries its marks (its own or its organisation's). */
export const MARKED = FIRST_OWN_FLAG * 4;

/**
 * The nodes of the top of a filtered tree shown while the rest is flattened: more than a tall screen's rows, all
 * expanded.
 */
export const FIRST_NODES = 100;

/** Node `index` as a tree node of its own (no children; its organisation if sent): what a row in view shows. */
export function organisationNodeAt({ flat, entities }: OrganisationFlatTree, index: number): OrganisationTreeNode {
  const code = fieldOf(flat, index, 2);
  const node: OrganisationTreeNode = {
    id: fieldOf(flat, index, 0),
    name: fieldOf(flat, index, 1),
    nameSuffix: code === '' ? null : code,
    hasChildren: hasFlag(flat, index, HAS_CHILDREN),
  };
  if (hasFlag(flat, index, MARKED)) {
    node.active = hasFlag(flat, index, ACTIVE);
    node.initialised = hasFlag(flat, index, INITIALISED);
  }
  const entity = entities.get(node.id);
  if (entity) node.entity = entity;
  return node;
}

/** Called once with the top of a large tree (FIRST_NODES), before the whole tree is flat. */
export type OnFirstNodes = (top: OrganisationFlatTree) => void;

/** What the worker answers: the top of a large tree first, then the whole flat tree, or why it could not be read. */
export type FlatTreeReply =
  | { id: number; first: OrganisationFlatTree }
  | { id: number; tree: OrganisationFlatTree }
  | { id: number; failure: string };

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
 * organisations is parsed and flattened off the page's thread, its top handed to `onFirst` meanwhile. Without Worker
 * (tests), in the page.
 */
export function readOrganisationTree(bytes: ArrayBuffer, onFirst?: OnFirstNodes): Promise<OrganisationFlatTree> {
  // The reading itself is the worker's; the page loads it only where there is no Worker.
  if (typeof Worker === 'undefined')
    return import('./organisation-tree-read').then((read) => read.flatTreeOfBytes(bytes, onFirst));
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, onFirst });
    treeWorker().postMessage({ id, bytes, first: onFirst !== undefined }, { transfer: [bytes] });
  });
}
