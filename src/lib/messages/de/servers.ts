import type en from '../en/servers';
import type { Translation } from '../message-types';

/** The backend servers (integration servers, POS Core instances, deployment servers), in German; terms as in docs/i18n.md's glossary. */
const servers: Translation<typeof en> = {};

export default servers;
