import type { Catalogue } from '../message-types';

/** The statistics: SPEC's English, word for word. */
const statistics = {} as const satisfies Catalogue;

export default statistics;
