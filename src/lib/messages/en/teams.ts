import type { Catalogue } from '../message-types';

/** The teams: SPEC's English, word for word. */
const teams = {} as const satisfies Catalogue;

export default teams;
