import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import { auditPageSize, hasNextPage, hasPreviousPage, nextPage, pageLabel, previousPage } from './audit-paging';

describe('auditPageSize', () => {
  it('is floor((window height - 198) / 35)', () => {
    expect(auditPageSize(900)).toBe(20);
    expect(auditPageSize(1080)).toBe(25);
    expect(auditPageSize(198 + 35 * 12 + 34)).toBe(12);
    expect(auditPageSize(198 + 35 * 12)).toBe(12);
  });

  it('is at least 10', () => {
    expect(auditPageSize(548)).toBe(10);
    expect(auditPageSize(400)).toBe(10);
    expect(auditPageSize(0)).toBe(10);
    expect(auditPageSize(Number.NaN)).toBe(10);
  });
});

describe('paging', () => {
  it('labels zero-based pages one-based', () => {
    expect(pageLabel(0, english)).toBe('Page 1');
    expect(pageLabel(4, english)).toBe('Page 5');
    expect(pageLabel(4, german)).toBe('Seite 5');
  });

  it('never goes below page 0', () => {
    expect(previousPage(3)).toBe(2);
    expect(previousPage(0)).toBe(0);
    expect(hasPreviousPage(0)).toBe(false);
    expect(hasPreviousPage(1)).toBe(true);
    expect(nextPage(0)).toBe(1);
  });

  it('has a next page only when the page came back full', () => {
    expect(hasNextPage(20, 20)).toBe(true);
    expect(hasNextPage(19, 20)).toBe(false);
    expect(hasNextPage(0, 10)).toBe(false);
  });
});
