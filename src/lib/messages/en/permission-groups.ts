import type { Catalogue } from '../message-types';

/** The permission groups: SPEC's English, word for word. */
const permissionGroups = {} as const satisfies Catalogue;

export default permissionGroups;
