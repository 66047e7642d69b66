import type en from '../en/account';
import type { Translation } from '../message-types';

/** The signed-in user's own screens (profile, password), in German; terms as in docs/i18n.md's glossary. */
const account: Translation<typeof en> = {};

export default account;
