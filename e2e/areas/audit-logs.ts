import type { Locator, Page } from '@playwright/test';
import { open } from '../support/fixtures';

/** Steps on Admin > Audit Logs (src/features/audit-logs) that more than one spec takes. */

export const auditLogsPath = '/admin/auditlogs';

/** The audit log filtered to the entries whose message holds `message`. */
export const auditLogOf = (message: string) => `${auditLogsPath}?message=${encodeURIComponent(message)}`;

/** Opens the audit log (`query`, such as `?types=20`, appended). */
export const openAuditLogs = (page: Page, query = '') => open(page, `${auditLogsPath}${query}`);

/** An entry of the audit log by the text its row holds (its message, say). */
export const auditEntry = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** An entry's link to its record's page with the History open (a record that still exists), by its words. */
export const historyLink = (row: Locator, name: string) => row.getByRole('link', { name, exact: true });

/** An entry's button that opens a deleted record's history in a drawer, by its words ("Deleted — history of the user"). */
export const historyButton = (row: Locator, name: string) => row.getByRole('button', { name, exact: true });

/** The drawer with a record's history over the audit log, named as the button that opened it. */
export const historyDrawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
