/** Parses and flattens the filtered organisation tree's answer off the page's thread (./organisation-flat-tree.ts). */
import { buffersOf } from '#/lib/flat-tree';
import type { FlatTreeReply, OrganisationFlatTree } from './organisation-flat-tree';
import { flatTreeOfBytes } from './organisation-tree-read';

self.onmessage = (event: MessageEvent<{ id: number; bytes: ArrayBuffer; first: boolean }>) => {
  const { id, bytes, first } = event.data;
  const send = (reply: FlatTreeReply, tree?: OrganisationFlatTree) =>
    self.postMessage(reply, { transfer: tree ? buffersOf(tree.flat) : [] });
  let reply: FlatTreeReply;
  try {
    const onFirst = first ? (top: OrganisationFlatTree) => send({ id, first: top }, top) : undefined;
    reply = { id, tree: flatTreeOfBytes(bytes, onFirst) };
  } catch (error) {
    reply = { id, failure: error instanceof Error ? error.message : String(error) };
  }
  send(reply, 'tree' in reply ? reply.tree : undefined);
};
