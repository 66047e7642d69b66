import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { historyOf, ids, testWorld } from '../test-world';

type Link = Schemas['OrganisationUserLink'];
const hfb = `/api/organisation/${ids.harbourFishBar}`;
const asAdmin = { persona: 'orgAdmin' as const };

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
    // The link's history: given, its permission groups, its outlet restriction (the duplicate changed nothing, so it
    // wrote no entry).
    const history = await historyOf(call, 'OrganisationUserLink', id);
    expect(history.map((e) => [e.message, e.changes?.map((c) => c.field)])).toEqual([
      ['Outlet restrictions of user sam@harbourfishbar.example changed', ['rootNodes']],
      ['Permission groups of user sam@harbourfishbar.example changed', ['permissionGroups']],
      [
        'Access given to user sam@harbourfishbar.example',
        ['organisationUserLinkID', 'organisationID', 'linkType', 'isOrgAdmin', 'teamUserID'],
      ],
    ]);
    expect(history[0]?.changes?.[0]).toEqual({
      field: 'rootNodes',
      replaced: false,
      before: [],
      after: [{ nodeID: ids.quaysideFishBar, nodeType: 2, name: 'Quayside Fish Bar' }],
    });
    expect(history[1]?.changes?.[0]?.after).toEqual([
      { userPermissionGroupID: ids.configEditors, name: expect.any(String) },
    ]);
    // Removed, the link keeps its history; its last entry takes its groups and restriction with it.
    await call('POST', `${hfb}/links/batch`, { ...asAdmin, body: { changes: [], deletes: [id] } });
    const [removed] = await historyOf(call, 'OrganisationUserLink', id);
    expect(removed?.subject?.deleted).toBe(true);
    expect(removed?.changes?.map((c) => [c.field, c.after])).toEqual([
      ['organisationUserLinkID', null],
      ['organisationID', null],
      ['linkType', null],
      ['isOrgAdmin', null],
      ['teamUserID', null],
      ['permissionGroups', null],
      ['rootNodes', null],
    ]);
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

describe('team and template options', () => {
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
