import type { Catalogue } from '../message-types';

/** The organisation's summary: SPEC's English, word for word. */
const organisationSummary = {} as const satisfies Catalogue;

export default organisationSummary;
