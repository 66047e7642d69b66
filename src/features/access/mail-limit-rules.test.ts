import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '#/api/transport';
import {
  DEFAULT_MAIL_LIMIT_WAIT_SECONDS,
  INVITATION_MAIL_LIMIT,
  SendPause,
  countdownText,
  mailLimitWait,
  overMailLimit,
  waitInWords,
  type MailLimitWait,
} from './mail-limit-rules';

describe("the contract's invitation mail limit", () => {
  it('is read from the contract: 100 from one organisation and 3 to one address in 10 minutes', () => {
    expect(INVITATION_MAIL_LIMIT).toEqual({ perAddress: 3, perOrganisation: 100, windowSeconds: 600 });
  });

  it('counts how many invitations of a list are past it', () => {
    expect(overMailLimit(0)).toBe(0);
    expect(overMailLimit(100)).toBe(0);
    expect(overMailLimit(101)).toBe(1);
    expect(overMailLimit(7, 5)).toBe(2);
  });
});

describe('mailLimitWait', () => {
  const tooMany = (retryAfterSeconds?: number) =>
    new ApiFailure(429, 'x', { code: 'BadRequest_TooManyAttempts', retryAfterSeconds });

  it("is a 429's Retry-After, at least a second, a minute when it says none", () => {
    expect(mailLimitWait(tooMany(120))).toBe(120);
    expect(mailLimitWait(tooMany(0))).toBe(1);
    expect(mailLimitWait(tooMany())).toBe(DEFAULT_MAIL_LIMIT_WAIT_SECONDS);
    expect(mailLimitWait(new Error('wrapped', { cause: tooMany(5) }))).toBe(5);
  });

  it('is no wait for any other failure', () => {
    expect(mailLimitWait(new ApiFailure(400, 'x', { code: 'BadRequest_TooManyAttempts' }))).toBeUndefined();
    expect(mailLimitWait(new ApiFailure(500, 'Internal Server Error'))).toBeUndefined();
    expect(mailLimitWait(new ApiFailure(0, 'Network error'))).toBeUndefined();
    expect(mailLimitWait('nothing')).toBeUndefined();
  });
});

describe('countdownText', () => {
  it('shows minutes and seconds left, rounded up', () => {
    expect(countdownText(600_000)).toBe('10:00');
    expect(countdownText(41_001)).toBe('0:42');
    expect(countdownText(1)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5)).toBe('0:00');
  });
});

describe('waitInWords', () => {
  it('says seconds below two minutes, else minutes rounded up', () => {
    expect(waitInWords(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitInWords(119)).toEqual({ unit: 'seconds', count: 119 });
    expect(waitInWords(120)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitInWords(599)).toEqual({ unit: 'minutes', count: 10 });
  });
});

describe('SendPause', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets sends go at once until paused, then holds them all for the pause and tells its start and end', async () => {
    const heard: (MailLimitWait | null)[] = [];
    const pause = new SendPause((wait) => heard.push(wait));
    expect(await pause.ready()).toBe(true);

    const start = Date.now();
    pause.pauseFor(2);
    let released = 0;
    const first = pause.ready().then((go) => (released += go ? 1 : 0));
    const second = pause.ready().then((go) => (released += go ? 1 : 0));
    await vi.advanceTimersByTimeAsync(1999);
    expect(released).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(released).toBe(2);
    expect(heard).toEqual([{ until: start + 2000, seconds: 2 }, null]);
  });

  it('a shorter pause while a longer one lasts changes nothing; a longer one extends it', async () => {
    const heard: (MailLimitWait | null)[] = [];
    const pause = new SendPause((wait) => heard.push(wait));
    pause.pauseFor(5);
    pause.pauseFor(1);
    let go: boolean | undefined;
    void pause.ready().then((answer) => (go = answer));
    await vi.advanceTimersByTimeAsync(3000);
    pause.pauseFor(4);
    await vi.advanceTimersByTimeAsync(3000);
    expect(go).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(go).toBe(true);
    expect(heard.map((wait) => wait?.seconds ?? null)).toEqual([5, 4, null]);
  });

  it('releases the sends when its timer fires, though the clock lags behind the timer or was set back', async () => {
    const pause = new SendPause();
    pause.pauseFor(10);
    let go: boolean | undefined;
    void pause.ready().then((answer) => (go = answer));
    // The wall clock set back a minute during the wait: Date.now() is still before the pause's end at its timer.
    vi.setSystemTime(Date.now() - 60_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(go).toBe(true);
  });

  it('cancel ends the wait: the waiting sends and any later one are told not to go', async () => {
    const heard: (MailLimitWait | null)[] = [];
    const pause = new SendPause((wait) => heard.push(wait));
    pause.pauseFor(600);
    const waiting = pause.ready();
    pause.cancel();
    expect(await waiting).toBe(false);
    expect(await pause.ready()).toBe(false);
    pause.pauseFor(5);
    expect(heard).toEqual([expect.objectContaining({ seconds: 600 }), null]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(heard).toHaveLength(2);
  });
});
