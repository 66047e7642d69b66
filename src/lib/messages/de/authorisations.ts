import type en from '../en/authorisations';
import type { Translation } from '../message-types';

/** The version authorisations, in German; terms as in docs/i18n.md's glossary. */
const authorisations: Translation<typeof en> = {};

export default authorisations;
