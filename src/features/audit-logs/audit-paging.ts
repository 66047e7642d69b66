import type { Translate } from '#/lib/messages/catalogues';

/**
 * Audit log paging (SPEC 4 "Audit log", SPEC 9): the page size follows the window height, at least 10 rows;
 * page numbers are zero-based (shown one-based as "Page N"); Next is disabled when a page came back short.
 */
export const AUDIT_MIN_PAGE_SIZE = 10;
/** Height taken by everything on the page but the rows (px). */
export const AUDIT_CHROME_HEIGHT = 198;
/** Height of one audit row (px). */
export const AUDIT_ROW_HEIGHT = 35;

/** floor((window height - 198) / 35), at least 10. */
export function auditPageSize(windowHeight: number): number {
  if (!Number.isFinite(windowHeight)) return AUDIT_MIN_PAGE_SIZE;
  return Math.max(AUDIT_MIN_PAGE_SIZE, Math.floor((windowHeight - AUDIT_CHROME_HEIGHT) / AUDIT_ROW_HEIGHT));
}

/** The one-based label of a zero-based page number, in the language of `t`. */
export function pageLabel(pageNumber: number, t: Translate<'auditLogs'>): string {
  return t('auditLogs.paging.page', { page: pageNumber + 1 });
}

/** Previous decrements, never below 0. */
export function previousPage(pageNumber: number): number {
  return Math.max(0, pageNumber - 1);
}

export function nextPage(pageNumber: number): number {
  return pageNumber + 1;
}

export function hasPreviousPage(pageNumber: number): boolean {
  return pageNumber > 0;
}

/** A page with fewer results than the page size is the last one. */
export function hasNextPage(resultCount: number, pageSize: number): boolean {
  return resultCount >= pageSize;
}
