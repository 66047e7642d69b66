/** Parses and flattens the filtered organisation tree's answer off the page's thread (./organisation-flat-tree.ts). */
import { buffersOf } from '#/lib/flat-tree';
import { flatTreeOfBytes, type FlatTreeReply } from './organisation-flat-tree';

self.onmessage = (event: MessageEvent<{ id: number; bytes: ArrayBuffer }>) => {
  const { id, bytes } = event.data;
  let reply: FlatTreeReply;
  try {
    reply = { id, tree: flatTreeOfBytes(bytes) };
  } catch (error) {
    reply = { id, failure: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply, { transfer: 'tree' in reply ? buffersOf(reply.tree.flat) : [] });
};
