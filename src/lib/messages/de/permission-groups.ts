import type en from '../en/permission-groups';
import type { Translation } from '../message-types';

/** The permission groups, in German; terms as in docs/i18n.md's glossary. */
const permissionGroups: Translation<typeof en> = {};

export default permissionGroups;
