import type { Catalogue } from '../message-types';

/** The signed-in user's own screens (profile, password): SPEC's English, word for word. */
const account = {} as const satisfies Catalogue;

export default account;
