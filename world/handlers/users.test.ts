import { describe, expect, it } from 'vitest';
import * as limits from '../../src/api/limits.gen';
import type { Schemas } from '../contract';
import { historyOf, ids, testWorld } from '../test-world';

type User = Schemas['User'];
type Summary = Schemas['UserSummary'];
type AuditEntry = Schemas['AuditLogEntry'];

const auditQuery = { pageSize: 50, pageNumber: 0 };

describe('users', () => {
  it('adds, renames and deletes users, each an audit entry by the acting user', async () => {
    const { call } = await testWorld();
    const added = await call<{ changes: User[] }>('POST', '/api/user/batch', {
      body: {
        changes: [
          {
            shortName: 'Nina',
            fullName: 'Nina North',
            email: 'nina@example.com',
            locale: 'en-GB',
            defaultCurrencyCode: 'GBP',
            scopes: [],
          },
        ],
        deletes: [],
      },
    });
    const nina = added.body.changes[0] as User;
    expect(nina.userID).toMatch(/^[0-9a-f-]{36}$/);
    await call('POST', '/api/user/batch', {
      body: { changes: [{ ...nina, fullName: 'Nina Northcote' }], deletes: [] },
    });
    expect((await call<User>('GET', `/api/user/${nina.userID}`)).body.fullName).toBe('Nina Northcote');
    const list = await call<User[]>('GET', '/api/user');
    expect(list.body.find((u) => u.userID === nina.userID)?.fullName).toBe('Nina Northcote');
    expect(list.body.some((u) => 'password' in u)).toBe(false);
    await call('POST', '/api/user/batch', { body: { changes: [], deletes: [nina.userID] } });
    expect((await call('GET', `/api/user/${nina.userID}`)).status).toBe(404);
    const audit = await call<AuditEntry[]>('POST', '/api/auditlog/query', { body: { ...auditQuery, message: 'Nina' } });
    expect(audit.body.map((e) => [e.userName, e.message])).toEqual([
      ['Alice Administrator', 'User Nina Northcote deleted'],
      ['Alice Administrator', 'User Nina Northcote updated'],
      ['Alice Administrator', 'User Nina North (nina@example.com) created'],
    ]);
  });

  it('searches users by name, email or id when asked (the optional query), at most `limit` of them', async () => {
    const { call } = await testWorld();
    const all = (await call<User[]>('GET', '/api/user')).body;
    const byMail = await call<User[]>('GET', '/api/user?query=UMA%40HARBOUR');
    expect(byMail.body.map((user) => user.fullName)).toEqual(['Uma Underwood']);
    const uma = byMail.body[0] as User;
    const byId = await call<User[]>('GET', `/api/user?query=${uma.userID}`);
    expect(byId.body.map((user) => user.userID)).toEqual([uma.userID]);
    const harbour = all.filter((user) => user.email?.includes('harbour'));
    expect(harbour.length).toBeGreaterThan(2);
    const limited = await call<User[]>('GET', '/api/user?query=harbour&limit=2');
    expect(limited.body).toEqual(harbour.slice(0, 2));
    expect((await call<User[]>('GET', '/api/user?query=no-such-user-anywhere')).body).toEqual([]);
  });

  it('finds users by every word of the search, the closest first: a whole field, then the start of one', async () => {
    const { call } = await testWorld();
    const add = (shortName: string, fullName: string) => ({
      shortName,
      fullName,
      email: `${shortName.toLowerCase()}@ranking.example`,
      locale: 'en-GB',
      defaultCurrencyCode: 'GBP',
      scopes: [],
    });
    await call('POST', '/api/user/batch', {
      body: {
        changes: [add('Joqxanna', 'Joqxanna Quill'), add('Qxannabel', 'Qxannabel Quill'), add('Qxann', 'Qxann Quill')],
        deletes: [],
      },
    });
    const names = async (search: string) =>
      (await call<User[]>('GET', `/api/user?query=${encodeURIComponent(search)}&limit=3`)).body.map((u) => u.shortName);
    expect(await names('qxann')).toEqual(['Qxann', 'Qxannabel', 'Joqxanna']);
    expect(await names('quill qxann')).toEqual(['Qxann', 'Qxannabel', 'Joqxanna']);
    expect(await names('qxann quill')).toEqual(['Qxann', 'Qxannabel', 'Joqxanna']);
    expect(await names('joqxanna quill')).toEqual(['Joqxanna']);
    expect(await names('qxann bob')).toEqual([]);
  });

  it('searches the users as they are after every change (the list a search reads is kept only until one)', async () => {
    const { call } = await testWorld();
    expect((await call<User[]>('GET', '/api/user?query=quokka')).body).toEqual([]);
    const uma = (await call<User[]>('GET', '/api/user?query=uma%40harbour')).body[0] as User;
    await call('POST', '/api/user/batch', { body: { changes: [{ ...uma, fullName: 'Uma Quokka' }], deletes: [] } });
    expect((await call<User[]>('GET', '/api/user?query=quokka')).body.map((user) => user.fullName)).toEqual([
      'Uma Quokka',
    ]);
    await call('POST', '/api/user/batch', { body: { changes: [], deletes: [uma.userID] } });
    expect((await call<User[]>('GET', '/api/user?query=quokka')).body).toEqual([]);
  });

  it("answers a user saved with only a display name with every field: null, or SPEC 9's default", async () => {
    const { call } = await testWorld();
    const added = await call<{ changes: User[] }>('POST', '/api/user/batch', {
      body: { changes: [{ shortName: 'Min' }], deletes: [] },
    });
    expect(added.status).toBe(200);
    const min = added.body.changes[0] as User;
    const complete = {
      userID: min.userID,
      shortName: 'Min',
      fullName: null,
      email: null,
      locale: 'en-GB',
      defaultCurrencyCode: 'GBP',
      image: null,
      scopes: [],
    };
    expect(min).toEqual({ ...complete, version: min.version });
    expect((await call<User>('GET', `/api/user/${min.userID}`)).body).toEqual(min);
    expect((await call<User[]>('GET', '/api/user')).body.find((user) => user.userID === min.userID)).toEqual(min);
  });

  it('refuses a change to a user that does not exist', async () => {
    const { call } = await testWorld();
    const answer = await call('POST', '/api/user/batch', {
      body: { changes: [{ userID: '20000000-0000-4000-8000-0000000000ff', shortName: 'Ghost' }], deletes: [] },
    });
    expect(answer).toEqual({ status: 400, body: { code: 'BadRequest_UserDoesNotExist' } });
  });

  it("refuses a batch over its size (the contract's maxItems) whole with 413 PayloadTooLarge, and stores nothing", async () => {
    const { call, world } = await testWorld();
    const most = limits.UserBatchRequest.changes.maxItems;
    const row = (i: number) => ({ shortName: `Import ${i}`, email: `import-${i}@example.com`, scopes: [] });
    const before = JSON.stringify(world.state);
    const over = await call('POST', '/api/user/batch', {
      body: { changes: Array.from({ length: most + 1 }, (_, i) => row(i)), deletes: [] },
    });
    expect(over).toEqual({
      status: 413,
      body: { code: 'PayloadTooLarge', message: `A batch is too large: changes at most ${most}` },
    });
    // The size is judged before the rows: a broken row in a batch too large is still 413.
    const broken = await call('POST', '/api/user/batch', {
      body: { changes: [...Array.from({ length: most }, (_, i) => row(i)), { shortName: '' }], deletes: [] },
    });
    expect(broken.status).toBe(413);
    const deletes = Array.from({ length: limits.UserBatchRequest.deletes.maxItems + 1 }, () => ids.sam);
    expect((await call('POST', '/api/user/batch', { body: { changes: [], deletes } })).status).toBe(413);
    // Who may call comes first: an organisation admin is refused for the role, not the size.
    const asAdmin = await call('POST', '/api/user/batch', {
      persona: 'orgAdmin',
      body: { changes: Array.from({ length: most + 1 }, (_, i) => row(i)), deletes: [] },
    });
    expect(asAdmin.status).toBe(403);
    expect(JSON.stringify(world.state)).toBe(before);
    // At the limit, the whole batch is saved.
    const full = await call<{ changes: User[] }>('POST', '/api/user/batch', {
      body: { changes: Array.from({ length: most }, (_, i) => row(i)), deletes: [] },
    });
    expect(full.status).toBe(200);
    expect(full.body.changes).toHaveLength(most);
  });

  it('records granting Server Administrator', async () => {
    const { call } = await testWorld();
    const uma = (await call<User>('GET', `/api/user/${ids.uma}`)).body;
    await call('POST', '/api/user/batch', { body: { changes: [{ ...uma, scopes: ['superuser'] }], deletes: [] } });
    const audit = await call<AuditEntry[]>('POST', '/api/auditlog/query', { body: { ...auditQuery, types: [10] } });
    expect(audit.body[0]?.message).toBe('Server administrator granted to Uma Underwood');
  });

  it("writes each save into the user's history: exactly the fields it changed, the switch apart", async () => {
    const { call } = await testWorld();
    const uma = (await call<User>('GET', `/api/user/${ids.uma}`)).body;
    await call('POST', '/api/user/batch', {
      body: { changes: [{ ...uma, fullName: 'Uma Underwood-Reyes', scopes: ['superuser'] }], deletes: [] },
    });
    const [updated, granted] = await historyOf(call, 'User', ids.uma);
    expect(updated?.message).toBe('User Uma Underwood-Reyes updated');
    expect(updated?.changes).toEqual([
      { field: 'fullName', replaced: false, before: 'Uma Underwood', after: 'Uma Underwood-Reyes' },
    ]);
    expect(granted?.message).toBe('Server administrator granted to Uma Underwood-Reyes');
    expect(granted?.changes).toEqual([{ field: 'scopes', replaced: false, before: [], after: ['superuser'] }]);
    expect(updated?.subject).toEqual({ type: 'User', id: ids.uma, organisationID: null, deleted: false });
    // A deleted user's history stays readable, its last entry taking every field to null.
    await call('POST', '/api/user/batch', { body: { changes: [], deletes: [ids.uma] } });
    const [deleted] = await historyOf(call, 'User', ids.uma);
    expect(deleted?.message).toBe('User Uma Underwood-Reyes deleted');
    expect(deleted?.subject?.deleted).toBe(true);
    expect(deleted?.changes).toContainEqual({ field: 'email', replaced: false, before: uma.email, after: null });
    expect(deleted?.changes?.every((change) => change.after === null)).toBe(true);
  });

  it("computes a user's summary from the world", async () => {
    const { call } = await testWorld();
    const sam = (await call<Summary>('GET', `/api/User/summary/${ids.sam}`)).body;
    expect(sam.currentUser.userID).toBe(ids.sam);
    // Sam reaches Harbour Fish Bar through his teams' links, and has the estate's invitation of The Crown & Anchor.
    expect(sam.organisationUserLinks.map((l) => [l.organisationName, l.linkType])).toEqual(
      expect.arrayContaining([['Harbour Fish Bar', 2]]),
    );
    // Read by a super user, the invitation's token stays Sam's own.
    expect(sam.organisationUserInvites).toEqual([
      expect.objectContaining({ organisationName: 'The Crown & Anchor', token: null }),
    ]);
    expect(sam.insightsAggregatesReadAccess).toBe(true);
    expect(sam.latestConsentDocuments.length).toBeGreaterThan(0);
  });
});

