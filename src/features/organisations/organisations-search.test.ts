import { describe, expect, it } from 'vitest';
import { filterBoxText, validateOrganisationsSearch } from './organisations-search';

const blue = { organisationID: '10000000-0000-4000-8000-000000000007' };

describe('validateOrganisationsSearch', () => {
  it('keeps a uuid or new and a non-empty filter', () => {
    expect(validateOrganisationsSearch({ org: blue.organisationID, filter: ' harbour ' })).toEqual({
      org: blue.organisationID,
      filter: 'harbour',
    });
    expect(validateOrganisationsSearch({ org: 'new' })).toEqual({ org: 'new' });
    expect(validateOrganisationsSearch({ filter: 42 })).toEqual({ filter: '42' });
  });

  it('drops malformed values', () => {
    expect(validateOrganisationsSearch({ org: 'abc', filter: '  ' })).toEqual({});
    expect(validateOrganisationsSearch({ org: 5, filter: {} })).toEqual({});
  });
});

describe('validateOrganisationsSearch and the router', () => {
  it('returns every key, so its result replaces malformed raw params when the router merges it over them', () => {
    const raw = { org: 'abc', filter: '  ' };
    expect({ ...raw, ...validateOrganisationsSearch(raw) }).toEqual({});
    expect(Object.keys(validateOrganisationsSearch({})).sort()).toEqual(['filter', 'org']);
  });
});

describe('filterBoxText', () => {
  it("shows the URL's filter, or nothing when none is applied", () => {
    expect(filterBoxText('harbour')).toBe('harbour');
    expect(filterBoxText(undefined)).toBe('');
  });
});
