import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#/api/client';
import { ApiFailure } from '#/api/transport';
import { resetSessionEnded, resumeSession, sessionEndedState } from '#/components/session-ended/session-ended';
import { registerUnsavedWork } from '#/components/unsaved-work/unsaved-work';
import { clearLoginRequired, listenForLoginRequired, useLoginRequired } from './auth-state';

const unauthorised = () => Promise.resolve(new Response('', { status: 401, statusText: 'Unauthorized' }));
const client = createApiClient({ baseUrl: 'http://console.test', fetch: unauthorised });
const loginRequired = () => renderHook(() => useLoginRequired()).result.current;
const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  clearLoginRequired();
  resetSessionEnded();
});

describe('a call answered 401 after start-up', () => {
  it('with nothing unsaved: Login Required', async () => {
    cleanups.push(listenForLoginRequired());
    await client.GET('/api/user').catch(() => undefined);
    expect(loginRequired()).toBe(true);
    expect(sessionEndedState().ended).toBe(false);
  });

  it('with unsaved work: the page stays and the session-ended dialog opens; Login Required once no work is left', async () => {
    cleanups.push(listenForLoginRequired());
    const unregister = registerUnsavedWork();
    const failure: unknown = await client.GET('/api/user').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(loginRequired()).toBe(false);
    expect(sessionEndedState()).toMatchObject({ ended: true, open: true });

    unregister();
    await tick();
    expect(loginRequired()).toBe(true);
    expect(sessionEndedState().ended).toBe(false);
  });

  it('with unsaved work saved after signing in again (the session resumed): no Login Required', async () => {
    cleanups.push(listenForLoginRequired());
    const unregister = registerUnsavedWork();
    await client.GET('/api/user').catch(() => undefined);
    resumeSession();
    unregister();
    await tick();
    expect(loginRequired()).toBe(false);
  });

  it('a block that unmounts while another mounts in the same update leaves the page its work', async () => {
    cleanups.push(listenForLoginRequired());
    const first = registerUnsavedWork();
    await client.GET('/api/user').catch(() => undefined);
    first();
    const second = registerUnsavedWork();
    await tick();
    expect(loginRequired()).toBe(false);
    second();
  });
});
