import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

type Team = Schemas['Team'];
type Link = Schemas['OrganisationUserLink'];
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

describe('access links', () => {
  it('gives a user access, with permission groups and an outlet restriction', async () => {
    const { call } = await testWorld();
    const saved = await call<{ changes: Link[] }>('POST', `${hfb}/links/batch`, {
      ...asAdmin,
      body: {
        // Sam is one of Harbour Fish Bar's users (a member of Bar Staff) without a link of his own.
        changes: [{ linkType: 1, isOrgAdmin: false, organisationID: ids.harbourFishBar, teamUserID: ids.sam }],
        deletes: [],
      },
    });
    const link = saved.body.changes[0] as Link;
    expect(link).toEqual(
      expect.objectContaining({
        teamUserName: 'Sam Supervisor',
        userEmail: 'sam@harbourfishbar.example',
        organisationName: 'Harbour Fish Bar',
      }),
    );
    const id = link.organisationUserLinkID;
    await call('POST', `${hfb}/links/${id}/assignments/batch`, {
      ...asAdmin,
      body: {
        changes: [
          {
            userPermissionGroupAssignmentID: '00000000-0000-0000-0000-000000000000',
            organisationUserLinkID: id,
            userPermissionGroupID: ids.configEditors,
          },
        ],
        deletes: [],
      },
    });
    await call('POST', `${hfb}/links/${id}/RootNodes/batch`, {
      ...asAdmin,
      body: { changes: [{ nodeID: ids.quaysideFishBar, nodeType: 2, organisationUserLinkID: id }], deletes: [] },
    });
    // A duplicate restriction is ignored.
    await call('POST', `${hfb}/links/${id}/RootNodes/batch`, {
      ...asAdmin,
      body: { changes: [{ nodeID: ids.quaysideFishBar, nodeType: 2, organisationUserLinkID: id }], deletes: [] },
    });
    expect(
      (await call<Schemas['Assignment'][]>('GET', `${hfb}/links/${id}/assignments`, asAdmin)).body.map(
        (a) => a.userPermissionGroupID,
      ),
    ).toEqual([ids.configEditors]);
    expect((await call<Schemas['RootNode'][]>('GET', `${hfb}/links/${id}/RootNodes`, asAdmin)).body).toEqual([
      { organisationUserLinkID: id, nodeID: ids.quaysideFishBar, nodeType: 2 },
    ]);
    const groups = await call<Schemas['PermissionGroup'][]>('GET', `${hfb}/userpermissiongroup`, asAdmin);
    expect(groups.body.find((g) => g.userPermissionGroupID === ids.configEditors)?.totalAssignedUsers).toBe(3);
  });

  it('refuses to let the admin demote or unlink themselves, and an unknown user', async () => {
    const { call } = await testWorld();
    const links = (await call<Link[]>('GET', `${hfb}/links`, asAdmin)).body;
    const own = links.find((l) => l.organisationUserLinkID === ids.oliverLink) as Link;
    const headOffice = links.find((l) => l.organisationUserLinkID === ids.headOfficeLink) as Link;
    // Oliver is also an admin through Head Office Admins: his own link may go while that one stays.
    await call('POST', `${hfb}/links/batch`, {
      ...asAdmin,
      body: { changes: [{ ...headOffice, isOrgAdmin: false }], deletes: [] },
    });
    expect(
      (
        await call('POST', `${hfb}/links/batch`, {
          ...asAdmin,
          body: { changes: [{ ...own, isOrgAdmin: false }], deletes: [] },
        })
      ).body,
    ).toEqual({ code: 'BadRequest_CannotDemoteSelf' });
    expect(
      (
        await call('POST', `${hfb}/links/batch`, {
          ...asAdmin,
          body: { changes: [], deletes: [own.organisationUserLinkID] },
        })
      ).body,
    ).toEqual({ code: 'BadRequest_CannotUnlinkSelfFromOrganisation' });
    expect(
      (
        await call('POST', `${hfb}/links/batch`, {
          ...asAdmin,
          body: {
            changes: [{ linkType: 1, isOrgAdmin: false, teamUserID: '20000000-0000-4000-8000-0000000000ff' }],
            deletes: [],
          },
        })
      ).body,
    ).toEqual(expect.objectContaining({ code: 'BadRequest_UserDoesNotExist' }));
  });
});

