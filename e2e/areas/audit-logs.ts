import type { Page } from '@playwright/test';
import { open } from '../support/fixtures';

/** Steps on Admin > Audit Logs (src/features/audit-logs) that more than one spec takes. */

export const auditLogsPath = '/admin/auditlogs';

/** The audit log filtered to the entries whose message holds `message`. */
export const auditLogOf = (message: string) => `${auditLogsPath}?message=${encodeURIComponent(message)}`;

/** Opens the audit log (`query`, such as `?types=20`, appended). */
export const openAuditLogs = (page: Page, query = '') => open(page, `${auditLogsPath}${query}`);

/** An entry of the audit log by the text its row holds (its message, say). */
export const auditEntry = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