describe("a user's delete in the histories of what it takes with it", () => {
  it("ends each link's history and takes them out of each team's members, each continuing its last entry", async () => {
    const { call } = await testWorld();
    const hfb = `/api/organisation/${ids.harbourFishBar}`;
    const members = `${hfb}/team/${ids.barStaff}/members`;
    // Oliver leaves first, so the team's history has an entry of its members to continue.
    const listed = (await call<Schemas['TeamMember'][]>('GET', members)).body;
    expect(listed.map((m) => m.userID)).toContain(ids.uma);
    const oliver = listed.find((m) => m.userID === ids.oliver);
    await call('POST', `${members}/batch`, { body: { changes: [], deletes: [oliver?.teamUserLinkID] } });
    await call('POST', `${hfb}/links/${ids.umaLink}/assignments/batch`, {
      body: {
        changes: [
          {
            userPermissionGroupAssignmentID: '00000000-0000-0000-0000-000000000000',
            organisationUserLinkID: ids.umaLink,
            userPermissionGroupID: ids.managers,
          },
        ],
        deletes: [],
      },
    });
    // The team's members as its history last wrote them.
    const teamBefore = (await historyOf(call, 'Team', ids.barStaff))
      .flatMap((entry) => entry.changes ?? [])
      .find((change) => change.field === 'members');
    const [linkBefore] = await historyOf(call, 'OrganisationUserLink', ids.umaLink);
    await call('POST', '/api/user/batch', { body: { changes: [], deletes: [ids.uma] } });

    const [left] = await historyOf(call, 'Team', ids.barStaff);
    expect(left?.message).toBe('Team Bar Staff: member Uma Underwood removed (user deleted)');
    expect(left?.userName).toBe('Alice Administrator');
    expect(left?.subject).toMatchObject({ type: 'Team', id: ids.barStaff, organisationID: ids.harbourFishBar });
    const all = teamBefore?.after as { userID: string }[];
    expect(all).toContainEqual({ userID: ids.uma, userName: 'Uma Underwood' });
    expect(left?.changes).toEqual([
      { field: 'members', replaced: false, before: all, after: all.filter((m) => m.userID !== ids.uma) },
    ]);

    const [ended] = await historyOf(call, 'OrganisationUserLink', ids.umaLink);
    expect(ended?.message).toMatch(/^Access of user .+ removed \(user deleted\)$/);
    expect(ended?.subject).toMatchObject({ id: ids.umaLink, organisationID: ids.harbourFishBar, deleted: true });
    const groups = ended?.changes?.find((c) => c.field === 'permissionGroups');
    expect(groups?.before).toEqual(linkBefore?.changes?.[0]?.after);
    expect(groups?.after).toBeNull();
    expect(ended?.changes?.find((c) => c.field === 'teamUserID')).toMatchObject({ before: ids.uma, after: null });
  });
});
