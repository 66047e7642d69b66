import type en from '../en/audit-logs';
import type { Translation } from '../message-types';

/** The audit log, in German; terms as in docs/i18n.md's glossary. */
const auditLogs: Translation<typeof en> = {};

export default auditLogs;
