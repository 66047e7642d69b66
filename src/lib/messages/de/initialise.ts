import type en from '../en/initialise';
import type { Translation } from '../message-types';

/** The organisation initialisation, in German; terms as in docs/i18n.md's glossary. */
const initialise: Translation<typeof en> = {};

export default initialise;
