import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

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

  it("keeps each organisation's teams apart", async () => {
    const { call } = await testWorld();
    const crownTeams = await call<Team[]>('GET', `/api/organisation/${ids.crown}/team`);
    expect(crownTeams.body.length).toBeGreaterThan(0);
    expect(crownTeams.body.every((t) => t.ownerOrganisationID === ids.crown)).toBe(true);
    expect((await call('GET', `/api/organisation/${ids.crown}/team/${ids.barStaff}`)).status).toBe(404);
  });
});
