import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

type Organisation = Schemas['Organisation'];

describe('statistics', () => {
  it('reports monthly statistics per POS Core instance, the same for the same month', async () => {
    const { call } = await testWorld();
    const month = { monthStart: '2026-10-01' };
    const rows = (await call<Schemas['StatisticsRow'][]>('POST', '/api/Statistics/monthlyAllPOSCores', { body: month }))
      .body;
    const hfb = rows.flatMap((r) => r.childOrgs).find((c) => c.organisation.organisationID === ids.harbourFishBar);
    expect(hfb?.totalOutlets).toBe(2);
    expect(hfb?.totalTransactions).toBeGreaterThan(0);
    expect((await call('POST', '/api/Statistics/monthlyAllPOSCores', { body: month })).body).toEqual(rows);
  });
  it('answers the month as a CSV file, one line per organisation, commas quoted', async () => {
    const { call, world } = await testWorld();
    const organisation = Object.values(world.state.organisations).find((o) => o.posCoreInstanceID);
    if (!organisation) throw new Error('The seed has an organisation on a POS Core');
    world.state.organisations[organisation.organisationID] = { ...organisation, name: 'Fish, Chips "and" Co' };
    const answer = await call('GET', '/api/Statistics/DownloadMonthlyStatistics?date=2025-05');
    expect(answer).toMatchObject({
      status: 200,
      file: { mediaType: 'text/csv', fileName: 'MonthlyStatistics-2025-05.csv' },
    });
    const lines = String(answer.body).trimEnd().split('\n');
    expect(lines[0]).toBe('POS Core,Organisation,Organisation Code,Outlets,Transactions');
    expect(lines).toContainEqual(expect.stringContaining('"Fish, Chips ""and"" Co"'));
  });

  it("neutralises an organisation renamed to a formula: a leading ' and quotes, in the super user's download", async () => {
    const { call } = await testWorld();
    const organisation = (await call<Organisation[]>('GET', '/api/Organisation')).body.find((o) => o.posCoreInstanceID);
    if (!organisation) throw new Error('The seed has an organisation on a POS Core');
    let current = organisation;
    const renames = [
      ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
      ['Bob\t=1+1', '"\'Bob\t=1+1"'],
      ['Bob;@SUM(A1)', '"\'Bob;@SUM(A1)"'],
    ];
    for (const [name, cell] of renames) {
      // Each save sends the version the last one answered.
      const { kapow: _kapow, ...sent } = current;
      const saved = await call<{ changes: Organisation[] }>('POST', '/api/organisation/batch', {
        body: { changes: [{ ...sent, name }], deletes: [] },
      });
      expect(saved.status).toBe(200);
      current = saved.body.changes[0] ?? current;
      const answer = await call('GET', '/api/Statistics/DownloadMonthlyStatistics?date=2025-05', {
        persona: 'superUser',
      });
      expect(answer.status).toBe(200);
      // The cell between the POS Core's and the code's, whole: quoted, its formula after a '.
      expect(String(answer.body)).toContain(`,${cell},${organisation.organisationCode},`);
    }
  });
});
