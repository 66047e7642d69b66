import type { components } from '#/api/schema.gen';
import type { Translate } from '#/lib/messages/catalogues';
import { recentClientStates } from './client-state-age';

export type SystemHealthNode = components['schemas']['SystemHealthNode'];
export type ClientApplicationState = components['schemas']['ClientApplicationState'];

/** A state with the name of the node it was reported on. */
export type LocatedState = ClientApplicationState & { nodeName: string };

export const healthNodeId = (node: SystemHealthNode) => node.nodeID;
export const healthHasChildren = (node: SystemHealthNode) => node.children.length > 0;
export const healthChildren = (node: SystemHealthNode) => node.children;

/** Per node: the recent states reported on it and on every node below it (SPEC 9: older than 14 days dropped). */
export function statesBelow(root: SystemHealthNode, now: Date): Map<string, LocatedState[]> {
  const result = new Map<string, LocatedState[]>();
  const visit = (node: SystemHealthNode): LocatedState[] => {
    const own = recentClientStates(node.clientApplicationStates, now).map((state) => ({
      ...state,
      nodeName: node.name,
    }));
    const all = [...own, ...node.children.flatMap(visit)];
    result.set(node.nodeID, all);
    return all;
  };
  visit(root);
  return result;
}

/** The ids of the nodes that have children: the tree starts with all of them expanded. */
export function idsWithChildren(root: SystemHealthNode): string[] {
  const ids: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) break;
    if (node.children.length > 0) ids.push(node.nodeID);
    stack.push(...node.children);
  }
  return ids;
}

/** The node with `id` in the tree under `root` (itself included). */
export function findHealthNode(root: SystemHealthNode, id: string): SystemHealthNode | undefined {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) break;
    if (node.nodeID === id) return node;
    stack.push(...node.children);
  }
  return undefined;
}

/** The badge of the number of applications reporting on a node, in `t`'s language: "1 app", "3 apps". */
export function appCountText(count: number, t: Translate<'systemHealth'>): string {
  return t('systemHealth.tree.appCount', { count });
}
