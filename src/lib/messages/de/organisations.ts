import type en from '../en/organisations';
import type { Translation } from '../message-types';

/** The organisations, in German; terms as in docs/i18n.md's glossary. */
const organisations: Translation<typeof en> = {};

export default organisations;
