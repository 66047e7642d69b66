import { describe, expect, it } from 'vitest';
import { ids, testWorld } from '../test-world';
const RESET_ATTEMPTS = 3;

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
