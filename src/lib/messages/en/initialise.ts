import type { Catalogue } from '../message-types';

/** The organisation initialisation: SPEC's English, word for word. */
const initialise = {} as const satisfies Catalogue;

export default initialise;
