import type { Catalogue } from '../message-types';

/** The organisations: SPEC's English, word for word. */
const organisations = {} as const satisfies Catalogue;

export default organisations;
