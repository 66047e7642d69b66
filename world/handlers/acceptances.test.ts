import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

const hfb = `/api/organisation/${ids.harbourFishBar}`;

describe('acceptances', () => {
  it('shows the estate as the contract describes it: partial, accepted and older versions', async () => {
    const { call } = await testWorld();
    const tree = (await call<Schemas['AcceptanceTreeApp'][]>('GET', `${hfb}/acceptancestree`, { persona: 'orgAdmin' }))
      .body;
    const pos = tree.find((app) => app.applicationID === ids.posTerminal);
    expect(
      pos?.packages.map((p) => [`${p.majorVersion}.${p.minorVersion}`, p.fullyAccepted, p.acceptedRootNodeIDs.length]),
    ).toEqual([
      ['5.2', false, 2],
      ['5.1', true, 0],
    ]);
    expect(pos?.hasOldVersions).toBe(true);
    const old = (
      await call<Schemas['AcceptanceTreeVersion'][]>('GET', `${hfb}/acceptancestree/oldversions/${ids.posTerminal}`, {
        persona: 'orgAdmin',
      })
    ).body;
    expect(old.map((p) => p.fullyAccepted)).toEqual([true]);
  });

  it('accepts a version once for a node, changes its not-before time, and saves app settings', async () => {
    const { call } = await testWorld();
    const install = 'a0000000-0000-4000-8000-000000000003';
    const pkg = 'b0000000-0000-4000-8000-000000000006';
    const add = () =>
      call<Schemas['Acceptance']>('POST', `${hfb}/acceptances/${install}/add`, {
        persona: 'orgAdmin',
        body: {
          applicationPackageID: pkg,
          notBefore: '2026-11-24T06:00:00Z',
          rootNodeID: ids.quaysideFishBar,
          rootNodeType: 2,
          userID: ids.oliver,
        },
      });
    const accepted = await add();
    expect(accepted.body).toEqual(
      expect.objectContaining({
        rootNodeID: ids.quaysideFishBar,
        userID: ids.oliver,
        dateTimeAccepted: '2026-11-23T09:00:00Z',
      }),
    );
    expect((await add()).status).toBe(400);
    const updated = await call<Schemas['Acceptance']>('POST', `${hfb}/acceptances/${install}/update`, {
      persona: 'orgAdmin',
      body: {
        applicationPackageAcceptanceID: accepted.body.applicationPackageAcceptanceID,
        applicationPackageID: accepted.body.applicationPackageID,
        rootNodeID: accepted.body.rootNodeID,
        rootNodeType: accepted.body.rootNodeType,
        userID: accepted.body.userID,
        notBefore: '2026-11-25T06:00:00Z',
      },
    });
    expect(updated.body.notBefore).toBe('2026-11-25T06:00:00Z');
    expect(
      (await call<Schemas['Acceptance'][]>('GET', `${hfb}/acceptancestree/acceptances/${pkg}`, { persona: 'orgAdmin' }))
        .body,
    ).toHaveLength(1);
    await call('POST', `${hfb}/appsettings/${install}`, {
      persona: 'orgAdmin',
      body: { autoAccept: true, notBeforeTimeUTC: '2026-11-24 06:00:00' },
    });
    const tree = (await call<Schemas['AcceptanceTreeApp'][]>('GET', `${hfb}/acceptancestree`, { persona: 'orgAdmin' }))
      .body;
    expect(tree.find((app) => app.applicationID === install)?.appSettings).toEqual({
      version: expect.any(String),
      autoAccept: true,
      notBeforeTimeUTC: '2026-11-24 06:00:00',
    });
  });
});
