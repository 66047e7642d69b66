import type en from '../en/password-reset';
import type { Translation } from '../message-types';

/** The password reset screens, in German; terms as in docs/i18n.md's glossary. */
const passwordReset: Translation<typeof en> = {};

export default passwordReset;
