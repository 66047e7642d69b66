import type { Catalogue } from '../message-types';

/** The API clients: SPEC's English, word for word. */
const clients = {} as const satisfies Catalogue;

export default clients;
