import type { Catalogue } from '../message-types';

/** The administration summary: SPEC's English, word for word. */
const adminSummary = {} as const satisfies Catalogue;

export default adminSummary;
