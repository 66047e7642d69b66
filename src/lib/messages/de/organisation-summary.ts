import type en from '../en/organisation-summary';
import type { Translation } from '../message-types';

/** The organisation's summary, in German; terms as in docs/i18n.md's glossary. */
const organisationSummary: Translation<typeof en> = {};

export default organisationSummary;
