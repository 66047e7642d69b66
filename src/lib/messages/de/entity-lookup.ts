import type en from '../en/entity-lookup';
import type { Translation } from '../message-types';

/** The entity lookup, in German; terms as in docs/i18n.md's glossary. */
const entityLookup: Translation<typeof en> = {};

export default entityLookup;