describe('permission groups and service accounts', () => {
  it('creates and deletes a permission group; its assignments go with it', async () => {
    const { call, world } = await testWorld();
    const saved = await call<{ changes: Schemas['PermissionGroup'][] }>('POST', `${hfb}/userpermissiongroup/batch`, {
      ...asAdmin,
      body: {
        changes: [
          { name: 'Auditors', organisationDefault: false, permissions: [{ permissionID: 100, allowedActions: 8 }] },
        ],
        deletes: [],
      },
    });
    const group = saved.body.changes[0] as Schemas['PermissionGroup'];
    expect(group.totalAssignedUsers).toBe(0);
    expect(
      (
        await call<Schemas['PermissionGroup']>(
          'GET',
          `${hfb}/userpermissiongroup/${group.userPermissionGroupID}`,
          asAdmin,
        )
      ).body.permissions,
    ).toEqual([{ permissionID: 100, allowedActions: 8 }]);
    await call('POST', `${hfb}/userpermissiongroup/batch`, {
      ...asAdmin,
      body: { changes: [], deletes: [ids.managers] },
    });
    expect(Object.values(world.state.assignments).some((a) => a.userPermissionGroupID === ids.managers)).toBe(false);
  });

  it('keeps only the three integration permissions, and only on Integration Server accounts', async () => {
    const { call } = await testWorld();
    const post = (account: object) =>
      call<{ changes: Schemas['ServiceAccount'][] }>('POST', `${hfb}/serviceaccounts/batch`, {
        ...asAdmin,
        body: { changes: [account], deletes: [] },
      });
    expect((await post({ name: 'Bad', serviceAccountType: 7, integrationServerPermissions: [1] })).status).toBe(400);
    const pos = await post({
      name: 'Till Server',
      serviceAccountType: 1,
      rootNodeID: ids.quaysideFishBar,
      rootNodeType: 2,
      integrationServerPermissions: [500],
    });
    expect(pos.body.changes[0]).toEqual(
      expect.objectContaining({ integrationServerPermissions: [], rootNodeName: 'Quayside Fish Bar' }),
    );
    const reset = await call<{ generatedPassword: string }>(
      'POST',
      `${hfb}/serviceaccounts/${pos.body.changes[0]?.serviceAccountID}/resetpassword`,
      asAdmin,
    );
    expect(reset.body.generatedPassword.length).toBeGreaterThanOrEqual(16);
  });
});

describe('organisation profile and options', () => {
  it('renames the organisation everywhere it shows', async () => {
    const { call } = await testWorld();
    await call('POST', `${hfb}/profile`, {
      ...asAdmin,
      body: { organisationID: ids.harbourFishBar, name: 'Harbour Fish & Grill' },
    });
    expect((await call<Link[]>('GET', `${hfb}/links`, asAdmin)).body[0]?.organisationName).toBe('Harbour Fish & Grill');
    expect((await call<unknown[]>('GET', '/Authentication/current', asAdmin)).body[1]).toEqual({
      organisationID: ids.harbourFishBar,
      name: 'Harbour Fish & Grill',
    });
  });

  it('offers the organisation and its parents teams, and the templates it may use', async () => {
    const { call } = await testWorld();
    const teams = await call<Schemas['GroupedOptionValue'][]>('GET', `${hfb}/accessibleteams/values`, asAdmin);
    expect(teams.body.filter((t) => t.group === 'Harbour Fish Bar').map((t) => t.value)).toEqual([
      'Bar Staff',
      'Head Office Admins',
      'Kitchen Managers',
    ]);
    const templates = await call<Schemas['GroupedOptionValue'][]>('GET', `${hfb}/configtemplateorgs`, asAdmin);
    expect(templates.body).toEqual(
      expect.arrayContaining([
        { key: 'TPLREST', value: 'Standard Restaurant Template', group: 'Public Template' },
        { key: 'TPLHHG', value: 'Harbour Private Template', group: 'Private Template' },
        { key: 'DEFCFG', value: 'Default Configuration', group: 'Default Configuration Template' },
      ]),
    );
  });
});

describe('organisation summary', () => {
  it('lists every child organisation by name, or with the optional childLimit the first so many', async () => {
    const { call } = await testWorld();
    const path = `/api/Organisation/summary/${ids.root}`;
    const all = await call<Schemas['OrganisationSummary']>('GET', path);
    const names = all.body.childOrganisations.map((child) => child.organisationName);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort(new Intl.Collator().compare));
    const limited = await call<Schemas['OrganisationSummary']>('GET', `${path}?childLimit=1`);
    expect(limited.body).toEqual({ ...all.body, childOrganisations: all.body.childOrganisations.slice(0, 1) });
  });
});
