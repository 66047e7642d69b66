import type en from '../en/system-health';
import type { Translation } from '../message-types';

/** The system health, in German; terms as in docs/i18n.md's glossary. */
const systemHealth: Translation<typeof en> = {};

export default systemHealth;
