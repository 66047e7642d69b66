import type en from '../en/access';
import type { Translation } from '../message-types';

/** The organisation access screens (links, invitations sent), in German; terms as in docs/i18n.md's glossary. */
const access: Translation<typeof en> = {};

export default access;
