import type { Catalogue } from '../message-types';

/** The audit log: SPEC's English, word for word. */
const auditLogs = {} as const satisfies Catalogue;

export default auditLogs;
