import { describe, expect, it } from 'vitest';
import type { Schemas } from './contract';
import { ids, testWorld } from './test-world';

/**
 * Who a user is (docs/contract-decisions.md, "Identity"): an email is one user's, and a user's own change of it waits
 * for the link mailed to the new address, so no one takes over another's invitation or account by typing an address.
 */
type User = Schemas['User'];
type Summary = Schemas['UserSummary'];
const SMALL = { seed: 1, orgs: 20, users: 40 };

async function umaWorld() {
  const context = await testWorld(SMALL);
  // Saved without its version: each save here is the latest (last write wins).
  const {
    version: _version,
    pendingEmail: _pending,
    ...uma
  } = (await context.call<User>('GET', '/api/user/profile', { persona: 'user' })).body;
  const saveEmail = (email: string) =>
    context.call<User>('POST', '/api/user/profile', { persona: 'user', body: { ...uma, email } });
  const tokenTo = (address: string) =>
    [...context.world.state.outbox].reverse().find((mail) => mail.to === address && mail.kind === 'emailChange')
      ?.token ?? '';
  const confirm = (token: string, email: string, persona: 'user' | 'orgAdmin' = 'user') =>
    context.call<User>('POST', '/api/user/profile/confirmemail', { persona, body: { token, email } });
  return { ...context, uma, saveEmail, tokenTo, confirm };
}

