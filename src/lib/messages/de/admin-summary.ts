import type en from '../en/admin-summary';
import type { Translation } from '../message-types';

/** The administration summary, in German; terms as in docs/i18n.md's glossary. */
const adminSummary: Translation<typeof en> = {};

export default adminSummary;
