import type { Catalogue } from '../message-types';

/** The entity lookup: SPEC's English, word for word. */
const entityLookup = {} as const satisfies Catalogue;

export default entityLookup;
