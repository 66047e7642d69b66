import type { Catalogue } from '../message-types';

/** The acceptances screens: SPEC's English, word for word. */
const acceptances = {} as const satisfies Catalogue;

export default acceptances;
