import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { historyOf, ids, testWorld } from '../test-world';

type Team = Schemas['Team'];
const hfb = `/api/organisation/${ids.harbourFishBar}`;
const asAdmin = { persona: 'orgAdmin' as const };

describe('teams', () => {
  it('adds, renames and deletes a team, and adds a member; the summary counts them', async () => {
    const { call } = await testWorld();
    const added = await call<{ changes: Team[] }>('POST', `${hfb}/team/batch`, {
      ...asAdmin,
      body: { changes: [{ name: 'Deck Crew', ownerOrganisationID: ids.harbourFishBar }], deletes: [] },
    });
    const team = added.body.changes[0] as Team;
    await call('POST', `${hfb}/team/batch`, {
      ...asAdmin,
      body: { changes: [{ ...team, name: 'Deck Hands' }], deletes: [] },
    });
    await call('POST', `${hfb}/team/${team.teamID}/members/batch`, {
      ...asAdmin,
      body: { changes: [{ teamID: team.teamID, userID: ids.uma }], deletes: [] },
    });
    const teams = await call<Team[]>('GET', `${hfb}/team`, asAdmin);
    expect(teams.body.find((t) => t.teamID === team.teamID)).toEqual({
      version: expect.any(String),
      teamID: team.teamID,
      name: 'Deck Hands',
      ownerOrganisationID: ids.harbourFishBar,
      totalMembers: 1,
    });
    const members = await call<Schemas['TeamMember'][]>('GET', `${hfb}/team/${team.teamID}/members`, asAdmin);
    expect(members.body).toEqual([expect.objectContaining({ userID: ids.uma, userName: 'Uma Underwood' })]);
    const summary = await call<Schemas['OrganisationSummary']>(
      'GET',
      `/api/Organisation/summary/${ids.harbourFishBar}`,
      asAdmin,
    );
    expect(summary.body.teams?.find((t) => t.teamID === team.teamID)?.totalMembers).toBe(1);
    await call('POST', `${hfb}/team/batch`, { ...asAdmin, body: { changes: [], deletes: [team.teamID] } });
    expect((await call('GET', `${hfb}/team/${team.teamID}`, asAdmin)).status).toBe(404);
    const audit = await call<Schemas['AuditLogEntry'][]>('POST', '/api/auditlog/query', {
      body: { pageSize: 10, pageNumber: 0, message: 'deck' },
    });
    expect(audit.body.map((e) => e.message)).toEqual([
      'Team Deck Hands deleted',
      'Uma Underwood added to team Deck Hands',
      'Team Deck Crew renamed to Deck Hands',
      'Team Deck Crew created',
    ]);
  });

  it("writes members leaving and joining into the team's history (its members field)", async () => {
    const { call } = await testWorld();
    const url = `${hfb}/team/${ids.barStaff}/members`;
    const before = (await call<Schemas['TeamMember'][]>('GET', url, asAdmin)).body;
    const oliver = before.find((m) => m.userID === ids.oliver);
    await call('POST', `${url}/batch`, { ...asAdmin, body: { changes: [], deletes: [oliver?.teamUserLinkID] } });
    await call('POST', `${url}/batch`, {
      ...asAdmin,
      body: { changes: [{ teamID: ids.barStaff, userID: ids.oliver }], deletes: [] },
    });
    const [joined, left] = await historyOf(call, 'Team', ids.barStaff);
    const all = left?.changes?.[0]?.before as { userID: string }[];
    expect(all.map((m) => m.userID).sort()).toEqual(before.map((m) => m.userID).sort());
    expect(all).toContainEqual({ userID: ids.oliver, userName: 'Oliver Owens' });
    expect(left?.message).toBe('Oliver Owens removed from team Bar Staff');
    const without = all.filter((m) => m.userID !== ids.oliver);
    expect(left?.changes).toEqual([{ field: 'members', replaced: false, before: all, after: without }]);
    expect(joined?.message).toBe('Oliver Owens added to team Bar Staff');
    expect(joined?.changes).toEqual([{ field: 'members', replaced: false, before: without, after: all }]);
  });

  it("keeps each organisation's teams apart", async () => {
    const { call } = await testWorld();
    const crownTeams = await call<Team[]>('GET', `/api/organisation/${ids.crown}/team`);
    expect(crownTeams.body.length).toBeGreaterThan(0);
    expect(crownTeams.body.every((t) => t.ownerOrganisationID === ids.crown)).toBe(true);
    expect((await call('GET', `/api/organisation/${ids.crown}/team/${ids.barStaff}`)).status).toBe(404);
  });
});

describe("a team's delete in the histories of its links", () => {
  it('ends the history of each link that gave the team access, in the same call', async () => {
    const { call, world } = await testWorld();
    const links = Object.values(world.state.links).filter((l) => l.teamUserID === ids.barStaff);
    expect(links.length).toBeGreaterThan(0);
    await call('POST', `${hfb}/team/batch`, { ...asAdmin, body: { changes: [], deletes: [ids.barStaff] } });
    for (const link of links) {
      const [ended] = await historyOf(call, 'OrganisationUserLink', link.organisationUserLinkID);
      expect(ended?.message).toBe('Access of team Bar Staff removed (team deleted)');
      expect(ended?.userName).toBe('Oliver Owens');
      expect(ended?.subject).toMatchObject({ organisationID: link.organisationID, deleted: true });
      expect(ended?.changes?.find((c) => c.field === 'teamUserID')).toMatchObject({
        before: ids.barStaff,
        after: null,
      });
      expect(ended?.changes?.find((c) => c.field === 'rootNodes')?.after).toBeNull();
    }
  });
});
