import type en from '../en/teams';
import type { Translation } from '../message-types';

/** The teams, in German; terms as in docs/i18n.md's glossary. */
const teams: Translation<typeof en> = {};

export default teams;
