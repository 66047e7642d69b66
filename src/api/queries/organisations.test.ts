import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#/api/transport';
import {
  everyOrganisationSummaryKey,
  lacksReadOfOne,
  organisationSummaryBriefQuery,
  organisationSummaryQuery,
} from './organisations';

describe('a failed read of one organisation', () => {
  it('says the server has no such call when answered 405, or 404 without a SPEC 8 code', () => {
    expect(lacksReadOfOne(new ApiFailure(405, 'Method Not Allowed'))).toBe(true);
    expect(lacksReadOfOne(new ApiFailure(404, 'Not Found'))).toBe(true);
  });

  it('says the organisation is gone, or the read failed, otherwise', () => {
    expect(lacksReadOfOne(new ApiFailure(404, 'Not found', { code: 'NotFound' }))).toBe(false);
    expect(lacksReadOfOne(new ApiFailure(500, 'Internal Server Error'))).toBe(false);
    expect(lacksReadOfOne(new ApiFailure(0, 'Network error'))).toBe(false);
    expect(lacksReadOfOne(new Error('boom'))).toBe(false);
  });
});

describe("the organisations' summaries", () => {
  it('are all refreshed by one key, whole and brief, of every organisation', async () => {
    const client = new QueryClient();
    const keys = ['o1', 'o2'].flatMap((orgId) => [
      organisationSummaryQuery(orgId).queryKey,
      organisationSummaryBriefQuery(orgId).queryKey,
    ]);
    for (const key of keys) client.setQueryData(key, { organisationID: 'x' });
    await client.invalidateQueries({ queryKey: everyOrganisationSummaryKey });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true]);
  });
});
