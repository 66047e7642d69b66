import { describe, expect, it } from 'vitest';
import * as limits from '../../src/api/limits.gen';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';
const RESET_ATTEMPTS = 3;

type Invite = Schemas['Invite'];
type User = Schemas['User'];
type Summary = Schemas['UserSummary'];
type AuditEntry = Schemas['AuditLogEntry'];

const auditQuery = { pageSize: 50, pageNumber: 0 };
const hfb = `/api/organisation/${ids.harbourFishBar}`;

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

  it('changes my own password with the SPEC 8 codes for each refusal', async () => {
    const { call, world } = await testWorld();
    const change = (oldPassword: string, newPassword: string) =>
      call('POST', '/api/user/batch/changepassword', {
        persona: 'user',
        body: { userID: ids.uma, oldPassword, newPassword },
      });
    const current = world.defaultPassword;
    expect((await change('wrong-password', 'Harbour-Sunset-99')).body).toEqual({
      code: 'PasswordChange_OldPasswordIsIncorrect',
    });
    expect((await change(current, current)).body).toEqual({
      code: 'PasswordChange_NewPasswordMustBeDifferentFromOldPassword',
    });
    expect((await change(current, 'Password123')).body).toEqual({ code: 'PasswordChange_NewPasswordIsTooCommon' });
    expect((await change(current, 'Harbour-Sunset-99')).status).toBe(200);
    expect((await change(current, 'Another-Sunset-42')).body).toEqual({
      code: 'PasswordChange_OldPasswordIsIncorrect',
    });
    expect((await change('Harbour-Sunset-99', 'Another-Sunset-42')).status).toBe(200);
  });

  it('saves my profile, and refuses a save that carries other scopes than mine (not trimmed: refused)', async () => {
    const { call } = await testWorld();
    const me = (await call<User>('GET', '/api/user/profile', { persona: 'orgAdmin' })).body;
    const promoted = await call('POST', '/api/user/profile', {
      persona: 'orgAdmin',
      body: { ...me, fullName: 'Oliver Super', scopes: ['superuser'] },
    });
    expect(promoted).toEqual({
      status: 403,
      body: { code: 'Forbidden', message: 'Scopes are not changed through your own profile' },
    });
    expect((await call<User>('GET', '/api/user/profile', { persona: 'orgAdmin' })).body).toEqual(me);
    const saved = await call<User>('POST', '/api/user/profile', {
      persona: 'orgAdmin',
      body: { ...me, fullName: 'Oliver Owens-Smith' },
    });
    // A save of the profile is a save of the user: a new version.
    expect(saved.body).toEqual({ ...me, fullName: 'Oliver Owens-Smith', version: expect.any(String) });
    expect(saved.body.version).not.toBe(me.version);
    const session = await call<unknown[]>('GET', '/Authentication/current', { persona: 'orgAdmin' });
    expect(session.body[0]).toEqual(expect.objectContaining({ fullName: 'Oliver Owens-Smith', scopes: [] }));
    // A super user does not change their own scopes there either: that is Edit User's Server Administrator.
    const alice = (await call<User>('GET', '/api/user/profile', { persona: 'superUser' })).body;
    expect(
      (await call('POST', '/api/user/profile', { persona: 'superUser', body: { ...alice, scopes: [] } })).status,
    ).toBe(403);
  });

  it('refuses to save someone else as my profile, and to change their password', async () => {
    const { call } = await testWorld();
    const uma = (await call<User>('GET', `/api/user/${ids.uma}`)).body;
    expect(
      (await call('POST', '/api/user/profile', { persona: 'orgAdmin', body: { ...uma, fullName: 'Not Uma' } })).status,
    ).toBe(403);
    const change = await call('POST', '/api/user/batch/changepassword', {
      persona: 'orgAdmin',
      body: { userID: ids.uma, oldPassword: 'Harbour-Lights-2023', newPassword: 'Another-Password-1' },
    });
    expect(change).toEqual({
      status: 403,
      body: { code: 'Forbidden', message: 'userID: this call may not name that User here' },
    });
    expect((await call<User>('GET', `/api/user/${ids.uma}`)).body).toEqual(uma);
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

describe('invitations', () => {
  const send = (call: Awaited<ReturnType<typeof testWorld>>['call'], email: string, extra: object = {}) =>
    call<Invite>('POST', `${hfb}/sendinvite`, {
      persona: 'orgAdmin',
      body: {
        email,
        isOrgAdmin: false,
        permissionGroupIDs: [ids.managers],
        rootNodes: [{ nodeID: ids.quaysideFishBar, nodeType: 2 }],
        teamMembershipIDs: [ids.kitchenManagers],
        ...extra,
      },
    });

  it('sends an invitation: pending, mailed with its link, accepted by a new user who then belongs to the organisation', async () => {
    const { call, world } = await testWorld();
    const sent = await send(call, 'new.hire@example.com');
    expect(sent.body).toEqual(
      expect.objectContaining({ email: 'new.hire@example.com', senderName: 'Oliver Owens', isOrgAdmin: false }),
    );
    const pending = await call<Invite[]>('GET', `${hfb}/invite`, { persona: 'orgAdmin' });
    expect(pending.body.map((i) => i.email)).toContain('new.hire@example.com');
    const mail = world.state.outbox.at(-1);
    const [, token = '', email = ''] = /^\/invitations\/validate\/([^/]+)\/([^/]+)$/.exec(mail?.link ?? '') ?? [];
    expect(decodeURIComponent(email)).toBe('new.hire@example.com');

    const validation = await call('POST', '/invitations/validate', {
      persona: 'loggedOut',
      body: {
        email: 'new.hire@example.com',
        token,
        userShortName: 'placeholder',
        userFullName: 'placeholder',
        userPassword: 'placeholder',
      },
    });
    expect(validation.body).toEqual({ resultText: 'Ok_NewUser' });
    const accepted = await call('POST', '/invitations/accept', {
      persona: 'loggedOut',
      body: {
        email: 'new.hire@example.com',
        token,
        userShortName: 'Hira',
        userFullName: 'Hira New',
        userPassword: 'Quayside-Sunrise-2024',
        locale: 'en-GB',
        defaultCurrency: 'GBP',
        consentDocumentIds: [],
      },
    });
    expect(accepted).toEqual({ status: 200, body: { resultText: 'Ok' } });

    const users = await call<{ key: string; value: string }[]>('GET', `${hfb}/users/values`, { persona: 'orgAdmin' });
    const hira = users.body.find((u) => u.value === 'Hira New');
    expect(hira).toBeDefined();
    const links = await call<Schemas['OrganisationUserLink'][]>('GET', `${hfb}/links`, { persona: 'orgAdmin' });
    const link = links.body.find((l) => l.teamUserID === hira?.key);
    expect(link).toEqual(expect.objectContaining({ userEmail: 'new.hire@example.com', isOrgAdmin: false }));
    const assignments = await call<Schemas['Assignment'][]>(
      'GET',
      `${hfb}/links/${link?.organisationUserLinkID}/assignments`,
      { persona: 'orgAdmin' },
    );
    expect(assignments.body.map((a) => a.userPermissionGroupID)).toEqual([ids.managers]);
    const members = await call<Schemas['TeamMember'][]>('GET', `${hfb}/team/${ids.kitchenManagers}/members`, {
      persona: 'orgAdmin',
    });
    expect(members.body.map((m) => m.userName)).toContain('Hira New');
    expect(
      (await call<Invite[]>('GET', `${hfb}/invite`, { persona: 'orgAdmin' })).body.map((i) => i.email),
    ).not.toContain('new.hire@example.com');
    // The link is used up.
    expect(
      (
        await call('POST', '/invitations/validate', {
          persona: 'loggedOut',
          body: { email: 'new.hire@example.com', token, userShortName: 'p', userFullName: 'p', userPassword: 'p' },
        })
      ).body,
    ).toEqual({
      code: 'NotFound_InvitationExpiredOrMissing',
    });
  });

  it('refuses an unknown, expired or mismatched invitation, and one to a member', async () => {
    const { call, clock } = await testWorld();
    const validate = (email: string, token: string) =>
      call('POST', '/invitations/validate', {
        persona: 'loggedOut',
        body: { email, token, userShortName: 'p', userFullName: 'p', userPassword: 'p' },
      });
    expect(await validate('x@example.com', 'no-such-token')).toEqual({
      status: 404,
      body: { code: 'NotFound_InvitationExpiredOrMissing' },
    });
    expect((await validate('someone.else@example.com', '7QmX2vLp9RkT4wZs')).body).toEqual({
      code: 'BadRequest_InvitationHasInvalidParameters',
    });
    expect((await validate('new.starter@harbourfishbar.example', '7QmX2vLp9RkT4wZs')).body).toEqual({
      resultText: 'Ok_NewUser',
    });
    clock.now = new Date(clock.now.getTime() + 30 * 86_400_000);
    expect((await validate('new.starter@harbourfishbar.example', '7QmX2vLp9RkT4wZs')).body).toEqual({
      code: 'BadRequest_InvitationExpired',
    });
    expect((await send(call, 'uma@harbourfishbar.example')).body).toEqual({ code: 'BadRequest_UserHasAlreadyJoined' });
  });

  it('withdraws a pending invitation: gone from the pending list, its link refused, an audit entry by the admin', async () => {
    const { call } = await testWorld();
    const sent = await send(call, 'withdrawn.hire@example.com');
    const id = sent.body.organisationUserInviteID ?? '';
    const pendingEmails = async () =>
      (await call<Invite[]>('GET', `${hfb}/invite`, { persona: 'orgAdmin' })).body.map((i) => i.email);
    expect(await pendingEmails()).toContain('withdrawn.hire@example.com');

    const withdrawn = await call('POST', `${hfb}/invite/batch`, {
      persona: 'orgAdmin',
      body: { changes: [], deletes: [id] },
    });
    expect(withdrawn).toEqual({ status: 200, body: { changes: [], deletes: [id] } });
    expect(await pendingEmails()).not.toContain('withdrawn.hire@example.com');
    // The estate's own invitations are still pending.
    expect(await pendingEmails()).toContain('new.starter@harbourfishbar.example');

    const audit = await call<AuditEntry[]>('POST', '/api/auditlog/query', {
      body: { ...auditQuery, message: 'withdrawn.hire@example.com' },
    });
    expect(audit.body.map((e) => [e.message, e.userName, e.organisationName])).toEqual([
      ['Invitation of withdrawn.hire@example.com withdrawn', 'Oliver Owens', 'Harbour Fish Bar'],
      ['Invitation sent to withdrawn.hire@example.com', 'Oliver Owens', 'Harbour Fish Bar'],
    ]);
  });

  it('refuses to withdraw an invitation twice or through another organisation, and to send one through the batch', async () => {
    const { call } = await testWorld();
    const newStarter = '80000000-0000-4000-8000-000000000001';
    const withdraw = (orgPath: string) =>
      call('POST', `${orgPath}/invite/batch`, { persona: 'orgAdmin', body: { changes: [], deletes: [newStarter] } });
    const missing = { code: 'NotFound', message: `Invitation ${newStarter} does not exist` };
    // Not Oliver's organisation: refused for who he is, before the invitation is looked for.
    expect((await withdraw(`/api/organisation/${ids.crown}`)).status).toBe(403);
    expect((await withdraw(hfb)).status).toBe(200);
    expect(await withdraw(hfb)).toEqual({ status: 404, body: missing });
    const viaBatch = await call('POST', `${hfb}/invite/batch`, {
      persona: 'orgAdmin',
      body: { changes: [{ email: 'batch.hire@example.com', isOrgAdmin: false }], deletes: [] },
    });
    expect(viaBatch.status).toBe(400);
    expect(
      (await call<Invite[]>('GET', `${hfb}/invite`, { persona: 'orgAdmin' })).body.map((i) => i.email),
    ).not.toContain('batch.hire@example.com');
  });

  it('lets an existing user accept with placeholder values', async () => {
    const { call } = await testWorld();
    const body = {
      email: 'sam@harbourfishbar.example',
      token: 'S4m+Inv/7Kq2=',
      userShortName: 'placeholder',
      userFullName: 'placeholder',
      userPassword: 'placeholder',
    };
    expect((await call('POST', '/invitations/validate', { persona: 'loggedOut', body })).body).toEqual({
      resultText: 'Ok_ExistingUser',
    });
    const accepted = await call('POST', '/invitations/accept', {
      persona: 'loggedOut',
      body: { ...body, locale: 'en-GB', defaultCurrency: 'GBP', consentDocumentIds: [] },
    });
    expect(accepted.status).toBe(200);
    const summary = await call<Summary>('GET', `/api/User/summary/${ids.sam}`);
    expect(summary.body.organisationUserLinks.map((l) => l.organisationName)).toContain('The Crown & Anchor');
    expect(summary.body.currentUser.fullName).toBe('Sam Supervisor');
  });
});

describe('password reset', () => {
  it('sends a link to the outbox, validates it and sets the new password', async () => {
    const { call, world } = await testWorld();
    expect(
      (
        await call('POST', '/passwordreset/send', {
          persona: 'loggedOut',
          body: { email: 'uma@harbourfishbar.example' },
        })
      ).body,
    ).toEqual({ resultText: 'Ok' });
    const mail = world.state.outbox.at(-1);
    expect(mail).toEqual(expect.objectContaining({ to: 'uma@harbourfishbar.example', kind: 'passwordReset' }));
    const token = decodeURIComponent(/\/resetpassword\/validate\/([^/]+)\//.exec(mail?.link ?? '')?.[1] ?? '');
    const body = { email: 'uma@harbourfishbar.example', token };
    expect((await call('POST', '/passwordreset/validate', { persona: 'loggedOut', body })).body).toEqual({
      resultText: 'Ok',
    });
    expect(
      (
        await call('POST', '/passwordreset/confirm', {
          persona: 'loggedOut',
          body: { ...body, userPassword: 'password123' },
        })
      ).body,
    ).toEqual({ code: 'BadRequest_PasswordTooCommon' });
    expect(
      (
        await call('POST', '/passwordreset/confirm', {
          persona: 'loggedOut',
          body: { ...body, userPassword: 'Tidal-Harbour-77' },
        })
      ).body,
    ).toEqual({ resultText: 'Ok' });
    expect(world.state.users[ids.uma]?.password).toBe('Tidal-Harbour-77');
    expect(
      await call('POST', '/passwordreset/confirm', {
        persona: 'loggedOut',
        body: { ...body, userPassword: 'Tidal-Harbour-78' },
      }),
    ).toEqual({
      status: 404,
      body: { code: 'NotFound_ExpiredOrMissing' },
    });
  });

  it('refuses an invalid address, too many requests, and expired or mismatched links', async () => {
    const { call, clock, world } = await testWorld();
    const send = (email: string) => call('POST', '/passwordreset/send', { persona: 'loggedOut', body: { email } });
    expect((await send('not-an-address')).body).toEqual({ code: 'BadRequest_InvalidParameters' });
    // An unknown address is answered as a known one, without a mail.
    expect((await send('nobody@example.com')).body).toEqual({ resultText: 'Ok' });
    expect(world.state.outbox).toHaveLength(0);
    for (let i = 0; i < RESET_ATTEMPTS; i++) expect((await send('uma@harbourfishbar.example')).status).toBe(200);
    // The fourth within ten minutes: 429 with the seconds until the first of the three leaves the window.
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect(await send('UMA@harbourfishbar.example')).toEqual({
      status: 429,
      body: { code: 'BadRequest_TooManyAttempts', message: 'At most 3 mails to one address in 10 minutes' },
      retryAfterSeconds: 540,
    });
    expect(world.state.outbox).toHaveLength(RESET_ATTEMPTS);
    clock.now = new Date(clock.now.getTime() + 540_000);
    expect((await send('uma@harbourfishbar.example')).status).toBe(200);

    const seeded = { email: 'uma@harbourfishbar.example', token: 'R3set9TokN5kQ2wP' };
    expect(
      (
        await call('POST', '/passwordreset/validate', {
          persona: 'loggedOut',
          body: { ...seeded, email: 'oliver@harbourfishbar.example' },
        })
      ).body,
    ).toEqual({
      code: 'BadRequest_PasswordResetHasInvalidParameters',
    });
    expect(
      (
        await call('POST', '/passwordreset/confirm', {
          persona: 'loggedOut',
          body: { ...seeded, email: 'x@example.com', userPassword: 'Tidal-Harbour-77' },
        })
      ).body,
    ).toEqual({
      code: 'BadRequest_InvalidParameters',
    });
    clock.now = new Date(clock.now.getTime() + 2 * 86_400_000);
    expect((await call('POST', '/passwordreset/validate', { persona: 'loggedOut', body: seeded })).body).toEqual({
      code: 'BadRequest_PasswordResetHasExpired',
    });
    expect(
      (
        await call('POST', '/passwordreset/confirm', {
          persona: 'loggedOut',
          body: { ...seeded, userPassword: 'Tidal-Harbour-77' },
        })
      ).body,
    ).toEqual({ code: 'BadRequest_Expired' });
  });
});
