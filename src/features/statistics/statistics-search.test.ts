import { describe, expect, it } from 'vitest';
import { sortOfSearch, validateStatisticsSearch, withStatisticsSort } from './statistics-search';

describe('statistics search params', () => {
  it('keeps a valid month and sort', () => {
    expect(validateStatisticsSearch({ month: '2025-05', sort: 'outlets', dir: 'asc' })).toEqual({
      month: '2025-05',
      sort: 'outlets',
      dir: 'asc',
    });
    expect(validateStatisticsSearch({ sort: 'orgs' })).toEqual({ sort: 'orgs', dir: 'desc' });
  });

  it('drops a malformed month or sort', () => {
    expect(validateStatisticsSearch({ month: '2025-5', sort: 'name', dir: 'asc' })).toEqual({});
    expect(validateStatisticsSearch({ month: 202505 })).toEqual({});
  });

  it('sets and clears the sort, keeping the month', () => {
    const search = { month: '2025-05' };
    const sorted = withStatisticsSort(search, { field: 'transactions', direction: 'desc' });
    expect(sorted).toEqual({ month: '2025-05', sort: 'transactions', dir: 'desc' });
    expect(sortOfSearch(sorted)).toEqual({ field: 'transactions', direction: 'desc' });
    expect(withStatisticsSort(sorted, null)).toEqual({ month: '2025-05' });
    expect(sortOfSearch({})).toBeNull();
  });
});

describe('validateStatisticsSearch and the router', () => {
  it('returns every key, so its result replaces malformed raw params when the router merges it over them', () => {
    const raw = { month: '2025-13', sort: 'name', dir: 'up' };
    expect({ ...raw, ...validateStatisticsSearch(raw) }).toEqual({});
    expect(Object.keys(validateStatisticsSearch({})).sort()).toEqual(['dir', 'month', 'sort']);
  });
});
