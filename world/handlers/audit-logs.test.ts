import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

describe('audit log', () => {
  it('filters and pages the audit log, newest first', async () => {
    const { call, clock } = await testWorld();
    for (const name of ['Alpha Team', 'Beta Team', 'Gamma Team']) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      await call('POST', `/api/organisation/${ids.harbourFishBar}/team/batch`, {
        persona: 'orgAdmin',
        body: { changes: [{ name }], deletes: [] },
      });
    }
    const query = { pageSize: 2, pageNumber: 0, organisation: 'harbour fish', user: 'oliver', message: 'team' };
    const first = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', { body: query });
    expect(first.body.map((e) => e.message)).toEqual(['Team Gamma Team created', 'Team Beta Team created']);
    expect(first.body[0]).toEqual(
      expect.objectContaining({
        auditLogType: 3,
        userName: 'Oliver Owens',
        userID: ids.oliver,
        organisationName: 'Harbour Fish Bar',
      }),
    );
    const second = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { ...query, pageNumber: 1 },
    });
    expect(second.body.map((e) => e.message)).toEqual(['Team Alpha Team created']);
    const later = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { ...query, pageSize: 10, dateTimeCreatedFrom: new Date(clock.now.getTime() - 90_000).toISOString() },
    });
    expect(later.body).toHaveLength(2);
    // The estate's entries are there too (the contract's example, with its type that has no description).
    const estate = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { pageSize: 50, pageNumber: 0, types: [999] },
    });
    expect(estate.body.map((e) => e.userName)).toEqual(['Priya Patel']);
  });
});