describe("a user's own email", () => {
  it('changes only once the link mailed to the new address is opened, by its user, once', async () => {
    const { uma, saveEmail, tokenTo, confirm, call } = await umaWorld();
    const saved = await saveEmail('uma.new@harbourfishbar.example');
    expect(saved.body).toEqual(
      expect.objectContaining({ email: uma.email, pendingEmail: 'uma.new@harbourfishbar.example' }),
    );
    expect((await call<User>('GET', `/api/user/${ids.uma}`)).body.email).toBe(uma.email);
    const token = tokenTo('uma.new@harbourfishbar.example');
    expect((await confirm(token, 'uma.other@harbourfishbar.example')).body).toEqual({
      code: 'BadRequest_InvalidParameters',
    });
    expect((await confirm(token, 'uma.new@harbourfishbar.example', 'orgAdmin')).status).toBe(404);
    const confirmed = await confirm(token, 'UMA.NEW@harbourfishbar.example');
    expect(confirmed.body).toEqual(
      expect.objectContaining({ email: 'uma.new@harbourfishbar.example', pendingEmail: null }),
    );
    expect((await confirm(token, 'uma.new@harbourfishbar.example')).body).toEqual({
      code: 'NotFound_EmailChangeExpiredOrMissing',
    });
  });

  it('keeps a waiting change through a save of other fields; a new address replaces it; the link expires', async () => {
    const { uma, saveEmail, tokenTo, confirm, call, clock } = await umaWorld();
    await saveEmail('first@example.com');
    const first = tokenTo('first@example.com');
    const renamed = await call<User>('POST', '/api/user/profile', {
      persona: 'user',
      body: { ...uma, fullName: 'Uma U.' },
    });
    expect(renamed.body.pendingEmail).toBe('first@example.com');
    await saveEmail('second@example.com');
    expect((await confirm(first, 'first@example.com')).status).toBe(404);
    const second = tokenTo('second@example.com');
    clock.now = new Date(clock.now.getTime() + 86_400_000);
    expect((await confirm(second, 'second@example.com')).body).toEqual({
      code: 'NotFound_EmailChangeExpiredOrMissing',
    });
  });

  it('never hands over a pending invitation: Uma asking for its address gets neither the invitation nor its token', async () => {
    const { saveEmail, call, world, uma } = await umaWorld();
    const address = 'manager@crownanchor.example';
    const sent = await call('POST', `/api/organisation/${ids.crown}/sendinvite`, {
      body: { email: address, isOrgAdmin: true, permissionGroupIDs: [], rootNodes: [], teamMembershipIDs: [] },
    });
    expect(sent.status).toBe(200);
    const asked = await saveEmail(address);
    expect(asked.body.email).toBe(uma.email);
    const summary = (await call<Summary>('GET', `/api/User/summary/${ids.uma}`, { persona: 'user' })).body;
    expect(summary.organisationUserInvites.map((invite) => invite.email)).not.toContain(address);
    // The invitation's own mail and the change's link both went to the invitee's mailbox, not to Uma.
    expect(world.state.outbox.filter((mail) => mail.to === address).map((mail) => mail.kind)).toEqual([
      'invitation',
      'emailChange',
    ]);
    const links = () => world.linksReaching(ids.uma).map((link) => link.organisationID);
    const before = links();
    const invite = Object.values(world.state.invites).find((each) => each.email === address);
    const validated = await call('POST', '/invitations/validate', {
      persona: 'loggedOut',
      body: { email: address, token: invite?.token, userShortName: 'x', userFullName: 'x', userPassword: 'x' },
    });
    // Whoever opens the invitation's link is a new user: no account claims the address.
    expect(validated.body).toEqual({ resultText: 'Ok_NewUser' });
    expect(links()).toEqual(before);
  });

  it("is refused when it is another user's by the time the link is opened", async () => {
    const { saveEmail, tokenTo, confirm, call, uma } = await umaWorld();
    await saveEmail('Oliver@HarbourFishBar.example');
    const refused = await confirm(tokenTo('Oliver@HarbourFishBar.example'), 'oliver@harbourfishbar.example');
    expect(refused.body).toEqual({ code: 'BadRequest_EmailAlreadyInUse' });
    expect((await call<User>('GET', '/api/user/profile', { persona: 'user' })).body.email).toBe(uma.email);
  });

  it('sends at most three links to one address in ten minutes: the fourth save is refused whole, with Retry-After', async () => {
    const { uma, call } = await umaWorld();
    // Each save asks for the address again: a link each time.
    for (const name of ['a', 'b', 'c']) {
      expect(
        (
          await call('POST', '/api/user/profile', {
            persona: 'user',
            body: { ...uma, fullName: name, email: 'x@example.com' },
          })
        ).status,
      ).toBe(200);
    }
    const fourth = await call('POST', '/api/user/profile', {
      persona: 'user',
      body: { ...uma, fullName: 'Not saved', email: 'x@example.com' },
    });
    expect(fourth).toEqual(expect.objectContaining({ status: 429, retryAfterSeconds: 600 }));
    expect((await call<User>('GET', '/api/user/profile', { persona: 'user' })).body.fullName).toBe('c');
  });

  it('asks for at most five new addresses in ten minutes, whichever they are', async () => {
    const { saveEmail } = await umaWorld();
    for (const address of [
      'one@example.com',
      'two@example.com',
      'three@example.com',
      'four@example.com',
      'five@example.com',
    ])
      expect((await saveEmail(address)).status).toBe(200);
    expect(await saveEmail('six@example.com')).toEqual(expect.objectContaining({ status: 429 }));
  });

  it("ends with an administrator's save of the user, and takes the old address's reset links with it", async () => {
    const { saveEmail, tokenTo, confirm, call, world } = await umaWorld();
    await saveEmail('waiting@example.com');
    const waiting = tokenTo('waiting@example.com');
    const stored = world.userView(world.user(ids.uma));
    const saved = await call('POST', '/api/user/batch', {
      body: { changes: [{ ...stored, email: 'uma.admin.set@harbourfishbar.example' }], deletes: [] },
    });
    expect(saved.status).toBe(200);
    expect((await confirm(waiting, 'waiting@example.com')).status).toBe(404);
    // The seed's reset link went to Uma's old address: it no longer resets her password.
    const reset = await call('POST', '/passwordreset/validate', {
      persona: 'loggedOut',
      body: { email: 'uma@harbourfishbar.example', token: 'R3set9TokN5kQ2wP' },
    });
    expect(reset.status).toBe(404);
  });

  it('changes only through the password operations: an undeclared password in a profile save is refused', async () => {
    const { uma, call, world } = await umaWorld();
    const before = world.state.users[ids.uma]?.password;
    const answer = await call('POST', '/api/user/profile', { persona: 'user', body: { ...uma, password: 'x' } });
    expect(answer.status).toBe(400);
    expect(world.state.users[ids.uma]?.password).toBe(before);
  });
});

