import type en from '../en/users';
import type { Translation } from '../message-types';

/** The users, in German; terms as in docs/i18n.md's glossary. */
const users: Translation<typeof en> = {};

export default users;
