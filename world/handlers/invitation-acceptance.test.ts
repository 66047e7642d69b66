import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

type Invite = Schemas['Invite'];
type Summary = Schemas['UserSummary'];
type AuditEntry = Schemas['AuditLogEntry'];

const auditQuery = { pageSize: 50, pageNumber: 0 };
const hfb = `/api/organisation/${ids.harbourFishBar}`;

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
