import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

const hfb = `/api/organisation/${ids.harbourFishBar}`;
/** How long system health keeps a client state (SPEC 9; the contract's systemHealthGetTree: 1209600000 ms). */
const KEPT_MS = 14 * 86_400_000;

describe('initialise', () => {
  it('initialises an organisation: initialised in the tree, authorised for its apps, with an admin team and a site', async () => {
    const { call } = await testWorld();
    const saved = await call<{ changes: Schemas['Organisation'][] }>('POST', '/api/organisation/batch', {
      body: {
        changes: [
          {
            organisationCode: 'SHORE',
            name: 'Shoreline Grill',
            organisationType: 1,
            posCoreInstanceID: ids.euWest,
            parentOrganisationID: ids.harbourGroup,
            active: true,
            initialised: false,
          },
        ],
        deletes: [],
      },
    });
    const id = saved.body.changes[0]?.organisationID ?? '';
    // The admin team is one of an organisation above the new one (accessibleteams/values).
    const groupTeams = await call<{ changes: Schemas['Team'][] }>(
      'POST',
      `/api/organisation/${ids.harbourGroup}/team/batch`,
      {
        body: { changes: [{ name: 'Group Admins' }], deletes: [] },
      },
    );
    const body = {
      currencyCode: 'EUR',
      authorisedAppIds: [ids.posTerminal],
      initialAdminTeamID: groupTeams.body.changes[0]?.teamID ?? '',
      initialAdminUserID: null,
      defaultConfigTemplateOrgCode: 'TPLREST',
    };
    expect((await call('POST', `/api/organisation/${id}/initialise`, { body })).body).toEqual({
      organisationID: id,
      initialised: true,
    });
    const node = (await call<Schemas['TreeNode'][]>('GET', `/api/OrganisationTree/${ids.harbourGroup}`)).body.find(
      (n) => n.id === id,
    );
    expect(node?.entity).toEqual(expect.objectContaining({ initialised: true }));
    const links = (await call<Schemas['OrganisationUserLink'][]>('GET', `/api/organisation/${id}/links`)).body;
    expect(links).toEqual([expect.objectContaining({ linkType: 2, teamUserName: 'Group Admins', isOrgAdmin: true })]);
    const tree = (await call<Schemas['AcceptanceTreeApp'][]>('GET', `/api/organisation/${id}/acceptancestree`)).body;
    expect(tree.map((app) => app.applicationName)).toEqual(['POS Terminal']);
    expect((await call<Schemas['SiteNode'][]>('GET', `/api/organisation/${id}/outlets/nodes`)).body).toHaveLength(3);
    expect((await call('POST', `/api/organisation/${id}/initialise`, { body })).status).toBe(400);
  });

  it('refuses an organisation without a POS Core instance', async () => {
    const { call } = await testWorld();
    // Made here: every organisation of the estate that is not initialised has its POS Core (the examples initialise it).
    const saved = await call<{ changes: Schemas['Organisation'][] }>('POST', '/api/organisation/batch', {
      body: {
        changes: [
          { organisationCode: 'NOCORE', name: 'No Core Yet', organisationType: 1, active: true, initialised: false },
        ],
        deletes: [],
      },
    });
    const id = saved.body.changes[0]?.organisationID ?? '';
    const answer = await call('POST', `/api/organisation/${id}/initialise`, {
      body: { currencyCode: 'GBP', authorisedAppIds: [] },
    });
    expect(answer.body).toEqual({ code: 'InvalidPOSCoreInstance' });
  });
});

