import type en from '../en/clients';
import type { Translation } from '../message-types';

/** The API clients, in German; terms as in docs/i18n.md's glossary. */
const clients: Translation<typeof en> = {};

export default clients;
