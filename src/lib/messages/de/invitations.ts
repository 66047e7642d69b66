import type en from '../en/invitations';
import type { Translation } from '../message-types';

/** Accepting an invitation, in German; terms as in docs/i18n.md's glossary. */
const invitations: Translation<typeof en> = {};

export default invitations;
