import { FIRST_OWN_FLAG, HAS_CHILDREN, fieldOf, flattenTree, hasFlag, type FlatTree } from '#/lib/flat-tree';
import type { Organisation } from './organisation-record';
import { entitiesOf, type OrganisationTreeNode } from './organisation-tree';

/**
 * The filtered tree held flat, and the organisations its nodes carry by id: none from a server that knows
 * `entities=false`; every one from a server without it, whose answer the page then reads a selection from.
 */
export interface OrganisationFlatTree {
  flat: FlatTree;
  entities: ReadonlyMap<string, Organisation>;
}

/** A node's texts: its id, name and code. */
const FIELDS = 3;
const ACTIVE = FIRST_OWN_FLAG;
const INITIALISED = FIRST_OWN_FLAG * 2;
/** The node carries its marks (its own or its organisation's). */
const MARKED = FIRST_OWN_FLAG * 4;

/**
 * The filtered tree's answer held flat (src/lib/flat-tree.ts): each node's id, name and code (its organisation's
 * when the answer carries it) and its Active and Initialised marks.
 */
export function flattenOrganisationTree(nodes: readonly OrganisationTreeNode[]): FlatTree {
  return flattenTree(
    nodes,
    {
      getId: (node) => node.id,
      getChildren: (node) => node.children ?? undefined,
      hasChildren: (node) => node.hasChildren,
      texts: (node) => [node.entity?.name ?? node.name, node.entity?.organisationCode ?? node.nameSuffix ?? ''],
      flags: (node) => {
        const active = node.entity?.active ?? node.active;
        const initialised = node.entity?.initialised ?? node.initialised;
        if (active === undefined || initialised === undefined) return 0;
        return MARKED | (active ? ACTIVE : 0) | (initialised ? INITIALISED : 0);
      },
    },
    FIELDS,
  );
}

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

/** What the worker answers: the flat tree, or why the answer could not be read. */
export type FlatTreeReply = { id: number; tree: OrganisationFlatTree } | { id: number; failure: string };

/** Reads the answer's bytes into the flat tree (in the worker, or in the page where there is no Worker). */
export function flatTreeOfBytes(bytes: ArrayBuffer): OrganisationFlatTree {
  const nodes = JSON.parse(new TextDecoder().decode(bytes)) as OrganisationTreeNode[];
  return { flat: flattenOrganisationTree(nodes), entities: entitiesOf(nodes, new Map()) };
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (tree: OrganisationFlatTree) => void; reject: (error: Error) => void }>();

function treeWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./organisation-tree.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<FlatTreeReply>) => {
    const reply = event.data;
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!call) return;
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
 * The flat tree of the filtered tree's answer (its bytes, moved to the worker): the 18 MB answer of 100,000
 * organisations is parsed and flattened off the page's thread. Without Worker (tests), in the page.
 */
export function readOrganisationTree(bytes: ArrayBuffer): Promise<OrganisationFlatTree> {
  if (typeof Worker === 'undefined') return Promise.resolve().then(() => flatTreeOfBytes(bytes));
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    treeWorker().postMessage({ id, bytes }, { transfer: [bytes] });
  });
}
