import type { Catalogue } from '../message-types';

/** The users: SPEC's English, word for word. */
const users = {} as const satisfies Catalogue;

export default users;
