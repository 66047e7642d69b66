import type en from '../en/service-accounts';
import type { Translation } from '../message-types';

/** The service accounts, in German; terms as in docs/i18n.md's glossary. */
const serviceAccounts: Translation<typeof en> = {};

export default serviceAccounts;