describe('version authorisation', () => {
  it('authorises a version for child organisations; one without a POS Core is insufficient', async () => {
    const { call } = await testWorld();
    const packages = (
      await call<Schemas['ApplicationPackage'][]>(
        'GET',
        `/api/organisation/${ids.northwind}/packageauthorisations/${ids.posTerminal}`,
      )
    ).body;
    const oldest = packages.at(-1) as Schemas['ApplicationPackage'];
    await call('POST', '/api/organisation/batch', {
      body: {
        changes: [
          {
            organisationCode: 'NOPOS',
            name: 'No POS Yet',
            organisationType: 1,
            parentOrganisationID: ids.harbourGroup,
            active: true,
            initialised: false,
          },
        ],
        deletes: [],
      },
    });
    const noPos = (await call<Schemas['Organisation'][]>('GET', '/api/Organisation')).body.find(
      (o) => o.organisationCode === 'NOPOS',
    );
    const result = await call<Schemas['BatchAuthorisationResponse']>(
      'POST',
      `/api/organisation/${ids.northwind}/packageauthorisations/${ids.posTerminal}/batch`,
      {
        body: {
          applicationPackageID: oldest.applicationPackageID,
          organisationIDs: [ids.crown, noPos?.organisationID],
          autoAcceptNotBeforeDate: null,
        },
      },
    );
    expect(result.body).toEqual({
      updatedOrgs: [{ organisationID: ids.crown, organisationName: 'The Crown & Anchor' }],
      insufficientPOSCoreOrgs: [{ organisationID: noPos?.organisationID, organisationName: 'No POS Yet' }],
    });
    const children = (
      await call<Schemas['ChildAuthorisation'][]>('GET', `/api/organisation/${ids.northwind}/childauthorisations`)
    ).body;
    expect(
      children.find((c) => c.organisationID === ids.crown && c.applicationID === ids.posTerminal)?.applicationPackageID,
    ).toBe(oldest.applicationPackageID);
    const outside = await call(
      'POST',
      `/api/organisation/${ids.harbourGroup}/packageauthorisations/${ids.posTerminal}/batch`,
      {
        body: { applicationPackageID: null, organisationIDs: [ids.northwind] },
      },
    );
    expect(outside.status).toBe(400);
  });
});

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

  it('builds the system health tree from the organisation sites', async () => {
    const { call } = await testWorld();
    const tree = (await call<Schemas['SystemHealthNode']>('GET', `${hfb}/systemhealthtree`, { persona: 'orgAdmin' }))
      .body;
    expect(tree.name).toBe('Harbour Fish Bar');
    expect(tree.children.map((n) => n.name)).toEqual(['Quayside Sites']);
    const till = tree.children[0]?.children[0]?.children[0];
    expect(till?.clientApplicationStates[0]?.applicationName).toBe('POS Terminal');
  });

  it('seeds states the console keeps: most reported within 14 days of the world clock, a few older', async () => {
    const { call, world } = await testWorld();
    const now = world.now().getTime();
    const states = (node: Schemas['SystemHealthNode']): Schemas['ClientApplicationState'][] => [
      ...node.clientApplicationStates,
      ...node.children.flatMap(states),
    ];
    const recent = (state: Schemas['ClientApplicationState']) =>
      now - Date.parse(state.dateTimeUpdated) <= KEPT_MS && Date.parse(state.dateTimeUpdated) <= now;
    const hfbStates = states(
      (await call<Schemas['SystemHealthNode']>('GET', `${hfb}/systemhealthtree`, { persona: 'orgAdmin' })).body,
    );
    expect(hfbStates.length).toBeGreaterThan(0);
    expect(hfbStates.filter(recent).length).toBeGreaterThanOrEqual(hfbStates.length - 1);
    const withSites = new Set(Object.values(world.state.siteNodes).map((node) => node.organisationID));
    const all: Schemas['ClientApplicationState'][] = [];
    for (const orgId of withSites)
      all.push(
        ...states((await call<Schemas['SystemHealthNode']>('GET', `/api/organisation/${orgId}/systemhealthtree`)).body),
      );
    expect(all.filter(recent).length / all.length).toBeGreaterThan(0.75);
    // A few are older, so QA sees the console drop them.
    expect(all.some((state) => !recent(state))).toBe(true);
  });
});