describe('an email is one user’s', () => {
  const batch = (changes: object[]) => ({ body: { changes, deletes: [] } });

  it('refuses a second user with an address another has, in any case, and two in one batch', async () => {
    const { call, world } = await testWorld(SMALL);
    const users = () => Object.keys(world.state.users).length;
    const count = users();
    const twin = await call(
      'POST',
      '/api/user/batch',
      batch([{ shortName: 'Uma2', email: 'UMA@harbourfishbar.example' }]),
    );
    expect(twin.body).toEqual({ code: 'BadRequest_EmailAlreadyInUse' });
    const pair = await call(
      'POST',
      '/api/user/batch',
      batch([
        { shortName: 'One', email: 'pair@example.com' },
        { shortName: 'Two', email: 'Pair@Example.com' },
      ]),
    );
    expect(pair.body).toEqual({ code: 'BadRequest_EmailAlreadyInUse' });
    const moved = await call(
      'POST',
      '/api/user/batch',
      batch([{ ...world.userView(world.user(ids.sam)), email: 'oliver@harbourfishbar.example' }]),
    );
    expect(moved.body).toEqual({ code: 'BadRequest_EmailAlreadyInUse' });
    expect(users()).toBe(count);
  });

  it('lets users without an address be many, and an address deleted in the batch be taken again', async () => {
    const { call } = await testWorld(SMALL);
    const none = await call(
      'POST',
      '/api/user/batch',
      batch([
        { shortName: 'No Mail 1', email: '' },
        { shortName: 'No Mail 2', email: null },
      ]),
    );
    expect(none.status).toBe(200);
    const again = await call('POST', '/api/user/batch', {
      body: { changes: [{ shortName: 'Sam Again', email: 'sam@harbourfishbar.example' }], deletes: [ids.sam] },
    });
    expect(again.status).toBe(200);
  });

  it('knows each address after every call: taken, moved, freed by a delete, and put back by a refused batch', async () => {
    const { call, world } = await testWorld(SMALL);
    const sam = () => world.userView(world.user(ids.sam));
    const created = await call<{ changes: User[] }>(
      'POST',
      '/api/user/batch',
      batch([{ shortName: 'New', email: 'new@example.com' }]),
    );
    const newcomer = created.body.changes[0]?.userID ?? '';
    const refused = (changes: object[]) =>
      call('POST', '/api/user/batch', batch(changes)).then((answer) => answer.body);
    expect(await refused([{ shortName: 'Copy', email: 'NEW@example.com' }])).toEqual({
      code: 'BadRequest_EmailAlreadyInUse',
    });
    // Sam moves to another address: his old one is free, his new one is his.
    expect((await call('POST', '/api/user/batch', batch([{ ...sam(), email: 'sam.moved@example.com' }]))).status).toBe(
      200,
    );
    expect(
      (await call('POST', '/api/user/batch', batch([{ shortName: 'Old', email: 'sam@harbourfishbar.example' }])))
        .status,
    ).toBe(200);
    expect(await refused([{ shortName: 'Copy', email: 'sam.moved@example.com' }])).toEqual({
      code: 'BadRequest_EmailAlreadyInUse',
    });
    // A batch that moves Sam on, gives his address to someone new and is then refused leaves Sam where he was, and
    // his address his.
    expect(
      await refused([
        { ...sam(), email: 'sam.back@example.com' },
        { shortName: 'Taker', email: 'sam.moved@example.com' },
        { shortName: 'Copy', email: 'new@example.com' },
      ]),
    ).toEqual({ code: 'BadRequest_EmailAlreadyInUse' });
    expect(sam().email).toBe('sam.moved@example.com');
    expect(await refused([{ shortName: 'Copy', email: 'sam.moved@example.com' }])).toEqual({
      code: 'BadRequest_EmailAlreadyInUse',
    });
    expect(
      (await call('POST', '/api/user/batch', batch([{ shortName: 'Back', email: 'sam.back@example.com' }]))).status,
    ).toBe(200);
    // A deleted user's address is free in the next call.
    expect((await call('POST', '/api/user/batch', { body: { changes: [], deletes: [newcomer] } })).status).toBe(200);
    expect(
      (await call('POST', '/api/user/batch', batch([{ shortName: 'Again', email: 'new@example.com' }]))).status,
    ).toBe(200);
  });
});

describe('password reset mail', () => {
  it('is limited per address whether an account has it or not, so the limit tells no one which do', async () => {
    const { call, world } = await testWorld(SMALL);
    const send = (email: string) => call('POST', '/passwordreset/send', { persona: 'loggedOut', body: { email } });
    for (const email of ['uma@harbourfishbar.example', 'nobody@example.com']) {
      for (let n = 0; n < 3; n++) expect((await send(email)).status).toBe(200);
      expect((await send(email)).status).toBe(429);
    }
    expect(world.state.outbox.map((mail) => mail.to)).not.toContain('nobody@example.com');
  });
});

describe('invitation mail', () => {
  it('goes at most a hundred times from one organisation in ten minutes, then 429 with Retry-After', async () => {
    const { call, clock } = await testWorld(SMALL);
    const invite = (n: number) =>
      call('POST', `/api/organisation/${ids.harbourFishBar}/sendinvite`, {
        persona: 'orgAdmin',
        body: {
          email: `guest${n}@example.com`,
          isOrgAdmin: false,
          permissionGroupIDs: [],
          rootNodes: [],
          teamMembershipIDs: [],
        },
      });
    for (let n = 0; n < 100; n++) {
      expect((await invite(n)).status).toBe(200);
      clock.now = new Date(clock.now.getTime() + 1000);
    }
    expect(await invite(100)).toEqual(expect.objectContaining({ status: 429, retryAfterSeconds: 500 }));
    clock.now = new Date(clock.now.getTime() + 500_000);
    expect((await invite(100)).status).toBe(200);
  });
});
