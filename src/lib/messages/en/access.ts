import type { Catalogue } from '../message-types';

/** The organisation access screens (links, invitations sent): SPEC's English, word for word. */
const access = {} as const satisfies Catalogue;

export default access;
