import type en from '../en/statistics';
import type { Translation } from '../message-types';

/** The statistics, in German; terms as in docs/i18n.md's glossary. */
const statistics: Translation<typeof en> = {};

export default statistics;
