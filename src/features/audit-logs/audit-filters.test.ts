import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  createdMinutes,
  auditTypesOf,
  createdRangeProblem,
  isoDateTime,
  toAuditQuery,
  validateAuditSearch,
  withAuditFilter,
  withAuditPage,
} from './audit-filters';

describe('validateAuditSearch', () => {
  it('keeps valid filters and the page', () => {
    expect(
      validateAuditSearch({
        types: [31, 20, 20],
        user: ' Oliver ',
        organisation: 'Harbour',
        message: 'token',
        from: '2025-06-01T00:00:00Z',
        to: '2025-06-30T23:59:59.000Z',
        page: 2,
      }),
    ).toEqual({
      types: [20, 31],
      user: 'Oliver',
      organisation: 'Harbour',
      message: 'token',
      from: '2025-06-01T00:00:00.000Z',
      to: '2025-06-30T23:59:59.000Z',
      page: 2,
    });
  });

  it('drops malformed values', () => {
    expect(
      validateAuditSearch({
        types: ['x', -1, 2.5],
        user: '  ',
        organisation: {},
        from: 'yesterday',
        to: '12',
        page: -3,
      }),
    ).toEqual({});
    expect(validateAuditSearch({ page: 'abc' })).toEqual({});
    expect(validateAuditSearch({ page: 0 })).toEqual({});
  });

  it('reads numbers typed as text', () => {
    expect(validateAuditSearch({ page: '3', types: '20,21', user: 42 })).toEqual({
      page: 3,
      types: [20, 21],
      user: '42',
    });
  });
});

describe('auditTypesOf', () => {
  it('accepts a single number and ignores empties', () => {
    expect(auditTypesOf(5)).toEqual([5]);
    expect(auditTypesOf('')).toBeUndefined();
    expect(auditTypesOf(null)).toBeUndefined();
  });
});

describe('isoDateTime', () => {
  it('normalises to ISO and refuses non-dates', () => {
    expect(isoDateTime('2025-06-01')).toBe('2025-06-01T00:00:00.000Z');
    expect(isoDateTime('2025-13-45T00:00:00Z')).toBeUndefined();
    expect(isoDateTime(123)).toBeUndefined();
  });
});

describe('toAuditQuery', () => {
  it('sends nulls for unset filters and page 0 by default', () => {
    expect(toAuditQuery({}, 20)).toEqual({
      dateTimeCreatedFrom: null,
      dateTimeCreatedTo: null,
      organisation: null,
      user: null,
      message: null,
      types: null,
      pageSize: 20,
      pageNumber: 0,
    });
  });

  it('sends every filter and the zero-based page', () => {
    expect(
      toAuditQuery(
        {
          types: [20, 21],
          user: 'Oliver',
          organisation: 'Harbour Fish Bar',
          message: 'x',
          from: 'a',
          to: 'b',
          page: 3,
        },
        12,
      ),
    ).toEqual({
      dateTimeCreatedFrom: 'a',
      dateTimeCreatedTo: 'b',
      organisation: 'Harbour Fish Bar',
      user: 'Oliver',
      message: 'x',
      types: [20, 21],
      pageSize: 12,
      pageNumber: 3,
    });
  });
});

describe('withAuditFilter / withAuditPage', () => {
  it('replaces a filter without resetting the page', () => {
    expect(withAuditFilter({ user: 'a', page: 2 }, 'user', 'b')).toEqual({ user: 'b', page: 2 });
    expect(withAuditFilter({ page: 2 }, 'types', [1])).toEqual({ types: [1], page: 2 });
  });

  it('removes a filter set to empty', () => {
    expect(withAuditFilter({ user: 'a' }, 'user', '  ')).toEqual({});
    expect(withAuditFilter({ types: [1] }, 'types', [])).toEqual({});
    expect(withAuditFilter({ from: 'x' }, 'from', undefined)).toEqual({});
  });

  it('leaves page 0 out of the URL', () => {
    expect(withAuditPage({ user: 'a', page: 2 }, 0)).toEqual({ user: 'a' });
    expect(withAuditPage({}, 1)).toEqual({ page: 1 });
  });
});

describe('createdMinutes', () => {
  it('takes From to the start of its minute and To to its end', () => {
    expect(createdMinutes('2026-06-03T07:15:30.000Z', '2026-06-03T07:15:10.000Z')).toEqual({
      from: '2026-06-03T07:15:00.000Z',
      to: '2026-06-03T07:15:59.999Z',
    });
  });

  it('leaves out a bound that is not there or not a date', () => {
    expect(createdMinutes(undefined, 'soon')).toEqual({ from: undefined, to: undefined });
  });

  it('gives bounds in the same minute that Apply accepts', () => {
    const { from, to } = createdMinutes('2026-06-03T07:15:30.000Z', '2026-06-03T07:15:10.000Z');
    expect(createdRangeProblem(from, to)).toBeNull();
  });
});

describe('createdRangeProblem', () => {
  it('refuses a From after To', () => {
    const problem = createdRangeProblem('2025-06-02T00:00:00.000Z', '2025-06-01T23:59:59.999Z');
    expect(problem && english(problem)).toBe('From must be before To');
    expect(problem && german(problem)).toBe('„Von“ muss vor „Bis“ liegen');
    expect(createdRangeProblem('2025-06-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z')).toBeNull();
    expect(createdRangeProblem('2025-06-01T00:00:00.000Z', '2025-06-02T00:00:00.000Z')).toBeNull();
    expect(createdRangeProblem(undefined, '2025-06-02T00:00:00.000Z')).toBeNull();
  });
});

describe('validateAuditSearch and the router', () => {
  it('returns every key, so its result replaces malformed raw params when the router merges it over them', () => {
    const raw = { page: -4, types: 'abc', from: 'yesterday', user: '' };
    expect({ ...raw, ...validateAuditSearch(raw) }).toEqual({
      page: undefined,
      types: undefined,
      from: undefined,
      user: undefined,
    });
    expect(Object.keys(validateAuditSearch({})).sort()).toEqual([
      'from',
      'message',
      'organisation',
      'page',
      'to',
      'types',
      'user',
    ]);
  });
});
