import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenEntries } from './app/command-palette-entries';
import { createI18nStore } from './components/i18n/i18n-store';
import { resetConfirmLink } from './features/password-reset/password-reset-rules';
import type { AppLink } from './lib/app-link';
import { editLinks } from './lib/edit-links';
import { routePages } from './lib/route-meta';
import { toSession } from './lib/session';
import { createAppRouter } from './router';
import { answeredUser } from './test/records';
import { english } from './test/translate';

/**
 * The links the console builds name the route their address is matched to: a link to a route whose address another
 * route matches (a not-exact route's trailing segments, say) makes the router warn in development, and is a link to
 * the wrong route.
 */
describe('links and the routes they name', () => {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    messages: createI18nStore('en'),
    session: null,
    sessionFailure: null,
  });
  // Typed per route template; here any of the console's links.
  const buildLocation = router.buildLocation.bind(router) as unknown as (link: AppLink) => { pathname: string };
  afterEach(() => vi.restoreAllMocks());

  function expectQuiet(link: AppLink): string {
    const warn = vi.spyOn(console, 'warn');
    const { pathname } = buildLocation(link);
    expect(warn, `building ${String(link.to)}`).not.toHaveBeenCalled();
    warn.mockRestore();
    return pathname;
  }

  it('the reset link goes on to the confirm screen without a router warning', () => {
    expect(expectQuiet(resetConfirmLink('R3set9TokN5kQ2wP', 'uma@harbourfishbar.example'))).toBe(
      '/resetpassword/confirm/R3set9TokN5kQ2wP/uma%40harbourfishbar.example',
    );
  });

  it("every screen of the palette and every edit page's link", () => {
    const user = answeredUser({ userID: 'u1', shortName: 'Ann' });
    const sessions = [
      toSession([{ ...user, scopes: ['superuser'] }, { organisationID: 'o1', name: 'Acme' }, false]),
      toSession([user, { organisationID: 'o1', name: 'Acme' }, true]),
      toSession([user, null, false]),
    ];
    const links = [
      ...sessions.flatMap((session) => screenEntries(routePages(router), session, english).map((entry) => entry.link)),
      ...Object.values(editLinks).map((edit) => edit('o1', 'x1')),
    ];
    for (const link of links) expectQuiet(link);
  });
});

/**
 * An id in the address that the contract's path parameter cannot hold is no page of anyone's: its route refuses the
 * params as not found (`contractIds`), so the root's guard judges no access from it on and the not-found page shows.
 */
describe('ids in the address', () => {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    messages: createI18nStore('en'),
    session: null,
    sessionFailure: null,
  });
  /** The routes matched, each marked when the URL's params are not found there. */
  const matched = (path: string) =>
    router.matchRoutes(path).map((match) => `${match.routeId}${isNotFound(match.paramsError) ? ' (not found)' : ''}`);
  const hfb = '10000000-0000-4000-8000-000000000005';

  it('an id of the format, or the route’s own word, is its page', () => {
    expect(matched('/user/20000000-0000-4000-8000-000000000001')).toEqual(['__root__', '/user/$userId']);
    expect(matched(`/organisation/${hfb}/teams/edit/${hfb}`)).toContain('/organisation/$orgId/teams/edit/$id');
    expect(matched('/admin/poscoreinstances/edit/new')).toContain('/admin/poscoreinstances/edit/$id');
    expect(matched('/organisation/null')).toEqual(['__root__', '/organisation/$orgId', '/organisation/$orgId/']);
  });

  it('a malformed or over-long id is not found at its route', () => {
    expect(matched('/user/not-a-uuid')).toEqual(['__root__', '/user/$userId (not found)']);
    expect(matched(`/user/${'b'.repeat(64)}`)).toEqual(['__root__', '/user/$userId (not found)']);
    expect(matched('/organisation/not-a-uuid/teams')).toContain('/organisation/$orgId (not found)');
    expect(matched(`/organisation/${hfb}/teams/edit/not-a-uuid`)).toContain(
      '/organisation/$orgId/teams/edit/$id (not found)',
    );
    expect(matched(`/admin/clients/edit/${'k'.repeat(17)}`)).toContain('/admin/clients/edit/$id (not found)');
  });
});
