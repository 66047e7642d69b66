import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

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
