import { describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '#/lib/messages/message-types';
import type { RouteMeta } from '#/lib/route-meta';
import { createI18nStore } from './i18n-store';
import { preloadMessages } from './preload-messages';

const matched: { staticData: RouteMeta }[] = [
  { staticData: { title: 'shell.productTitle', access: 'anonymous' } },
  { staticData: { title: 'shell.route.administration', access: 'superUser' } },
  { staticData: { title: 'shell.route.users', access: 'superUser', messages: ['users', 'records'] } },
];

describe('preloadMessages', () => {
  it("starts downloading every area the matched routes name, in the console's language", () => {
    const load = vi.fn(() => Promise.resolve({}));
    const store = createI18nStore('de', { load });
    preloadMessages(store, matched);
    expect(load.mock.calls).toEqual([
      ['de', 'users'],
      ['de', 'records'],
    ]);
  });

  it('asks nothing for routes that name no areas', () => {
    const load = vi.fn(() => Promise.resolve({}));
    preloadMessages(createI18nStore('en', { load }), matched.slice(0, 2));
    expect(load).not.toHaveBeenCalled();
  });

  it("leaves a failed download to the screen's useT: no unhandled rejection, the failure kept for it", async () => {
    const failure = new Error('offline');
    const store = createI18nStore('en', { load: () => Promise.reject(failure) });
    preloadMessages(store, matched);
    await vi.waitFor(() => expect(store.takeFailure('en', 'users')).toBe(failure));
    expect(store.catalogue('en', 'users')).toBeUndefined();
  });

  it('a failed preload is forgotten once the area is asked for again: the screen waits for the new download', async () => {
    let attempt = 0;
    let finish: (catalogue: Catalogue) => void = () => undefined;
    const store = createI18nStore('en', {
      load: () =>
        ++attempt === 1 ? Promise.reject(new Error('offline')) : new Promise((resolve) => (finish = resolve)),
    });
    preloadMessages(store, [{ staticData: { title: 'shell.route.users', access: 'signedIn', messages: ['users'] } }]);
    await vi.waitFor(() => expect(attempt).toBe(1));
    await Promise.resolve();
    const again = store.load('en', 'users');
    expect(store.takeFailure('en', 'users')).toBeUndefined();
    finish({ 'users.list.title': 'Users' });
    await expect(again).resolves.toEqual({ 'users.list.title': 'Users' });
  });
});
