import type en from '../en/acceptances';
import type { Translation } from '../message-types';

/** The acceptances screens, in German; terms as in docs/i18n.md's glossary. */
const acceptances: Translation<typeof en> = {};

export default acceptances;
