import type { Catalogue } from '../message-types';

/** The version authorisations: SPEC's English, word for word. */
const authorisations = {} as const satisfies Catalogue;

export default authorisations;
